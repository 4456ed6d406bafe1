package org.rulebench.workbench.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.readings.ui.CompareView;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.workbench.tests.Ui;

/**
 * The pictures of docs/views for the help and the Compare view's measures: Help > Help Contents (the help window on
 * the Rulebench book), Help > Search's hits for a term of the reading language, and the measures in the perspective's
 * narrow column, and the first reading's cheat sheet at its citation step. Not a test (its name is no test's), run on demand as ViewScreenshots is:
 * <pre>
 * DISPLAY=:107 RULEBENCH_SCREENSHOTS=$PWD/docs/views ./mvnw -B -o verify -pl tests/org.rulebench.workbench.tests -am \
 *     -Dtest=HelpScreenshots -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 * Each picture is the screen's top-left 1280 × 800 (the window's bounds), taken with ImageMagick's {@code import}.
 */
class HelpScreenshots {
	private static final String TO = System.getenv("RULEBENCH_SCREENSHOTS");
	private Rectangle bounds;

	@BeforeEach
	void onA1280By800Screen() {
		assertTrue(TO != null && !TO.isBlank(), "RULEBENCH_SCREENSHOTS names the directory the pictures go to");
		Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
		bounds = shell.getBounds();
		shell.setBounds(0, 0, 1280, 800);
	}

	@AfterEach
	void restore() {
		IWorkbenchPage page = Ui.page();
		if (page.isPageZoomed()) {
			page.toggleZoom(page.getActivePartReference());
		}
		PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setBounds(bounds);
	}

	@Test
	void helpContents() throws Exception {
		Shell main = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
		PlatformUI.getWorkbench().getHelpSystem().displayHelpResource("/org.rulebench.workbench/help/reading-language.html");
		Ui.waitUntil("the help window opens", () -> window(main) != null);
		Shell help = window(main);
		help.setBounds(0, 0, 1280, 800);
		calm(30000); // the help's web server starts, its pages (JSP, compiled at first use) load
		take("help-contents");
		help.close();
		main.forceActive(); // Help > Search acts in the active workbench window
		calm(1000);
	}

	@Test
	void helpSearch() throws Exception {
		PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().forceActive();
		calm(1000);
		PlatformUI.getWorkbench().getHelpSystem().search("shorthand");
		calm(8000); // the index is built at the first search
		take("help-search");
	}

	@Test
	void compareMeasures() throws Exception {
		Ui.example("pu-shuang/ping.reading");
		CompareView compare = (CompareView) Ui.page().showView(CompareView.ID);
		Object before = compare.comparison();
		compare.compare(ReadingsFolder.defaultProject(), "pu-shuang/ping.reading", "pu-shuang/huihui.reading");
		Ui.waitUntil("the comparison ends", () -> compare.comparison() != null && compare.comparison() != before
				|| compare.problem() != null);
		assertEquals(null, compare.problem());
		compare.showMeasures();
		calm(1500);
		take("compare-race-measures");
	}

	@Test
	void cheatSheet() throws Exception {
		Ui.readings();
		GettingStartedView walk = (GettingStartedView) Ui.page().showView(GettingStartedView.ID);
		walk.openCheatSheet();
		IViewPart view = Ui.page().findView(CheatSheetTest.CHEAT_SHEET_VIEW);
		Ui.waitUntil("the cheat sheet offers to begin", () -> CheatSheetTest.link(view, "Click to Begin") != null);
		CheatSheetTest.activate(CheatSheetTest.link(view, "Click to Begin"));
		Ui.waitUntil("the first step offers to be performed", () -> CheatSheetTest.link(view, "Click to perform") != null);
		CheatSheetTest.activate(CheatSheetTest.link(view, "Click to perform")); // opens qiliang.reading
		calm(1500);
		CheatSheetTest.activate(CheatSheetTest.link(view, "Click to perform")); // the passages proposed after cites #
		calm(2500);
		take("cheat-sheet");
		Ui.page().closeAllEditors(false);
		Ui.page().hideView(view);
		Ui.page().hideView(walk);
	}

	private static Shell window(Shell main) {
		return Arrays.stream(Display.getCurrent().getShells()).filter(s -> s != main && s.isVisible()).findFirst().orElse(null);
	}

	private static void take(String name) throws Exception {
		Display.getCurrent().setCursorLocation(1279, 799);
		calm(500);
		File to = new File(TO, name + ".png");
		Process p = new ProcessBuilder("/usr/bin/import", "-window", "root", "-crop", "1280x800+0+0", "+repage", to.getPath())
				.inheritIO().start();
		assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "import wrote " + to);
	}

	private static void calm(long millis) {
		Ui.dispatchFor(millis);
	}
}
