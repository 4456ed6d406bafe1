package org.rulebench.reading.compile;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Evidence;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.Support;

/**
 * A rule's evidence label as written, so a reader sees at a glance what is sourced and what is assumed. `described`
 * is the enum's default, so the model alone cannot tell it from no label: the parse nodes can.
 */
public final class EvidenceLabel {
	public static final String NONE = "unlabelled";

	private EvidenceLabel() {
	}

	public static String of(Support support) {
		if (support == null || NodeModelUtils.findNodesForFeature(support, ReadingPackage.eINSTANCE.getSupport_Evidence()).isEmpty()) {
			return NONE;
		}
		return support.getEvidence().getLiteral();
	}

	/** The label of each claim of the rule: its own, or each alternative's under the alternative's label. */
	public static Map<String, String> ofRule(Rule rule) {
		Map<String, String> labels = new LinkedHashMap<>();
		if (rule.getAlternatives().isEmpty()) {
			labels.put(rule.getName(), of(rule.getSupport()));
		}
		for (Alternative a : rule.getAlternatives()) {
			labels.put(rule.getName() + "/" + a.getLabel(), of(a.getSupport()));
		}
		return labels;
	}

	/** Counts by label in the order of {@link Evidence}, unlabelled last: "3 described, 1 assumed". */
	public static String summary(Iterable<String> labels) {
		Map<String, Integer> counts = new LinkedHashMap<>();
		for (Evidence e : Evidence.values()) {
			counts.put(e.getLiteral(), 0);
		}
		counts.put(NONE, 0);
		int total = 0;
		for (String l : labels) {
			counts.merge(l, 1, Integer::sum);
			total++;
		}
		StringBuilder s = new StringBuilder(total + (total == 1 ? " rule" : " rules"));
		String sep = ": ";
		for (Map.Entry<String, Integer> e : counts.entrySet()) {
			if (e.getValue() > 0) {
				s.append(sep).append(e.getValue()).append(' ').append(e.getKey());
				sep = ", ";
			}
		}
		return s.toString();
	}
}
