package org.rulebench.publish.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.simulator.ui.SimulatorView;
import org.rulebench.simulator.ui.statistics.ChartCanvas;
import org.rulebench.workbench.tests.Ui;

/**
 * The pictures of docs/views for publishing from the workbench: the Publish dialog, the charts' and the table's
 * context menus, and a chart saved as PNG. Not a test of behaviour, and not run by a build (its name is no test's):
 * run on demand on an X screen of 1280 × 800, as ViewScreenshots is,
 * <pre>
 * Xvfb :107 -screen 0 1280x800x24 -nolisten tcp &amp;
 * DISPLAY=:107 RULEBENCH_SCREENSHOTS=$PWD/docs/views ./mvnw -B -o verify -pl tests/org.rulebench.workbench.tests -am \
 *     -Dtest=PublishScreenshots -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 * and then look at every picture.
 */
class PublishScreenshots {
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
		RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES);
		Ui.page().closeAllEditors(false);
		PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setBounds(bounds);
	}

	@Test
	void publishDialogMenusAndASavedChart() throws Exception {
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, 200);
		IFile file = Ui.example("pu-shuang/qiliang.reading");
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		waitLong("the simulation ends", () -> view.heading().startsWith(file.getFullPath().makeRelative() + " — ") && !view.simulating()
				&& view.statistics().getItemCount() == view.combinations());
		view.showCharts();
		calm();

		ChartCanvas wins = view.charts().canvases().get(0);
		rightClick(wins);
		take("chart-context-menu");
		close(wins);
		view.chart(0, 1, 2);
		calm();
		wins.save(Path.of(TO, "chart-saved.png"));

		view.showTable(); // at 1280 × 800 the charts and the table are on tabs, and the charts' is in front
		calm();
		rightClick(view.statistics());
		take("table-context-menu");
		close(view.statistics());

		Shell shell = Ui.page().getWorkbenchWindow().getShell();
		PublishTarget target = new PublishTarget(file, null);
		PublishDialog dialog = new PublishDialog(shell, target, ReadingOptions.of(file), false);
		dialog.setBlockOnOpen(false);
		dialog.open();
		dialog.alternative("sevenPairs").select(1);
		dialog.games().setSelection(4000);
		dialog.output().setText(Path.of(System.getProperty("user.home"), "rulebench-published").toString());
		dialog.getShell().notifyListeners(SWT.Resize, new Event());
		calm();
		take("publish-dialog");
		dialog.close();
	}

	/** The control's context menu open where a right click would open it. */
	private static void rightClick(Control c) {
		Rectangle r = c.getBounds();
		Point at = c.getParent().toDisplay(r.x + r.width / 3, r.y + r.height / 3);
		c.getDisplay().setCursorLocation(at);
		Menu menu = c.getMenu();
		menu.setLocation(at);
		menu.setVisible(true);
		calm();
	}

	private static void close(Control c) {
		c.getMenu().setVisible(false);
		calm();
	}

	private static void take(String name) throws Exception {
		File to = new File(TO, name + ".png");
		Process p = new ProcessBuilder("/usr/bin/import", "-window", "root", "-crop", "1280x800+0+0", to.getPath()).inheritIO().start();
		assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "import wrote " + to);
	}

	private static void calm() {
		Ui.dispatchFor(1500);
	}

	private static void waitLong(String what, BooleanSupplier condition) {
		Display display = Display.getCurrent();
		long end = System.currentTimeMillis() + 900_000;
		while (!condition.getAsBoolean()) {
			assertTrue(System.currentTimeMillis() < end, "gave up waiting until " + what);
			if (!display.readAndDispatch()) {
				try {
					Thread.sleep(20);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					return;
				}
			}
		}
	}
}
