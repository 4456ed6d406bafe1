package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.exact.RankEnumeration;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Strategy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.wager.Stakes;
import org.rulebench.reading.cards.DealByDeal.Equal;
import org.rulebench.reading.cards.DealByDeal.Rule;
import org.rulebench.reading.cards.DealByDeal.Settling;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Written;

import com.google.inject.Inject;

/**
 * The card-by-card enumeration over a shoe of several decks, each card as often as the shoe holds it (Pok Deng's deng
 * reads suits, so rank counts cannot stand for its cards): against {@link DealByDeal}, written apart from the engine,
 * over the physical cards of a shoe of two short decks; against {@link PuntoBancoOracle} and the rank enumeration over
 * two full decks; and the best replies it works out over a shoe, weighed again over rank counts.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class ShoeEnumerationTest {
	@Inject
	private Written written;

	private static String text(String dir, String file) {
		try {
			return Files.readString(Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"), dir, file));
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/**
	 * Pok Deng (pok-deng.reading, these alternatives) dealt from two decks of A, 2, 9, Q, K: 40 cards, every card twice,
	 * so hands holding one card twice are dealt.
	 */
	private static CardRules pokDeng(String... choices) {
		CardRules r = Examples.cards("pokdeng.seed", choices);
		return new CardRules(r.name(), r.multipliers(), r.ladder(), r.player(), r.banker(), r.thirdCardShown(), r.equal(), r.payment(), 2,
				r.wagers(), r.hands(), Deck.ranks(Cards.ACE, 1, 8, Cards.JACK + 1, Cards.KING), r.values());
	}

	private static Rule player(int dengFrom) {
		return (count, pair, suited, seen) -> count <= 4 && !((pair || suited) && count >= dengFrom) ? DealByDeal.MUST
				: DealByDeal.MAY;
	}

	@Test
	void pokDengFromAShoeOfTwoShortDecksCountsAsAnEnumerationOfItsPhysicalCards() {
		CardRules rules = pokDeng("banker=as_player", "equal=tie", "paying=winner", "draw=from_one", "deng=five");
		Enumeration e = new Enumeration(rules);
		assertEquals(780L * 703 * 36 * 35, e.deals(), "the player's two cards, the banker's, then two third cards in order");
		Rule asAPlayer = (count, pair, suited, seen) -> count <= 4 && !((pair || suited) && count >= 1) ? DealByDeal.MUST
				: DealByDeal.STAND;
		long independent = new DealByDeal(player(1), asAPlayer, false, 1, 0, Settling.SEED, 2, 0, 1, 8, 11, 12).quarters();
		assertEquals(independent, Math.round(4 * e.edge(DrawPolicy.RANDOM, DrawPolicy.STAND).numerator()));
	}

	@Test
	void aChoosingBankerWinningEqualHandsAndTheLargerDengOverTheSameShoe() {
		CardRules rules = pokDeng("banker=choice", "equal=banker", "paying=larger", "draw=from_one", "deng=five");
		DrawPolicy afterADraw = (a, b, otherDrew) -> otherDrew ? 1 : 0;
		Rule banker = (count, pair, suited, seen) -> seen == -1 ? DealByDeal.STAND : DealByDeal.MUST;
		long independent = new DealByDeal(player(1), banker, false, 2, 0, new Settling(5, Equal.BANKER, true), 2, 0, 1, 8, 11, 12)
				.quarters();
		assertEquals(independent, Math.round(4 * new Enumeration(rules).edge(DrawPolicy.DRAW, afterADraw).numerator()));
	}

	@Test
	void puntoBancoCardByCardOverTwoDecksIsTheOraclesCount() {
		String text = text("baccarat", "baccarat.reading").replace("the cards are 8 decks of 52", "the cards are 2 decks of 52")
				.replace("expect shoe: the deck has 416 cards: 32 of each rank, 104 of each suit assumed", "");
		Enumeration.Outcomes o = new Enumeration(written.cards(text)).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		PuntoBancoOracle oracle = new PuntoBancoOracle(2);
		assertEquals(new Stakes(oracle.banker, oracle.deals), new Stakes(BigInteger.valueOf((long) o.bankerWins()), BigInteger.valueOf(o.deals())));
		assertEquals(new Stakes(oracle.player, oracle.deals), new Stakes(BigInteger.valueOf((long) o.playerWins()), BigInteger.valueOf(o.deals())));
	}

	/**
	 * Chemin de fer's six decks: the punter's best reply to a banker who stands at its options, worked out card by card,
	 * is no worse for it than standing or drawing on every five, and weighs the same over rank counts.
	 */
	@Test
	void theBestReplyOverSixDecksIsWeighedTheSameOverRankCounts() {
		CardRules rules = written.cards(text("chemin-de-fer", "chemin-de-fer.reading"));
		Enumeration byCard = new Enumeration(rules);
		Strategy best = byCard.bestPlayer(DrawPolicy.STAND);
		RankEnumeration byRank = new RankEnumeration(rules);
		double edge = byCard.edge(best, DrawPolicy.STAND).value();
		RankEnumeration.Outcomes o = byRank.outcomes(best, DrawPolicy.STAND);
		assertEquals(o.bankerWins().value() - o.playerWins().value(), edge, 1e-15, "a banker's gain is a stake either way");
		for (DrawPolicy p : new DrawPolicy[] { DrawPolicy.STAND, DrawPolicy.DRAW }) {
			assertTrue(edge <= byCard.edge(p, DrawPolicy.STAND).value(), "the best reply leaves the banker no more");
		}
		DrawPolicy[] both = new CardVariant(rules).policies("best", "best");
		assertTrue(both[0] instanceof Strategy && both[1] instanceof Strategy, "best replies over a shoe, both sides");
	}
}
