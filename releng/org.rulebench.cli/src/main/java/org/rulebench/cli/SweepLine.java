package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `rulebench sweep FILE`: the command line of {@link Sweep}. */
@Command(name = "sweep", mixinStandardHelpOptions = true, sortOptions = false,
		description = "Play every combination of a reading's alternatives with every pair of players on Apache Spark: embedded "
				+ "by default, or a standalone cluster with --master spark://HOST:PORT. The figures are those of `rulebench simulate` "
				+ "with the same seed, whatever the cluster; each task is recorded as it finishes in the sweep's folder, so the "
				+ "same command resumes a sweep that stopped, and results.jsonl holds one line per combination and pair of players.")
final class SweepLine implements Callable<Integer> {
	private final PrintStream out;
	private final PrintStream err;

	@Parameters(paramLabel = "FILE", description = "the .reading file")
	Path file;

	@Option(names = "--choose", paramLabel = "RULE=LABEL", description = "play only this alternative of an uncertain rule (repeatable)")
	List<String> choose = new ArrayList<>();

	@Option(names = "--players", paramLabel = "P[,P]", description = "a pair of players, first side and second (repeatable: every pair "
			+ "is played; default random)")
	List<String> players = new ArrayList<>();

	@Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "games per combination and pair (1 to 100,000,000; default ${DEFAULT-VALUE})")
	String games;

	@Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "the master seed, as simulate's (default ${DEFAULT-VALUE})")
	String seed;

	@Option(names = "--turn-cap", paramLabel = "T", defaultValue = "2000", description = "turns (plies in grid games) after which a game is unfinished (default ${DEFAULT-VALUE})")
	String turnCap;

	@Option(names = "--block", paramLabel = "B", defaultValue = "5000", description = "games per task (default ${DEFAULT-VALUE}); the figures do not depend on it")
	String block;

	@Option(names = "--master", paramLabel = "URL",
			description = "where Spark runs: local[*] (in this process, every core; the default, or spark-submit's master), local[N], "
					+ "or spark://HOST:PORT (a standalone master)")
	String master;

	@Option(names = "--out", paramLabel = "DIR", description = "the sweep's folder: its record, to resume it, and results.jsonl (default NAME.sweep in the current folder)")
	Path folder;

	@Option(names = "--no-service", description = "run in this process, Spark started for this sweep alone, instead of in the sweep service"
			+ " that keeps an embedded Spark warm between sweeps (`rulebench service --help`)")
	boolean noService;

	@Mixin
	Format format;

	@Spec
	CommandSpec spec;

	SweepLine(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Override
	public Integer call() {
		List<SidePlayers> pairs = new ArrayList<>();
		for (String p : players.isEmpty() ? List.of("random") : players) {
			SidePlayers pair = SidePlayers.parse(p);
			if (pairs.contains(pair)) {
				throw new Usage("--players " + p + " is given twice");
			}
			pairs.add(pair);
		}
		List<String> typed = spec.commandLine().getParseResult().originalArgs();
		return new Sweep(out, err).file(file).directory(Main.directory()).choose(choose).pairs(pairs)
				.games((int) Numbers.whole("--games", games, 1, 100_000_000))
				.seed(Numbers.whole("--seed", seed, Long.MIN_VALUE, Long.MAX_VALUE))
				.turnCap((int) Numbers.whole("--turn-cap", turnCap, 1, 10_000_000))
				.block((int) Numbers.whole("--block", block, 1, 100_000_000))
				.master(SparkCluster.master(master)).folder(folder).json(format.json())
				.command("rulebench " + String.join(" ", typed.stream().map(SweepLine::quoted).toList())).call();
	}

	private static String quoted(String arg) {
		return arg.matches("[\\p{L}\\p{N}_./:=,\\[\\]*@+-]+") ? arg : "'" + arg.replace("'", "'\\''") + "'";
	}
}
