package org.rulebench.publish.ui;

import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.simulator.ui.SimulatorView;
import org.rulebench.simulator.ui.statistics.ChartCanvas;
import org.rulebench.workbench.tests.Screen;
import org.rulebench.workbench.tests.Shot;
import org.rulebench.workbench.tests.Ui;

/**
 * The pictures of docs/views for publishing from the workbench: the Publish dialog, the charts' and the table's
 * context menus, and a chart saved as PNG. Not a test of behaviour, and not run by a build (its name is no test's):
 * run on demand on an X screen of 1280 × 800 or larger, as ViewScreenshots is,
 * <pre>
 * Xvfb :107 -screen 0 1280x1024x24 -nolisten tcp &amp;
 * DISPLAY=:107 RULEBENCH_SCREENSHOTS=$PWD/docs/views ./mvnw -B -o verify -pl tests/org.rulebench.workbench.tests -am \
 *     -Dtest=PublishScreenshots -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 * and then look at every picture.
 */
class PublishScreenshots {
	@RegisterExtension
	final Screen screen = Screen.window(1280, 800).forPictures();

	@AfterEach
	void restore() {
		RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES);
		Ui.page().closeAllEditors(false);
	}

	@Test
	void publishDialogMenusAndASavedChart() throws Exception {
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, 200);
		IFile file = Ui.example("pu-shuang/qiliang.reading");
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitLong("the simulation ends", () -> view.heading().startsWith(file.getFullPath().makeRelative() + " — ") && !view.simulating()
				&& view.statistics().getItemCount() == view.combinations());
		view.showCharts();
		calm();

		ChartCanvas wins = view.charts().canvases().get(0);
		rightClick(wins);
		take("chart-context-menu");
		close(wins);
		view.chart(0, 1, 2);
		calm();
		wins.save(Screen.pictures().toPath().resolve("chart-saved.png"));

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
		Shot.named(name).pointerStays().after(0).call();
	}

	private static void calm() {
		Ui.dispatchFor(1500);
	}
}
