package org.rulebench.reading.ide;

import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;

/**
 * Guice bindings of the editor-independent services (org.eclipse.xtext.ide) on top of the runtime module: the
 * generated {@link AbstractReadingIdeModule} binds the content assist parser and lexer; proposals come from
 * Xtext's {@code IdeContentProposalProvider}.
 */
public class ReadingIdeModule extends AbstractReadingIdeModule {

	/** Rule names, alternatives, events, points, passages, quotes and evidence labels, each with a style. */
	public Class<? extends ISemanticHighlightingCalculator> bindISemanticHighlightingCalculator() {
		return ReadingHighlighting.class;
	}
}
