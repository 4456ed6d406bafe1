package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulebench.engine.learning.TrainedPlayer;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * `rulebench sweep` on an embedded Spark: the figures of every row are exactly `simulate`'s with the same seed, however
 * the games are split into tasks, however many cores play them and whether tasks fail and are played again; a sweep
 * stopped part-way resumes from its record; a master that is not there is said at once. And `train --master`.
 */
@Tag("spark")
class SweepTest {
	static final Path EXAMPLES = Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"));
	static final Path PING = EXAMPLES.resolve("pu-shuang/ping.reading");

	@TempDir
	Path dir;

	private final Cli cli = new Cli();

	/** `simulate --format json` for one pair of players, without its clock. */
	JsonElement simulate(Path reading, String players, int games) {
		assertEquals(0, cli.run("simulate", reading.toString(), "--games", Integer.toString(games), "--seed", "29", "--players", players,
				"--format", "json"), cli.err());
		return timeless(JsonParser.parseString(cli.out()));
	}

	/** A sweep's JSON per pair, without its clock. */
	List<JsonElement> sweep(String... args) {
		List<String> all = new ArrayList<>(List.of("sweep"));
		all.addAll(List.of(args));
		all.addAll(List.of("--seed", "29", "--format", "json"));
		assertEquals(0, cli.run(all.toArray(String[]::new)), cli.err());
		List<JsonElement> pairs = new ArrayList<>();
		JsonParser.parseString(cli.out()).getAsJsonObject().getAsJsonArray("pairs").forEach(p -> pairs.add(timeless(p)));
		return pairs;
	}

	/** The figures without how long they took. */
	static JsonElement timeless(JsonElement e) {
		if (e.isJsonObject()) {
			JsonObject o = new JsonObject();
			for (Map.Entry<String, JsonElement> m : e.getAsJsonObject().entrySet()) {
				if (!m.getKey().equals("seconds") && !m.getKey().equals("games_per_second")) {
					o.add(m.getKey(), timeless(m.getValue()));
				}
			}
			return o;
		}
		if (e.isJsonArray()) {
			JsonArray a = new JsonArray();
			e.getAsJsonArray().forEach(x -> a.add(timeless(x)));
			return a;
		}
		return e;
	}

	@Test
	void everyRowIsSimulatesWhateverTheTasksAndCores() {
		JsonElement random = simulate(PING, "random", 600);
		JsonElement trained = simulate(PING, "trained,greedy", 600);
		List<JsonElement> fine = sweep(PING.toString(), "--games", "600", "--players", "random", "--players", "trained,greedy", "--block", "100",
				"--master", "local[2]", "--out", dir.resolve("a").toString());
		assertEquals(List.of(random, trained), fine);
		List<JsonElement> coarse = sweep(PING.toString(), "--games", "600", "--players", "random", "--block", "250", "--master", "local[1]",
				"--out", dir.resolve("b").toString());
		assertEquals(List.of(random), coarse);
		assertTrue(cli.out().contains("\"tasks\": 6"), "2 combinations in blocks of 250 (250, 250, 100): " + cli.out());
	}

	@Test
	void tasksThatFailAndArePlayedAgainGiveTheSameFigures() {
		JsonElement random = simulate(PING, "random", 400);
		System.setProperty("rulebench.sweep.failFirstAttempts", "true");
		try {
			assertEquals(List.of(random), sweep(PING.toString(), "--games", "400", "--block", "50", "--master", "local[2]", "--out",
					dir.resolve("retried").toString()));
		} finally {
			System.clearProperty("rulebench.sweep.failFirstAttempts");
		}
	}

	@Test
	void aStoppedSweepResumesAndAnotherSweepIsNotMixedIn() throws IOException {
		Path folder = dir.resolve("ping.sweep");
		List<JsonElement> whole = sweep(PING.toString(), "--games", "300", "--block", "50", "--out", folder.toString());
		Path tasks = folder.resolve(SweepRecord.TASKS);
		List<String> lines = Files.readAllLines(tasks);
		assertEquals(12, lines.size(), "2 combinations, 6 blocks each");
		assertTrue(Files.exists(folder.resolve(SweepRecord.RESULTS)));
		// stopped after five tasks, while writing the sixth
		Files.writeString(tasks, String.join("\n", lines.subList(0, 5)) + "\n" + lines.get(5).substring(0, 40));
		assertEquals(whole, sweep(PING.toString(), "--games", "300", "--block", "50", "--out", folder.toString()));
		assertTrue(cli.err().contains("resuming the sweep in " + folder + ": 5 of 12 tasks were done already"), cli.err());
		assertEquals(12, Files.readAllLines(tasks).size(), "the line cut short is played again, not kept");
		List<String> results = Files.readAllLines(folder.resolve(SweepRecord.RESULTS));
		assertEquals(2, results.size(), "one line per combination and pair");
		JsonObject row = JsonParser.parseString(results.get(0)).getAsJsonObject();
		assertEquals("ping", row.get("reading").getAsString().replaceAll(".*\\.", ""));
		assertEquals(64, row.getAsJsonObject("version").get("sha256").getAsString().length());
		assertTrue(row.get("command").getAsString().startsWith("rulebench sweep "), row.toString());
		assertEquals(300, row.getAsJsonObject("summary").get("games").getAsInt());

		assertEquals(1, cli.run("sweep", PING.toString(), "--games", "400", "--block", "50", "--seed", "29", "--out", folder.toString()));
		assertTrue(cli.err().contains(folder + " holds another sweep (another games)"), cli.err());
		assertEquals(12, Files.readAllLines(tasks).size(), "the other sweep's record is left alone");
	}

