package org.rulebench.simulator.ui.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.simulator.ui.CompiledReading;
import org.rulebench.simulator.ui.SimulatorView;
import org.rulebench.simulator.ui.statistics.SimulationJob;
import org.rulebench.workbench.tests.Shot;
import org.rulebench.workbench.tests.Ui;

/**
 * Training a reading's player from the Simulator view, as a historian does before asking how the reading plays when
 * it is played well: a job with progress and cancel, the player saved beside the reading, then playing it.
 */
class TrainingJobTest {
	/** Hypergammon: three pieces a side, so thousands of training games take a second or two. */
	private static final String HYPERGAMMON = "backgammon/hypergammon.reading";
	private SimulatorView view;
	private IFile reading;
	private IFile player;

	@BeforeEach
	void openTheReading() throws Exception {
		view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		reading = Ui.example(HYPERGAMMON);
		player = reading.getParent().getFile(new org.eclipse.core.runtime.Path("hypergammon.player"));
		if (player.exists()) {
			player.delete(true, null);
		}
		view.players("random");
		show(reading);
	}

	@AfterEach
	void removeThePlayer() throws Exception {
		Job.getJobManager().cancel(TrainingJob.FAMILY);
		Ui.waitUntil("no training runs", () -> view.training() == null);
		view.playAs(-1);
		view.players(RulebenchPreferences.players());
		Ui.page().closeAllEditors(false);
		player.refreshLocal(0, null);
		if (player.exists()) {
			player.delete(true, null);
		}
	}

	private void show(IFile file) throws Exception {
		int before = view.simulations();
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("the simulation of " + file.getName(), () -> view.simulations() > before, view::status);
		// opening the editor and showReading each start one: let both end
		Ui.waitUntil("no simulation runs", () -> Job.getJobManager().find(SimulationJob.FAMILY).length == 0);
		Ui.settle();
	}

	private void trained(long games) {
		view.train(games);
		Ui.waitUntil("the training ends", () -> view.training() == null, view::status);
	}

	@Test
	void theTrainedPlayerIsSavedBesideTheReadingAndPlaysTheSimulation() throws Exception {
		int before = view.simulations();
		trained(3_000);
		assertEquals("trained 3,000 games for backgammon.hypergammon (3,000 in all); saved "
				+ player.getFullPath().makeRelative(), view.lastTraining());
		assertTrue(player.exists(), "the workspace (and so the readings' Git repository) sees the player file");
		CompiledReading c = CompiledReading.of(reading);
		assertEquals(3_000, TrainedPlayer.load(player.getLocation().toFile().toPath(), c.rules().get(0), c.name(), Map.of()).games());
		Ui.waitUntil("the reading simulated by its trained player", () -> view.simulations() > before
				&& view.status().contains("trained players"), view::status);

		trained(2_000);
		assertTrue(view.lastTraining().startsWith("trained 2,000 games for backgammon.hypergammon (5,000 in all)"),
				"a second run goes on from the first: " + view.lastTraining());
	}

	/**
	 * Beside the Train button, what the last training of the reading shown did: another reading shown, nothing of
	 * hypergammon's training is said under its name; hypergammon shown again, its training is.
	 */
	@Test
	void theLabelBesideTrainSpeaksOfTheReadingShownOnly() throws Exception {
		trained(500);
		String hypergammon = view.lastTraining();
		assertEquals(hypergammon, view.trainingState());
		view.players("random"); // ping has no trained player to play
		show(Ui.example("pu-shuang/ping.reading"));
		assertEquals("", view.trainingState(), "ping's player was never trained");
		Shot.named("training-label-other-reading").of(view.controls()).in(new File("target/screenshots")).after(0).call();
		show(reading);
		assertEquals(hypergammon, view.trainingState());
	}

	@Test
	void aNewPlayerTakesTheLambdaAskedForAndKeepsIt() throws Exception {
		view.train(500, 0.7f);
		Ui.waitUntil("the training ends", () -> view.training() == null, view::status);
		CompiledReading c = CompiledReading.of(reading);
		java.nio.file.Path file = player.getLocation().toFile().toPath();
		assertEquals(0.7f, TrainedPlayer.load(file, c.rules().get(0), c.name(), Map.of()).lambda());
		trained(500);
		assertEquals(0.7f, TrainedPlayer.load(file, c.rules().get(0), c.name(), Map.of()).lambda(), "a resumed player keeps its λ");
	}

