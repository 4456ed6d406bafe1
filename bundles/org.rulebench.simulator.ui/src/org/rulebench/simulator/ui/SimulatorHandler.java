package org.rulebench.simulator.ui;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * The Simulator view's commands (plugin.xml: its tool bar, Quick Access, bindable keys), each handled by the
 * Simulator view of the active page, whichever part is active: a person clicks the view's tool bar while typing in the
 * editor, and a click on a part's tool bar does not make the part active.
 */
public final class SimulatorHandler extends AbstractHandler {
	static final String PREFIX = "org.rulebench.simulator.ui.";

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		SimulatorView view = simulator(event);
		if (view == null) {
			return null;
		}
		switch (event.getCommand().getId().substring(PREFIX.length())) {
		case "newGame" -> view.newGame();
		case "toStart" -> view.toStart();
		case "back" -> view.step(-1);
		case "forward" -> view.step(1);
		case "toEnd" -> view.toEnd();
		case "nextEvent" -> view.nextEvent();
		case "simulate" -> view.simulate();
		default -> throw new ExecutionException("The Simulator view has no command " + event.getCommand().getId());
		}
		return null;
	}

	/** The active part if it is a Simulator view, else the active page's Simulator view; null if it has none. */
	private static SimulatorView simulator(ExecutionEvent event) {
		if (HandlerUtil.getActivePart(event) instanceof SimulatorView active) {
			return active;
		}
		IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
		IWorkbenchPage page = window == null ? null : window.getActivePage();
		return page != null && page.findView(SimulatorView.ID) instanceof SimulatorView shown ? shown : null;
	}
}
