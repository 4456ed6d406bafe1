package org.rulebench.simulator.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.workbench.tests.Ui;

/**
 * The boards as a reader of the game's notation needs them: coordinates on a grid, who moved in every caption, the
 * card game's sides by their names, the ★ of the turns explained by the reading's own events, and the computer's
 * reply in sight when a person plays.
 */
class BoardsTest {
	private SimulatorView view;

	@BeforeEach
	void openTheSimulator() throws Exception {
		view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, RulebenchPreferences.MIN_GAMES);
	}

	@AfterEach
	void closeEditors() {
		RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES);
		view.playAs(-1);
		Ui.page().closeAllEditors(false);
	}

	private void showing(String example) throws Exception {
		IFile file = Ui.example(example);
		int before = view.simulations();
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("the simulation of " + file.getName() + " is shown", () -> view.simulations() > before
				&& view.statistics().getItemCount() > 0, () -> view.status() + " | " + view.heading());
	}

	@Test
	void aGridBoardHasTheCoordinatesMovesAreWrittenIn() throws Exception {
		showing("xiangqi/xiangqi.reading");
		Ui.waitUntil("a game of xiangqi on the board", () -> view.gridReplay() != null);
		view.gridBoard().redraw();
		Ui.settle();
		Ui.waitUntil("the board is drawn", () -> !view.gridBoard().coordinates().isEmpty());
		assertEquals(List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"),
				view.gridBoard().coordinates(), "the files under the board, the ranks beside it, as in b3e3 and a10a8");
	}

	@Test
	void everyCaptionSaysWhoMoved() throws Exception {
		showing("makruk/makruk.reading");
		Ui.waitUntil("a game of makruk on the board", () -> view.gridReplay() != null);
		view.toStart();
		view.step(1);
		assertTrue(view.gridBoard().caption().startsWith("ply 1: the first side played "), view.gridBoard().caption());
		view.step(1);
		assertTrue(view.gridBoard().caption().startsWith("ply 2: the second side played "), view.gridBoard().caption());
		assertArrayEquals(view.gridReplay().moveSquares(2), view.gridBoard().lastMove(), "the move stepped to is marked");

		showing("pu-shuang/ping.reading");
		Ui.waitUntil("a game of 平雙陸", () -> view.replay() != null);
		view.step(1);
		assertTrue(view.board().caption().matches("turn 1 of \\d+: (first|second) side rolled .*"), view.board().caption());
	}

	@Test
	void theStarOfTheTurnsNamesOnlyTheReadingsOwnEvents() throws Exception {
		showing("pu-shuang/ping.reading");
		Ui.waitUntil("a game of 平雙陸", () -> view.replay() != null);
		String ping = view.turnsHelp();
		assertFalse(ping.contains("掲頭"), "平雙陸 has no 掲頭: " + ping);
		showing("pu-shuang/qiliang.reading");
		Ui.waitUntil("a game of 七梁雙陸", () -> view.replay() != null && view.heading().contains("qiliang"));
		Ui.waitUntil("the turns of 七梁雙陸", () -> view.turnsHelp().contains("掲頭"), view::turnsHelp);
	}

	@Test
	void theComputersReplyIsInSightWhenAPersonPlays() throws Exception {
		showing("xiangqi/xiangqi.reading");
		view.playAs(0);
		GridPosition before = view.gridBoard().position();
		GridBoard board = before.compiled().rules().board();
		assertTrue(view.playGridMove(board.parse("b3"), board.parse("e3")));
		int[] reply = view.gridBoard().lastMove();
		assertTrue(reply != null, "the computer's move is marked on the board");
		String answer = view.personsLastTurn().replaceFirst("^you played b3e3; the computer played ", "");
		assertEquals(board.name(reply[0]) + board.name(reply[1]), answer.substring(0, board.name(reply[0]).length() + board.name(reply[1]).length()),
				"the marked points are those of the reply: " + view.personsLastTurn());
		assertTrue(view.gridBoard().caption().contains("the computer played"), view.gridBoard().caption());
	}

	@Test
	void pokDengNamesThePlayerAndTheBanker() throws Exception {
		showing("pok-deng/pok-deng.reading");
		assertEquals("player wins, %", view.statistics().getColumn(2).getText());
		assertEquals("banker wins, %", view.statistics().getColumn(3).getText());
		assertEquals("chips per game, player", view.statistics().getColumn(9).getText());
		assertEquals("chips per game, banker", view.statistics().getColumn(10).getText());
		view.playAs(1);
		assertEquals("play the banker", view.modeName(), "a person plays the player's hand or the banker");
	}
}
