package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Games no issue names, written from docs/reading-language.md alone (chess, shatranj, minishogi, Capablanca chess, Judkins shogi):
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
		assertEquals("Nodes searched: " + nodes, run("perft", ExamplesTest.examples().resolve(reading).toString(), "--fen", fen, "--depth",
				Integer.toString(depth)).strip());
	}

	@ParameterizedTest(name = "{0} \"{1}\"")
	@MethodSource("divides")
	void theFirstMovesAreFairyStockfishs(String reading, String fen, JsonObject o) {
		int depth = o.get("divide_depth").getAsInt();
		Map<String, Long> expected = new TreeMap<>();
		o.getAsJsonObject("divide").entrySet().forEach(e -> expected.put(e.getKey(), e.getValue().getAsLong()));
		Map<String, Long> found = new TreeMap<>();
		String out = run("perft", ExamplesTest.examples().resolve(reading).toString(), "--fen", fen, "--depth", Integer.toString(depth),
				"--divide");
		for (String l : out.lines().toList()) {
			int colon = l.indexOf(": ");
			if (colon > 0 && !l.startsWith("Nodes")) {
				found.put(l.substring(0, colon), Long.parseLong(l.substring(colon + 2)));
			}
		}
		assertEquals(expected, found);
	}

	private static String run(String... args) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
		assertEquals(0, status, String.join(" ", args) + ": " + err.toString(StandardCharsets.UTF_8));
		return out.toString(StandardCharsets.UTF_8);
	}
}
