package org.rulebench.sources.ui.annotate;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.sources.ui.SourcesView;
import org.rulebench.sources.ui.transcription.TranscriptionLayout.Span;

/** Annotate...: the dialog for the span selected in the Sources view, then the annotation saved in its set. */
public final class AnnotateHandler extends AbstractHandler {
	@Override
	public Object execute(ExecutionEvent event) {
		IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindow(event).getActivePage();
		SourcesView view;
		try {
			view = (SourcesView) page.showView(SourcesView.ID);
		} catch (PartInitException e) {
			return null;
		}
		Span span = view.selectedSpan().orElse(null);
		if (span == null) {
			view.status("Select the text to annotate in a passage of the source first.");
			return null;
		}
		AnnotateDialog dialog = dialog(view, span);
		if (dialog.open() == Window.OK) {
			view.annotate(dialog.request());
		}
		return null;
	}

	/** The dialog for a span of the view's source. */
	public static AnnotateDialog dialog(SourcesView view, Span span) {
		List<String> sets = view.snapshot().sets().stream().map(AnnotationSet::name).toList();
		String language = view.shownSource().source().getLanguage();
		return new AnnotateDialog(view.getSite().getShell(), span, language, sets);
	}
}
