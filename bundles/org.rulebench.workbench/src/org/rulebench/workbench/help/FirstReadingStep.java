package org.rulebench.workbench.help;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * One step of the first reading, as the cheat sheet's "Click to perform" does it. The workbench's own commands
 * (Simulate, Commit Readings…, Compare Readings…, Content Assist) act on the part that is active, and while a
 * cheat sheet is followed its view is: each step first brings the reading and the part the command belongs to to
 * the front, then runs the command itself.
 */
public final class FirstReadingStep extends AbstractHandler {
	public static final String COMMAND = "org.rulebench.workbench.firstReadingStep";
	public static final String STEP = "step";
	private static final String CONTENT_ASSIST = "org.eclipse.ui.edit.text.contentAssist.proposals";
	private static final String CITES = "cites #";
	private static final int FOCUS_SETTLES_MS = 300;

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage();
		String step = event.getParameter(STEP);
		try {
			IEditorPart editor = IDE.openEditor(page, GettingStartedView.firstReading());
			switch (step == null ? "" : step) {
				case "open" -> { // the editor is open and in front
				}
				case "cite" -> proposeCitation(page, editor);
				case "simulate" -> GettingStartedView.STEPS.get(2).action().run(page);
				case "commit" -> run(page, "org.rulebench.readings.ui.readings", "org.rulebench.readings.ui.readings.commit");
				case "compare" -> run(page, "org.rulebench.readings.ui.readings", "org.rulebench.readings.ui.compareWith");
				default -> throw new ExecutionException("No step '" + step + "' in the first reading: open, cite, simulate, commit or compare");
			}
		} catch (ExecutionException e) {
			throw e;
		} catch (Exception e) {
			throw new ExecutionException("The step '" + step + "' could not be done: " + e.getMessage(), e);
		}
		return null;
	}

	/** The caret just after the first citation's '#', and the passages proposed there, as Ctrl+Space does. */
	private static void proposeCitation(IWorkbenchPage page, IEditorPart editor) throws Exception {
		if (!(editor instanceof ITextEditor text)) {
			throw new ExecutionException("The reading did not open in a text editor");
		}
		IDocument document = text.getDocumentProvider().getDocument(text.getEditorInput());
		int at = document.get().indexOf(CITES);
		if (at < 0) {
			throw new ExecutionException(GettingStartedView.FIRST_READING + " cites no passage");
		}
		text.selectAndReveal(at + CITES.length(), 0);
		// The proposals close when their editor loses the focus, and a cheat sheet takes it back once the step has
		// run, to show the next one: they open when it has done so.
		Display.getCurrent().timerExec(FOCUS_SETTLES_MS, () -> {
			if (page.getWorkbenchWindow().getShell().isDisposed()) {
				return;
			}
			page.activate(editor);
			try {
				page.getWorkbenchWindow().getService(IHandlerService.class).executeCommand(CONTENT_ASSIST, null);
			} catch (Exception e) {
				MessageDialog.openInformation(page.getWorkbenchWindow().getShell(), "Cite a passage",
						"The passages could not be proposed: " + e.getMessage() + "\nPress Ctrl+Space after cites # in the editor.");
			}
		});
	}

	/** The view in front (its commands are the active part's), then the command. */
	private static void run(IWorkbenchPage page, String viewId, String commandId) throws Exception {
		page.showView(viewId);
		page.getWorkbenchWindow().getService(IHandlerService.class).executeCommand(commandId, null);
	}
}
