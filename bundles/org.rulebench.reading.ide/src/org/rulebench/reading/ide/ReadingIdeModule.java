package org.rulebench.reading.ide;

import org.eclipse.xtext.ide.editor.syntaxcoloring.DefaultSemanticHighlightingCalculator;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;

/**
 * Guice bindings of the editor-independent services (org.eclipse.xtext.ide) on top of the runtime module: the
 * generated {@link AbstractReadingIdeModule} binds the content assist parser and lexer; proposals come from
 * Xtext's {@code IdeContentProposalProvider}.
 */
public class ReadingIdeModule extends AbstractReadingIdeModule {

	/** Xtext's default (cross references, and the highlighting the grammar implies); replace as needed. */
	public Class<? extends ISemanticHighlightingCalculator> bindISemanticHighlightingCalculator() {
		return DefaultSemanticHighlightingCalculator.class;
	}
}