	@Test
	void theTrainDialogNamesAFieldThatIsWrongAndAllowsNoOk() {
		TrainDialog ask = new TrainDialog(view.getSite().getShell(), "backgammon.hypergammon (as written)", false);
		ask.setBlockOnOpen(false);
		ask.open();
		try {
			org.eclipse.swt.widgets.Text[] fields = texts(ask.getShell());
			fields[1].setText("1.5");
			assertEquals("λ: a number from 0 to 1", ask.getErrorMessage());
			assertTrue(!ask.getShell().getDefaultButton().isEnabled(), "OK waits for a λ from 0 to 1");
			fields[1].setText("0.7");
			fields[0].setText("20,000");
			assertEquals(null, ask.getErrorMessage());
			assertEquals(20_000, ask.games());
			assertEquals(0.7f, ask.lambda());
		} finally {
			ask.close();
		}
	}

	private static org.eclipse.swt.widgets.Text[] texts(org.eclipse.swt.widgets.Composite c) {
		java.util.List<org.eclipse.swt.widgets.Text> found = new java.util.ArrayList<>();
		collect(c, found);
		return found.toArray(org.eclipse.swt.widgets.Text[]::new);
	}

	private static void collect(org.eclipse.swt.widgets.Composite c, java.util.List<org.eclipse.swt.widgets.Text> found) {
		for (org.eclipse.swt.widgets.Control child : c.getChildren()) {
			if (child instanceof org.eclipse.swt.widgets.Text t && t.getEditable() && (t.getStyle() & org.eclipse.swt.SWT.READ_ONLY) == 0
					&& (t.getStyle() & org.eclipse.swt.SWT.WRAP) == 0) {
				found.add(t);
			} else if (child instanceof org.eclipse.swt.widgets.Composite k) {
				collect(k, found);
			}
		}
	}

	@Test
	void aPersonPlaysAgainstTheTrainedPlayer() throws Exception {
		trained(2_000);
		view.playAs(0);
		Ui.waitUntil("the person's game against the trained player", () -> view.board().caption().contains("against the trained player"),
				() -> view.board().caption());
	}

	@Test
	void cancellingKeepsWhatWasLearned() throws Exception {
		view.train(100_000_000);
		Ui.waitUntil("a first round saved", () -> player.getLocation().toFile().exists());
		Ui.waitUntil("the view shows the games played", () -> view.trainingState().matches("training: [1-9][0-9,]* of 100,000,000 games.*"),
				view::trainingState);
		view.stopTraining();
		Ui.waitUntil("the training stops", () -> view.training() == null, view::status);
		assertTrue(view.lastTraining().startsWith("stopped after "), view.lastTraining());
		assertEquals(view.lastTraining(), view.trainingState(), "what the training did stays beside its button");
		CompiledReading c = CompiledReading.of(reading);
		long games = TrainedPlayer.load(player.getLocation().toFile().toPath(), c.rules().get(0), c.name(), Map.of()).games();
		assertTrue(view.lastTraining().contains(String.format(java.util.Locale.ROOT, "(%,d in all)", games)),
				"every game played is saved, not only whole rounds: " + games + " games; " + view.lastTraining());
	}

	@Test
	void withoutATrainedPlayerTheViewSaysHowToMakeOne() throws Exception {
		int before = view.simulations();
		view.players("trained");
		view.simulate();
		Ui.waitUntil("the view says what is missing", () -> view.heading().contains("no trained player"), view::heading);
		assertTrue(view.heading().contains("hypergammon.player does not exist; press Train in the Simulator view to make it"),
				view.heading());
		assertEquals(before, view.simulations(), "nothing was simulated");
		view.playAs(0);
		Ui.waitUntil("a game against the greedy player instead", () -> view.board().caption().contains("against the greedy player"),
				() -> view.board().caption());
		assertTrue(view.status().endsWith("the greedy player plays instead"), view.status());
	}
}
