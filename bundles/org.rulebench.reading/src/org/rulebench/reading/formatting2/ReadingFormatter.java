package org.rulebench.reading.formatting2;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.formatting2.AbstractFormatter2;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.IHiddenRegionFormatter;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegionsFinder;
import org.eclipse.xtext.resource.XtextResource;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Rule;

/**
 * Formatter of readings (Xtext's formatting2 API): the header on one line, each rule on a line of its own,
 * {@code rule name: "text"}.
 *
 * <p>Plain Java: {@link #format(Object, IFormattableDocument)} dispatches on the model type with a pattern
 * switch, where an Xtend formatter would use dispatch methods; the types it does not know go to
 * {@link AbstractFormatter2}'s defaults.
 */
public class ReadingFormatter extends AbstractFormatter2 {

	@Override
	public void format(Object object, IFormattableDocument document) {
		switch (object) {
			case Reading reading -> formatReading(reading, document);
			case Rule rule -> formatRule(rule, document);
			case XtextResource resource -> _format(resource, document);
			case EObject other -> _format(other, document);
			case null -> _format((Void) null, document);
			default -> _format(object, document);
		}
	}

	protected void formatReading(Reading reading, IFormattableDocument document) {
		ISemanticRegionsFinder regions = textRegionExtensions.regionFor(reading);
		document.append(regions.keyword("reading"), IHiddenRegionFormatter::oneSpace);
		document.surround(regions.keyword("extends"), IHiddenRegionFormatter::oneSpace);
		document.surround(regions.keyword("game"), IHiddenRegionFormatter::oneSpace);
		for (Rule rule : reading.getRules()) {
			document.prepend(rule, IHiddenRegionFormatter::newLine);
			document.format(rule);
		}
	}

	protected void formatRule(Rule rule, IFormattableDocument document) {
		ISemanticRegionsFinder regions = textRegionExtensions.regionFor(rule);
		document.append(regions.keyword("rule"), IHiddenRegionFormatter::oneSpace);
		document.prepend(regions.keyword(":"), IHiddenRegionFormatter::noSpace);
		document.append(regions.keyword(":"), IHiddenRegionFormatter::oneSpace);
	}
}
