package org.rulebench.reading.ide;

import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.rulebench.reading.ide.contentassist.ReadingProposals;

/**
 * Guice bindings of the editor-independent services (org.eclipse.xtext.ide) on top of the runtime module: the
 * generated {@link AbstractReadingIdeModule} binds the content assist parser and lexer; proposals come from
 * Xtext's {@code IdeContentProposalProvider} and, for passages, {@link ReadingProposals}.
 */
public class ReadingIdeModule extends AbstractReadingIdeModule {

	/** The grammar's proposals, and passages to cite with their text ({@code #id}, the reading's own source first). */
	public Class<? extends IdeContentProposalProvider> bindIdeContentProposalProvider() {
		return ReadingProposals.class;
	}

	/** Rule names, alternatives, events, points, passages, quotes and evidence labels, each with a style. */
	public Class<? extends ISemanticHighlightingCalculator> bindISemanticHighlightingCalculator() {
		return ReadingHighlighting.class;
	}
}
