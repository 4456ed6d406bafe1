package org.rulebench.readings.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Citation;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.Support;
import org.rulebench.readings.source.LoadedReading;

/**
 * One rule as a reading states it, in the words it is written in (whitespace and comments aside): what it claims,
 * the passages it cites, its evidence label, and where it is stated.
 *
 * @param rule      the rule's id (its name)
 * @param reading   the reading of the extension chain that states it
 * @param file      that reading's file, as reports name it
 * @param line      the line the rule starts on
 * @param value     the claim; for an uncertain rule "one of { LABEL: CLAIM | ... }"
 * @param citations the citations, "cites #PASSAGE "QUOTE"", joined by "; " (per alternative "LABEL: ...")
 * @param evidence  the evidence label ("described"...), empty if none is written (per alternative "LABEL: ...")
 */
public record RuleVersion(String rule, String reading, String file, int line, String value, String citations, String evidence) {

	static RuleVersion of(Rule rule, LoadedReading loaded) {
		Reading origin = (Reading) rule.eContainer();
		String file = loaded.labelOf(rule.eResource());
		ICompositeNode node = NodeModelUtils.getNode(rule);
		int line = node == null ? 0 : node.getStartLine();
		if (rule.getAlternatives().isEmpty()) {
			return new RuleVersion(rule.getName(), origin.getName(), file, line, text(rule.getClaim()),
					citations(rule.getSupport()), evidence(rule.getSupport()));
		}
		List<String> values = new ArrayList<>();
		List<String> cites = new ArrayList<>();
		List<String> labels = new ArrayList<>();
		for (Alternative a : rule.getAlternatives()) {
			values.add(a.getLabel() + ": " + text(a.getClaim()));
			String c = citations(a.getSupport());
			if (!c.isEmpty()) {
				cites.add(a.getLabel() + ": " + c);
			}
			String e = evidence(a.getSupport());
			if (!e.isEmpty()) {
				labels.add(a.getLabel() + ": " + e);
			}
		}
		return new RuleVersion(rule.getName(), origin.getName(), file, line, "one of { " + String.join(" | ", values) + " }",
				String.join("; ", cites), String.join("; ", labels));
	}

	/** Whether the two say the same (claim, citations, evidence), wherever they are stated. */
	public boolean sameAs(RuleVersion other) {
		return other != null && value.equals(other.value) && citations.equals(other.citations) && evidence.equals(other.evidence);
	}

	/** "FILE:LINE" */
	public String location() {
		return file + ":" + line;
	}

	Map<String, Object> json() {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("value", value);
		m.put("citations", citations);
		m.put("evidence", evidence);
		m.put("reading", reading);
		m.put("file", file);
		m.put("line", line);
		return m;
	}

	private static String text(EObject o) {
		INode node = o == null ? null : NodeModelUtils.getNode(o);
		return node == null ? "" : NodeModelUtils.getTokenText(node);
	}

	/** As written: the citation nodes' text, whatever a passage reference resolves to. */
	private static String citations(Support support) {
		if (support == null) {
			return "";
		}
		List<String> list = new ArrayList<>();
		for (Citation c : support.getCitations()) {
			list.add(text(c));
		}
		return String.join("; ", list);
	}

	/** The label as written: an enum attribute cannot tell "described" written from "described" by default. */
	private static String evidence(Support support) {
		if (support == null) {
			return "";
		}
		List<INode> nodes = NodeModelUtils.findNodesForFeature(support, ReadingPackage.eINSTANCE.getSupport_Evidence());
		return nodes.isEmpty() ? "" : NodeModelUtils.getTokenText(nodes.get(0));
	}
}
