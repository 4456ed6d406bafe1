package org.rulebench.simulator.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.workbench.tests.Ui;

/** A grid reading in the Simulator view: its board as players know it, a game ply by ply, a game against the computer. */
class GridSimulatorTest {
	private SimulatorView view;

	@BeforeEach
	void openTheSimulator() throws Exception {
		view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
	}

	@AfterEach
	void closeEditors() {
		view.playAs(-1);
		Ui.page().closeAllEditors(false);
	}

	private void showing(String example) throws Exception {
		IFile file = Ui.example(example);
		int before = view.simulations();
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("the simulation of " + file.getName() + " is shown", () -> view.simulations() > before
				&& view.statistics().getItemCount() > 0 && view.gridReplay() != null,
				() -> view.status() + " | " + view.heading() + " | rows " + view.statistics().getItemCount());
	}

	@Test
	void xiangqiIsDrawnOnThePointsWithItsStatistics() throws Exception {
		showing("xiangqi/xiangqi.reading");
		assertTrue(view.gridBoard().isVisible(), "the grid board replaces the race board");
		assertTrue(view.gridBoard().onPoints(), "xiangqi is played on the intersections");
		GridPosition start = view.gridBoard().position();
		assertEquals(32, start.pieces(0) + start.pieces(1));
		assertEquals("start", view.moves().getItem(0));
		assertTrue(view.status().contains("games"), view.status());
		assertFalse(view.statistics().getItem(0).getText(2).isEmpty());
		assertEquals("plies", view.statistics().getColumn(5).getText(), "a grid game is counted in plies");
		assertEquals("decisive", view.statistics().getColumn(7).getText());
		assertEquals("Outcomes (95% CI)", view.charts().thirdChartTitle(), "nothing is staked in xiangqi: how games end instead of chips");
		assertTrue(view.statistics().getItem(0).getText(7).endsWith("]"), "decisiveness with its interval");
	}

	@Test
	void aSimulatedGameIsSteppedPlyByPly() throws Exception {
		showing("makruk/makruk.reading");
		assertFalse(view.gridBoard().onPoints(), "makruk is played on squares");
		int plies = view.gridReplay().plies();
		assertTrue(plies > 0);
		view.step(1);
		assertEquals(1, view.turn());
		assertNotEquals(view.gridReplay().position(0).key(), view.gridBoard().position().key());
		assertTrue(view.gridBoard().caption().startsWith("ply 1: "), view.gridBoard().caption());
		view.toEnd();
		assertEquals(plies, view.turn());
		view.toStart();
		assertEquals(0, view.turn());
	}

	@Test
	void aPersonClicksAPieceAndItsTargetAndTheComputerAnswers() throws Exception {
		showing("xiangqi/xiangqi.reading");
		view.playAs(0);
		GridPosition before = view.gridBoard().position();
		assertEquals(0, before.sideToMove());
		int from = before.compiled().rules().board().parse("b3"); // red's cannon
		int to = before.compiled().rules().board().parse("e3");
		assertTrue(view.playGridMove(from, to), "the cannon may move to the centre file");
		GridPosition after = view.gridBoard().position();
		assertEquals(0, after.sideToMove(), "the computer has answered: red to move again");
		assertEquals(-1, after.sideAt(from));
		assertEquals(0, after.sideAt(to));
		assertTrue(view.personsLastTurn().startsWith("you played b3e3; the computer played "), view.personsLastTurn());
		assertFalse(view.playGridMove(to, to), "not a move");
	}

	@Test
	void theSearchPlayerChosenPlaysTheGridGames() throws Exception {
		try {
			RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, RulebenchPreferences.MIN_GAMES);
			RulebenchPreferences.store().setValue(RulebenchPreferences.PLAYERS, "search");
			showing("makruk/makruk.reading");
			Ui.waitUntil("the simulation with search players", () -> view.status().contains("search players"), view::status);
			view.playAs(0);
			GridPosition before = view.gridBoard().position();
			int from = before.compiled().rules().board().parse("e3");
			assertTrue(view.playGridMove(from, before.compiled().rules().board().parse("e4")));
			assertEquals(0, view.gridBoard().position().sideToMove(), "the search player has answered");
			assertTrue(view.personsLastTurn().startsWith("you played e3e4; the computer played "), view.personsLastTurn());
		} finally {
			RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES);
			RulebenchPreferences.store().setToDefault(RulebenchPreferences.PLAYERS);
		}
	}

	@Test
	void darkXiangqiShowsFaceDownPiecesBlank() throws Exception {
		showing("xiangqi/dark-xiangqi.reading");
		GridPosition start = view.gridReplay().position(0);
		int faceDown = 0;
		for (int s = 0; s < start.compiled().rules().board().squares(); s++) {
			if (start.sideAt(s) >= 0 && start.isFaceDown(s)) {
				faceDown++;
			}
		}
		assertEquals(30, faceDown, "every piece but the two generals starts face down");
		view.playAs(1);
		GridPosition known = view.gridBoard().position();
		assertEquals(1, known.sideToMove(), "the computer, red, has moved first");
		int stillDown = 0;
		for (int s = 0; s < known.compiled().rules().board().squares(); s++) {
			if (known.sideAt(s) >= 0 && known.isFaceDown(s)) {
				stillDown++;
			}
		}
		assertTrue(stillDown >= 29, "one piece at most has moved and shown itself: " + stillDown);
	}
}
