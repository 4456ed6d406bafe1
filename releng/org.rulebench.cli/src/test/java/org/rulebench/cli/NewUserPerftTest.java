package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Games no issue names, written from docs/reading-language.md alone (chess, shatranj, minishogi, Capablanca chess, Judkins shogi,
 * grand chess, sittuyin, ASEAN chess, shatar):
 * `rulebench perft` on their readings gives Fairy-Stockfish's counts on the positions of new-user-perft.jsonl (each
 * record names the engine's commit, how it was built and the commands that gave the counts), and the first moves
 * are named as Fairy-Stockfish names them (castling, en passant, promotions, drops).
 */
class NewUserPerftTest {
	private static final Path ORACLE = Path.of("src/test/resources/org/rulebench/cli/new-user-perft.jsonl");
	/** The most leaves one case counts: seconds on the build machine (chess's perft(5) from the start is 4,865,609). */
	private static final long MAX_LEAVES = 5_000_000;

	static List<JsonObject> records() throws IOException {
		List<JsonObject> out = new ArrayList<>();
		for (String line : Files.readAllLines(ORACLE)) {
			if (!line.isBlank()) {
				out.add(JsonParser.parseString(line).getAsJsonObject());
			}
		}
		return out;
	}

	static Stream<Arguments> counts() throws IOException {
		List<Arguments> cases = new ArrayList<>();
		for (JsonObject o : records()) {
			for (Map.Entry<String, JsonElement> e : o.getAsJsonObject("perft").entrySet()) {
				if (e.getValue().getAsLong() <= MAX_LEAVES) {
					cases.add(Arguments.of(o.get("reading").getAsString(), o.get("fen").getAsString(), Integer.parseInt(e.getKey()),
							e.getValue().getAsLong()));
				}
			}
		}
		return cases.stream();
	}

	static Stream<Arguments> divides() throws IOException {
		return records().stream().map(o -> Arguments.of(o.get("reading").getAsString(), o.get("fen").getAsString(), o));
	}

	@ParameterizedTest(name = "{0} \"{1}\" depth {2}")
	@MethodSource("counts")
	void perftIsFairyStockfishs(String reading, String fen, int depth, long nodes) {
		assertEquals("Nodes searched: " + nodes, Cli.expect(0, "perft", ExamplesTest.examples().resolve(reading).toString(), "--fen", fen,
				"--depth",
				Integer.toString(depth)).out().strip());
	}

	@ParameterizedTest(name = "{0} \"{1}\"")
	@MethodSource("divides")
	void theFirstMovesAreFairyStockfishs(String reading, String fen, JsonObject o) {
		int depth = o.get("divide_depth").getAsInt();
		String out = Cli.expect(0, "perft", ExamplesTest.examples().resolve(reading).toString(), "--fen", fen, "--depth",
				Integer.toString(depth), "--divide").out();
		assertEquals(PerftTest.divide(o), PerftTest.divide(out));
	}
}
