package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import picocli.CommandLine;

/**
 * The command line's conventions: help for every command, the version, usage errors with that command's usage only,
 * results on standard output (JSON with --format json) and diagnostics on standard error, the documented exit codes.
 */
class ConventionsTest {
	@TempDir
	Path dir;

	final ByteArrayOutputStream out = new ByteArrayOutputStream();
	final ByteArrayOutputStream err = new ByteArrayOutputStream();

	int run(String... args) {
		out.reset();
		err.reset();
		return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
	}

	String out() {
		return out.toString(StandardCharsets.UTF_8);
	}

	String err() {
		return err.toString(StandardCharsets.UTF_8);
	}

	/** Every command and subcommand, as typed: "simulate", "readings log", ... (a command added later is in it too). */
	static Stream<String> commands() {
		List<String> all = new ArrayList<>();
		collect(Main.commandLine(System.out, System.err, null), "", all);
		return all.stream();
	}

	private static void collect(CommandLine cli, String prefix, List<String> into) {
		cli.getSubcommands().forEach((name, sub) -> {
			if (!sub.getCommandSpec().name().equals(name)) {
				return; // an alias
			}
			String typed = (prefix + " " + name).trim();
			into.add(typed);
			collect(sub, typed, into);
		});
	}

	@ParameterizedTest(name = "rulebench {0} --help")
	@MethodSource("commands")
	void everyCommandHasHelp(String command) {
		List<String> args = new ArrayList<>(List.of(command.split(" ")));
		args.add("--help");
		assertEquals(0, run(args.toArray(String[]::new)), err());
		assertTrue(out().contains("Usage: rulebench " + command + " "), out());
		assertEquals("", err());
	}

	@Test
	void helpListsTheCommands() {
		assertEquals(0, run("help"));
		for (String c : List.of("check", "simulate", "sweep", "edge", "moves", "perft", "pieces", "sources", "readings", "diff", "compare", "annotations")) {
			assertTrue(out().contains("\n  " + c + " "), c + " in " + out());
		}
		assertEquals(0, run("help", "simulate"));
		assertTrue(out().startsWith("Usage: rulebench simulate"), out());
		assertTrue(out().contains("--games=N"), out());
	}

	@Test
	void theVersionIsTheBuilds() {
		assertEquals(0, run("--version"));
		assertTrue(out().startsWith("rulebench "), out());
		assertFalse(out().contains("unknown version"), "the version comes from the build: " + out());
	}

	@Test
	void aUsageErrorPrintsThatCommandsUsageOnly() throws IOException {
		assertEquals(2, run("simulate", write("good.reading", MainTest.GOOD), "--frobnicate"));
		assertEquals("", out());
		assertTrue(err().startsWith("rulebench: Unknown option: '--frobnicate'"), err());
		assertTrue(err().contains("Usage: rulebench simulate"), err());
		assertFalse(err().contains("rulebench compare"), "not every command's usage: " + err());
		assertEquals(2, run("readings", "commit", "--dir", dir.toString()));
		assertTrue(err().contains("-m MESSAGE") && err().contains("Usage: rulebench readings commit"), err());
		assertEquals(2, run());
		assertTrue(err().contains("Usage: rulebench"), err());
	}

	@Test
	void doubleDashEndsTheOptions() {
		// a file whose name starts with a dash: an option without --, a file after it
		assertEquals(2, run("check", "-odd.reading"));
		assertEquals(1, run("check", "--", "-odd.reading"));
		assertEquals("-odd.reading:1:1: error: no such file; give the path of a .reading file [cli.no-file]", out().lines().findFirst().orElse(""));
	}

