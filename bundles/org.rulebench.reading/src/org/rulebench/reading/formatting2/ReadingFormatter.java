package org.rulebench.reading.formatting2;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.formatting2.AbstractFormatter2;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.eclipse.xtext.resource.XtextResource;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.DeckExpectation;
import org.rulebench.reading.reading.Expectation;
import org.rulebench.reading.reading.Outcome;
import org.rulebench.reading.reading.Piece;
import org.rulebench.reading.reading.PositionExpectation;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.Setting;
import org.rulebench.reading.reading.SideStanding;
import org.rulebench.reading.reading.Support;

/**
 * Lays a reading out as the examples are written: the header, then each rule after a blank line, its citations
 * and evidence on an indented line of their own, alternatives one per line inside their braces, single spaces
 * between words and none before a comma.
 */
public class ReadingFormatter extends AbstractFormatter2 {

	@Override
	public void format(Object obj, IFormattableDocument doc) {
		if (obj instanceof Reading reading) {
			reading(reading, doc);
		} else if (obj instanceof XtextResource resource) {
			_format(resource, doc);
		} else if (obj instanceof EObject other) {
			_format(other, doc);
		} else {
			_format(obj, doc);
		}
	}

	private void reading(Reading reading, IFormattableDocument doc) {
		words(reading, doc);
		doc.prepend(textRegionExtensions.regionFor(reading).keyword("game"), it -> it.newLine());
		for (Setting s : reading.getSettings()) {
			doc.prepend(s, it -> it.newLine());
		}
		for (Rule rule : reading.getRules()) {
			doc.prepend(rule, it -> it.setNewLines(2));
			rule(rule, doc);
		}
		for (Expectation e : reading.getExpectations()) {
			doc.prepend(e, it -> it.setNewLines(2));
			expectation(e, doc);
		}
		for (PositionExpectation e : reading.getPositions()) {
			doc.prepend(e, it -> it.setNewLines(2));
			support(e.getSupport(), doc, 1);
		}
		for (DeckExpectation e : reading.getDecks()) {
			doc.prepend(e, it -> it.setNewLines(2));
			support(e.getSupport(), doc, 1);
		}
		for (Piece p : EcoreUtil2.getAllContentsOfType(reading, Piece.class)) {
			for (ISemanticRegion r : textRegionExtensions.regionFor(p).keywords(";")) {
				doc.prepend(r, it -> it.noSpace());
			}
		}
		doc.append(reading, it -> it.newLine());
	}

	/** One space between every two tokens unless a rule below says otherwise; none before a comma. */
	private void words(EObject root, IFormattableDocument doc) {
		for (ISemanticRegion r : textRegionExtensions.allRegionsFor(root).keywords(",", ":", ")")) {
			doc.prepend(r, it -> it.noSpace());
		}
		for (ISemanticRegion r : textRegionExtensions.allRegionsFor(root).keywords("(")) {
			doc.append(r, it -> it.noSpace());
		}
		for (ISemanticRegion r : textRegionExtensions.allSemanticRegions(root)) {
			doc.append(r, it -> {
				it.oneSpace();
				it.lowPriority();
			});
		}
	}

	private void rule(Rule rule, IFormattableDocument doc) {
		support(rule.getSupport(), doc, 1);
		if (!rule.getAlternatives().isEmpty()) {
			ISemanticRegion open = textRegionExtensions.regionFor(rule).keyword("{");
			ISemanticRegion close = textRegionExtensions.regionFor(rule).keyword("}");
			doc.interior(open, close, it -> it.indent());
			doc.prepend(close, it -> it.newLine());
			for (Alternative a : rule.getAlternatives()) {
				doc.prepend(a, it -> it.newLine());
				support(a.getSupport(), doc, 1);
			}
		}
	}

	private void support(Support support, IFormattableDocument doc, int depth) {
		if (support == null) {
			return;
		}
		doc.surround(support, it -> it.indent());
		doc.prepend(support, it -> it.newLine());
	}

	private void expectation(Expectation e, IFormattableDocument doc) {
		for (SideStanding s : e.getSides()) {
			doc.surround(s, it -> it.indent());
			doc.prepend(s, it -> it.newLine());
		}
		for (Outcome o : e.getOutcomes()) {
			doc.surround(o, it -> it.indent());
			doc.prepend(o, it -> it.newLine());
		}
		support(e.getSupport(), doc, 1);
	}
}
