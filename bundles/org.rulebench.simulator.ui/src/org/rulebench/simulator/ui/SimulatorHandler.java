package org.rulebench.simulator.ui;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * The Simulator view's commands (plugin.xml: its tool bar, Quick Access, bindable keys), each handled by the view
 * that is active when it runs.
 */
public final class SimulatorHandler extends AbstractHandler {
	static final String PREFIX = "org.rulebench.simulator.ui.";

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		if (!(HandlerUtil.getActivePartChecked(event) instanceof SimulatorView view)) {
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
}
