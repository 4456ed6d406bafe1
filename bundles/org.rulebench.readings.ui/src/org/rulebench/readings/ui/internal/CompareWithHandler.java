package org.rulebench.readings.ui.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;
import org.rulebench.readings.ui.CompareView;
import org.rulebench.readings.ui.ReadingsView;

/**
 * "Compare Readings…" on a reading in the Project Explorer or in the Readings view's tool bar: asks what with, then
 * shows both in the Compare view. On two readings selected together it compares them at once, the first selected
 * as the old.
 */
public final class CompareWithHandler extends AbstractHandler {
	/** Both readings in the Compare view, as files of their project (the first as the old). */
	public static void compareBoth(IFile old, IFile now) {
		try {
			CompareView view = (CompareView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().showView(CompareView.ID);
			if (old.getProject().equals(now.getProject())) {
				view.compare(old.getProject(), ReadingsFolder.pathOf(old), ReadingsFolder.pathOf(now));
			} else { // files of two projects: each by its place on disk
				view.compare(old.getProject(), old.getLocation().toOSString(), now.getLocation().toOSString());
			}
		} catch (PartInitException e) {
			org.eclipse.jface.dialogs.ErrorDialog.openError(null, "Compare", "The Compare view cannot be opened", e.getStatus());
		}
	}

	@Override
	public Object execute(ExecutionEvent event) {
		if (HandlerUtil.getActivePart(event) instanceof ReadingsView view) {
			view.compareWith(); // the reading whose history the view shows
			return null;
		}
		ISelection selection = HandlerUtil.getCurrentSelection(event);
		if (!(selection instanceof IStructuredSelection s)) {
			return null;
		}
		List<IFile> readings = new ArrayList<>();
		for (Object o : s.toList()) {
			if (Adapters.adapt(o, IFile.class) instanceof IFile f && "reading".equals(f.getFileExtension())) {
				readings.add(f);
			}
		}
		if (readings.size() == 2) {
			compareBoth(readings.get(0), readings.get(1));
		} else if (readings.size() == 1) {
			CompareWithDialog.open(HandlerUtil.getActiveShell(event), readings.get(0), null);
		}
		return null;
	}
}
