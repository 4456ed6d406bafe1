package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
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

	private final Cli cli = new Cli();

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
		assertEquals(0, cli.run(args.toArray(String[]::new)), cli.err());
		assertTrue(cli.out().contains("Usage: rulebench " + command + " "), cli.out());
		assertEquals("", cli.err());
	}

	@Test
	void helpListsTheCommands() {
		assertEquals(0, cli.run("help"));
		for (String c : List.of("check", "simulate", "sweep", "edge", "moves", "perft", "pieces", "sources", "readings", "diff", "compare", "annotations")) {
			assertTrue(cli.out().contains("\n  " + c + " "), c + " in " + cli.out());
		}
		assertEquals(0, cli.run("help", "simulate"));
		assertTrue(cli.out().startsWith("Usage: rulebench simulate"), cli.out());
		assertTrue(cli.out().contains("--games=N"), cli.out());
	}

	@Test
	void theVersionIsTheBuilds() {
		assertEquals(0, cli.run("--version"));
		assertTrue(cli.out().startsWith("rulebench "), cli.out());
		assertFalse(cli.out().contains("unknown version"), "the version comes from the build: " + cli.out());
	}

	@Test
	void aUsageErrorPrintsThatCommandsUsageOnly() throws IOException {
		assertEquals(2, cli.run("simulate", write("good.reading", MainTest.GOOD), "--frobnicate"));
		assertEquals("", cli.out());
		assertTrue(cli.err().startsWith("rulebench: Unknown option: '--frobnicate'"), cli.err());
		assertTrue(cli.err().contains("Usage: rulebench simulate"), cli.err());
		assertFalse(cli.err().contains("rulebench compare"), "not every command's usage: " + cli.err());
		assertEquals(2, cli.run("readings", "commit", "--dir", dir.toString()));
		assertTrue(cli.err().contains("-m MESSAGE") && cli.err().contains("Usage: rulebench readings commit"), cli.err());
		assertEquals(2, cli.run());
		assertTrue(cli.err().contains("Usage: rulebench"), cli.err());
	}

	@Test
	void doubleDashEndsTheOptions() {
		// a file whose name starts with a dash: an option without --, a file after it
		assertEquals(2, cli.run("check", "-odd.reading"));
		assertEquals(1, cli.run("check", "--", "-odd.reading"));
		assertEquals("-odd.reading:1:1: error: no such file; give the path of a .reading file [cli.no-file]",
				cli.out().lines().findFirst().orElse(""));
	}

	@Test
	void simulateJsonIsOnStandardOutputAndTheDiagnosticsOnStandardError() throws IOException {
		assertEquals(0, cli.run("simulate", write("good.reading", MainTest.GOOD), "--games", "64", "--format", "json"));
		JsonObject json = JsonParser.parseString(cli.out()).getAsJsonObject();
		assertEquals(64, json.get("games").getAsInt());
		assertEquals(64, json.getAsJsonArray("rows").get(0).getAsJsonObject().get("games").getAsInt());
		assertEquals("", cli.err(), "no progress when standard error is not a terminal");
		String bad = write("bad.reading", MainTest.GOOD.replace("24 points", "24 pints"));
		assertEquals(1, cli.run("simulate", bad, "--format", "json"));
		assertEquals("", cli.out());
		assertTrue(cli.err().contains(bad + ":4:30: error: `pints` does not fit here: after `the board has 24` comes `points …` or "
				+ "`files and NUMBER ranks`"), cli.err());
	}

	@Test
	void checkAsJson() throws IOException {
		String bad = write("bad.reading", MainTest.GOOD.replace("24 points", "24 pints"));
		assertEquals(1, cli.run("check", bad, "--format", "json"));
		JsonObject json = JsonParser.parseString(cli.out()).getAsJsonObject();
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
		assertEquals(0, cli.run("moves", backgammon, "--position-id", "4HPwATDgc/ABMA", "--dice", "6", "5", "--format", "json"));
		JsonObject json = JsonParser.parseString(cli.out()).getAsJsonObject();
		assertEquals(7, json.getAsJsonArray("results").size());
		assertEquals(2, cli.run("moves", backgammon, "--format", "yaml"));
		assertTrue(cli.err().contains("--format"), cli.err());
	}

	@Test
	void sourcesAndReadingsAndAnnotationsAsJson() {
		Path examples = ExamplesTest.examples();
		assertEquals(0, cli.run("sources", "list", examples.resolve("sources/pushuang.tei").toString(), "--format", "json"));
		JsonObject source = JsonParser.parseString(cli.out()).getAsJsonObject();
		assertTrue(source.getAsJsonArray("passages").size() > 5, cli.out());
		assertEquals(0, cli.run("sources", "cite", examples.resolve("pu-shuang/qiliang.reading").toString(), "--format", "json"));
		JsonElement rules = JsonParser.parseString(cli.out());
		assertTrue(rules.getAsJsonArray().asList().stream().anyMatch(r -> r.getAsJsonObject().get("rule").getAsString().equals("kaito/kishi")),
				cli.out());
		assertEquals(0, cli.run("readings", "init", "--dir", dir.toString()));
		assertEquals(0, cli.run("readings", "list", "--dir", dir.toString(), "--format", "json"));
		assertTrue(JsonParser.parseString(cli.out()).getAsJsonArray().size() > 5, cli.out());
		assertEquals(0, cli.run("readings", "log", "--dir", dir.toString(), "--format", "json"));
		assertEquals(1, JsonParser.parseString(cli.out()).getAsJsonArray().size(), cli.out());
		assertEquals(0, cli.run("annotations", "list", "--dir", examples.toString(), "--sources", examples.resolve("sources").toString(),
				"--format", "json"));
		assertTrue(JsonParser.parseString(cli.out()).getAsJsonArray().size() >= 2, cli.out());
	}

	@Test
	void exitCodes() throws IOException {
		assertEquals(Main.OK, cli.run("check", write("good.reading", MainTest.GOOD)));
		assertEquals(Main.PROBLEMS, cli.run("check", write("bad.reading", "reading x")));
		assertEquals(Main.USAGE, cli.run("frobnicate"));
		assertEquals(Main.PROBLEMS, cli.run("readings", "list", "--dir", dir.resolve("nowhere").toString()));
		assertTrue(cli.err().startsWith("rulebench: "), cli.err());
	}

	private String write(String name, String text) throws IOException {
		return Files.writeString(dir.resolve(name), text).toString();
	}
}
