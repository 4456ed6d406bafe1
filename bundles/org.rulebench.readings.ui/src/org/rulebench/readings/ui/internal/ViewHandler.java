package org.rulebench.readings.ui.internal;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.rulebench.readings.ui.CompareView;
import org.rulebench.readings.ui.ReadingsView;

/**
 * The commands of the Readings and Compare views' tool bars (plugin.xml: Quick Access, bindable keys), each run by
 * the page's view of that name, whichever part is active: org.rulebench.readings.ui.VIEW.WHAT.
 */
public final class ViewHandler extends AbstractHandler {
	private static final String PREFIX = "org.rulebench.readings.ui.";

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		String what = event.getCommand().getId().substring(PREFIX.length());
		IWorkbenchPart part = view(event, what.startsWith("readings.") ? ReadingsView.ID : CompareView.ID);
		if (part instanceof ReadingsView v) {
			switch (what) {
			case "readings.refresh" -> v.refresh();
			case "readings.commit" -> v.commit();
			case "readings.switch" -> v.switchToSelected();
			case "readings.newBranch" -> v.newBranch();
			case "readings.publish" -> v.publish();
			default -> throw unknown(event);
			}
		} else if (part instanceof CompareView v) {
			switch (what) {
			case "compare.run" -> v.run();
			case "compare.cancel" -> v.cancel();
			case "compare.swap" -> v.swap();
			default -> throw unknown(event);
			}
		}
		return null;
	}

	/**
	 * The view of this id: the active part if it is one, else the active page's (a click on a view's tool bar leaves the
	 * editor the active part); null where the page has none.
	 */
	private static IWorkbenchPart view(ExecutionEvent event, String id) {
		IWorkbenchPart active = HandlerUtil.getActivePart(event);
		if (active != null && id.equals(active.getSite().getId())) {
			return active;
		}
		IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
		IWorkbenchPage page = window == null ? null : window.getActivePage();
		return page == null ? null : page.findView(id);
	}

	private static ExecutionException unknown(ExecutionEvent event) {
		return new ExecutionException("No view of Rulebench handles " + event.getCommand().getId());
	}
}
