package org.rulebench.engine.measures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.engine.testkit.Fixtures;

/** The measures of a game are those of its statistics, with intervals that contain their estimates. */
class GameMeasuresTest {

	@Test
	void backgammonBetweenRandomPlayersEndsDecidedAndNearlyBalanced() {
		Statistics s = new Simulation(Fixtures.backgammon()).games(400).seed(7).players("random", "random").call();
		GameMeasures m = GameMeasures.of(s);
		assertEquals(1.0, m.decisiveness().estimate(), "every game of backgammon is won, well before 2,000 turns");
		assertEquals(0.0, m.drawishness().estimate(), "backgammon has no draws");
		assertEquals(0.0, m.timeouts().estimate());
		assertEquals(s.starterWinRate(), m.advantage());
		assertEquals(s.turns().mean(), m.duration());
		assertTrue(m.balance().low() > 0.7, "random players win about as often on each side: " + m.balance());
		assertTrue(m.balance().low() <= m.balance().estimate() && m.balance().estimate() <= m.balance().high());
	}

	@Test
	void aTurnCapMakesGamesIncompleteAndUndecided() {
		Statistics s = new Simulation(Fixtures.backgammon()).games(40).seed(1).turnCap(5).call();
		GameMeasures m = GameMeasures.of(s);
		assertEquals(1.0, m.timeouts().estimate());
		assertEquals(0.0, m.decisiveness().estimate());
		assertEquals(1.0, m.balance().estimate(), "nobody wins, so as Ludii counts it the sides are even");
	}

	@Test
	void balanceIsOneMinusTheDifferenceOfTheSidesShares() {
		Interval even = GameMeasures.balance(50, 50, 100);
		assertEquals(1.0, even.estimate());
		assertEquals(1.0, even.high(), "the interval of the difference holds 0");
		assertEquals(1 - 1.959964 * Math.sqrt(1.0 / 100), even.low(), 1e-9);
		Interval lopsided = GameMeasures.balance(80, 20, 100);
		assertEquals(0.4, lopsided.estimate(), 1e-12);
		assertTrue(lopsided.low() < 0.4 && lopsided.high() < 1, lopsided.toString());
		assertEquals(lopsided, GameMeasures.balance(20, 80, 100), "either side's advantage unbalances alike");
	}
}
