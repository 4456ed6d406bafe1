package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.variant.Variants;

/**
 * Every combination of alternatives of every example reading, race, grid and card games alike, compiles and plays: a
 * few games each between random players, every game accounted for. AllGamesSimulateTest plays the race readings'
 * first combinations to their end; this one reaches the combinations a person picks in the Simulator view, where a
 * rule's second alternative may meet a third's for the first time.
 */
class AllCombinationsSimulateTest {
	private static final int GAMES = 2;
	/**
	 * A grid game: one, of at most 120 plies (random play seldom ends Maka Dai Dai sooner; enough for the rules to be
	 * met), since Maka Dai Dai alone has 1,024 combinations.
	 */
	private static final int GRID_GAMES = 1;
	private static final int GRID_PLIES = 120;

	static Stream<Arguments> combinations() {
		List<Arguments> out = new ArrayList<>();
		for (Map.Entry<String, Reading> e : Examples.all().entrySet()) {
			ReadingChain chain = ReadingChain.of(e.getValue());
			for (Choice c : Choice.all(chain)) {
				out.add(Arguments.of(e.getKey() + " (" + c + ")", chain, c));
			}
		}
		return out.stream();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("combinations")
	void everyCombinationCompilesAndPlays(String name, ReadingChain chain, Choice choice) {
		Variant v = Variants.compile(chain, choice);
		boolean grid = v instanceof GridVariant;
		int games = grid ? GRID_GAMES : GAMES;
		Statistics s = new Simulation(v).games(games).seed(24).threads(1).turnCap(grid ? GRID_PLIES : 2000).call();
		assertEquals(games, s.games(), name);
		assertEquals(games, s.wins(0) + s.wins(1) + s.draws() + s.unfinished(), name + ": every game is won, drawn or stopped");
		assertTrue(s.finished() == 0 || s.turns().min() >= 1, name);
		if (v instanceof RaceVariant || v instanceof CardVariant) {
			assertEquals(0, s.unfinished(), () -> name + " stopped by the turn cap: " + s.winKinds());
		}
	}
}
