package org.rulebench.reading.games.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Round;
import org.rulebench.engine.cards.round.RoundResult;
import org.rulebench.engine.game.Rng;
import org.rulebench.reading.tests.Examples;

/**
 * The banker's drawing rules of pok-deng.reading, one round at a time on hand-picked decks: the banker who never
 * draws, who draws as a player must, and who chooses seeing whether the player drew. A deck deals the player's first
 * card, the banker's, the player's second, the banker's, then the player's third and the banker's.
 */
class BankerRulesTest {
	/** The player stands on 6 (2♠ 4♥); the banker holds 3 (A♣ 2♦, no deng); the next card is 5♥. */
	private static final String[] BANKER_ON_THREE = { "2S", "AC", "4H", "2D", "5H" };
	/** The player must draw on 1 (A♠ K♥) and draws 7♦ (8); the banker holds 7 (5♣ 2♦, no deng); then 2♥. */
	private static final String[] PLAYER_DRAWS = { "AS", "5C", "KH", "2D", "7D", "2H" };
	/** A policy that draws only when the other side drew: a banker's choice that reads what it sees. */
	private static final DrawPolicy WHEN_THE_PLAYER_DREW = (a, b, otherDrew) -> otherDrew ? 1 : 0;

	private static RoundResult round(String banker, String[] deal, DrawPolicy player, DrawPolicy bankerPolicy) {
		Hands hands = new Hands(Examples.cards("pokdeng.seed", "banker=" + banker));
		int[] cards = Arrays.stream(deal).mapToInt(Cards::parse).toArray();
		return new Round(hands, Deck.stacked(cards), new Rng(1)).play(player, bankerPolicy);
	}

	private static String cards(int[] cards) {
		return String.join(" ", Arrays.stream(cards).mapToObj(Cards::name).toList());
	}

	@Test
	void aBankerWhoNeverDrawsKeepsItsTwoCardsEvenOnALowCount() {
		RoundResult r = round("never", BANKER_ON_THREE, DrawPolicy.STAND, DrawPolicy.DRAW);
		assertEquals("AC 2D", cards(r.banker()), "whatever its policy would have it do");
		assertEquals(-1, r.bankerGain(), "6 beats 3: the banker pays one stake");
		RoundResult nought = round("never", new String[] { "2S", "KC", "4H", "QD" }, DrawPolicy.STAND, DrawPolicy.DRAW);
		assertEquals("KC QD", cards(nought.banker()), "nor on 0");
	}

	@Test
	void aBankerDrawingAsAPlayerMustDrawsOnNoughtToFourUnlessADeng() {
		RoundResult r = round("as_player", BANKER_ON_THREE, DrawPolicy.STAND, DrawPolicy.STAND);
		assertEquals("AC 2D 5H", cards(r.banker()), "forced on 3, whatever its policy");
		assertEquals(1, r.bankerGain(), "8 beats 6");
		RoundResult deng = round("as_player", new String[] { "2S", "AH", "4H", "2H", "5D" }, DrawPolicy.STAND, DrawPolicy.DRAW);
		assertEquals("AH 2H", cards(deng.banker()), "two of a suit on 3 may stand, and free of the force it stands");
		assertEquals(-1, deng.bankerGain(), "6 beats 3; the player's hand pays one");
		RoundResult seven = round("as_player", PLAYER_DRAWS, DrawPolicy.STAND, DrawPolicy.DRAW);
		assertEquals("5C 2D", cards(seven.banker()), "on 7 nothing forces it, and as a player must it draws only when forced");
		assertEquals(-1, seven.bankerGain(), "the player's 8 beats 7");
	}

	@Test
	void aBankerWhoChoosesSeesWhetherThePlayerDrew() {
		RoundResult drew = round("choice", PLAYER_DRAWS, DrawPolicy.STAND, WHEN_THE_PLAYER_DREW);
		assertEquals("AS KH 7D", cards(drew.player()), "the player must draw on 1");
		assertEquals("5C 2D 2H", cards(drew.banker()), "the player drew, so this banker draws: 7 + 2 = 9");
		assertEquals(1, drew.bankerGain(), "9 beats 8");
		RoundResult stood = round("choice", BANKER_ON_THREE, DrawPolicy.STAND, WHEN_THE_PLAYER_DREW);
		assertEquals("AC 2D", cards(stood.banker()), "the player stood, so this banker stands, even on 3");
		assertEquals(-1, stood.bankerGain());
		RoundResult always = round("choice", BANKER_ON_THREE, DrawPolicy.STAND, DrawPolicy.DRAW);
		assertEquals("AC 2D 5H", cards(always.banker()));
	}
}
