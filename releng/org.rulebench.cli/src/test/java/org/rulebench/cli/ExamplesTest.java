package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every example reading in dsl-examples checks clean (no error, no warning) and simulates to the end. */
class ExamplesTest {

	static Path examples() {
		return Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"));
	}

	static Stream<Path> readings() throws IOException {
		try (Stream<Path> files = Files.walk(examples())) {
			return files.filter(f -> f.toString().endsWith(".reading")).sorted().toList().stream();
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("readings")
	void checksClean(Path reading) {
		assertEquals("", Cli.expect(0, "check", reading.toString()).printed());
	}

	static Stream<Path> sources() throws IOException {
		try (Stream<Path> files = Files.walk(examples())) {
			return files.filter(f -> f.toString().endsWith(".tei")).sorted().toList().stream();
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("sources")
	void sourcesCheckClean(Path source) {
		assertEquals("", Cli.expect(0, "check", source.toString()).printed());
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("readings")
	void everyCitationResolvesToItsPassageAndQuote(Path reading) {
		String table = Cli.expect(0, "sources", "cite", reading.toString()).printed();
		assertTrue(table.lines().count() > 2, table);
		assertTrue(table.lines().noneMatch(l -> l.contains("(unknown)") || l.contains("(not in the passage)")), table);
	}

	/** The grid-game readings (a board of files and ranks). */
	static Stream<Path> gridReadings() throws IOException {
		List<Path> grid = new java.util.ArrayList<>();
		for (Path f : readings().toList()) {
			if (java.util.regex.Pattern.compile("(?m)^rule \\S+: (piece |the board has \\d+ files)").matcher(Files.readString(f)).find()) {
				grid.add(f);
			}
		}
		return grid.stream();
	}

	static Stream<Path> cardReadings() throws IOException {
		List<Path> cards = new java.util.ArrayList<>();
		for (Path f : readings().toList()) {
			// the deck, or a banker's rule (pok-deng/banker.reading states only that, extending the seed's reading)
			if (java.util.regex.Pattern.compile("(?m)^rule \\S+: the cards are one deck|^\\s*(rule \\S+|\\w+): the banker ")
					.matcher(Files.readString(f)).find()) {
				cards.add(f);
			}
		}
		return cards.stream();
	}

	static Stream<Path> raceReadings() throws IOException {
		List<Path> other = java.util.stream.Stream.concat(gridReadings(), cardReadings()).toList();
		return readings().filter(f -> !other.contains(f));
	}

	/** A card reading plays through the same simulator: every round ends, and the banker's edge is its chips. */
	@ParameterizedTest(name = "{0}")
	@MethodSource("cardReadings")
	void cardReadingsSimulate(Path reading) {
		String json = Cli.expect(0, "simulate", reading.toString(), "--games", "200", "--format", "json", "--seed", "7").printed();
		// the hands' events: a pok of the two-card games, the banker qualifying in a showdown (three-card poker)
		String hand = reading.toString().contains("three-card-poker") ? "\"qualified\"" : "\"pok 9\"";
		assertTrue(json.contains("\"unfinished\": 0,") && json.contains(hand), json);
		// Pok Deng's readings: one of the open rules chosen, to keep it short; baccarat's two combinations all
		String[] args = reading.toString().contains("pok-deng")
				? new String[] { "simulate", reading.toString(), "--games", "200", "--seed", "7", "--choose", "equal=tie" }
				: new String[] { "simulate", reading.toString(), "--games", "200", "--seed", "7" };
		String text = Cli.expect(0, args).printed();
		assertTrue(text.contains("banker's edge per stake") && text.contains("cards dealt: mean"), text);
	}

	/** A grid reading plays through the same simulator: random games end by the rules of the game or by the ply cap. */
	@ParameterizedTest(name = "{0}")
	@MethodSource("gridReadings")
	void gridReadingsSimulate(Path reading) {
		String json = Cli.expect(0, "simulate", reading.toString(), "--games", "20", "--format", "json", "--seed", "7", "--turn-cap",
				"300").printed();
		assertTrue(json.contains("\"capture\"") && json.contains("\"check\""), json);
		assertTrue(json.contains("\"games\": 20"), json);
		String text = Cli.expect(0, "simulate", reading.toString(), "--games", "20", "--seed", "7", "--turn-cap", "300").printed();
		assertTrue(text.contains("plies: mean"), text);
		assertTrue(!text.contains("chips of"), text);
	}

	/** Makruk against its Thai local rules, on the same seeds: every measure with the paired test it rests on. */
	@org.junit.jupiter.api.Test
	void gridReadingsCompare() {
		Path makruk = examples().resolve("makruk/makruk.reading");
		Path local = examples().resolve("makruk/thai-local.reading");
		String text = Cli.expect(0, "compare", makruk.toString(), local.toString(), "--choose-new", "met=two_step", "--games", "30",
				"--turn-cap", "300").printed();
		assertTrue(text.contains("capture per game") && text.contains("McNemar"), text);
	}

	@org.junit.jupiter.api.Test
	void simulateMeasuresTheGameAndHowMuchSkillDecidesIt() {
		Path backgammon = examples().resolve("backgammon/backgammon.reading");
		String text = Cli.expect(0, "simulate", backgammon.toString(), "--games", "200", "--skill", "greedy").printed();
		assertTrue(text.contains("measures: decisiveness 100.00% ["), text);
		assertTrue(text.contains("drawishness 0.00% ["), text);
		assertTrue(text.contains("skill: greedy wins against random "), text);
		com.google.gson.JsonObject row = com.google.gson.JsonParser.parseString(Cli.expect(0, "simulate", backgammon.toString(), "--games",
				"200", "--skill", "greedy", "--format", "json").printed()).getAsJsonObject().getAsJsonArray("rows").get(0).getAsJsonObject();
		assertEquals(1.0, row.getAsJsonObject("measures").getAsJsonObject("decisiveness").get("rate").getAsDouble());
		com.google.gson.JsonObject vsRandom = row.getAsJsonObject("skill").getAsJsonObject("against").getAsJsonObject("random");
		assertEquals(200, vsRandom.get("games").getAsInt());
		assertTrue(vsRandom.getAsJsonArray("ci95").get(0).getAsDouble() > 0.5, "greedy beats random at backgammon: " + vsRandom);
		assertTrue(Cli.expect(2, "simulate", backgammon.toString(), "--skill",
				"nobody").printed().contains("unknown player 'nobody' for --skill"));
	}

	@org.junit.jupiter.api.Test
	void aRaceReadingIsNotComparedWithAGridReading() {
		String text = Cli.expect(1, "compare", examples().resolve("makruk/makruk.reading").toString(),
				examples().resolve("backgammon/backgammon.reading").toString(), "--games", "2").printed();
		assertTrue(text.contains("different families"), text);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("gridReadings")
	void aRacePlayerIsRefusedForAGridReading(Path reading) {
		String text = Cli.expect(2, "simulate", reading.toString(), "--games", "2", "--players", "pubeval,random").printed();
		assertTrue(text.contains("unknown player 'pubeval'") && text.contains("its players: random, search"), text);
	}

	/** The search player plays a grid reading by name, and beats random. */
	@org.junit.jupiter.api.Test
	void theSearchPlayerPlaysAGridReading() {
		String text = Cli.expect(0, "simulate", examples().resolve("xiangqi/xiangqi.reading").toString(), "--games", "4", "--players",
				"search,random", "--turn-cap", "400").printed();
		assertTrue(text.contains("search (first side) against random") && text.contains("first  side wins 4 = 100.00%"), text);
	}

	/** The trained players kept beside the example readings (docs/measures.md measured them). */
	static Stream<Path> trainedPlayers() throws IOException {
		try (Stream<Path> files = Files.walk(examples())) {
			return files.filter(f -> f.toString().endsWith(".player")).sorted().toList().stream();
		}
	}

	/**
	 * A trained player is kept only while it is the player of its reading as the reading stands: a changed rule
	 * makes it refused, and this test says which player to train again.
	 */
	@ParameterizedTest(name = "{0}")
	@MethodSource("trainedPlayers")
	void theTrainedPlayersAreThoseOfTheirReadingsAsTheyStand(Path player) {
		String name = player.getFileName().toString();
		String[] parts = name.substring(0, name.length() - ".player".length()).split("\\.");
		List<String> args = new java.util.ArrayList<>(List.of("simulate", player.resolveSibling(parts[0] + ".reading").toString(),
				"--games", "20", "--players", "trained,random"));
		for (int i = 1; i < parts.length; i++) {
			args.add("--choose");
			args.add(parts[i]);
		}
		String text = Cli.expect(0, args.toArray(String[]::new)).printed();
		assertTrue(text.contains("trained (first side) against random"), text);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("raceReadings")
	void simulatesToTheEnd(Path reading) {
		boolean slow = reading.toString().contains("acey-deucey");
		String json = Cli.expect(0, "simulate", reading.toString(), "--games", slow ? "10" : "200", "--players", "greedy,random",
				"--format", "json", "--seed", "7").printed();
		assertTrue(json.contains("\"unfinished\": 0,"), json);
		List<String> required = List.of("\"games\"", "\"games_per_second\"", "\"wins\"", "\"ci95\"", "\"turns\"", "\"chips\"", "\"events\"");
		for (String field : required) {
			assertTrue(json.contains(field), field + " in " + json);
		}
	}

	/** `explain` prints each rule, the shorthand expanded into its parts with the reading's numbers. */
	@org.junit.jupiter.api.Test
	void explainExpandsShorthandIntoParts() {
		String text = Cli.expect(0, "explain", examples().resolve("backgammon/backgammon.reading").toString()).printed();
		assertTrue(text.contains("rule block: 2 opposing pieces block a point\n"
				+ "    = a side may not move a piece onto a point when opposing pieces on it >= 2"), text);
		assertTrue(text.contains("rule dice: 2 dice of 6 faces\n    a part itself"), text);
		String head = Cli.expect(0, "explain", examples().resolve("nard/nard.reading").toString(), "--rule", "head").printed();
		assertTrue(head.startsWith("rule head: a side may not move a piece off point 24 when") && head.contains("a constraint"), head);
		assertTrue(Cli.expect(2, "explain", examples().resolve("nard/nard.reading").toString(), "--rule",
				"nosuch").printed().contains("no rule nosuch"));
	}

	/** A card reading's drawing sentences expanded into drawing rules, its hand sentences into hands by conditions (library/cards.reading). */
	@org.junit.jupiter.api.Test
	void explainExpandsTheCardShorthand() {
		String text = Cli.expect(0, "explain", examples().resolve("pok-deng/pok-deng.reading").toString()).printed();
		assertTrue(text.contains("rule draw [from_nought]: a player counting 0 to 4 must draw a third card, but a deng counting 0 or"
				+ " more may stand; others may draw or stand\n    = the player must draw a third card when it counts 0 to 4, unless it is"
				+ " a deng and it counts 0 or more; otherwise it may draw or stand"), text);
		assertTrue(text.contains("rule banker [never]: the banker never draws\n    = the banker stands"), text);
		assertTrue(text.contains("rule banker [as_player]: the banker draws as a player must\n    = the banker follows the player's"
				+ " drawing rule (rule draw) with every choice a stand"), text);
		// the hand sentences: a ranking by conditions and pays, the reading's multipliers in place
		assertTrue(text.contains("rule ladder: hands rank: pok, three of a kind, run, three court cards, total\n    = hands rank, best"
				+ " first: \"pok\" when it has 2 cards and it counts 8 or 9, by its count;"), text);
		assertTrue(text.contains("three of a kind 3\n    = a hand pays 2 when it has 2 cards and 2 of a rank\n"), text);
		assertTrue(text.contains("    = a hand pays 3 when it is \"three of a kind\"\n"), text);
		assertTrue(text.contains("rule run: a run is three ranks in a row, the ace high only\n    = nothing"), text);
		String banker = Cli.expect(0, "explain", examples().resolve("pok-deng/banker.reading").toString(), "--rule", "banker").printed();
		assertTrue(banker.contains("rule banker [zero_to_three]: the banker draws a third card when it counts 0 to 3; otherwise it"
				+ " stands\n    a part itself"), banker);
	}

	/** A Position ID cannot say which piece holds which: `moves` refuses Plakoto and says where to state positions. */
	@org.junit.jupiter.api.Test
	void movesRefusesHeldPiecesItCannotDescribe() {
		String text = Cli.expect(1, "moves", examples().resolve("plakoto/plakoto.reading").toString(), "--choose", "end=race",
				"--position-id", "4HPwATDgc/ABMA", "--dice", "6", "5").printed();
		assertTrue(text.contains("[cli.held-pieces]"), text);
	}
}
