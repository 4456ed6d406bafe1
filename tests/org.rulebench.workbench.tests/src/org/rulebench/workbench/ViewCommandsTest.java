package org.rulebench.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.Command;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.menu.MHandledToolItem;
import org.eclipse.e4.ui.model.application.ui.menu.MToolBarElement;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.readings.ui.CompareView;
import org.rulebench.readings.ui.ReadingsView;
import org.rulebench.simulator.ui.SimulatorView;
import org.rulebench.sources.ui.SourcesView;
import org.rulebench.workbench.tests.Ui;

/**
 * The views' tool bars are commands (Quick Access finds them, keys can be bound to them) with handlers and icons;
 * run as commands, they do what the buttons do.
 */
class ViewCommandsTest {
	/** Each view and the commands of its tool bar, in order. */
	private static final Map<String, List<String>> TOOL_BARS = Map.of(
			SimulatorView.ID, List.of("org.rulebench.simulator.ui.newGame", "org.rulebench.simulator.ui.toStart",
					"org.rulebench.simulator.ui.back", "org.rulebench.simulator.ui.forward", "org.rulebench.simulator.ui.toEnd",
					"org.rulebench.simulator.ui.nextEvent", "org.rulebench.simulator.ui.simulate"),
			ReadingsView.ID, List.of("org.rulebench.readings.ui.readings.refresh", "org.rulebench.readings.ui.readings.commit",
					"org.rulebench.readings.ui.readings.switch", "org.rulebench.readings.ui.readings.newBranch",
					"org.rulebench.readings.ui.readings.publish", "org.rulebench.readings.ui.compareWith"),
			CompareView.ID, List.of("org.rulebench.readings.ui.compare.run", "org.rulebench.readings.ui.compare.cancel",
					"org.rulebench.readings.ui.compare.swap", "org.rulebench.publish.ui.publish"),
			SourcesView.ID, List.of("org.rulebench.sources.ui.cite", "org.rulebench.sources.ui.annotate"));

	@AfterEach
	void closeEditors() {
		Ui.page().closeAllEditors(false);
	}

	@Test
	void everyToolBarButtonIsACommandOfRulebenchWithAnIconAndATooltip() throws Exception {
		ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
		for (Map.Entry<String, List<String>> view : TOOL_BARS.entrySet()) {
			IViewPart part = Ui.page().showView(view.getKey());
			Ui.settle();
			List<String> ids = new ArrayList<>(); // the e4 model of the view's tool bar, which the legacy menus fill
			for (MToolBarElement item : part.getSite().getService(MPart.class).getToolbar().getChildren()) {
				if (item instanceof MHandledToolItem h && h.isToBeRendered() && h.isVisible()) {
					ids.add(h.getCommand().getElementId());
				}
			}
			assertEquals(view.getValue(), ids, view.getKey());
			for (String id : ids) {
				Command c = commands.getCommand(id);
				assertTrue(c.isDefined(), id);
				assertEquals("org.rulebench.commands", c.getCategory().getId(), id + " is listed under Rulebench");
				assertFalse(c.getDescription().isBlank(), id);
			}
			Object bar = part.getSite().getService(MPart.class).getToolbar().getWidget();
			assertTrue(bar instanceof ToolBar, view.getKey() + " shows its tool bar");
			for (ToolItem item : ((ToolBar) bar).getItems()) {
				if ((item.getStyle() & org.eclipse.swt.SWT.SEPARATOR) == 0) {
					assertNotNull(item.getImage(), view.getKey() + ": " + item.getToolTipText() + " has an icon");
					assertFalse(item.getToolTipText() == null || item.getToolTipText().isBlank(), view.getKey());
				}
			}
		}
	}

	@Test
	void theSimulatorsStepCommandsMoveThroughTheGame() throws Exception {
		var file = Ui.example("pu-shuang/ping.reading");
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		int before = view.simulations();
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("the simulation is shown", () -> view.simulations() > before && view.replay() != null);
		Ui.page().activate(view);
		IHandlerService handlers = view.getSite().getService(IHandlerService.class);
		handlers.executeCommand("org.rulebench.simulator.ui.forward", null);
		assertEquals(1, view.turn());
		handlers.executeCommand("org.rulebench.simulator.ui.toEnd", null);
		assertEquals(view.replay().turnCount(), view.turn());
		handlers.executeCommand("org.rulebench.simulator.ui.back", null);
		assertEquals(view.replay().turnCount() - 1, view.turn());
		handlers.executeCommand("org.rulebench.simulator.ui.toStart", null);
		assertEquals(0, view.turn());
	}

	/** A person clicks the Simulator's tool bar while the editor is the active part: the click does not activate the view. */
	@Test
	void theSimulatorsToolBarActsWhileTheEditorIsActive() throws Exception {
		var file = Ui.example("pu-shuang/ping.reading");
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		int before = view.simulations();
		var editor = IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("the simulation is shown", () -> view.simulations() > before && view.replay() != null);
		Ui.page().activate(editor);
		assertEquals(editor, Ui.page().getActivePart());
		IHandlerService handlers = editor.getSite().getService(IHandlerService.class);
		handlers.executeCommand("org.rulebench.simulator.ui.toStart", null);
		handlers.executeCommand("org.rulebench.simulator.ui.forward", null);
		assertEquals(1, view.turn(), "One Turn Forward reached the Simulator from the editor");
		assertEquals(editor, Ui.page().getActivePart(), "and the editor keeps the keyboard");
	}

	@Test
	void theCompareViewsSwapReachesItWhileTheEditorIsActive() throws Exception {
		CompareView view = (CompareView) Ui.page().showView(CompareView.ID);
		view.specs("main:pu-shuang/ping.reading", "pu-shuang/qiliang.reading");
		var editor = IDE.openEditor(Ui.page(), Ui.example("pu-shuang/ping.reading"));
		Ui.page().activate(editor);
		editor.getSite().getService(IHandlerService.class).executeCommand("org.rulebench.readings.ui.compare.swap", null);
		assertEquals(List.of("pu-shuang/qiliang.reading", "main:pu-shuang/ping.reading"), view.specs());
	}

	@Test
	void theCompareViewsSwapCommandSwapsTheReadings() throws Exception {
		CompareView view = (CompareView) Ui.page().showView(CompareView.ID);
		view.specs("main:pu-shuang/ping.reading", "pu-shuang/qiliang.reading");
		Ui.page().activate(view);
		view.getSite().getService(IHandlerService.class).executeCommand("org.rulebench.readings.ui.compare.swap", null);
		assertEquals(List.of("pu-shuang/qiliang.reading", "main:pu-shuang/ping.reading"), view.specs());
	}
}
