package org.rulebench.sources.ui.citations;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;
import org.rulebench.sources.ui.SourcesView;
import org.rulebench.sources.ui.transcription.TranscriptionLayout.Span;

/**
 * Cite in Reading: the span selected in the Sources view becomes {@code cites #ID "quote"} in the rule at the cursor
 * of the reading editor, an edit of its document (so Undo takes it back, and the editor checks it again). Where it
 * goes is found by parsing the reading in a job; the edit is made only if the text did not change meanwhile.
 */
public final class CiteHandler extends AbstractHandler {
	@Override
	public Object execute(ExecutionEvent event) {
		IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindow(event).getActivePage();
		SourcesView view;
		try {
			view = (SourcesView) page.showView(SourcesView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
		} catch (PartInitException e) {
			return null;
		}
		Span span = view.selectedSpan().orElse(null);
		if (span == null) {
			view.status("Select the words to cite in a passage of the source first.");
			return null;
		}
		ITextEditor editor = readingEditor(page.getActiveEditor());
		if (editor == null) {
			view.status("Open a reading in the editor and put the cursor in the rule that rests on this passage.");
			return null;
		}
		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		int cursor = ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset();
		long stamp = ((IDocumentExtension4) document).getModificationStamp();
		String text = document.get();
		Display display = Display.getCurrent();
		Job job = Job.create("Citing #" + span.passage().getId(), monitor -> {
			CitationInsertion.Edit edit = new CitationInsertion().text(text).cursor(cursor)
					.passage(span.passage().getId()).quote(span.quote()).call();
			display.asyncExec(() -> apply(view, editor, document, stamp, edit));
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
		return null;
	}

	private static void apply(SourcesView view, ITextEditor editor, IDocument document, long stamp, CitationInsertion.Edit edit) {
		if (edit.problem() != null) {
			view.status("Not cited: " + edit.problem() + ".");
			return;
		}
		if (((IDocumentExtension4) document).getModificationStamp() != stamp) {
			view.status("Not cited: the reading changed meanwhile; cite again.");
			return;
		}
		try {
			document.replace(edit.offset(), 0, edit.text());
		} catch (BadLocationException e) {
			view.status("Not cited: the reading changed meanwhile; cite again.");
			return;
		}
		int start = edit.offset() + edit.text().indexOf("cites");
		editor.selectAndReveal(start, edit.offset() + edit.text().length() - start);
		view.status("Cited in rule " + edit.rule() + " of " + editor.getEditorInput().getName() + " (Undo in the editor takes it back).");
	}

	/** The editor as a reading's text editor, or null if it is not one. */
	static ITextEditor readingEditor(IEditorPart part) {
		if (part == null || !part.getEditorInput().getName().endsWith(".reading")) {
			return null;
		}
		return part.getAdapter(ITextEditor.class);
	}
}
