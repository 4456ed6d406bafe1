package org.rulebench.reading.games.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Round;
import org.rulebench.engine.cards.round.RoundResult;
import org.rulebench.engine.cards.round.Settlement;
import org.rulebench.engine.game.Rng;
import org.rulebench.reading.tests.Examples;

/** Rounds and payments as the seed settles them, and the open points as each alternative settles them. */
class RoundTest {
	/** Pok Deng with equal hands and deng paid as named, the banker drawing as a player must. */
	private static Hands hands(String equal, String paying) {
		return new Hands(Examples.cards("pokdeng.seed", "banker=as_player", "equal=" + equal, "paying=" + paying, "draw=from_one",
				"deng=five"));
	}

	private static final Hands SEED = hands("tie", "winner");

	private static int gain(Hands h, String p1, String p2, String b1, String b2) {
		return new Settlement(h).bankerGain(h.two(Cards.parse(p1), Cards.parse(p2)), h.two(Cards.parse(b1), Cards.parse(b2)));
	}

	@Test
	void aBankersPokBeatsAPlayersNonPok() {
		assertEquals(1, gain(SEED, "7S", "KH", "9D", "QC"));
	}

	@Test
	void equalPoksTieAndPokNineBeatsPokEight() {
		assertEquals(0, gain(SEED, "8S", "KH", "8D", "QC"));
		assertEquals(0, gain(hands("banker", "winner"), "8S", "KH", "8D", "QC"), "whatever the rule for other equal hands");
		assertEquals(1, gain(SEED, "8S", "KH", "9D", "QC"));
		assertEquals(-1, gain(SEED, "9S", "KH", "8D", "QC"));
	}

	@Test
	void aWinningTwoDengIsPaidDouble() {
		assertEquals(-2, gain(SEED, "4S", "4H", "3D", "QC"), "4-4: pok 8 with two of a rank");
		assertEquals(-2, gain(SEED, "3H", "4H", "3D", "QC"), "3 and 4 of hearts: 7, two of a suit");
	}

	@Test
	void aLosingDengPaysOneStakeUnlessTheLargerMultiplierIsPaid() {
		assertEquals(1, gain(SEED, "2H", "3H", "4D", "2C"));
		assertEquals(2, gain(hands("tie", "larger"), "2H", "3H", "5D", "AC"));
	}

	@Test
	void equalCountsTieGoToTheBankerOrToTheLargerDengAsTheRulesSay() {
		assertEquals(0, gain(SEED, "2H", "3S", "4D", "AC"));
		assertEquals(1, gain(hands("banker", "winner"), "2H", "3S", "4D", "AC"));
		assertEquals(-2, gain(hands("deng", "winner"), "2H", "3H", "4D", "AC"));
	}

	@Test
	void aPokEndsTheRoundBeforeAnyoneDraws() {
		for (long seed = 0; seed < 2000; seed++) {
			Rng rng = new Rng(seed);
			Round r = new Round(SEED, new Deck().shuffle(rng), rng);
			boolean pok = SEED.two(r.playerCards()[0], r.playerCards()[1]).pok() || SEED.two(r.bankerCards()[0], r.bankerCards()[1]).pok();
			assertEquals(pok, !r.playerToAct(), "seed " + seed);
			if (!pok) {
				boolean forced = r.playerForced();
				r.player(false);
				assertEquals(forced ? 3 : 2, r.playerCards().length, "a forced player draws even when asked to stand");
				RoundResult result = r.banker(DrawPolicy.STAND);
				assertEquals(SEED.forcedToDraw(result.banker()[0], result.banker()[1]), result.banker().length == 3,
						"the banker drawing as a player");
			}
		}
	}

	@Test
	void aDealIsTheSameForTheSameSeed() {
		Rng a = new Rng(7);
		Rng b = new Rng(7);
		RoundResult x = new Round(SEED, new Deck().shuffle(a), a).play(DrawPolicy.RANDOM, DrawPolicy.RANDOM);
		RoundResult y = new Round(SEED, new Deck().shuffle(b), b).play(DrawPolicy.RANDOM, DrawPolicy.RANDOM);
		assertEquals(java.util.Arrays.toString(x.player()), java.util.Arrays.toString(y.player()));
		assertEquals(x.bankerGain(), y.bankerGain());
		assertFalse(x.player().length < 2);
		assertTrue(x.banker().length >= 2);
	}
}
