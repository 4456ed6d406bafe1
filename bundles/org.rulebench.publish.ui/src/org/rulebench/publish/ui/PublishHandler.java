package org.rulebench.publish.ui;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.rulebench.readings.ui.CompareView;

/**
 * File > Publish…: publishes what the person is looking at. In the Compare view, the comparison shown (its new
 * reading compared with its old); else the reading of the active editor, or the reading selected in a navigator.
 */
public final class PublishHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) {
		IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
		Shell shell = window == null ? null : window.getShell();
		IWorkbenchPart part = HandlerUtil.getActivePart(event);
		Object target = target(part, HandlerUtil.getCurrentSelection(event), window == null ? null : window.getActivePage().getActiveEditor());
		if (target instanceof String problem) {
			MessageDialog.openInformation(shell, "Publish", problem);
		} else {
			Publishing.ask(shell, window.getActivePage(), (PublishTarget) target);
		}
		return null;
	}

	/** What to publish, or why there is nothing to. */
	public static Object target(IWorkbenchPart part, ISelection selection, IEditorPart editor) {
		if (part instanceof CompareView compare) {
			return comparison(compare);
		}
		IFile selected = selection instanceof IStructuredSelection s && s.size() == 1 ? Adapters.adapt(s.getFirstElement(), IFile.class) : null;
		if (part != editor && reading(selected)) {
			return new PublishTarget(selected, null);
		}
		IFile edited = editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
		if (reading(edited)) {
			return new PublishTarget(edited, null);
		}
		if (reading(selected)) {
			return new PublishTarget(selected, null);
		}
		return "Open a reading in the editor, select one in the Project Explorer, or show a comparison in the Compare view,"
				+ " then publish it.";
	}

	/** The comparison shown: its new reading, a file of the project, compared with its old. */
	public static Object comparison(CompareView view) {
		var specs = view.specs();
		if (view.comparison() == null || specs.size() != 2) {
			return "Compare two readings first (Compare in the Compare view), then publish the comparison.";
		}
		IProject project = view.project();
		Path folder = project.getLocation().toFile().toPath();
		String now = specs.get(1);
		if (now.isBlank() || !Files.isRegularFile(folder.resolve(now))) {
			return "The new reading of the comparison, " + now + ", is not a file of the project: a comparison is published as its new"
					+ " reading, on disk, compared with the old. Swap the readings, or switch to the new reading's branch.";
		}
		IFile file = project.getFile(now);
		return new PublishTarget(file, specs.get(0));
	}

	private static boolean reading(IFile f) {
		return f != null && "reading".equals(f.getFileExtension()) && f.exists();
	}
}
