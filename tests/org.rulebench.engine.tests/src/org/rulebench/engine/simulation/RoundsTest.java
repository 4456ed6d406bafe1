package org.rulebench.engine.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.progress.Progress;
import org.rulebench.engine.testkit.Fixtures;

/** Every combination played in rounds: first figures of all of them at once, the last round's those of one run. */
class RoundsTest {
	private static final List<Variant> TWO = List.of(new RaceVariant(Fixtures.backgammon()), new RaceVariant(Fixtures.qiliangShuanglu()));

	@Test
	void theLastRoundGivesTheFiguresOfOneSimulationOfEachVariant() {
		List<Statistics> rounds = new Rounds(TWO).games(100).seed(7).players("random", "greedy").threads(2).call();
		for (int v = 0; v < TWO.size(); v++) {
			Statistics one = new Simulation(TWO.get(v)).games(100).seed(7).players("random", "greedy").threads(1).call();
			assertEquals(SimulationTestFigures.of(one), SimulationTestFigures.of(rounds.get(v)), TWO.get(v).name());
		}
	}

	@Test
	void everyVariantHasFiguresAfterTheFirstRoundAndTheGamesDoubleAfter() {
		List<Integer> played = new ArrayList<>();
		List<List<Integer>> games = new ArrayList<>();
		new Rounds(TWO).games(100).seed(1).listener((soFar, n) -> {
			played.add(n);
			games.add(soFar.stream().map(Statistics::games).toList());
		}).call();
		assertEquals(List.of(1, 2, 4, 8, 16, 32, 64, 100), played);
		for (int i = 0; i < played.size(); i++) {
			assertEquals(List.of(played.get(i), played.get(i)), games.get(i), "every variant has as many games as the round says");
		}
	}

	@Test
	void aStopKeepsTheLastRoundsFigures() {
		AtomicLong done = new AtomicLong();
		Rounds r = new Rounds(TWO).games(10_000).seed(1).progress(new Progress() {
			@Override
			public void worked(long n) {
				done.set(n);
			}

			@Override
			public boolean cancelled() {
				return done.get() >= 300;
			}
		});
		assertThrows(CancellationException.class, r::call);
		List<Statistics> kept = r.soFar();
		assertEquals(2, kept.size());
		int n = kept.get(0).games();
		assertTrue(n >= 64 && n < 10_000 && Integer.bitCount(n) == 1, "the games of a whole round: " + n);
		assertEquals(n, kept.get(1).games());
	}

	@Test
	void theProgressCountsTheGamesOfEveryVariant() {
		AtomicLong last = new AtomicLong();
		long[] total = new long[1];
		new Rounds(TWO).games(50).progress(new Progress() {
			@Override
			public void begin(String task, long all) {
				total[0] = all;
			}

			@Override
			public void worked(long n) {
				last.accumulateAndGet(n, Math::max);
			}
		}).call();
		assertEquals(100, total[0]);
		assertEquals(100, last.get());
	}
}
