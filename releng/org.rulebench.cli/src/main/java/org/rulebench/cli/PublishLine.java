package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

import org.rulebench.publish.DocumentFormat;
import org.rulebench.publish.PublishCommand;
import org.rulebench.publish.PublishProblem;
import org.rulebench.reading.reading.Reading;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** `rulebench publish FILE`: the command line of {@link PublishCommand}. */
@Command(name = "publish", mixinStandardHelpOptions = true, sortOptions = false,
		description = "Publish a reading as a document a paper can cite: every rule with its citations (the quoted words, the "
				+ "source's bibliographic record) and evidence label, the open points, the expectations checked, the evidence "
				+ "profile, the figures with their 95%% intervals and charts, how to reproduce them, and how to cite the document "
				+ "(BibTeX, CSL-JSON). HTML is one file that opens offline; PDF is the same laid out on A4; tex is a document for "
				+ "XeLaTeX with its tables and figures as files a paper can \\input. Nothing is written unless every format is done.")
final class PublishLine implements Callable<Integer> {
	private final PrintStream out;
	private final PrintStream err;

	@Parameters(paramLabel = "FILE", description = "the .reading file")
	Path file;

	@Option(names = "--format", paramLabel = "html|pdf|tex", split = ",", defaultValue = "html",
			description = "the formats, comma-separated (default ${DEFAULT-VALUE})")
	List<String> formats = new ArrayList<>();

	@Option(names = { "-o", "--output" }, paramLabel = "DIR", defaultValue = ".", description = "the folder to write to (default: the current one)")
	Path output;

	@Option(names = "--compare", paramLabel = "OTHER", description = "also compare with another reading: a FILE, REV:PATH or REV of the workspace")
	String compare;

	@Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "games per combination (2 to 100,000,000; default ${DEFAULT-VALUE})")
	String games;

	@Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "the master seed (default ${DEFAULT-VALUE})")
	String seed;

	@Option(names = "--players", paramLabel = "P[,P]", defaultValue = "random", description = "the first side's and the second side's player, as for simulate (default ${DEFAULT-VALUE})")
	String players;

	@Option(names = "--choose", paramLabel = "RULE=LABEL", description = "publish only this alternative of an uncertain rule (repeatable)")
	List<String> choose = new ArrayList<>();

	@Option(names = "--turn-cap", paramLabel = "T", defaultValue = "2000", description = "turns (plies in grid games) after which a game is unfinished (default ${DEFAULT-VALUE})")
	String turnCap;

	@Option(names = "--threads", paramLabel = "K", description = "threads to play on (default: every core); the figures do not depend on it")
	String threads;

	@Option(names = "--skill", paramLabel = "PLAYER", description = "also measure the skill gradient of PLAYER against random and greedy")
	String skill;

	PublishLine(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Override
	public Integer call() {
		Set<DocumentFormat> kinds = EnumSet.noneOf(DocumentFormat.class);
		for (String f : formats) {
			try {
				kinds.add(DocumentFormat.named(f.trim()));
			} catch (IllegalArgumentException e) {
				throw new Usage("--format: " + e.getMessage());
			}
		}
		int n = (int) Numbers.whole("--games", games, 2, 100_000_000);
		long s = Numbers.whole("--seed", seed, Long.MIN_VALUE, Long.MAX_VALUE);
		int cap = (int) Numbers.whole("--turn-cap", turnCap, 1, 10_000_000);
		int k = threads == null ? Runtime.getRuntime().availableProcessors() : (int) Numbers.whole("--threads", threads, 1, 1024);
		SidePlayers sides = SidePlayers.parse(players);
		Map<String, String> chosen = new LinkedHashMap<>();
		for (String c : choose) {
			int eq = c.indexOf('=');
			if (eq <= 0) {
				throw new Usage("--choose takes RULE=LABEL, not '" + c + "'");
			}
			chosen.put(c.substring(0, eq), c.substring(eq + 1));
		}
		Readings readings = new Readings().load(List.of(file));
		boolean failed = false;
		for (Problem p : readings.check(file)) {
			if (p.error()) {
				err.println(p);
				failed = true;
			}
		}
		Reading reading = readings.reading(file);
		if (failed || reading == null) {
			err.println("rulebench: " + file + " does not check; fix the errors above (`rulebench check " + file + "`), then publish again."
					+ " Nothing was written.");
			return 1;
		}
		TerminalProgress progress = TerminalProgress.on(err);
		try {
			List<Path> written = new PublishCommand(reading, file).setCompare(compare).setGames(n).setSeed(s)
					.setPlayers(sides.first(), sides.second()).setChoices(chosen).setTurnCap(cap).setThreads(k).setSkill(skill)
					.setFormats(kinds).setOutput(output).setTool(version()).progress(progress::games).call();
			written.forEach(out::println);
			return 0;
		} catch (PublishProblem p) {
			err.println("rulebench: " + p.getMessage());
			err.println("rulebench: nothing was written.");
			return 1;
		}
	}

	private static String version() {
		try {
			String v = new RulebenchCommand.Version().getVersion()[0];
			return v.startsWith("rulebench ") ? v.substring("rulebench ".length()) : v;
		} catch (java.io.IOException e) {
			return "(unknown version)";
		}
	}
}
