package org.rulebench.simulator.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.simulator.ui.statistics.SimulationJob;
import org.rulebench.workbench.tests.Shot;
import org.rulebench.workbench.tests.Ui;

/**
 * A reading's simulation stops when its last editor is closed: no games go on for a reading nobody has open (a
 * person's pass found 七梁's games playing on after its editor was gone). The board and the figures so far stay, and
 * the status says why it stopped; closing another reading's editor stops nothing.
 */
class ClosedEditorTest {
	private SimulatorView view;

	@BeforeEach
	void aLongSimulation() throws Exception {
		view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, RulebenchPreferences.MAX_GAMES);
	}

	@AfterEach
	void stopAndClose() {
		RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES);
		Ui.waitUntil("the simulation is stopped", () -> {
			view.stop();
			return !view.simulating();
		});
		Ui.page().closeAllEditors(false);
	}

	@Test
	void closingTheLastEditorOfTheReadingShownStopsItsGames() throws Exception {
		IFile qiliang = Ui.example("pu-shuang/qiliang.reading");
		IEditorPart editor = IDE.openEditor(Ui.page(), qiliang);
		view.showReading(qiliang);
		Ui.waitUntil("first figures of 七梁", () -> view.status().contains("so far"), view::status);

		IEditorPart other = IDE.openEditor(Ui.page(), Ui.example("pu-shuang/ping.reading"), true);
		view.showReading(qiliang); // the person goes back to 七梁's figures, ping's editor open beside
		Ui.waitUntil("七梁 simulated again", () -> view.status().contains("so far"), view::status);
		Ui.page().closeEditor(other, false);
		Ui.dispatchFor(300);
		assertTrue(view.simulating(), "another reading's editor closed: 七梁's games go on");

		int shown = view.simulations();
		Ui.page().closeEditor(editor, false);
		Ui.waitUntil("the games stopped", () -> !view.simulating() && Job.getJobManager().find(SimulationJob.FAMILY).length == 0,
				view::status);
		assertTrue(view.status().startsWith("stopped (its editor was closed): the figures are of the first "), view.status());
		assertEquals(shown + 1, view.simulations(), "the figures so far are shown");
		assertTrue(view.statistics().getItemCount() > 0, "they stay to be read");
		Shot.named("simulator-editor-closed").of(view.controls().getParent()).in(new File("target/screenshots")).after(0).call();
	}
}
