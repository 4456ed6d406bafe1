package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.testkit.Oracles;
import org.rulebench.reading.tests.Examples;

/**
 * Perft and divide of the xiangqi and makruk readings against Fairy-Stockfish on every public oracle position, at every depth whose tree has at most
 * {@value #UNIT_TEST_NODES} leaves (the deeper ones, xiangqi depth 5 and makruk depth 6 from the start, run in
 * {@code PerftBenchmark}, which checks its counts too).
 */
class PerftOracleTest {
	static final long UNIT_TEST_NODES = 25_000_000;

	static Stream<Arguments> positions() {
		List<Arguments> out = new ArrayList<>();
		for (String variant : List.of("xiangqi", "makruk")) {
			for (Map<String, Object> record : Oracles.perft(variant)) {
				out.add(Arguments.of(variant, record.get("fen"), record));
			}
		}
		return out.stream();
	}

	static GridRules rules(String variant) {
		return Examples.grid(variant.equals("xiangqi") ? "xiangqi.standard" : "makruk.standard");
	}

	@ParameterizedTest(name = "{0} {1}")
	@MethodSource("positions")
	@SuppressWarnings("unchecked")
	void perftEqualsFairyStockfish(String variant, String fen, Map<String, Object> record) {
		Map<String, Object> expected = (Map<String, Object>) record.get("perft");
		int divideDepth = ((Long) record.get("divide_depth")).intValue();
		for (Map.Entry<String, Object> e : new TreeMap<>(expected).entrySet()) {
			int depth = Integer.parseInt(e.getKey());
			long nodes = (Long) e.getValue();
			// the divide test sums the divide depth's tree
			if (nodes > UNIT_TEST_NODES || depth == divideDepth) {
				continue;
			}
			GridPosition p = GridPosition.of(CompiledRules.of(rules(variant)), fen);
			assertEquals(nodes, new Perft(p, depth).count(depth), variant + " perft(" + depth + ") of " + fen);
			assertEquals(fen.split(" ")[0], p.toString().split(" ")[0], "make/unmake restored the position");
		}
	}

	@ParameterizedTest(name = "{0} {1}")
	@MethodSource("positions")
	@SuppressWarnings("unchecked")
	void divideEqualsFairyStockfish(String variant, String fen, Map<String, Object> record) {
		int depth = ((Long) record.get("divide_depth")).intValue();
		Map<String, Object> divide = (Map<String, Object>) record.get("divide");
		GridPosition p = GridPosition.of(CompiledRules.of(rules(variant)), fen);
		Map<String, Long> expected = new TreeMap<>();
		divide.forEach((move, n) -> expected.put(move, (Long) n));
		long total = (Long) ((Map<String, Object>) record.get("perft")).get(Integer.toString(depth));
		// the moves always; their counts where the tree is small enough for a unit test
		Map<String, Long> actual = new TreeMap<>(new Perft(p, depth).divide(total > UNIT_TEST_NODES ? 1 : depth));
		assertEquals(expected.keySet(), actual.keySet(), "legal moves of " + fen);
		if (total <= UNIT_TEST_NODES) {
			assertEquals(expected, actual, "divide(" + depth + ") of " + fen);
			assertEquals(total, actual.values().stream().mapToLong(Long::longValue).sum());
		}
	}
}
