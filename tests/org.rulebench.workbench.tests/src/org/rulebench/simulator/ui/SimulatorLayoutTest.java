package org.rulebench.simulator.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.simulator.ui.statistics.ChartModel;
import org.rulebench.workbench.tests.Screen;
import org.rulebench.workbench.tests.Ui;

/**
 * The Simulator view laid out for any reading, at the size a 1280 × 800 screen gives it and maximized: the board,
 * the charts and the table each keep a usable share; a large board does not squeeze the charts out, nor stay large
 * for the next reading.
 */
class SimulatorLayoutTest {
	@RegisterExtension
	final Screen screen = Screen.window(1280, 800);
	private SimulatorView view;

	@BeforeEach
	void openTheSimulatorOnA1280By800Screen() throws Exception {
		view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, RulebenchPreferences.MIN_GAMES);
	}

	@AfterEach
	void restore() {
		RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES); // the view plays again, with the default
		IWorkbenchPage page = Ui.page();
		if (page.isPageZoomed()) {
			page.toggleZoom(page.getReference(view));
		}
		view.playAs(-1);
		Ui.waitUntil("the simulation is stopped", () -> {
			view.stop(); // again, should the new default have started another
			return !view.simulating();
		});
		page.closeAllEditors(false);
	}

	/** The reading shown, with the first figures of every combination (its games may still be being played). */
	private void showing(String example) throws Exception {
		showing(example, true);
	}

	/** As above; without opening the reading's editor, which would take a maximized view out of its maximized state. */
	private void showing(String example, boolean inEditor) throws Exception {
		IFile file = Ui.example(example);
		if (inEditor) {
			IDE.openEditor(Ui.page(), file);
		}
		view.showReading(file);
		Ui.waitUntil("the figures of " + file.getName() + " are shown", () -> view.heading().startsWith(file.getFullPath().makeRelative()
				+ " — ") && view.combinations() > 0 && view.statistics().getItemCount() == view.combinations(),
				() -> view.status() + " | " + view.heading());
		Ui.settle();
	}

	/** The charts are drawn with every series charted, and each plot has the room to be read (on their tab, if on tabs). */
	private void chartsAreReadable(String reading) {
		view.showCharts();
		List<ChartModel> models = view.charts().models();
		assertEquals(4, models.size());
		for (ChartModel m : models) {
			assertFalse(m.isEmpty(), reading + ": " + m.title() + " has values");
		}
		Ui.waitUntil(reading + ": every chart is drawn", () -> view.charts().smallestPlot().y > 0);
		Point plot = view.charts().smallestPlot();
		assertTrue(plot.x >= 150 && plot.y >= 55, reading + ": every plot keeps its room: " + plot + " in a view of "
				+ view.partSizes() + (view.chartsOnTabs() ? ", the charts on a tab" : ", the charts over the table"));
	}

	@Test
	void chartsShowAfterANineteenByNineteenBoardAndTheBoardsShareDoesNotCarryOver() throws Exception {
		showing("maka-dai-dai/maka-dai-dai.reading");
		chartsAreReadable("Maka Dai Dai");
		List<Point> large = view.partSizes();
		showing("xiangqi/xiangqi.reading");
		chartsAreReadable("xiangqi");
		List<Point> next = view.partSizes();
		// In the perspective's column at 1280 x 800 neither board gets its own share: the statistics' share (40 % for
		// xiangqi, 50 % for Maka Dai Dai's 19 x 19) is under their minimum of 385 px under either board, so the sash
		// stands at that minimum and both boards have the same room. Strictly less cannot hold here; the maximized
		// test below checks it where the shares differ.
		assertEquals(385, large.get(1).y, 2, "the statistics at their minimum under the 19 x 19 board: " + large);
		assertEquals(385, next.get(1).y, 2, "the statistics at their minimum under the next board: " + next);
		assertEquals(large.get(0).y, next.get(0).y, 2, "so the next board has the room the 19 x 19 one had, no more");
	}

	@Test
	void aNineteenByNineteenBoardsShareDoesNotCarryOverWhenMaximized() throws Exception {
		maximized();
		showing("xiangqi/xiangqi.reading", false);
		int own = view.partSizes().get(0).x;
		showing("maka-dai-dai/maka-dai-dai.reading", false);
		chartsAreReadable("Maka Dai Dai maximized");
		int large = view.partSizes().get(0).x;
		assertTrue(large > own, "the 19 x 19 board gets a larger share than xiangqi's 9 x 10: " + large + " px against " + own + " px");
		showing("xiangqi/xiangqi.reading", false);
		chartsAreReadable("xiangqi maximized");
		assertTrue(Ui.page().isPageZoomed() && view.sideBySide(), "still maximized");
		int next = view.partSizes().get(0).x;
		assertTrue(next < large, "the next reading's board does not keep the 19 x 19 board's share: " + next + " px against " + large
				+ " px");
		assertEquals(own, next, 2, "it takes its own share again");
	}

	/** The view maximized, the game beside the statistics. */
	private void maximized() {
		IWorkbenchPage page = Ui.page();
		page.activate(view);
		page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
		Ui.settle();
		Ui.waitUntil("the maximized view is laid out", () -> view.sideBySide(), () -> view.partSizes().toString());
		Ui.settle();
	}

	@Test
	void aCardReadingHasItsCharts() throws Exception {
		showing("pok-deng/pok-deng.reading");
		chartsAreReadable("Pok Deng");
		assertEquals("player wins, %", view.statistics().getColumn(2).getText(), "Pok Deng's sides are the player and the banker");
		assertEquals("banker wins, %", view.statistics().getColumn(3).getText());
		assertEquals(List.of("player", "banker", "mover"), view.charts().models().get(0).categories());
	}

	@Test
	void theBoardTheChartsAndTheTableEachKeepAUsableShareAndGrowWhenMaximized() throws Exception {
		showing("pu-shuang/qiliang.reading");
		chartsAreReadable("七梁");
		Point game = view.partSizes().get(0);
		assertTrue(view.board().getSize().y >= 140 && view.board().getSize().x >= 300, "the board: " + view.board().getSize());
		assertFalse(view.sideBySide(), "the game above the statistics in the perspective's column");
		assertEquals(96, view.statistics().getItemCount(), "a row for each of 七梁's 96 combinations"); // 48 before issue 24's alternatives
		int rows = view.statistics().getClientArea().height / view.statistics().getItemHeight();
		assertTrue(rows >= 4 || view.statistics().isVisible() == false, "the table shows four rows at least where it is shown: " + rows);

		Ui.page().toggleZoom(Ui.page().getReference(view));
		Ui.settle();
		Ui.waitUntil("the maximized view is laid out", () -> view.sideBySide());
		Ui.settle();
		chartsAreReadable("七梁 maximized");
		assertTrue(view.board().getSize().y > game.y, "the board grows: " + view.board().getSize() + " against " + game);
		assertTrue(view.statistics().isVisible(), "charts and table both in sight when maximized");
		rows = view.statistics().getClientArea().height / view.statistics().getItemHeight();
		assertTrue(rows >= 6, "the table shows more of 七梁's 96 rows: " + rows);
		for (org.eclipse.swt.widgets.TableColumn c : view.statistics().getColumns()) {
			assertTrue(c.getWidth() >= 40, "no column is cut to nothing: " + c.getText() + " " + c.getWidth());
		}
	}

	@Test
	void anotherReadingNeverStandsOverTheLastOnesBoard() throws Exception {
		showing("pu-shuang/ping.reading");
		IFile acey = Ui.example("backgammon/acey-deucey.reading");
		RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES);
		view.showReading(acey);
		try {
			assertTrue(view.heading().startsWith("readings/backgammon/acey-deucey.reading"), view.heading());
			assertTrue(view.boardMessage().startsWith("Compiling readings/backgammon/acey-deucey.reading"), view.boardMessage());
			assertEquals(0, view.statistics().getItemCount(), "no figures of the last reading under this one's name");
		} finally {
			view.stop();
		}
	}
}
