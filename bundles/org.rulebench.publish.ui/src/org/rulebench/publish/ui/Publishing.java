package org.rulebench.publish.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.custom.BusyIndicator;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.part.FileEditorInput;

/**
 * File > Publish… from asking to telling: reads what the reading offers, asks with the {@link PublishDialog}, runs
 * the {@link PublishJob}, and says at the end which files were written (with a button to open the HTML) or what to
 * fix. The workbench goes on meanwhile: the job is in the Progress view, where it can be cancelled.
 */
public final class Publishing {
	/**
	 * A message at the end of a publication.
	 *
	 * @param message what it says
	 * @param buttons its buttons' labels, the first the default
	 * @param dialog  the dialog showing it
	 */
	public record Report(String message, List<String> buttons, MessageDialog dialog) {
	}

	/** The last message shown at the end of a publication (tests read and close it). */
	private static volatile Report lastReport;

	private Publishing() {
	}

	/** Asks how to publish the target, then publishes it; a reading that cannot be published is said at once. */
	public static void ask(Shell shell, IWorkbenchPage page, PublishTarget target) {
		ReadingOptions[] options = new ReadingOptions[1];
		BusyIndicator.showWhile(shell.getDisplay(), () -> options[0] = ReadingOptions.of(target.file()));
		if (options[0].problem() != null) {
			MessageDialog.openError(shell, "Cannot Publish", options[0].problem());
			return;
		}
		PublishDialog dialog = new PublishDialog(shell, target, options[0], unsaved(page, target.file()));
		if (dialog.open() == Window.OK) {
			start(shell.getDisplay(), target, dialog.request(), dialog.combinations());
		}
	}

	/** Runs the publication in a job; its end is reported on the display's thread. */
	public static PublishJob start(Display display, PublishTarget target, PublishRequest request, int combinations) {
		PublishJob job = new PublishJob(target, request, combinations, outcome -> display.asyncExec(() -> report(display, outcome)));
		job.schedule();
		return job;
	}

	private static boolean unsaved(IWorkbenchPage page, IFile file) {
		IEditorPart editor = page == null ? null : page.findEditor(new FileEditorInput(file));
		return editor != null && editor.isDirty();
	}

	/** The files written and a way to open the HTML, or what to fix; nothing for a cancel but a line in the status. */
	public static void report(Display display, PublishJob.Outcome o) {
		if (display.isDisposed() || o.cancelled()) {
			return;
		}
		Shell shell = display.getActiveShell();
		MessageDialog dialog;
		String message;
		String[] buttons;
		if (o.problem() != null) {
			message = o.problem() + "\n\nNothing was written. Fix this, then publish again.";
			buttons = new String[] { IDialogConstants.CLOSE_LABEL };
			dialog = new MessageDialog(shell, "Not Published", null, message, MessageDialog.ERROR, 0, buttons);
		} else {
			Path html = o.html();
			String files = o.written().stream().map(Path::toString).collect(Collectors.joining("\n"));
			buttons = html == null ? new String[] { IDialogConstants.CLOSE_LABEL } : new String[] { "&Open HTML", IDialogConstants.CLOSE_LABEL };
			message = o.target().describe() + " is published. Written:\n" + files;
			dialog = new MessageDialog(shell, "Published", null, message, MessageDialog.INFORMATION, 0, buttons) {
				@Override
				protected void buttonPressed(int id) {
					if (html != null && id == 0 && !Program.launch(html.toString())) {
						MessageDialog.openInformation(getShell(), "No Browser", "No program here opens HTML files: open " + html
								+ " in a browser.");
					}
					super.buttonPressed(id);
				}
			};
		}
		dialog.setBlockOnOpen(false);
		lastReport = new Report(message, List.of(buttons), dialog);
		dialog.open();
	}

	/** The last end-of-publication message, open or closed; null before any. */
	public static Report lastReport() {
		return lastReport;
	}
}
