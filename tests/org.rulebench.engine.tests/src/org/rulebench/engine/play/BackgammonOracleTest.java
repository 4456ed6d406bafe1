package org.rulebench.engine.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.testkit.Oracles;

/** Every case GNU Backgammon 1.07 lists (shared/oracles): the engine's distinct legal results are exactly its. */
class BackgammonOracleTest {
	private static final RuleSet BACKGAMMON = Fixtures.backgammon();

	static Stream<Arguments> cases() {
		return Oracles.backgammonMoves().stream().map(r -> Arguments.of(r.get("id"), r));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	@SuppressWarnings("unchecked")
	void distinctResultsEqualGnuBackgammons(String id, Map<String, Object> record) {
		int mover = ((Number) record.get("player_to_move")).intValue();
		Position start = Oracles.position(BACKGAMMON, (Map<String, Object>) record.get("position"), mover);
		Set<String> expected = new TreeSet<>();
		for (Object o : (List<Object>) record.get("resulting_positions")) {
			expected.add(Oracles.sides(Oracles.position(BACKGAMMON, (Map<String, Object>) o, mover)));
		}
		PlayList plays = new PlayGenerator(BACKGAMMON).generate(start, Oracles.dice(record));
		Set<String> actual = new TreeSet<>();
		for (int i = 0; i < plays.size(); i++) {
			Position after = start.copy();
			plays.apply(after, i);
			actual.add(Oracles.sides(after));
		}
		assertEquals(expected, actual, id + " " + record.get("dice"));
		assertEquals(expected.size(), plays.size(), "each distinct result listed once");
	}

	@Test
	@SuppressWarnings("unchecked")
	void openingCountsPerRollEqualGnuBackgammons() {
		Map<String, Object> counts = (Map<String, Object>) Oracles.openingCounts().get("counts");
		PlayGenerator generator = new PlayGenerator(BACKGAMMON);
		assertEquals(21, counts.size());
		for (Map.Entry<String, Object> e : counts.entrySet()) {
			String[] dice = e.getKey().split("-");
			Position opening = Position.start(BACKGAMMON, 0);
			int n = generator.generate(opening, Integer.parseInt(dice[0]), Integer.parseInt(dice[1])).size();
			assertEquals(((Number) e.getValue()).intValue(), n, "opening roll " + e.getKey());
		}
	}
}
