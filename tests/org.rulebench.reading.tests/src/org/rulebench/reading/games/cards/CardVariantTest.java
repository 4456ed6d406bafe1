package org.rulebench.reading.games.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;

/** The card family through the shared simulator: the banker's chips are its edge, the events its hands. */
class CardVariantTest {
	private static final CardVariant VARIANT = new CardVariant(
			Examples.cards("pokdeng.seed", "banker=as_player", "equal=tie", "paying=winner", "draw=from_one", "deng=five"));

	@Test
	void theSimulatedEdgeHoldsTheExactOneInItsInterval() {
		Statistics s = new Simulation(VARIANT).games(200_000).seed(3).players("random", "random").call();
		Interval edge = s.chips(CardVariant.BANKER).mean();
		double exact = VARIANT.enumeration().edge(DrawPolicy.RANDOM, DrawPolicy.STAND).value();
		assertTrue(edge.low() <= exact && exact <= edge.high(), edge + " should hold " + exact);
		assertEquals(-s.chips(CardVariant.PLAYER).mean().estimate(), edge.estimate(), 1e-12, "one side's gain is the other's loss");
	}

	@Test
	void theSameSeedGivesTheSameFiguresWhateverTheThreads() {
		Statistics one = new Simulation(VARIANT).games(20_000).seed(5).players("random", "stand").threads(1).call();
		Statistics two = new Simulation(VARIANT).games(20_000).seed(5).players("random", "stand").threads(2).call();
		assertEquals(one.chips(CardVariant.BANKER).mean().estimate(), two.chips(CardVariant.BANKER).mean().estimate(), 0,
				"a seed's round must not depend on the rounds its thread dealt before");
		assertEquals(one.winRate(0).estimate(), two.winRate(0).estimate(), 0);
	}

	@Test
	void everyRoundEndsAndPaysAtMostFiveStakes() {
		Statistics s = new Simulation(VARIANT).games(20_000).seed(1).call();
		assertEquals(0, s.unfinished());
		assertTrue(s.chips(CardVariant.BANKER).max() <= 5 && s.chips(CardVariant.BANKER).min() >= -5);
		assertTrue(s.turns().min() >= 4 && s.turns().max() <= 6, "four to six cards a round");
		assertTrue(s.eventTotal("pok 9", 0) > 0 && s.eventTotal("trips", 0) + s.eventTotal("run", 0) > 0);
	}

	@Test
	void aPokIsDealtToTheBankerAboutOneRoundInFive() {
		Statistics s = new Simulation(VARIANT).games(50_000).seed(2).call();
		double pok = (s.eventTotal("pok 8", 1) + s.eventTotal("pok 9", 1)) / (double) s.games();
		// 8 or 9 from two cards of 52: 19.00 % (252 of the 1,326 pairs)
		assertEquals(252.0 / 1326, pok, 0.01);
	}

	@Test
	void cardPlayersAreNamedAndOthersRefused() {
		assertThrows(IllegalArgumentException.class, () -> VARIANT.seat("pubeval", "random"));
		assertTrue(VARIANT.refusal("greedy").contains("card players"));
	}
}
