package org.rulebench.simulator.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.simulator.ui.statistics.SimulationJob;
import org.rulebench.workbench.tests.Ui;

/**
 * Long simulations as a historian meets them: first figures of every combination within seconds, firmer as games come
 * in; a Stop that stops, and says what the figures are then. (A behaviour with a generous bound, not a benchmark:
 * docs/performance.md has the figures.)
 */
class SimulatorRoundsTest {
	private SimulatorView view;

	@BeforeEach
	void openTheSimulator() throws Exception {
		view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES); // 1,000 games of each combination
	}

	@AfterEach
	void stopAndClose() {
		RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES); // the view plays again, with the default
		Ui.waitUntil("the simulation is stopped", () -> {
			view.stop(); // again, should the new default have started another
			return !view.simulating();
		});
		Ui.page().closeAllEditors(false);
	}

	@Test
	void everyMakaDaiDaiCombinationHasFirstFiguresWithinTenSecondsAndStopKeepsThem() throws Exception {
		IFile maka = Ui.example("maka-dai-dai/maka-dai-dai.reading");
		IDE.openEditor(Ui.page(), maka);
		view.showReading(maka);
		// as many combinations as the reading's open points make (1,024 since issue 24), read from the status
		java.util.regex.Pattern simulating = java.util.regex.Pattern
				.compile("(?:simulating|[\\d,]+ of) 1,000 games of each of ([\\d,]+) combinations.*");
		Ui.waitUntil("Maka Dai Dai is compiled", () -> simulating.matcher(view.status()).matches(), view::status);
		java.util.regex.Matcher m = simulating.matcher(view.status());
		assertTrue(m.matches(), view.status());
		String count = m.group(1);
		int combinations = Integer.parseInt(count.replace(",", ""));
		assertTrue(combinations >= 128, "Maka Dai Dai's open points make " + combinations + " combinations");
		long compiled = System.nanoTime();
		Ui.waitUntil("first figures of every combination", () -> view.statistics().getItemCount() == combinations, view::status);
		double seconds = (System.nanoTime() - compiled) / 1e9;
		// 10 s for 128 combinations on an idle machine of two cores, as much more as there are combinations, and as much
		// longer as the machine is shared (the build runs beside others)
		double load = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
		double bound = 10 * (combinations / 128.0) * Math.max(1, load / Runtime.getRuntime().availableProcessors());
		assertTrue(seconds <= bound, "first figures of all " + combinations + " combinations " + seconds
				+ " s after the reading was compiled (bound " + bound + " s at a load of " + load + ")");
		assertTrue(view.status().matches("\\d+ of 1,000 games of each of " + count + " combinations so far.*"), view.status());
		assertTrue(view.simulating(), "the others are still being played");
		int firstGames = Integer.parseInt(view.statistics().getItem(combinations - 1).getText(1).replace(",", ""));
		assertTrue(firstGames >= 1 && firstGames < 1000, "the last combination's first games: " + firstGames);
		assertFalse(view.charts().models().get(0).isEmpty(), "charted at once");

		int shown = view.simulations();
		view.stop();
		Ui.waitUntil("the simulation is stopped", () -> !view.simulating() && view.simulations() > shown, view::status);
		SimulationJob.Outcome stopped = view.lastOutcome();
		assertTrue(stopped.stopped());
		assertTrue(view.status().startsWith("stopped: the figures are of the first " + String.format(java.util.Locale.ROOT, "%,d", stopped.played())
				+ " of 1,000 games of each of " + count + " combinations"), view.status());
		assertEquals(combinations, view.statistics().getItemCount(), "the figures stay");
		assertEquals(String.format(java.util.Locale.ROOT, "%,d", stopped.played()), view.statistics().getItem(0).getText(1),
				"the table says how many games its figures are of");
		assertTrue(org.eclipse.core.runtime.jobs.Job.getJobManager().find(SimulationJob.FAMILY).length == 0, "no job plays on");
	}

	@Test
	void theFiguresFirmUpRoundByRoundToThoseOfTheWholeRun() throws Exception {
		RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, 200);
		IFile qiliang = Ui.example("pu-shuang/qiliang.reading");
		IDE.openEditor(Ui.page(), qiliang);
		int before = view.simulations();
		view.showReading(qiliang);
		Ui.waitUntil("first figures of 七梁's 96 combinations", () -> view.statistics().getItemCount() == 96, view::status);
		String early = view.status();
		assertTrue(early.contains(" of 200 games of each of 96 combinations so far"), early);
		Ui.waitUntil("every game played", () -> view.simulations() > before, view::status);
		assertEquals("200", view.statistics().getItem(47).getText(1));
		assertTrue(view.status().startsWith("200 games × 96 in "), view.status());
	}
}
