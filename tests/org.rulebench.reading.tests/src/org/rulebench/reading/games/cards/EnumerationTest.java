package org.rulebench.reading.games.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.exact.Duel;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Strategy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.reading.tests.Examples;

/** The banker's edge over every deal of one deck, and the best replies of each side (Pok Deng, seed 004). */
class EnumerationTest {
	/** Pok Deng with the banker's drawing as named, equal hands tying and the winner's deng paid. */
	private static CardRules rules(String banker) {
		return Examples.cards("pokdeng.seed", "banker=" + banker, "equal=tie", "paying=winner", "draw=from_one", "deng=five");
	}

	@Test
	void everyDealIsWeighedOnce() {
		assertEquals(3_664_533_600L, Enumeration.DEALS);
	}

	@Test
	void aBankerDrawingAsAPlayerAgainstAPlayerTossingACoinWinsExactly71531986Of3664533600() {
		Enumeration.Edge e = new Enumeration(rules("as_player")).edge(DrawPolicy.RANDOM, DrawPolicy.STAND);
		assertEquals(71_531_986L, (long) e.numerator());
		assertEquals(e.numerator(), Math.rint(e.numerator()), "the sum is whole");
		assertEquals(0.019520, e.value(), 1e-6);
	}

	@Test
	void sidesPlayingTheSameForcedRuleAreEven() {
		Enumeration e = new Enumeration(rules("as_player"));
		assertEquals(0.0, e.edge(DrawPolicy.STAND, DrawPolicy.STAND).numerator());
	}

	@Test
	void aBankerWhoNeverDrawsLosesToAPlayerWhoDrawsOnlyWhenForced() {
		double edge = new Enumeration(rules("never")).edge(DrawPolicy.STAND, DrawPolicy.STAND).value();
		assertEquals(-950_424_600.0 / Enumeration.DEALS, edge, 1e-15);
	}

	@Test
	void thePlayersBestReplyDoesBetterThanEitherFixedPolicy() {
		Enumeration e = new Enumeration(rules("as_player"));
		Strategy best = e.bestPlayer(DrawPolicy.STAND);
		double edge = e.edge(best, DrawPolicy.STAND).value();
		assertTrue(edge <= e.edge(DrawPolicy.STAND, DrawPolicy.STAND).value());
		assertTrue(edge <= e.edge(DrawPolicy.DRAW, DrawPolicy.STAND).value());
		assertTrue(edge <= e.edge(DrawPolicy.RANDOM, DrawPolicy.STAND).value());
		assertFalse(best.draws(Cards.parse("7S"), Cards.parse("KH"), false), "nobody draws to a 7 against a banker who stands on it");
	}

	@Test
	void aBankerFreeToChooseDoesAtLeastAsWellAsTheForcedRule() {
		Enumeration choice = new Enumeration(rules("choice"));
		Strategy banker = choice.bestBanker(DrawPolicy.STAND);
		assertTrue(choice.edge(DrawPolicy.STAND, banker).value() >= choice.edge(DrawPolicy.STAND, choice.forcedPolicy()).value());
	}

	@Test
	void whenBothChooseTheBestRepliesBracketTheValueOfTheGame() {
		Duel d = Duel.of(new Enumeration(rules("choice")));
		assertTrue(d.lower() <= d.upper() + 1e-12, d.lower() + " <= " + d.upper());
		assertTrue(d.lower() <= d.edge().value() + 1e-12 && d.edge().value() <= d.upper() + 1e-12 || !d.converged());
		if (d.converged()) {
			assertEquals(d.lower(), d.upper(), 1e-12, "a pair of mutual best replies is the value");
		}
		assertTrue(d.upper() > 0, "the banker who sees whether the player drew has the edge when both play well: " + d.upper());
	}
}
