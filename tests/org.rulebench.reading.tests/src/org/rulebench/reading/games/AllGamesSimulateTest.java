package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.game.WinKind;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;

/**
 * Every race game of the sources, as its example reading states it (first alternatives), can be played to its end: 200
 * games, a random player against a greedy one.
 */
class AllGamesSimulateTest {
	private static final int GAMES = 200;
	/**
	 * Acey-deucey's 1-2 roll is played as the 1, the 2 and four of a double: thousands of results per roll (over
	 * 20,000 seen), so 200 of its games take 15–30 s on two cores. They run with {@code -Drulebench.slow=true}
	 * (Maven: {@code -Dtycho.testArgLine=-Drulebench.slow=true}); by default 20 games keep the build fast.
	 */
	private static final Set<String> SLOW = Set.of("backgammon.aceydeucey");

	static Stream<Arguments> games() {
		return Examples.races().stream().map(name -> Arguments.of(name, (Supplier<RuleSet>) () -> Examples.game(name)));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("games")
	void everyGameFinishes(String name, Supplier<RuleSet> game) {
		int n = SLOW.contains(name) && !Boolean.getBoolean("rulebench.slow") ? 20 : GAMES;
		Statistics s = new Simulation(game.get()).games(n).seed(2026).players("random", "greedy").call();
		assertEquals(0, s.unfinished(), () -> name + ": " + s.winKinds());
		assertEquals(n, s.finished());
		assertEquals(n, s.wins(0) + s.wins(1) + s.draws());
		assertEquals(0, s.winKinds().getOrDefault(WinKind.UNFINISHED, 0));
		assertTrue(s.turns().min() >= 1);
	}
}