	@Test
	void compareReadsTwoSweepsResultsInsteadOfPlayingAgain() {
		Path exact = dir.resolve("exact.sweep");
		Path open = dir.resolve("open.sweep");
		sweep(PING.toString(), "--choose", "reentry=exact", "--games", "300", "--players", "greedy,random", "--out", exact.toString());
		sweep(PING.toString(), "--games", "300", "--players", "greedy,random", "--out", open.toString());
		assertEquals(0, cli.run("compare", "--results", exact.toString(), open.resolve(SweepRecord.RESULTS).toString()), cli.err());
		String table = cli.out();
		assertTrue(table.contains("played apart") && table.contains("first side wins") && table.contains("z (unpaired)")
				&& table.contains("Welch t (unpaired)"), table);
		assertEquals(1, table.split("old: ", -1).length - 1, "one row of the first sweep (reentry=exact) has its match: " + table);
		assertEquals(0, cli.run("compare", "--results", open.toString(), open.toString(), "--choose", "reentry=open", "--format", "json"),
				cli.err());
		JsonArray same = JsonParser.parseString(cli.out()).getAsJsonArray();
		assertEquals(1, same.size());
		for (JsonElement m : same.get(0).getAsJsonObject().getAsJsonArray("measures")) {
			assertEquals(0.0, m.getAsJsonObject().getAsJsonObject("difference").get("estimate").getAsDouble(), 1e-12, m.toString());
		}
		assertEquals(1, cli.run("compare", "--results", dir.resolve("none").toString(), open.toString()));
		assertTrue(cli.err().contains("none/results.jsonl: cannot be read") || cli.err().contains("none: cannot be read"), cli.err());
	}

	@Test
	void aMasterThatIsNotThereIsSaidAtOnce() throws IOException {
		int port;
		try (ServerSocket s = new ServerSocket(0)) {
			port = s.getLocalPort();
		}
		long started = System.nanoTime();
		assertEquals(1, cli.run("sweep", PING.toString(), "--games", "10", "--master", "spark://127.0.0.1:" + port, "--out",
				dir.resolve("x").toString()));
		assertTrue(cli.err().contains("no Spark master answers at spark://127.0.0.1:" + port), cli.err());
		assertTrue((System.nanoTime() - started) / 1e9 < 30, "said before Spark's own minute of retries");
		assertEquals(2, cli.run("sweep", PING.toString(), "--master", "yarn", "--out", dir.resolve("y").toString()));
		assertTrue(cli.err().contains("--master takes local, local[N], local[*]"), cli.err());
		assertFalse(Files.exists(dir.resolve("y")), "nothing is written for a command line not understood");
	}

	@Test
	void trainingOnSparkWritesEachCombinationsPlayerWhole() throws IOException {
		Path reading = Files.writeString(dir.resolve("small.reading"), TrainCommandTest.SMALL.replace(
				"rule dice: 2 dice of 4 faces", """
						rule dice: one of {
							four: 2 dice of 4 faces
							five: 2 dice of 5 faces
						}"""));
		assertEquals(0, cli.run("train", reading.toString(), "--games", "200", "--hidden", "6", "--master", "local[2]"), cli.err());
		for (String label : List.of("four", "five")) {
			Path player = TrainedPlayer.fileFor(reading, Map.of("dice", label));
			assertTrue(Files.exists(player), cli.out());
			String header = new String(Files.readAllBytes(player), StandardCharsets.ISO_8859_1).split("parameters: ")[0];
			assertTrue(header.contains("games: 200\n") && header.contains("hidden: 6\n"), header);
		}
		assertTrue(cli.out().contains("(2 of 2)"), cli.out());
		assertEquals(0, cli.run("train", reading.toString(), "--games", "100", "--master", "local[2]"), cli.err());
		String header = new String(Files.readAllBytes(TrainedPlayer.fileFor(reading, Map.of("dice", "five"))), StandardCharsets.ISO_8859_1);
		assertTrue(header.contains("games: 300\n"), "trained on from the file beside the reading");
		try (Stream<Path> left = Files.list(dir)) {
			assertFalse(left.anyMatch(p -> p.toString().endsWith(".tmp")), "no half-written file is left");
		}
		assertEquals(0, cli.run("simulate", reading.toString(), "--games", "20", "--players", "trained,random"), cli.err());
	}
}
