package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.reading.tests.Examples;

/** Grid games go through the same simulator and statistics as race games, with no copy of either. */
class GridSimulationTest {
	private static final GridRules XIANGQI = Examples.grid("xiangqi.standard");
	private static final GridRules MAKRUK = Examples.grid("makruk.standard");
	private static final GridRules DARK = Examples.grid("xiangqi.dark");

	private static Statistics run(GridVariant v, int threads) {
		return new Simulation(v).games(64).seed(3).threads(threads).turnCap(400).call();
	}

	private static String figures(Statistics s) {
		return s.games() + " " + s.finished() + " " + s.draws() + " " + s.wins(0) + " " + s.wins(1) + " "
				+ new TreeMap<>(s.winKinds()) + " " + s.turns().counts() + " " + s.eventTotal("capture", 0) + "/"
				+ s.eventTotal("capture", 1) + " " + s.eventTotal("check", 0) + "/" + s.eventTotal("check", 1);
	}

	@Test
	void theSameSeedGivesTheSameStatisticsOnOneThreadOrTwo() {
		for (GridVariant v : List.of(new GridVariant(XIANGQI), new GridVariant(MAKRUK), new GridVariant(DARK))) {
			assertEquals(figures(run(v, 1)), figures(run(v, 2)), v.name());
		}
	}

	@Test
	void eachSimulatedGameIsTheGridGameOfItsSeed() {
		GridVariant v = new GridVariant(XIANGQI);
		Statistics s = new Simulation(v).games(1).seed(9).threads(1).turnCap(300).call();
		long gameSeed = org.rulebench.engine.game.Rng.derive(9, 0);
		GridGame g = new GridGame(CompiledRules.of(XIANGQI), new RandomGridPlayer(), new RandomGridPlayer(), gameSeed, false);
		GridResult r = g.playOut(300);
		assertEquals(r.finished() ? 1 : 0, s.finished());
		if (r.finished()) {
			assertEquals(List.of(r.plies()), s.turns().counts().keySet().stream().toList());
			assertEquals(g.captures()[0], s.eventTotal("capture", 0));
			assertEquals(g.captures()[1], s.eventTotal("capture", 1));
		}
	}

	@Test
	void randomXiangqiEndsByTheRulesOfXiangqiOnly() {
		Statistics s = run(new GridVariant(XIANGQI), 2);
		assertEquals(64, s.games());
		for (WinKind k : s.winKinds().keySet()) {
			assertTrue(List.of(WinKind.CHECKMATE, WinKind.STALEMATE, WinKind.REPETITION, WinKind.PERPETUAL_CHECK,
					WinKind.MOVE_CAP, WinKind.UNFINISHED).contains(k), k.toString());
		}
		assertTrue(s.eventTotal("capture", 0) + s.eventTotal("capture", 1) > 0);
		assertEquals(List.of("capture", "check"), s.events());
	}

	@Test
	void aRacePlayerIsRefusedByName() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> new Simulation(new GridVariant(XIANGQI)).players("random", "pubeval"));
		assertTrue(e.getMessage().contains("pubeval") && e.getMessage().contains("random"), e.getMessage());
	}
}
