package org.rulebench.engine.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.progress.Progress;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.rules.RuleSet;

/** Many games at once: the statistics a historian can cite, the same whatever the machine. */
class SimulationTest {

	/** Every figure the statistics give, as text. */
	private static String figures(Statistics s) {
		return SimulationTestFigures.of(s);
	}

	private static Statistics run(RuleSet rules, int threads, long seed) {
		return new Simulation(rules).games(160).seed(seed).threads(threads).players("random", "greedy").call();
	}

	@Test
	void oneThreadAndTwoThreadsGiveTheSameStatistics() {
		for (RuleSet rules : new RuleSet[] { Fixtures.backgammon(), Fixtures.qiliangShuanglu() }) {
			assertEquals(figures(run(rules, 1, 5)), figures(run(rules, 2, 5)), rules.name());
		}
	}

	@Test
	void anotherSeedGivesOtherGames() {
		assertNotEquals(figures(run(Fixtures.backgammon(), 2, 5)), figures(run(Fixtures.backgammon(), 2, 6)));
	}

	@Test
	void gamesStoppedByTheTurnCapAreUnfinishedNeverWins() {
		Statistics s = new Simulation(Fixtures.backgammon()).games(40).seed(1).turnCap(5).call();
		assertEquals(40, s.unfinished());
		assertEquals(0, s.finished());
		assertEquals(0, s.wins(0) + s.wins(1) + s.draws());
		assertEquals(Map.of(WinKind.UNFINISHED, 40), s.winKinds());
		assertEquals(0, s.turns().size(), "lengths are of finished games only");
		assertTrue(Double.isNaN(s.winRate(0).estimate()), "no rate out of no finished games");
	}

	@Test
	void aCapThatSomeGamesReachCountsOnlyTheOthers() {
		Statistics s = new Simulation(Fixtures.backgammon()).games(100).seed(1).turnCap(40).call();
		assertTrue(s.unfinished() > 0 && s.finished() > 0, s.unfinished() + " unfinished");
		assertEquals(s.finished(), s.wins(0) + s.wins(1) + s.draws());
		assertEquals(s.finished(), s.turns().size());
		assertTrue(s.turns().max() <= 40);
		assertEquals(s.wins(0) / (double) s.finished(), s.winRate(0).estimate(), 1e-12);
	}

	@Test
	void winRatesComeWithWilsonIntervals() {
		Interval half = Interval.wilson(50, 100);
		assertEquals(0.5, half.estimate(), 1e-12);
		assertEquals(0.4038, half.low(), 1e-4);
		assertEquals(0.5962, half.high(), 1e-4);
		// sound at the edges, where the normal approximation would give [0, 0]
		Interval none = Interval.wilson(0, 10);
		assertEquals(0, none.low(), 1e-12);
		assertEquals(0.2775, none.high(), 1e-4);
		Interval all = Interval.wilson(10, 10);
		assertEquals(0.7225, all.low(), 1e-4);
		assertEquals(1, all.high(), 1e-12);
		assertTrue(Double.isNaN(Interval.wilson(0, 0).estimate()));
	}

	@Test
	void theWinRateOfASimulationIsItsWilsonInterval() {
		Statistics s = run(Fixtures.backgammon(), 2, 3);
		assertEquals(Interval.wilson(s.wins(1), s.finished()), s.winRate(1));
		assertTrue(s.winRate(1).low() <= s.winRate(1).estimate() && s.winRate(1).estimate() <= s.winRate(1).high());
	}

	@Test
	void disjointIntervalsMarkARealDifference() {
		assertTrue(Interval.wilson(20, 100).disjointFrom(Interval.wilson(80, 100)));
		assertFalse(Interval.wilson(45, 100).disjointFrom(Interval.wilson(55, 100)));
	}

	@Test
	void aCancelledSimulationSaysSo() {
		assertThrows(CancellationException.class,
				() -> new Simulation(Fixtures.backgammon()).games(100).threads(1).progress(Progress.stopWhen(() -> true)).call());
	}

	@Test
	void badSettingsAreRefusedWithAReason() {
		IllegalArgumentException games = assertThrows(IllegalArgumentException.class,
				() -> new Simulation(Fixtures.backgammon()).games(0));
		assertTrue(games.getMessage().contains("at least 1"), games.getMessage());
		IllegalArgumentException player = assertThrows(IllegalArgumentException.class,
				() -> new Simulation(Fixtures.backgammon()).players("random", "oracle"));
		assertTrue(player.getMessage().contains("oracle") && player.getMessage().contains("greedy"), player.getMessage());
	}
}
