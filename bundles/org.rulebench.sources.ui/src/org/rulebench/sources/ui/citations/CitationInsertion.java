package org.rulebench.sources.ui.citations;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.editor.model.ParsedReading;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Citation;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.Support;

/**
 * Where a new citation goes in a reading's text and how it is written: into the rule (or alternative) at the cursor,
 * after its last citation, before its evidence label if it has only that, else on the line after its claim.
 *
 * <pre>
 * CitationInsertion.Edit e = new CitationInsertion().text(doc).cursor(offset).passage(id).quote(q).call();
 * </pre>
 */
public final class CitationInsertion {
	/** Insert {@code text} at {@code offset}; or, if {@code problem} is set, nothing, and say why. */
	public record Edit(int offset, String text, String rule, String problem) {
	}

	private String text;
	private int cursor;
	private String passageId;
	private String quote;

	public CitationInsertion text(String t) {
		this.text = t;
		return this;
	}

	public CitationInsertion cursor(int offset) {
		this.cursor = offset;
		return this;
	}

	public CitationInsertion passage(String id) {
		this.passageId = id;
		return this;
	}

	public CitationInsertion quote(String q) {
		this.quote = q;
		return this;
	}

	/** {@code cites #ID "quote"} with the quote escaped as the language's strings are. */
	public static String citation(String passageId, String quote) {
		String q = quote == null ? "" : " \"" + quote.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
		return "cites #" + passageId + q;
	}

	/** Parses the text: call it in a job. */
	public Edit call() {
		ParsedReading parsed = ParsedReading.alone(text);
		Reading reading = parsed.reading();
		if (reading == null || reading.getRules().isEmpty()) {
			return problem("the reading has no rule to cite the passage in");
		}
		EObject at = elementAt(reading);
		String cites = citation(passageId, quote);
		Alternative alt = at instanceof Alternative a ? a : null;
		Rule rule = alt != null ? EcoreUtil2.getContainerOfType(alt, Rule.class) : (Rule) at;
		String name = rule.getName() + (alt == null ? "" : "/" + alt.getLabel());
		if (alt == null && !rule.getAlternatives().isEmpty()) {
			return problem("rule " + rule.getName() + " has alternatives: put the cursor in the one the passage supports");
		}
		Claim claim = alt != null ? alt.getClaim() : rule.getClaim();
		Support support = alt != null ? alt.getSupport() : rule.getSupport();
		if (support != null && !support.getCitations().isEmpty()) {
			List<Citation> cs = support.getCitations();
			return new Edit(end(cs.get(cs.size() - 1)), " " + cites, name, null);
		}
		if (support != null) {
			List<INode> evidence = NodeModelUtils.findNodesForFeature(support, ReadingPackage.eINSTANCE.getSupport_Evidence());
			if (!evidence.isEmpty()) {
				return new Edit(evidence.get(0).getOffset(), cites + " ", name, null);
			}
		}
		if (claim == null) {
			return problem("rule " + name + " states nothing yet: write its claim, then cite the passage");
		}
		return new Edit(end(claim), "\n\t" + (alt == null ? "" : "\t") + cites, name, null);
	}

	/** The alternative or rule the cursor is in; else the last rule starting before it; else the first rule. */
	private EObject elementAt(Reading reading) {
		INode root = NodeModelUtils.getNode(reading);
		ILeafNode leaf = root == null ? null : NodeModelUtils.findLeafNodeAtOffset(root, Math.max(0, Math.min(cursor, text.length() - 1)));
		if (leaf != null && !leaf.isHidden()) {
			EObject e = NodeModelUtils.findActualSemanticObjectFor(leaf);
			Alternative alt = EcoreUtil2.getContainerOfType(e, Alternative.class);
			if (alt != null) {
				return alt;
			}
			Rule rule = EcoreUtil2.getContainerOfType(e, Rule.class);
			if (rule != null) {
				return rule;
			}
		}
		EObject before = reading.getRules().get(0);
		for (Rule r : reading.getRules()) {
			INode n = NodeModelUtils.findActualNodeFor(r);
			if (n != null && n.getOffset() <= cursor) {
				before = r;
				for (Alternative a : r.getAlternatives()) {
					INode an = NodeModelUtils.findActualNodeFor(a);
					if (an != null && an.getOffset() <= cursor) {
						before = a;
					}
				}
			}
		}
		return before;
	}

	/** The end of the element's last token (not of the comments and spaces after it). */
	private static int end(EObject element) {
		INode node = NodeModelUtils.findActualNodeFor(element);
		int end = node.getOffset();
		for (ILeafNode l : node.getLeafNodes()) {
			if (!l.isHidden()) {
				end = l.getEndOffset();
			}
		}
		return end;
	}

	private static Edit problem(String why) {
		return new Edit(-1, null, null, why);
	}
}
