package org.rulebench.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.eclipse.jgit.lib.Repository;
import org.rulebench.readings.compare.Comparison;

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
