package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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

	private static String run(int expected, String... args) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
		String text = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
		assertEquals(expected, status, text);
		return text;
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("readings")
	void checksClean(Path reading) {
		assertEquals("", run(0, "check", reading.toString()));
	}

	static Stream<Path> sources() throws IOException {
		try (Stream<Path> files = Files.walk(examples())) {
			return files.filter(f -> f.toString().endsWith(".tei")).sorted().toList().stream();
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("sources")
	void sourcesCheckClean(Path source) {
		assertEquals("", run(0, "check", source.toString()));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("readings")
	void everyCitationResolvesToItsPassageAndQuote(Path reading) {
		String table = run(0, "sources", "cite", reading.toString());
		assertTrue(table.lines().count() > 2, table);
		assertTrue(table.lines().noneMatch(l -> l.contains("(unknown)") || l.contains("(not in the passage)")), table);
	}

	/** The race-game readings: grid readings (a board of files and ranks) are played by `perft`, not `simulate`, yet. */
	static Stream<Path> raceReadings() throws IOException {
		List<Path> race = new java.util.ArrayList<>();
		for (Path f : readings().toList()) {
			if (!java.util.regex.Pattern.compile("(?m)^rule \\S+: (piece |the board has \\d+ files)").matcher(Files.readString(f)).find()) {
				race.add(f);
			}
		}
		return race.stream();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("raceReadings")
	void simulatesToTheEnd(Path reading) {
		boolean slow = reading.toString().contains("acey-deucey");
		String json = run(0, "simulate", reading.toString(), "--games", slow ? "10" : "200", "--players", "greedy,random",
				"--format", "json", "--seed", "7");
		assertTrue(json.contains("\"unfinished\": 0,"), json);
		List<String> required = List.of("\"games\"", "\"games_per_second\"", "\"wins\"", "\"ci95\"", "\"turns\"", "\"chips\"", "\"events\"");
		for (String field : required) {
			assertTrue(json.contains(field), field + " in " + json);
		}
	}
}
