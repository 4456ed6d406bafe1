package org.rulebench.editor.outline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.DeckExpectation;
import org.rulebench.reading.reading.Expectation;
import org.rulebench.reading.reading.PositionExpectation;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;

/**
 * One line of the outline, with the region of the text it stands for: plain values, made in the checking thread
 * from the parsed reading and handed to the UI thread.
 *
 * @param kind     reading, rule, alternative or expectation
 * @param label    what the outline shows, e.g. "pieces: each side has 14 pieces"
 * @param offset   where the element's name starts (what selecting it reveals)
 * @param length   the name's length
 */
public record OutlineNode(String kind, String label, int offset, int length, List<OutlineNode> children) {
	private static final int CLAIM_WIDTH = 70;

	/** The outline of a parsed reading, or an empty root when nothing could be parsed. */
	public static OutlineNode of(Reading reading) {
		if (reading == null) {
			return new OutlineNode("reading", "(not a reading yet)", 0, 0, List.of());
		}
		List<OutlineNode> children = new ArrayList<>();
		for (Rule rule : reading.getRules()) {
			List<OutlineNode> alternatives = new ArrayList<>();
			for (Alternative a : rule.getAlternatives()) {
				alternatives.add(node("alternative", a.getLabel() + ": " + text(a.getClaim()), a, ReadingPackage.eINSTANCE.getAlternative_Label(), List.of()));
			}
			String says = rule.getAlternatives().isEmpty() ? text(rule.getClaim()) : "one of " + rule.getAlternatives().size() + " alternatives";
			children.add(node("rule", rule.getName() + ": " + says, rule, ReadingPackage.eINSTANCE.getRule_Name(), alternatives));
		}
		for (Expectation e : reading.getExpectations()) {
			children.add(node("expectation", "expect " + e.getName(), e, ReadingPackage.eINSTANCE.getExpectation_Name(), List.of()));
		}
		for (PositionExpectation e : reading.getPositions()) {
			children.add(node("expectation", "expect " + e.getName(), e, ReadingPackage.eINSTANCE.getPositionExpectation_Name(), List.of()));
		}
		for (DeckExpectation e : reading.getDecks()) {
			children.add(node("expectation", "expect " + e.getName(), e, ReadingPackage.eINSTANCE.getDeckExpectation_Name(), List.of()));
		}
		children.sort(Comparator.comparingInt(OutlineNode::offset));
		String label = "reading " + reading.getName() + (reading.getBase() != null
				? " extends " + NodeModelUtils.findNodesForFeature(reading, ReadingPackage.eINSTANCE.getReading_Base()).stream()
						.map(INode::getText).map(String::trim).findFirst().orElse("")
				: "") + (reading.getGame() != null ? " — " + reading.getGame() : "");
		return node("reading", label, reading, ReadingPackage.eINSTANCE.getReading_Name(), children);
	}

	private static OutlineNode node(String kind, String label, EObject element, EStructuralFeature name, List<OutlineNode> children) {
		List<INode> nodes = NodeModelUtils.findNodesForFeature(element, name);
		INode at = nodes.isEmpty() ? NodeModelUtils.findActualNodeFor(element) : nodes.get(0);
		int offset = at == null ? 0 : at.getOffset();
		int length = at == null ? 0 : at.getLength();
		return new OutlineNode(kind, label, offset, length, List.copyOf(children));
	}

	private static String text(EObject claim) {
		INode node = claim == null ? null : NodeModelUtils.findActualNodeFor(claim);
		if (node == null) {
			return "";
		}
		String t = NodeModelUtils.getTokenText(node);
		return t.length() > CLAIM_WIDTH ? t.substring(0, CLAIM_WIDTH - 1) + "…" : t;
	}
}
