package org.rulebench.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.readings.ui.CompareView;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.simulator.ui.SimulatorView;
import org.rulebench.simulator.ui.board.GridCanvas;
import org.rulebench.sources.ui.SourcesView;
import org.rulebench.workbench.tests.Screen;
import org.rulebench.workbench.tests.Shot;
import org.rulebench.workbench.tests.Ui;

/**
 * The pictures of docs/views: the Simulator, Compare and Sources views for a reading of each family (race, grid,
 * card), in the perspective at 1280 × 800 and maximized. Not a test of behaviour, and not run by a build (its name is
 * no test's): run on demand on an X screen of 1280 × 800 or larger, with the directory to write to,
 * <pre>
 * Xvfb :107 -screen 0 1280x1024x24 -nolisten tcp &amp;
 * DISPLAY=:107 RULEBENCH_SCREENSHOTS=$PWD/docs/views ./mvnw -B -o verify -pl tests/org.rulebench.workbench.tests -am \
 *     -Dtest=ViewScreenshots -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 * and then look at every picture. Each is the window's 1280 × 800 ({@link Shot}). The README's pictures (the
 * methods readme...) go to the directory above that one (docs/).
 */
class ViewScreenshots {
	@RegisterExtension
	final Screen screen = Screen.window(1280, 800).forPictures();

