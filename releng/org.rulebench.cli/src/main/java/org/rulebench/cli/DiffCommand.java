package org.rulebench.cli;

import java.io.PrintStream;
import java.util.Map;
import java.util.Set;

import org.eclipse.jgit.lib.Repository;
import org.rulebench.readings.diff.RuleDiff;
import org.rulebench.readings.diff.RuleDiffCommand;
import org.rulebench.readings.diff.TextDiffCommand;

/**
 * `rulebench diff A B`: two readings compared rule by rule (a table, or --json); --text shows the text diff of the
 * files, --text --rule RULE of one rule. A and B are each a file, REV:PATH, or a bare REV (the other's path).
 */
final class DiffCommand {
	private final PrintStream out;

	DiffCommand(PrintStream out) {
		this.out = out;
	}

	int run(String[] argv) {
		Args args = new Args(argv, 1, Set.of("json", "text", "no-merge-base"), Map.of("dir", 1, "rule", 1));
		if (args.positional.size() != 2) {
			throw new Usage("diff needs two readings, each a file, REV:PATH or REV, e.g. `rulebench diff"
					+ " main:pu-shuang/qiliang.reading kishi`");
		}
		if (args.has("rule") && !args.has("text")) {
			throw new Usage("--rule RULE goes with --text: the text diff of one rule");
		}
		Repository repo = WorkspaceDir.repositoryFor(args, args.positional);
		try {
			String a = args.positional.get(0);
			String b = args.positional.get(1);
			if (args.has("text")) {
				TextDiffCommand text = new TextDiffCommand(repo).setOld(a).setNew(b);
				if (args.has("rule")) {
					text.setRule(args.get("rule", null));
				}
				out.print(text.call());
				return 0;
			}
			RuleDiff d = new RuleDiffCommand(repo).setOld(a).setNew(b).setMergeBase(!args.has("no-merge-base")).call();
			out.print(args.has("json") ? d.json() + "\n" : d.table());
			return 0;
		} finally {
			if (repo != null) {
				repo.close();
			}
		}
	}
}
