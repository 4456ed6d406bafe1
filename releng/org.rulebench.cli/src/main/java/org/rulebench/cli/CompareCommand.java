package org.rulebench.cli;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jgit.lib.Repository;
import org.rulebench.engine.game.Players;
import org.rulebench.readings.compare.Comparison;

/**
 * `rulebench compare A B --games N`: both readings played on the same seeds with the same players, every measure
 * with its interval, the difference with its test and a mark where it is significant.
 */
final class CompareCommand {
	private final PrintStream out;

	CompareCommand(PrintStream out) {
		this.out = out;
	}

	int run(String[] argv) {
		Args args = new Args(argv, 1, Set.of("json"), Map.of("dir", 1, "games", 1, "seed", 1, "players", 1, "choose", 1,
				"choose-old", 1, "choose-new", 1, "turn-cap", 1, "threads", 1));
		if (args.positional.size() != 2) {
			throw new Usage("compare needs two readings, each a file, REV:PATH or REV, e.g. `rulebench compare"
					+ " main:pu-shuang/qiliang.reading kishi --games 10000`");
		}
		String[] players = args.get("players", "random").split(",");
		if (players.length > 2) {
			throw new Usage("--players names one player for each side, e.g. greedy,random");
		}
		String first = players[0].trim();
		String second = (players.length == 2 ? players[1] : players[0]).trim();
		for (String p : List.of(first, second)) {
			try {
				Players.named(p);
			} catch (IllegalArgumentException e) {
				throw new Usage(e.getMessage());
			}
		}
		Map<String, String> both = choices(args, "choose");
		Map<String, String> old = new LinkedHashMap<>(both);
		old.putAll(choices(args, "choose-old"));
		Map<String, String> now = new LinkedHashMap<>(both);
		now.putAll(choices(args, "choose-new"));
		Repository repo = WorkspaceDir.repositoryFor(args, args.positional);
		try {
			Comparison c = new org.rulebench.readings.compare.CompareCommand(repo).setOld(args.positional.get(0))
					.setNew(args.positional.get(1)).setOldChoice(old).setNewChoice(now)
					.setGames((int) args.number("games", 1000, 2, 100_000_000)).setSeed(args.number("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE))
					.setPlayers(first, second).setTurnCap((int) args.number("turn-cap", 2000, 1, 10_000_000))
					.setThreads((int) args.number("threads", Runtime.getRuntime().availableProcessors(), 1, 1024)).call();
			out.print(args.has("json") ? c.json() + "\n" : c.table());
			return 0;
		} finally {
			if (repo != null) {
				repo.close();
			}
		}
	}

	private static Map<String, String> choices(Args args, String option) {
		Map<String, String> m = new LinkedHashMap<>();
		for (String c : args.all(option)) {
			int eq = c.indexOf('=');
			if (eq <= 0) {
				throw new Usage("--" + option + " takes RULE=LABEL, not '" + c + "'");
			}
			m.put(c.substring(0, eq), c.substring(eq + 1));
		}
		return m;
	}
}