	@AfterEach
	void restore() {
		RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES);
		if (Ui.page().findView(SimulatorView.ID) instanceof SimulatorView simulator) {
			Ui.waitUntil("the simulation is stopped", () -> {
				simulator.stop(); // again, should the default number of games have started another
				return !simulator.simulating();
			});
		}
		Ui.page().closeAllEditors(false);
	}

	@Test
	void simulator() throws Exception {
		simulated("race", "pu-shuang/qiliang.reading", 200, 15);
		simulated("grid", "xiangqi/xiangqi.reading", 100, 28);
		simulated("card", "pok-deng/pok-deng.reading", 1000, 0);
		simulated("showdown", "three-card-poker/three-card-poker.reading", 1000, 3); // the round settled, bet by bet
	}

	/** A reading saved with a mistyped citation: the heading says where and what, wrapped; its last figures stay. */
	@Test
	void simulatorProblem() throws Exception {
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		IFile file = Ui.example("pu-shuang/mistyped.reading");
		String valid = "// 平雙陸 as it is, its limit stated again, the citation about to be mistyped\n"
				+ "reading pushuang.mistyped extends pushuang.ping\ngame \"平雙陸, a citation mistyped\"\n\n"
				+ "rule limit: at most 5 pieces on a point\n\tcites #kishi.s3.1.r2 \"一つの梁に馬が置ける数は五つ\" described\n";
		if (file.exists()) {
			file.delete(true, null);
		}
		file.create(new ByteArrayInputStream(valid.getBytes(StandardCharsets.UTF_8)), true, null);
		try {
			simulate(view, "pu-shuang/mistyped.reading", 1000);
			file.setContents(new ByteArrayInputStream(valid.replace("#kishi.s3.1.r2", "#kishi.s3.l.r2")
					.getBytes(StandardCharsets.UTF_8)), true, false, null);
			Ui.waitLong("the problem is shown", () -> !view.simulating() && view.status().startsWith("not simulated"));
			Ui.page().activate(view);
			take("simulator-problem");
		} finally {
			Ui.page().closeAllEditors(false);
			file.delete(true, null);
		}
	}

	@Test
	void compare() throws Exception {
		compared("race", "pu-shuang/ping.reading", "pu-shuang/huihui.reading");
		compared("grid", "makruk/makruk.reading", "makruk/thai-local.reading");
		// one card reading ships; a researcher's second reading of its open banker rule stands beside it
		IFile never = Ui.example("pok-deng/banker-never.reading");
		if (!never.exists()) {
			String text = """
					// The banker never draws: the seed's one sentence on the banker's cards speaks of the two dealt.
					reading pokdeng.bankernever extends pokdeng.seed
					game "ป๊อกเด้ง Pok Deng, the banker standing"

					rule banker: the banker never draws
						cites #pokdeng.kabu "配られた2枚の札で親と勝負します" cites #pokdeng.bankerpok "親の配られた2枚" suggested
					""";
			never.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
		}
		compared("card", "pok-deng/pok-deng.reading", "pok-deng/banker-never.reading");
	}

	@Test
	void sources() throws Exception {
		SourcesView view = (SourcesView) Ui.page().showView(SourcesView.ID);
		Ui.waitUntil("the sources are read", () -> view.snapshot() != null && !view.loading());
		IDE.openEditor(Ui.page(), Ui.example("pu-shuang/qiliang.reading"));
		view.show("pushuang.qiliang.liang", null);
		assertTrue(view.choose("beside", "qiliang-translation"));
		shoot(view, "sources-race");
		view.choose("beside", "(no translation)");
		IDE.openEditor(Ui.page(), Ui.example("maka-dai-dai/maka-dai-dai.reading"));
		view.show("maka.141", null);
		shoot(view, "sources-grid");
		IDE.openEditor(Ui.page(), Ui.example("pok-deng/pok-deng.reading"));
		view.show("pokdeng.kabu", null);
		shoot(view, "sources-card");
	}

	/** The README's pictures of these views (readme...), each in the state its caption describes, in docs/. */
	private static File docs() {
		return Screen.pictures().getParentFile();
	}

	@Test
	void readmeSimulator() throws Exception {
		File docs = docs();
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);

		simulate(view, "pu-shuang/ping.reading", 1000);
		take(docs, "simulator-ping");
		simulate(view, "pu-shuang/qiliang.reading", 1000);
		view.chart(0, 1, 2, 3, 4, 5, 6, 7);
		view.toStart();
		view.step(15);
		take(docs, "workbench");
		zoom(view, true);
		take(docs, "simulator");
		zoom(view, false);

		simulate(view, "xiangqi/xiangqi.reading", 100);
		zoomed(view, () -> {
			view.toStart();
			view.step(28);
		}, docs, "simulator-xiangqi");
		simulate(view, "xiangqi/dark-xiangqi.reading", 100);
		zoomed(view, () -> {
			view.toStart();
			view.step(40);
		}, docs, "simulator-dark-xiangqi");
		simulate(view, "makruk/thai-local.reading", 100);
		zoomed(view, () -> {
			view.playAs(0);
			int bia = view.gridBoard().position().compiled().rules().board().parse("e3");
			click(view.gridBoard(), bia);
			assertEquals(bia, view.gridBoard().selected(), "the bia on e3 is chosen");
		}, docs, "simulator-makruk");
		view.playAs(-1);
		simulate(view, "maka-dai-dai/maka-dai-dai.reading", 20);
		zoomed(view, view::toEnd, docs, "simulator-maka-dai-dai");
	}

	@Test
	void readmeDance() throws Exception {
		File docs = docs();
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		IWorkbenchPage page = Ui.page();
		IFile dance = Ui.example("maka-dai-dai/dance.reading"); // 狛犬 on j10 before two 歩兵, as GridSimulatorTest's
		String fen = "k18/" + "19/".repeat(6) + "9p9/9p9/9J9/" + "19/".repeat(8) + "18K w - - 0 1";
		if (dance.exists()) {
			dance.delete(true, null);
		}
		dance.create(new ByteArrayInputStream(("reading maka.dance extends maka.oecu\ngame \"a 狛犬 before two 歩兵\"\n"
				+ "rule start: the start position is \"" + fen + "\" assumed\n").getBytes(StandardCharsets.UTF_8)), true, null);
		try {
			// a position whose random games run to the turn cap: the first figures will do
			RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, RulebenchPreferences.MIN_GAMES);
			IDE.openEditor(page, dance);
			view.showReading(dance);
			Ui.waitLong("the first figures of the dance's reading", () -> view.heading().startsWith("readings/maka-dai-dai/dance.reading — ")
					&& view.combinations() > 0 && view.statistics().getItemCount() == view.combinations());
			Ui.waitUntil("the simulation is stopped", () -> {
				view.stop();
				return !view.simulating();
			});
			zoomed(view, () -> {
				view.playAs(0);
				var board = view.gridBoard().position().compiled().rules().board();
				int from = board.parse("j10");
				assertTrue(view.playGridMove(from, board.parse("j13")), "the 狛犬 dances to j13");
				assertTrue(view.gridChoices() != null, "the menu asks which pieces it takes");
			}, docs, "simulator-maka-dai-dai-dance");
			if (view.gridChoices() != null) {
				view.gridChoices().setVisible(false);
			}
		} finally {
			view.playAs(-1);
			page.closeAllEditors(false);
			dance.delete(true, null);
		}
	}

	@Test
	void readmePokDeng() throws Exception {
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		simulate(view, "pok-deng/pok-deng.reading", 1000);
		zoomed(view, () -> {
			view.playAs(0);
			Ui.waitUntil("a round is dealt to the person", () -> view.cardRound() != null);
			if (view.cardRound().result() == null) {
				view.choose(view.moves().getItemCount() - 1); // stand where the player may, else the forced draw
			}
		}, docs(), "pok-deng");
		view.playAs(-1);
	}

	@Test
	void readmeCompare() throws Exception {
		File docs = docs();
		IWorkbenchPage page = Ui.page();
		Ui.example("pu-shuang/ping.reading"); // the readings project is set up
		CompareView compare = (CompareView) page.showView(CompareView.ID);
		// 平雙陸 against 回回雙陸, the README's other picture of this view, is docs/views/compare-race-maximized.png
		for (String[] pair : new String[][] { { "maka-dai-dai/maka-dai-dai.reading", "maka-dai-dai/chosan.reading", "compare-maka-dai-dai" } }) {
			Object before = compare.comparison();
			compare.compare(ReadingsFolder.defaultProject(), pair[0], pair[1]);
			Ui.waitLong("the comparison ends", () -> compare.comparison() != null && compare.comparison() != before
					|| compare.problem() != null);
			assertEquals(null, compare.problem());
			zoomed(compare, () -> {
			}, docs, pair[2]);
		}
	}

	@Test
	void readmeSources() throws Exception {
		IWorkbenchPage page = Ui.page();
		SourcesView sources = (SourcesView) page.showView(SourcesView.ID);
		Ui.waitUntil("the sources are read", () -> sources.snapshot() != null && !sources.loading());
		IDE.openEditor(page, Ui.example("pu-shuang/qiliang.reading"));
		sources.show("pushuang.qiliang.liang", null);
		assertTrue(sources.choose("beside", "qiliang-translation"));
		zoomed(sources, () -> {
		}, docs(), "sources");
		sources.choose("beside", "(no translation)");
	}

	/** A click on a point of a grid board, as a person's. */
	private static void click(GridCanvas board, int square) {
		org.eclipse.swt.widgets.Event click = new org.eclipse.swt.widgets.Event();
		click.x = board.centre(square).x;
		click.y = board.centre(square).y;
		click.button = 1;
		board.notifyListeners(org.eclipse.swt.SWT.MouseDown, click);
	}

	/** The view maximized, set as the picture wants it, and taken. */
	private static void zoomed(IViewPart view, Runnable set, File docs, String name) throws Exception {
		Ui.built();
		zoom(view, true);
		set.run();
		take(docs, name);
		zoom(view, false);
	}

	/** The reading simulated with this many games of each combination, to the end. */
	private static void simulate(SimulatorView view, String reading, int games) throws Exception {
		RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, games);
		IFile file = Ui.example(reading);
		IDE.openEditor(Ui.page(), file);
		Ui.page().activate(view);
		view.showReading(file);
		Ui.waitLong("the simulation of " + reading + " ends", () -> view.heading().startsWith(file.getFullPath().makeRelative() + " — ")
				&& !view.simulating() && view.statistics().getItemCount() == view.combinations());
		Ui.waitLong("the game of " + reading + " is on the board", () -> view.boardMessage().isEmpty() && view.moves().getItemCount() > 1);
	}

	private void simulated(String family, String reading, int games, int step) throws Exception {
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		simulate(view, reading, games);
		view.toStart();
		view.step(step);
		shoot(view, "simulator-" + family);
	}

	private void compared(String family, String old, String now) throws Exception {
		Ui.example(old);
		CompareView view = (CompareView) Ui.page().showView(CompareView.ID);
		Object before = view.comparison();
		view.compare(ReadingsFolder.defaultProject(), old, now);
		Ui.waitLong("the comparison of " + old + " and " + now + " ends", () -> view.comparison() != null && view.comparison() != before
				|| view.problem() != null);
		assertEquals(null, view.problem());
		view.showCharts();
		shoot(view, "compare-" + family);
	}

	/** The screen with the view in the perspective, then maximized. */
	private static void shoot(IViewPart view, String name) throws Exception {
		IWorkbenchPage page = Ui.page();
		page.activate(view);
		Ui.built(); // a build's end may activate another part, which would undo a zoom
		take(name);
		zoom(view, true);
		take(name + "-maximized");
		zoom(view, false);
	}

	/** The view maximized or not, and kept so for a moment. */
	private static void zoom(IViewPart view, boolean zoomed) {
		IWorkbenchPage page = Ui.page();
		for (int tries = 0; tries < 3 && page.isPageZoomed() != zoomed; tries++) {
			page.activate(view);
			page.toggleZoom(page.getReference(view));
			calm();
		}
		assertEquals(zoomed, page.isPageZoomed(), (zoomed ? "maximized " : "restored ") + view.getTitle());
	}

	private static void take(String name) throws Exception {
		Shot.named(name).call();
	}

	private static void take(File dir, String name) throws Exception {
		Shot.named(name).in(dir).call();
	}

	/** A second of the event loop: layouts after a zoom and the charts' paints arrive asynchronously. */
	private static void calm() {
		Ui.dispatchFor(1500);
		Ui.built();
	}
}
