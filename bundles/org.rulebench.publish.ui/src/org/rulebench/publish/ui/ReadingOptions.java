package org.rulebench.publish.ui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.variant.Variants;

/**
 * What the Publish dialog offers for a saved reading: its players and its open rules' alternatives; or why it cannot
 * be published (an error of the reading, FILE:LINE:COL, and what to do). Only the first combination is compiled,
 * so that a reading of a thousand combinations opens the dialog at once.
 *
 * @param name         the reading's name
 * @param players      the players of its family
 * @param alternatives each open rule's labels, in the reading's order
 * @param combinations how many combinations there are in all
 * @param problem      why it cannot be published, or null
 */
public record ReadingOptions(String name, List<String> players, Map<String, List<String>> alternatives, int combinations, String problem) {

	public static ReadingOptions of(IFile file) {
		return ProjectReadings.withSaved(file, parsed -> {
			if (parsed.resource() == null) {
				return failed(file.getFullPath() + ": cannot be read — is it still there, and readable?");
			}
			for (Issue issue : parsed.validate(CheckMode.NORMAL_AND_FAST, CancelIndicator.NullImpl)) {
				if (issue.getSeverity() == Severity.ERROR) {
					return failed(file.getFullPath() + ":" + issue.getLineNumber() + ":" + issue.getColumn() + ": " + issue.getMessage()
							+ " — fix the reading's errors (Problems view) and save it, then publish");
				}
			}
			Reading reading = parsed.reading();
			if (reading == null) {
				return failed(file.getFullPath() + ":1:1: not a reading — it must start with: reading NAME game \"TITLE\"");
			}
			try {
				ReadingChain chain = ReadingChain.of(reading);
				List<Choice> choices = Choice.all(chain);
				Map<String, Set<String>> labels = new LinkedHashMap<>();
				for (Choice c : choices) {
					c.labels().forEach((rule, label) -> labels.computeIfAbsent(rule, r -> new LinkedHashSet<>()).add(label));
				}
				Map<String, List<String>> alternatives = new LinkedHashMap<>();
				labels.forEach((rule, l) -> alternatives.put(rule, new ArrayList<>(l)));
				List<String> players = Variants.compile(chain, choices.get(0)).players();
				return new ReadingOptions(reading.getName(), players, alternatives, choices.size(), null);
			} catch (ReadingProblem | IllegalStateException e) {
				return failed(file.getFullPath() + ": " + e.getMessage() + " — fix the reading and save it, then publish");
			}
		});
	}

	private static ReadingOptions failed(String problem) {
		return new ReadingOptions(null, List.of(), Map.of(), 0, problem);
	}

	/** How many combinations the chosen alternatives leave. */
	public int combinations(Map<String, String> chosen) {
		int n = combinations;
		for (String rule : chosen.keySet()) {
			List<String> l = alternatives.get(rule);
			if (l != null && !l.isEmpty()) {
				n /= l.size();
			}
		}
		return Math.max(1, n);
	}
}
