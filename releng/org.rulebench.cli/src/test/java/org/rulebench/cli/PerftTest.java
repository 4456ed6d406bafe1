package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * `rulebench perft` on the example readings (computed from the reading, not from the engine's Java variants) gives
 * Fairy-Stockfish's counts: every public oracle position of shared/oracles, to the depths that take seconds; for the
 * games of grid-rules-public.jsonl (shogi with its drops, janggi with its passes), every depth given and every divide.
 */
class PerftTest {
	/** The most leaves a test counts: a few seconds on the build machine. */
	private static final long MAX_LEAVES = 8_000_000;
	/** Shogi's perft(5) from the start: every depth the oracle gives is pinned for the games of grid-rules. */
	private static final long GRID_RULES_LEAVES = 25_000_000;

	private static Path oracles() {
		return Path.of(System.getProperty("rulebench.oracles", "../../../shared/oracles"));
	}

	private static Path reading(String variant) {
		return ExamplesTest.examples().resolve(switch (variant) {
		case "xiangqi" -> "xiangqi/xiangqi.reading";
		case "makruk" -> "makruk/makruk.reading";
		default -> variant + "/" + variant + ".reading";
		});
	}

	/** The records of grid-rules-public.jsonl: one game each (shogi, janggi). */
	static Stream<Arguments> gridRules() throws IOException {
		List<Arguments> out = new ArrayList<>();
		for (String line : Files.readAllLines(oracles().resolve("grid-rules-public.jsonl"))) {
			if (!line.isBlank()) {
				JsonObject o = JsonParser.parseString(line).getAsJsonObject();
				out.add(Arguments.of(o.get("variant").getAsString(), o));
			}
		}
		return out.stream();
	}

	/** Each oracle position and depth whose count stays under {@link #MAX_LEAVES}. */
	static Stream<Arguments> cases() throws IOException {
		List<Arguments> cases = new ArrayList<>();
		for (String variant : List.of("xiangqi", "makruk")) {
			for (String line : Files.readAllLines(oracles().resolve(variant + "-perft-public.jsonl"))) {
				if (line.isBlank()) {
					continue;
				}
				JsonObject o = JsonParser.parseString(line).getAsJsonObject();
				for (Map.Entry<String, com.google.gson.JsonElement> e : o.getAsJsonObject("perft").entrySet()) {
					long n = e.getValue().getAsLong();
					if (n <= MAX_LEAVES) {
						cases.add(Arguments.of(variant, o.get("fen").getAsString(), Integer.parseInt(e.getKey()), n));
					}
				}
			}
		}
		for (Arguments a : gridRules().toList()) {
			String variant = (String) a.get()[0];
			JsonObject o = (JsonObject) a.get()[1];
			for (Map.Entry<String, com.google.gson.JsonElement> e : o.getAsJsonObject("perft").entrySet()) {
				long n = e.getValue().getAsLong();
				// the divide test counts the divide depth
				if (n <= GRID_RULES_LEAVES && Integer.parseInt(e.getKey()) != o.get("divide_depth").getAsInt()) {
					cases.add(Arguments.of(variant, o.get("fen").getAsString(), Integer.parseInt(e.getKey()), n));
				}
			}
		}
		return cases.stream();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("gridRules")
	void divideOfTheGridRulesGamesIsFairyStockfishs(String variant, JsonObject o) {
		int depth = o.get("divide_depth").getAsInt();
		String out = Cli.expect(0, "perft", reading(variant).toString(), "--fen", o.get("fen").getAsString(), "--depth",
				Integer.toString(depth), "--divide").out();
		assertEquals(divide(o), divide(out));
		assertTrue(out.strip().endsWith("Nodes searched: " + o.getAsJsonObject("perft").get(Integer.toString(depth)).getAsLong()), out);
	}

	@ParameterizedTest(name = "{0} {1} depth {2}")
	@MethodSource("cases")
	void theReadingCountsAsFairyStockfish(String variant, String fen, int depth, long nodes) {
		String out = Cli.expect(0, "perft", reading(variant).toString(), "--fen", fen, "--depth", Integer.toString(depth)).out();
		assertEquals("Nodes searched: " + nodes, out.strip());
	}

	@Test
	void divideGivesFairyStockfishsCountPerFirstMove() throws IOException {
		String line = Files.readAllLines(oracles().resolve("xiangqi-perft-public.jsonl")).get(1);
		JsonObject o = JsonParser.parseString(line).getAsJsonObject();
		int depth = o.get("divide_depth").getAsInt();
		String out = Cli.expect(0, "perft", reading("xiangqi").toString(), "--fen", o.get("fen").getAsString(), "--depth",
				Integer.toString(depth), "--divide").out();
		assertEquals(divide(o), divide(out));
		assertTrue(out.strip().endsWith("Nodes searched: " + o.getAsJsonObject("perft").get(Integer.toString(depth)).getAsLong()), out);
	}

	/** The count under each first move, as `perft --divide` prints them ("e2e4: 20"), in its order. */
	static Map<String, Long> divide(String printed) {
		Map<String, Long> found = new LinkedHashMap<>();
		for (String l : printed.lines().toList()) {
			int colon = l.indexOf(": ");
			if (colon > 0 && !l.startsWith("Nodes")) {
				found.put(l.substring(0, colon), Long.parseLong(l.substring(colon + 2)));
			}
		}
		return found;
	}

	/** The count under each first move, as an oracle record's "divide" gives them. */
	static Map<String, Long> divide(JsonObject record) {
		Map<String, Long> expected = new LinkedHashMap<>();
		record.getAsJsonObject("divide").entrySet().forEach(e -> expected.put(e.getKey(), e.getValue().getAsLong()));
		return expected;
	}

	@Test
	void theStartIsTheReadingsStart() {
		assertEquals("Nodes searched: 44", Cli.expect(0, "perft", reading("xiangqi").toString(), "--depth", "1").out().strip());
	}

	@Test
	void anUncertainReadingSaysWhichAlternativesItCounted() {
		Cli cli = Cli.expect(0, "perft", ExamplesTest.examples().resolve("makruk/thai-local.reading").toString(), "--depth", "2",
				"--choose", "start=opening_made");
		assertTrue(cli.err().contains("with met=two_step, start=opening_made, rua_promotion=one_ever"), cli.err());
	}

	@Test
	void aFenOfAnotherBoardIsAClearError() {
		Cli cli = Cli.expect(1, "perft", reading("makruk").toString(), "--fen", "8/8 w - - 0 1", "--depth", "1");
		assertTrue(cli.err().startsWith("rulebench perft: FEN '8/8 w - - 0 1': 2 ranks, but makruk.standard has 8"), cli.err());
	}

	@Test
	void aRaceReadingIsNoGridReading() {
		Cli cli = Cli.expect(1, "perft", ExamplesTest.examples().resolve("backgammon/backgammon.reading").toString(), "--depth", "1");
		assertTrue(cli.err().contains("is not a grid reading"), cli.err());
	}

	@Test
	void piecesListsEveryPieceInXBetza() {
		String out = Cli.expect(0, "pieces", reading("xiangqi").toString()).out();
		assertTrue(out.lines().anyMatch(l -> l.matches("cannon +C +mRcpR +")), out);
		assertTrue(out.lines().anyMatch(l -> l.matches("soldier +P +fW, in river: sW +")), out);
		assertTrue(out.lines().anyMatch(l -> l.matches("general +K +W, never leaving palace +royal")), out);
	}

	@Test
	void piecesShowsEachAlternativeAndThePromotions() {
		String out = Cli.expect(0, "pieces", ExamplesTest.examples().resolve("makruk/thai-local.reading").toString()).out();
		assertTrue(out.lines().anyMatch(l -> l.matches("met \\[met=two_step\\] +M +FimnfD +")), out);
		assertTrue(out.lines().anyMatch(l -> l.contains("[rua_promotion=one_ever] becomes rua_gaai on reaching camp, at most 1 per side in a game")), out);
		assertTrue(out.lines().anyMatch(l -> l.contains("[rua_promotion=one_at_a_time] becomes rua_gaai on reaching camp, at most 1 per side;")),
				out);
		assertTrue(out.lines().anyMatch(l -> l.matches("bia +P +mfWcfF +becomes met on reaching camp")), out);
	}
}
