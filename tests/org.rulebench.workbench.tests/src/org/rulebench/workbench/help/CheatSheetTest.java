package org.rulebench.workbench.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.forms.widgets.ImageHyperlink;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.workbench.tests.Ui;

/**
 * Issue 27, item 9: the first reading as an Eclipse cheat sheet (Help > Cheat Sheets…), whose "Click to perform"
 * runs the workbench's own commands.
 */
class CheatSheetTest {
	static final String CHEAT_SHEET_VIEW = "org.eclipse.ui.cheatsheets.views.CheatSheetView";

	@AfterEach
	void close() {
		Ui.page().closeAllEditors(false);
		for (String id : List.of(CHEAT_SHEET_VIEW, GettingStartedView.ID)) {
			var ref = Ui.page().findViewReference(id);
			if (ref != null) {
				Ui.page().hideView(ref);
			}
		}
	}

	@Test
	void helpListsTheCheatSheet() {
		IConfigurationElement sheet = Arrays.stream(Platform.getExtensionRegistry()
				.getConfigurationElementsFor("org.eclipse.ui.cheatsheets.cheatSheetContent"))
				.filter(e -> GettingStartedView.CHEAT_SHEET.equals(e.getAttribute("id"))).findFirst().orElse(null);
		assertNotNull(sheet, "the cheat sheet is contributed");
		assertEquals("Your First Reading", sheet.getAttribute("name"));
		Menu bar = Ui.page().getWorkbenchWindow().getShell().getMenuBar();
		MenuItem help = Arrays.stream(bar.getItems()).filter(i -> i.getText().replace("&", "").equals("Help")).findFirst().orElseThrow();
		help.getMenu().notifyListeners(SWT.Show, new Event()); // the menu manager fills the menu as it opens
		List<String> items = Arrays.stream(help.getMenu().getItems()).map(i -> i.getText().replace("&", "")).toList();
		help.getMenu().notifyListeners(SWT.Hide, new Event());
		assertTrue(items.stream().anyMatch(t -> t.startsWith("Cheat Sheets…")), items.toString());
	}

	@Test
	void clickToPerformOpensTheFirstReadingThenProposesPassages() throws Exception {
		Ui.readings();
		GettingStartedView walk = (GettingStartedView) Ui.page().showView(GettingStartedView.ID);
		walk.openCheatSheet();
		IViewPart view = Ui.page().findView(CHEAT_SHEET_VIEW);
		assertNotNull(view, "Getting Started opens the cheat sheet");
		Ui.waitUntil("the cheat sheet offers to begin", () -> link(view, "Click to Begin") != null);
		activate(link(view, "Click to Begin"));
		Ui.waitUntil("the first step offers to be performed", () -> link(view, "Click to perform") != null);
		activate(link(view, "Click to perform"));
		Ui.waitUntil("the reading is open", () -> Ui.page().getActiveEditor() != null);
		IEditorPart editor = Ui.page().getActiveEditor();
		assertEquals("qiliang.reading", editor.getEditorInput().getName());

		Shell main = Ui.page().getWorkbenchWindow().getShell();
		activate(link(view, "Click to perform")); // the next step: the passages proposed after cites #
		Ui.waitUntil("the passages are proposed", () -> Arrays.stream(main.getShells()).anyMatch(Shell::isVisible));
		assertEquals(editor, Ui.page().getActivePart(), "the proposals are the editor's, which has the focus");
	}

	@Test
	void everyStepOfTheCheatSheetIsACommandThatRuns() throws Exception {
		Ui.readings();
		ICommandService commands = Ui.page().getWorkbenchWindow().getService(ICommandService.class);
		IHandlerService handlers = Ui.page().getWorkbenchWindow().getService(IHandlerService.class);
		ParameterizedCommand open = commands.deserialize("org.rulebench.workbench.firstReadingStep(step=open)");
		handlers.executeCommand(open, null);
		assertEquals("qiliang.reading", Ui.page().getActiveEditor().getEditorInput().getName());
		ParameterizedCommand cheatSheet = ParameterizedCommand.generateCommand(
				commands.getCommand(GettingStartedView.OPEN_CHEAT_SHEET), Map.of("cheatSheetId", GettingStartedView.CHEAT_SHEET));
		handlers.executeCommand(cheatSheet, null);
		assertNotNull(Ui.page().findView(CHEAT_SHEET_VIEW));
	}

	/** A visible "Click to …" link of the cheat sheet, as a person finds it. */
	static ImageHyperlink link(IViewPart view, String tooltip) {
		List<ImageHyperlink> found = new ArrayList<>();
		collect((Composite) ((org.eclipse.ui.part.ViewPart) view).getViewSite().getShell(), found);
		return found.stream().filter(l -> tooltip.equals(l.getToolTipText()) && l.isVisible()).findFirst().orElse(null);
	}

	private static void collect(Control c, List<ImageHyperlink> found) {
		if (c instanceof ImageHyperlink l) {
			found.add(l);
		}
		if (c instanceof Composite composite) {
			for (Control child : composite.getChildren()) {
				collect(child, found);
			}
		}
	}

	/** Enter on the link: what a click does. */
	static void activate(ImageHyperlink link) {
		Event enter = new Event();
		enter.character = SWT.CR;
		link.notifyListeners(SWT.KeyDown, enter);
		Ui.settle();
	}
}
