package org.rulebench.readings.diff;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jgit.diff.DiffAlgorithm;
import org.eclipse.jgit.diff.DiffAlgorithm.SupportedAlgorithm;
import org.eclipse.jgit.diff.DiffFormatter;
import org.eclipse.jgit.diff.EditList;
import org.eclipse.jgit.diff.RawText;
import org.eclipse.jgit.diff.RawTextComparator;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.reading.reading.Rule;
import org.rulebench.readings.ReadingsCommand;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.source.LoadedReading;
import org.rulebench.readings.source.ReadingSource;

/**
 * The text diff, as a drill-down beside the rule-level one: a unified diff of the two reading files, or of one
 * rule's text (wherever along each extension chain it is stated), formatted by JGit's DiffFormatter.
 */
public final class TextDiffCommand extends ReadingsCommand<String> {
	private Path workingDirectory = Path.of("");
	private String oldSpec;
	private String newSpec;
	private ReadingSource oldSource;
	private ReadingSource newSource;
	private String rule;
	private int context = 3;

	/** @param repository the workspace revisions are looked up in; null when only files are compared */
	public TextDiffCommand(Repository repository) {
		super(repository);
	}

	public TextDiffCommand setWorkingDirectory(Path dir) {
		this.workingDirectory = dir;
		return this;
	}

	public TextDiffCommand setOld(String spec) {
		this.oldSpec = spec;
		return this;
	}

	public TextDiffCommand setNew(String spec) {
		this.newSpec = spec;
		return this;
	}

	public TextDiffCommand setOld(ReadingSource source) {
		this.oldSource = source;
		return this;
	}

	public TextDiffCommand setNew(ReadingSource source) {
		this.newSource = source;
		return this;
	}

	/** Only this rule's text, as each reading's chain states it. */
	public TextDiffCommand setRule(String rule) {
		this.rule = rule;
		return this;
	}

	/** Lines of context around each change; 3 if not set. */
	public TextDiffCommand setContext(int lines) {
		this.context = lines;
		return this;
	}

	/** The unified diff; empty if the texts are the same. */
	@Override
	public String call() {
		checkCallable();
		List<ReadingSource> sources = RuleDiffCommand.sources(getRepository(), workingDirectory, oldSpec, oldSource, newSpec, newSource);
		LoadedReading a = LoadedReading.load(sources.get(0));
		LoadedReading b = LoadedReading.load(sources.get(1));
		byte[] x = rule == null ? a.text() : ruleText(a);
		byte[] y = rule == null ? b.text() : ruleText(b);
		RawText before = new RawText(x);
		RawText after = new RawText(y);
		EditList edits = DiffAlgorithm.getAlgorithm(SupportedAlgorithm.HISTOGRAM).diff(RawTextComparator.DEFAULT, before, after);
		if (edits.isEmpty()) {
			return "";
		}
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try (DiffFormatter formatter = new DiffFormatter(out)) {
			formatter.setContext(context);
			String suffix = rule == null ? "" : " (rule " + rule + ")";
			out.writeBytes(("--- " + sources.get(0).label() + suffix + "\n+++ " + sources.get(1).label() + suffix + "\n")
					.getBytes(StandardCharsets.UTF_8));
			formatter.format(edits, before, after);
			formatter.flush();
		} catch (IOException e) {
			throw new WorkspaceProblem("cannot write the text diff: " + e.getMessage(), e);
		}
		return out.toString(StandardCharsets.UTF_8);
	}

	/** The rule's text with the comment lines just above it; empty if the chain has no such rule. */
	private byte[] ruleText(LoadedReading loaded) {
		Rule r = loaded.chain().effectiveRules().get(rule);
		if (r == null) {
			return new byte[0];
		}
		ICompositeNode node = NodeModelUtils.getNode(r);
		String text = node == null ? "" : node.getText().strip() + "\n";
		return text.getBytes(StandardCharsets.UTF_8);
	}
}
