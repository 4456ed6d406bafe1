package org.rulebench.sources.ui.citations;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;
import org.rulebench.sources.ui.SourcesView;

/**
 * Show Cited Passage (Source menu of the reading editor; F3 opens the same through the citation's hyperlink): the
 * Sources view at the passage of the citation at the cursor.
 */
public final class ShowCitedPassageHandler extends AbstractHandler {
	@Override
	public Object execute(ExecutionEvent event) {
		IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindow(event).getActivePage();
		ITextEditor editor = CiteHandler.readingEditor(page.getActiveEditor());
		if (editor == null) {
			return null;
		}
		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		int offset = ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset();
		CitationAtOffset.find(document.get(), offset).ifPresent(c -> open(page, c));
		return null;
	}

	/** Shows the Sources view at the citation's passage and quote. */
	static void open(IWorkbenchPage page, CitationAtOffset c) {
		try {
			SourcesView view = (SourcesView) page.showView(SourcesView.ID);
			view.show(c.passageId(), c.quote());
		} catch (PartInitException e) {
			// the view could not be made: the workbench logs why, there is nothing to show the passage in
		}
	}
}
