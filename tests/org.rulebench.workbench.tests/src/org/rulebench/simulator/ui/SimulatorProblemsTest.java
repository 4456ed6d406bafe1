package org.rulebench.simulator.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.workbench.tests.Screen;
import org.rulebench.workbench.tests.Ui;

/**
 * A reading that does not compile, in the Simulator view of the perspective at 1280 × 800: the heading says where
 * (file, line, column) and what is wrong in full, wrapped, nothing cut off at the view's edge; the status says what
 * to do, and whose the board and figures still shown are. A reading deleted stops its games and leaves nothing under its
 * name; a reading moved is followed.
 */
class SimulatorProblemsTest {
	@RegisterExtension
	final Screen screen = Screen.window(1280, 800);
	private SimulatorView view;
	private IFile file;

	@BeforeEach
	void openTheSimulator() throws Exception {
		view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, RulebenchPreferences.MIN_GAMES);
	}

	@AfterEach
	void restore() throws Exception {
		RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES);
		Ui.waitUntil("the simulation is stopped", () -> {
			view.stop();
			return !view.simulating();
		});
		Ui.page().closeAllEditors(false);
		if (file != null && file.exists()) {
			file.delete(true, null);
		}
	}

	@Test
	void aMistypedCitationIsSaidInFullWithWhereAndWhatToDo() throws Exception {
		// a reading of another family shown before: nothing of it stays
		view.showReading(Ui.example("pok-deng/pok-deng.reading"));
		Ui.waitUntil("Pok Deng's first figures", () -> view.statistics().getItemCount() > 0, view::status);
		file = write("pu-shuang/mistyped.reading", "reading pushuang.mistyped extends pushuang.ping\ngame \"平雙陸, a citation mistyped\"\n\n"
				+ "rule pieces: each side has 15 pieces\n\tcites #pushuang.qiliang.nome \"十四馬\" described\n");
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("the problem is shown", () -> !view.simulating() && view.status().startsWith("not simulated"), view::heading);
		assertTrue(view.heading().matches("/readings/pu-shuang/mistyped\\.reading:5:\\d+: no passage pushuang\\.qiliang\\.nome in the"
				+ " sources of this workspace; did you mean .*"), view.heading());
		assertEquals("not simulated: the heading says why", view.status());
		assertTrue(view.heading().endsWith("fix the errors (Problems view) and save to simulate"), "what to do: " + view.heading());
		assertEquals("", view.combinationShown(), "no combination of Pok Deng offered under this reading's name");
		assertEquals("Table", view.tableTab(), "no count of Pok Deng's combinations");
		inFull(view.headingLabel());
	}

	@Test
	void aReadingBrokenAfterItSimulatedSaysWhoseFiguresStay() throws Exception {
		String valid = "reading pushuang.broken extends pushuang.ping\ngame \"平雙陸, soon broken\"\n";
		file = write("pu-shuang/broken.reading", valid);
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("its figures", () -> !view.simulating() && view.statistics().getItemCount() > 0, view::status);
		int rows = view.statistics().getItemCount();

		file.setContents(new ByteArrayInputStream((valid + "\nrule frobnicate limit: at most 2 pieces on a point assumed\n")
				.getBytes(StandardCharsets.UTF_8)), true, false, null); // as a save does
		Ui.waitUntil("the problem is shown", () -> !view.simulating() && view.status().startsWith("not simulated"), view::status);
		assertTrue(view.heading().startsWith("/readings/pu-shuang/broken.reading:4:"), view.heading());
		assertEquals("not simulated: the figures shown are of its last version that compiled", view.status());
		assertEquals(rows, view.statistics().getItemCount(), "the figures of the version that compiled stay");
		inFull(view.headingLabel());
	}

	@Test
	void aDeletedReadingStopsAndLeavesNothingUnderItsName() throws Exception {
		file = write("pu-shuang/deleted.reading", "reading pushuang.deleted extends pushuang.ping\ngame \"平雙陸, to be deleted\"\n");
		RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, RulebenchPreferences.MAX_GAMES); // still running when deleted
		view.showReading(file);
		Ui.waitUntil("its first figures", () -> view.statistics().getItemCount() > 0, view::status);
		file.delete(true, null);
		Ui.waitUntil("the view lets it go", () -> !view.simulating() && view.heading().startsWith("readings/pu-shuang/deleted.reading no"
				+ " longer exists"), view::heading);
		assertEquals(0, view.statistics().getItemCount(), "no figures of a reading that is gone");
		assertEquals("readings/pu-shuang/deleted.reading was deleted", view.boardMessage());
		assertEquals("not simulated: the reading was deleted", view.status());
	}

	@Test
	void aMovedReadingIsFollowed() throws Exception {
		file = write("pu-shuang/moving.reading", "reading pushuang.moving extends pushuang.ping\ngame \"平雙陸, to be renamed\"\n");
		view.showReading(file);
		Ui.waitUntil("its figures", () -> !view.simulating() && view.statistics().getItemCount() > 0, view::status);
		file.move(file.getFullPath().removeLastSegments(1).append("moved.reading"), true, null);
		file = Ui.example("pu-shuang/moved.reading");
		Ui.waitUntil("the view follows it", () -> !view.simulating() && view.heading().startsWith("readings/pu-shuang/moved.reading — ")
				&& view.statistics().getItemCount() > 0, view::heading);
	}

	/** The label's text is all in sight: wrapped within the view, as high as its lines need. */
	private static void inFull(Label label) {
		Ui.settle();
		Point size = label.getSize();
		assertTrue(label.computeSize(SWT.DEFAULT, SWT.DEFAULT).x > size.x, "the text is longer than a line of the view: " + label.getText());
		assertTrue(size.y >= label.computeSize(size.x, SWT.DEFAULT).y, "every line of the heading in sight: " + size);
		assertTrue(label.getBounds().x + size.x <= label.getParent().getClientArea().width, "within the view: " + label.getBounds());
	}

	private static IFile write(String path, String text) throws Exception {
		IFile f = Ui.example(path);
		if (f.exists()) {
			f.delete(true, null);
		}
		f.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
		return f;
	}
}
