package org.rulebench.cli;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.reading.compile.EvidenceLabel;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Citation;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.Support;
import org.rulebench.sources.anchoring.Anchor;
import org.rulebench.sources.anchoring.AnchorSearch;
import org.rulebench.sources.anchoring.Attachment;
import org.rulebench.sources.anchoring.TextQuoteSelector;
import org.rulebench.sources.model.Passage;

/**
 * One citation of a rule (or of one alternative of it) as `sources cite` and `sources export` show it: where the rule
 * is written, what it claims, its evidence label, the passage and where the quote stands in it. A rule that
 * cites nothing is one entry without a passage.
 *
 * @param name     the rule's name, with the alternative's label after a slash
 * @param reading  the reading that states the rule (a base reading for inherited rules)
 * @param passage  null if the rule cites nothing or the id is unknown
 * @param anchor   where the quote stands in the passage's text; null without a quote or if it is not there
 */
record CitedRule(String name, Reading reading, String claim, String evidence, Citation citation, String passageId,
		Passage passage, String quote, Anchor anchor, int index) {

	/** Every rule in effect for the reading (its bases' first, as the chain orders them), each citation one entry. */
	static List<CitedRule> of(Reading reading) {
		List<CitedRule> all = new ArrayList<>();
		for (Rule rule : ReadingChain.of(reading).effectiveRules().values()) {
			Reading owner = (Reading) rule.eContainer();
			if (rule.getAlternatives().isEmpty()) {
				add(all, rule.getName(), owner, text(rule.getClaim()), rule.getSupport());
			}
			for (Alternative a : rule.getAlternatives()) {
				add(all, rule.getName() + "/" + a.getLabel(), owner, text(a.getClaim()), a.getSupport());
			}
		}
		return all;
	}

	private static void add(List<CitedRule> all, String name, Reading owner, String claim, Support support) {
		String label = EvidenceLabel.of(support);
		String evidence = label.equals(EvidenceLabel.NONE) ? "" : label;
		if (support == null || support.getCitations().isEmpty()) {
			all.add(new CitedRule(name, owner, claim, evidence, null, null, null, null, null, 0));
			return;
		}
		int index = 0;
		for (Citation c : support.getCitations()) {
			Passage p = c.getPassage() == null || c.getPassage().eIsProxy() ? null : c.getPassage();
			String id = p != null ? p.getId() : writtenId(c);
			Anchor anchor = null;
			if (p != null && c.getQuote() != null && !c.getQuote().isEmpty()) {
				Attachment at = new AnchorSearch().anchor(new Anchor(id, new TextQuoteSelector(c.getQuote(), "", ""), null))
						.text(p.text()).maxErrorRate(0).call();
				anchor = at.anchored() ? at.reanchor(id, p.text()) : null;
			}
			all.add(new CitedRule(name, owner, claim, evidence, c, id, p, c.getQuote(), anchor, ++index));
		}
	}

	private static String writtenId(Citation c) {
		List<INode> nodes = NodeModelUtils.findNodesForFeature(c, ReadingPackage.eINSTANCE.getCitation_Passage());
		String text = nodes.isEmpty() ? "" : NodeModelUtils.getTokenText(nodes.get(0));
		return text.startsWith("#") ? text.substring(1) : text;
	}

	private static String text(Object claim) {
		INode node = claim instanceof org.eclipse.emf.ecore.EObject o ? NodeModelUtils.findActualNodeFor(o) : null;
		return node == null ? "" : NodeModelUtils.getTokenText(node);
	}
}
