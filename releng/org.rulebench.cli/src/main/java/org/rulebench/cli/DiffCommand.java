package org.rulebench.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;

import org.eclipse.jgit.lib.Repository;
import org.rulebench.readings.diff.RuleDiff;
import org.rulebench.readings.diff.RuleDiffCommand;
import org.rulebench.readings.diff.TextDiffCommand;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * `rulebench diff A B`: two readings compared rule by rule (a table, or --format json); --text shows the text diff
 * of the files, --text --rule RULE of one rule. A and B are each a file, REV:PATH, or a bare REV (the other's path).
 */
@Command(name = "diff", mixinStandardHelpOptions = true, sortOptions = false,
		description = "Compare two readings rule by rule, their extensions resolved (and the annotations between two commits). "
				+ "A and B are each a FILE, REV:PATH or a bare REV (the other's path), e.g. main:pu-shuang/qiliang.reading kishi.")
final class DiffCommand implements Callable<Integer> {
	private final PrintStream out;

	@Parameters(arity = "2", paramLabel = "READING", description = "the old and the new reading")
	List<String> readings;

	@Option(names = "--text", description = "the text diff of the files instead")
	boolean text;

	@Option(names = "--rule", paramLabel = "RULE", description = "with --text: the text diff of this rule only")
	String rule;

	@Option(names = "--no-merge-base", description = "compare with the old revision itself, not its merge base with the new")
	boolean noMergeBase;

	@Mixin
	WorkspaceDir workspace;

	@Mixin
	Format format;

	DiffCommand(PrintStream out, PrintStream err) {
		this.out = out;
	}

	@Override
	public Integer call() {
		if (rule != null && !text) {
			throw new Usage("--rule RULE goes with --text: the text diff of one rule");
		}
		if (text && format.json()) {
			throw new Usage("--text is a text diff; --format json goes with the rule-by-rule diff");
		}
		Repository repo = workspace.repositoryFor(readings);
		try {
			String a = readings.get(0);
			String b = readings.get(1);
			if (text) {
				TextDiffCommand diff = new TextDiffCommand(repo).setOld(a).setNew(b);
				if (rule != null) {
					diff.setRule(rule);
				}
				out.print(diff.call());
				return 0;
			}
			RuleDiff d = new RuleDiffCommand(repo).setOld(a).setNew(b).setMergeBase(!noMergeBase).call();
			out.print(format.json() ? d.json() + "\n" : d.table());
			return 0;
		} finally {
			if (repo != null) {
				repo.close();
			}
		}
	}
}
