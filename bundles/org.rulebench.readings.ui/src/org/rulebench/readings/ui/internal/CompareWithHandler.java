package org.rulebench.readings.ui.internal;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.handlers.HandlerUtil;
import org.rulebench.readings.ui.ReadingsView;

/**
 * "Compare Readings…" on a reading in the Project Explorer or in the Readings view's tool bar: asks what with, then
 * shows both in the Compare view.
 */
public final class CompareWithHandler extends AbstractHandler {
	@Override
	public Object execute(ExecutionEvent event) {
		if (HandlerUtil.getActivePart(event) instanceof ReadingsView view) {
			view.compareWith(); // the reading whose history the view shows
			return null;
		}
		ISelection selection = HandlerUtil.getCurrentSelection(event);
		if (selection instanceof IStructuredSelection s && Adapters.adapt(s.getFirstElement(), IFile.class) instanceof IFile f
				&& "reading".equals(f.getFileExtension())) {
			CompareWithDialog.open(HandlerUtil.getActiveShell(event), f, null);
		}
		return null;
	}
}