	@Test
	void simulateJsonIsOnStandardOutputAndTheDiagnosticsOnStandardError() throws IOException {
		assertEquals(0, run("simulate", write("good.reading", MainTest.GOOD), "--games", "64", "--format", "json"));
		JsonObject json = JsonParser.parseString(out()).getAsJsonObject();
		assertEquals(64, json.get("games").getAsInt());
		assertEquals(64, json.getAsJsonArray("rows").get(0).getAsJsonObject().get("games").getAsInt());
		assertEquals("", err(), "no progress when standard error is not a terminal");
		String bad = write("bad.reading", MainTest.GOOD.replace("24 points", "24 pints"));
		assertEquals(1, run("simulate", bad, "--format", "json"));
		assertEquals("", out());
		assertTrue(err().contains(bad + ":4:30: error: `pints` does not fit here: after `the board has 24` comes `points …` or `files and NUMBER ranks`"), err());
	}

	@Test
	void checkAsJson() throws IOException {
		String bad = write("bad.reading", MainTest.GOOD.replace("24 points", "24 pints"));
		assertEquals(1, run("check", bad, "--format", "json"));
		JsonObject json = JsonParser.parseString(out()).getAsJsonObject();
		JsonObject syntax = json.getAsJsonArray("problems").asList().stream().map(JsonElement::getAsJsonObject)
				.filter(p -> p.get("code").getAsString().equals("syntax")).findFirst().orElseThrow();
		assertEquals(bad, syntax.get("file").getAsString());
		assertEquals(4, syntax.get("line").getAsInt());
		assertEquals(30, syntax.get("column").getAsInt()); // at the misspelt word
		assertEquals("error", syntax.get("severity").getAsString());
		assertTrue(json.get("errors").getAsInt() >= 1);
	}

	@Test
	void movesAsJson() {
		String backgammon = ExamplesTest.examples().resolve("backgammon/backgammon.reading").toString();
		assertEquals(0, run("moves", backgammon, "--position-id", "4HPwATDgc/ABMA", "--dice", "6", "5", "--format", "json"));
		JsonObject json = JsonParser.parseString(out()).getAsJsonObject();
		assertEquals(7, json.getAsJsonArray("results").size());
		assertEquals(2, run("moves", backgammon, "--format", "yaml"));
		assertTrue(err().contains("--format"), err());
	}

	@Test
	void sourcesAndReadingsAndAnnotationsAsJson() {
		Path examples = ExamplesTest.examples();
		assertEquals(0, run("sources", "list", examples.resolve("sources/pushuang.tei").toString(), "--format", "json"));
		JsonObject source = JsonParser.parseString(out()).getAsJsonObject();
		assertTrue(source.getAsJsonArray("passages").size() > 5, out());
		assertEquals(0, run("sources", "cite", examples.resolve("pu-shuang/qiliang.reading").toString(), "--format", "json"));
		JsonElement rules = JsonParser.parseString(out());
		assertTrue(rules.getAsJsonArray().asList().stream().anyMatch(r -> r.getAsJsonObject().get("rule").getAsString().equals("kaito/kishi")),
				out());
		assertEquals(0, run("readings", "init", "--dir", dir.toString()));
		assertEquals(0, run("readings", "list", "--dir", dir.toString(), "--format", "json"));
		assertTrue(JsonParser.parseString(out()).getAsJsonArray().size() > 5, out());
		assertEquals(0, run("readings", "log", "--dir", dir.toString(), "--format", "json"));
		assertEquals(1, JsonParser.parseString(out()).getAsJsonArray().size(), out());
		assertEquals(0, run("annotations", "list", "--dir", examples.toString(), "--sources", examples.resolve("sources").toString(),
				"--format", "json"));
		assertTrue(JsonParser.parseString(out()).getAsJsonArray().size() >= 2, out());
	}

	@Test
	void exitCodes() throws IOException {
		assertEquals(Main.OK, run("check", write("good.reading", MainTest.GOOD)));
		assertEquals(Main.PROBLEMS, run("check", write("bad.reading", "reading x")));
		assertEquals(Main.USAGE, run("frobnicate"));
		assertEquals(Main.PROBLEMS, run("readings", "list", "--dir", dir.resolve("nowhere").toString()));
		assertTrue(err().startsWith("rulebench: "), err());
	}

	private String write(String name, String text) throws IOException {
		return Files.writeString(dir.resolve(name), text).toString();
	}
}
