package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.eclipse.jgit.lib.Repository;
import org.rulebench.readings.compare.Comparison;
import org.rulebench.readings.compare.Unpaired;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * `rulebench compare A B --games N`: both readings played on the same seeds with the same players, every measure
 * with its interval, the difference with its paired test and a mark where it is significant.
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
		description = "Play two readings on the same seeds with the same players: every measure of both with its 95%% interval, "
				+ "the difference with its paired test (McNemar for rates, paired t for means) and * where significant at 5%%. "
				+ "A and B are each a FILE, REV:PATH or REV.")
final class CompareCommand implements Callable<Integer> {
	private final PrintStream out;
	private final PrintStream err;

	@Parameters(arity = "2", paramLabel = "READING", description = "the old and the new reading")
	List<String> readings;

	@Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "games of each (2 to 100,000,000; default ${DEFAULT-VALUE})")
	String games;

	@Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "the master seed (default ${DEFAULT-VALUE})")
	String seed;

	@Option(names = "--players", paramLabel = "P[,P]", defaultValue = "random", description = "the players of the readings' family (race: random, greedy, pubeval, trained, trained:2; grid: random, search), for each side (default ${DEFAULT-VALUE})")
	String players;

	@Option(names = "--choose", paramLabel = "RULE=LABEL", description = "an alternative for both readings (repeatable)")
	List<String> choose = new ArrayList<>();

	@Option(names = "--choose-old", paramLabel = "RULE=LABEL", description = "an alternative for the old reading (repeatable)")
	List<String> chooseOld = new ArrayList<>();

	@Option(names = "--choose-new", paramLabel = "RULE=LABEL", description = "an alternative for the new reading (repeatable)")
	List<String> chooseNew = new ArrayList<>();

	@Option(names = "--turn-cap", paramLabel = "T", defaultValue = "2000", description = "turns after which a game is unfinished (default ${DEFAULT-VALUE})")
	String turnCap;

	@Option(names = "--threads", paramLabel = "K", description = "threads to play on (default: every core)")
	String threads;

	@Option(names = "--results", description = "A and B are sweeps' results (results.jsonl, or a sweep's folder): compare their rows of "
			+ "the same alternatives and players without playing again (unpaired tests; --choose narrows the rows)")
	boolean results;

	@Mixin
	WorkspaceDir workspace;

	@Mixin
	Format format;

	CompareCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Override
	public Integer call() {
		if (results) {
			return compareResults();
		}
		SidePlayers sides = SidePlayers.parse(players);
		Map<String, String> both = choices(choose, "--choose");
		Map<String, String> old = new LinkedHashMap<>(both);
		old.putAll(choices(chooseOld, "--choose-old"));
		Map<String, String> now = new LinkedHashMap<>(both);
		now.putAll(choices(chooseNew, "--choose-new"));
		int n = (int) Numbers.whole("--games", games, 2, 100_000_000);
		Repository repo = workspace.repositoryFor(readings);
		try {
			Comparison c = new org.rulebench.readings.compare.CompareCommand(repo).setOld(readings.get(0)).setNew(readings.get(1))
					.setOldChoice(old).setNewChoice(now).setGames(n).setSeed(Numbers.whole("--seed", seed, Long.MIN_VALUE, Long.MAX_VALUE))
					.setPlayers(sides.first(), sides.second()).setTurnCap((int) Numbers.whole("--turn-cap", turnCap, 1, 10_000_000))
					.setThreads(threads == null ? Runtime.getRuntime().availableProcessors() : (int) Numbers.whole("--threads", threads, 1, 1024))
					.progress(TerminalProgress.on(err).games("both readings", 2L * n)).call();
			out.print(format.json() ? c.json() + "\n" : c.table());
			return 0;
		} finally {
			if (repo != null) {
				repo.close();
			}
		}
	}

	/** Two sweeps' results, row by row: the rows of A with a row of B of the same alternatives and players. */
	private int compareResults() {
		List<SweepResults.Row> old;
		List<SweepResults.Row> now;
		try {
			old = SweepResults.read(Path.of(readings.get(0)));
			now = SweepResults.read(Path.of(readings.get(1)));
		} catch (SweepRecord.SweepProblem e) {
			err.println("rulebench: " + e.getMessage());
			return Main.PROBLEMS;
		}
		Map<String, String> chosen = choices(choose, "--choose");
		List<String> tables = new ArrayList<>();
		for (SweepResults.Row a : old) {
			if (!a.alternatives().entrySet().containsAll(chosen.entrySet())) {
				continue;
			}
			for (SweepResults.Row b : now) {
				if (b.alternatives().equals(a.alternatives()) && b.players().equals(a.players())) {
					Comparison c = new Comparison(label(a, readings.get(0)), label(b, readings.get(1)), Math.min(a.games(), b.games()),
							a.seed(), a.players(), a.statistics(), b.statistics(), Unpaired.measures(a.statistics(), b.statistics(), a.turnUnit()),
							a.turnUnit(), a.sides());
					tables.add(format.json() ? c.json() : c.table());
				}
			}
		}
		if (tables.isEmpty()) {
			err.println("rulebench: no row of " + readings.get(1) + " has the alternatives and players of a row of " + readings.get(0)
					+ (chosen.isEmpty() ? "" : " with " + chosen));
			return Main.PROBLEMS;
		}
		out.print(format.json() ? "[" + String.join(",\n", tables) + "]\n" : String.join("\n", tables));
		return Main.OK;
	}

	private static String label(SweepResults.Row row, String where) {
		return row.reading() + " (" + where + ", version " + row.version().substring(0, 12) + ")"
				+ (row.alternatives().isEmpty() ? "" : " with " + row.alternatives()) + ", " + row.players().get(0) + " against "
				+ row.players().get(1);
	}

	private static Map<String, String> choices(List<String> typed, String option) {
		Map<String, String> m = new LinkedHashMap<>();
		for (String c : typed) {
			int eq = c.indexOf('=');
			if (eq <= 0) {
				throw new Usage(option + " takes RULE=LABEL, not '" + c + "'");
			}
			m.put(c.substring(0, eq), c.substring(eq + 1));
		}
		return m;
	}
}
