package org.rulebench.readings.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.annotations.diff.AnnotationDiff;
import org.rulebench.readings.diff.RuleChange.Aspect;
import org.rulebench.readings.internal.Json;
import org.rulebench.readings.internal.TextTable;

/**
 * Two readings compared rule by rule, their extension chains resolved: every rule that differs, in the old
 * reading's order and then the rules only the new one has.
 *
 * @param old       how the old reading is named: "NAME (WHERE)"
 * @param now       the new reading, the same way
 * @param mergeBase the merge base of two branches; null if there is none (files, or one path against another)
 * @param changes   the rules that differ
 * @param same        how many rules both state alike
 * @param annotations the annotation sets of the two commits compared by id; null unless the readings are at two
 *                    different commits
 */
public record RuleDiff(String old, String now, String mergeBase, List<RuleChange> changes, int same,
		AnnotationDiff annotations) {

	public RuleDiff {
		changes = List.copyOf(changes);
	}

	public RuleDiff(String old, String now, String mergeBase, List<RuleChange> changes, int same) {
		this(old, now, mergeBase, changes, same, null);
	}

	/** The same rule changes beside these annotation changes. */
	public RuleDiff withAnnotations(AnnotationDiff a) {
		return new RuleDiff(old, now, mergeBase, changes, same, a);
	}

	/** The ids of the rules that differ, in order. */
	public List<String> rules() {
		return changes.stream().map(RuleChange::rule).toList();
	}

	/** The ids of the rules with this difference, in order. */
	public List<String> rules(Aspect aspect) {
		return changes.stream().filter(c -> c.aspects().contains(aspect)).map(RuleChange::rule).toList();
	}

	public RuleChange change(String rule) {
		return changes.stream().filter(c -> c.rule().equals(rule)).findFirst().orElse(null);
	}

	public boolean isEmpty() {
		return changes.isEmpty();
	}

	/** A table for a terminal: one row per rule that differs, the old and the new rule as written; then the annotations. */
	public String table() {
		return annotations == null ? rulesTable() : rulesTable() + "\n" + annotations.table();
	}

	private String rulesTable() {
		StringBuilder b = new StringBuilder();
		b.append("old: ").append(old).append('\n').append("new: ").append(now).append('\n');
		if (mergeBase != null) {
			b.append("merge base: ").append(mergeBase).append('\n');
		}
		int added = rules(Aspect.ADDED).size();
		int removed = rules(Aspect.REMOVED).size();
		int changed = changes.size() - added - removed;
		if (changes.isEmpty()) {
			return b.append("the readings state the same ").append(same).append(same == 1 ? " rule" : " rules")
					.append(" alike\n").toString();
		}
		b.append(String.format("%d of %d rules differ: %d added, %d removed, %d changed; %d the same%n%n",
				changes.size(), changes.size() + same, added, removed, changed, same));
		boolean sides = mergeBase != null;
		String[] header = sides ? new String[] { "rule", "change", "since the merge base", "old", "new" }
				: new String[] { "rule", "change", "old", "new" };
		int[] widths = sides ? new int[] { 18, 16, 23, 40, 40 } : new int[] { 18, 18, 48, 48 };
		TextTable table = new TextTable(header, widths).spaced();
		for (RuleChange c : changes) {
			String side = c.changedOn() == null ? "" : c.changedOn().words();
			String before = cell(c, c.before());
			String after = cell(c, c.after());
			if (sides) {
				table.row(c.rule(), c.what(), side, before, after);
			} else {
				table.row(c.rule(), c.what(), before, after);
			}
		}
		return b.append(table).toString();
	}

	private static String cell(RuleChange c, RuleVersion v) {
		if (v == null) {
			return "—";
		}
		List<String> lines = new ArrayList<>();
		lines.add(v.value());
		if (c.aspects().contains(Aspect.CITATION) || c.aspects().contains(Aspect.ADDED) || c.aspects().contains(Aspect.REMOVED)) {
			lines.add(v.citations().isEmpty() ? "(no citation)" : v.citations());
		}
		if (c.aspects().contains(Aspect.EVIDENCE)) {
			lines.add("evidence: " + (v.evidence().isEmpty() ? "(none)" : v.evidence()));
		}
		lines.add("(" + v.reading() + ", " + v.location() + ")");
		return String.join("\n", lines);
	}

	/**
	 * The same as JSON: {"old", "new", "merge_base", "same", "changes": [{"rule", "changes", "old", "new"}]}, and
	 * "annotations": {"same", "changes": [{"id", "set", "changes", "old", "new"}]} when there are two commits.
	 */
	public String json() {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("old", old);
		m.put("new", now);
		m.put("merge_base", mergeBase);
		m.put("same", same);
		List<Object> list = new ArrayList<>();
		for (RuleChange c : changes) {
			list.add(c.json());
		}
		m.put("changes", list);
		if (annotations != null) {
			m.put("annotations", annotations.json());
		}
		return Json.write(m);
	}
}
