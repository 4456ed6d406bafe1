package org.rulebench.readings.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.readings.ui.compare.CompareJob;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.workbench.tests.Ui;

/** Who plays a comparison is chosen in the Compare view, as in the Simulator view and on the command line. */
class ComparePlayersTest {
	private CompareView compare;

	@AfterEach
	void backToRandom() {
		compare.players(CompareJob.PLAYERS);
	}

	private void compared(String player) throws Exception {
		Ui.example("pu-shuang/ping.reading"); // the readings project is set up
		compare = (CompareView) Ui.page().showView(CompareView.ID);
		compare.players(player);
		compare.compare(ReadingsFolder.defaultProject(), "pu-shuang/ping.reading", "pu-shuang/huihui.reading");
		Ui.waitUntil("the comparison ends", () -> compare.comparison() != null || compare.problem() != null);
	}

	@Test
	void theChosenPlayerPlaysBothReadings() throws Exception {
		compared("greedy");
		assertEquals(null, compare.problem());
		assertEquals(List.of("greedy", "greedy"), compare.comparison().players());
	}

	@Test
	void aReadingWithoutATrainedPlayerSaysHowToMakeOne() throws Exception {
		compared("trained");
		assertTrue(compare.problem().contains("no trained player for"), compare.problem());
		assertTrue(compare.problem().contains("ping"), compare.problem());
	}
}
