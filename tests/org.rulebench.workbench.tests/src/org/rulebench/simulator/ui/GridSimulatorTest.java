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
		assertEquals("decisive, %", view.statistics().getColumn(7).getText(), "decisive games, in per cent as every rate of the table");
		assertEquals("Outcomes: % of games (95% CI)", view.charts().thirdChartTitle(), "nothing is staked in xiangqi: how games end instead of chips");
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
			IFile makruk = Ui.example("makruk/makruk.reading");
			IDE.openEditor(Ui.page(), makruk);
			view.showReading(makruk);
			// the first figures are enough: searched games of every combination take minutes on a loaded machine
			Ui.waitUntil("the simulation with search players", () -> view.status().contains("search players")
					&& view.combinations() > 0 && view.statistics().getItemCount() == view.combinations() && view.gridReplay() != null,
					view::status);
			view.stop();
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

	@Test
	void aPersonChoosesWhichPassedPiecesADanceTakes() throws Exception {
		// 狛犬 on j10, enemy 歩兵 on j11 and j12: its dance to j13 may take either, both or neither (article 006, 081)
		IFile file = Ui.example("maka-dai-dai/dance.reading");
		String fen = "k18/" + "19/".repeat(6) + "9p9/9p9/9J9/" + "19/".repeat(8) + "18K w - - 0 1";
		// the four rules whose alternatives issue 24 added are fixed, to keep the simulation short
		file.create(new java.io.ByteArrayInputStream(("reading maka.dance extends maka.oecu\ngame \"a 狛犬 before two 歩兵\"\n"
				+ "rule start: the start position is \"" + fen + "\" assumed\n"
				+ "rule 自在王: piece 自在王 (Б): goes to any point, but not capturing where it can be recaptured assumed\n"
				+ "rule 摩羯: piece 摩羯 (Φ): hooks diagonally, always bending assumed\n"
				+ "rule promotion_獅子: promotion of the 獅子: on capturing in the camp it becomes a 奮迅 assumed\n"
				+ "rule repetition: a position met 4 times draws, but a side that has checked a 玉将 or threatened a capture with every"
				+ " move since the position was first met must deviate assumed\n").getBytes(java.nio.charset.StandardCharsets.UTF_8)),
				true, null);
		try {
			// 64 combinations of the reading's other open rules: the fewest games of each, to show the board soon
			RulebenchPreferences.store().setValue(RulebenchPreferences.GAMES, RulebenchPreferences.MIN_GAMES);
			showing("maka-dai-dai/dance.reading");
			view.playAs(0);
			GridPosition before = view.gridBoard().position();
			int from = before.compiled().rules().board().parse("j10");
			int to = before.compiled().rules().board().parse("j13");
			assertTrue(view.playGridMove(from, to), "the 狛犬 may dance to j13");
			org.eclipse.swt.widgets.Menu menu = view.gridChoices();
			assertTrue(menu != null, "four moves go from j10 to j13: the person is asked which");
			java.util.List<String> items = java.util.Arrays.stream(menu.getItems()).map(org.eclipse.swt.widgets.MenuItem::getText).toList();
			assertEquals(java.util.Set.of("takes nothing   (j10j13)", "takes 歩兵 j11   (j10j13xj11)",
					"takes 歩兵 j12   (j10j13xj12)", "takes 歩兵 j11, 歩兵 j12   (j10j13xj11xj12)"), java.util.Set.copyOf(items));
			assertEquals(0, view.gridBoard().position().sideToMove(), "nothing is played before the person chooses");
			menu.getItem(items.indexOf("takes 歩兵 j12   (j10j13xj12)")).notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
			assertTrue(view.personsLastTurn().startsWith("you played j10j13xj12; the computer played "), view.personsLastTurn());
			GridPosition after = view.gridBoard().position();
			assertEquals(2, after.pieces(1), "the 歩兵 on j12 is taken, the one on j11 left: " + after);
			assertEquals(null, view.gridChoices(), "the menu is gone once chosen");
		} finally {
			RulebenchPreferences.store().setToDefault(RulebenchPreferences.GAMES);
			view.playAs(-1);
			Ui.page().closeAllEditors(false);
			file.delete(true, null);
		}
	}

	@Test
	void aPersonDropsAPieceFromTheHandShownBesideTheBoard() throws Exception {
		IFile file = Ui.example("shogi/drop.reading");
		file.create(new java.io.ByteArrayInputStream(("reading shogi.drop extends shogi.standard\ngame \"a pawn in hand\"\n"
				+ "rule start: the start position is \"4k4/9/9/9/9/9/9/9/4K4[Pg] w - - 0 1\" assumed\n")
				.getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
		try {
			showing("shogi/drop.reading");
			view.playAs(0);
			GridPosition before = view.gridBoard().position();
			int pawn = before.compiled().rules().kindIndex("pawn");
			assertTrue(view.gridBoard().handSpot(pawn) != null, "the pawn in hand is drawn beside the board");
			save(view.gridBoard(), "shogi-hands.png");
			int e5 = before.compiled().rules().board().parse("e5");
			assertFalse(view.playGridDrop(pawn, before.compiled().rules().board().parse("e9")), "the king stands there");
			assertTrue(view.playGridDrop(pawn, e5), "a pawn may be dropped on e5");
			assertTrue(view.personsLastTurn().startsWith("you played P@e5; the computer played "), view.personsLastTurn());
			assertEquals(0, view.gridBoard().position().inHand(0, pawn), "the hand is empty");
		} finally {
			view.playAs(-1);
			Ui.page().closeAllEditors(false);
			file.delete(true, null);
		}
	}

	@Test
	void aPersonPassesInJanggiByClickingTheGeneralTwice() throws Exception {
		showing("janggi/janggi.reading");
		assertTrue(view.gridBoard().onPoints(), "janggi is played on the intersections");
		view.playAs(0);
		GridPosition before = view.gridBoard().position();
		int e2 = before.compiled().rules().board().parse("e2");
		save(view.gridBoard(), "janggi.png");
		assertTrue(view.playGridMove(e2, e2), "the pass");
		assertTrue(view.personsLastTurn().startsWith("you played e2e2; the computer played "), view.personsLastTurn());
	}

	/** The board as drawn, into target/screenshots, to be looked at. */
	private static void save(org.eclipse.swt.widgets.Control control, String name) {
		Ui.settle();
		org.eclipse.swt.graphics.Point size = control.getSize();
		org.eclipse.swt.graphics.Image image = new org.eclipse.swt.graphics.Image(control.getDisplay(), size.x, size.y);
		org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(control);
		try {
			gc.copyArea(image, 0, 0);
			org.eclipse.swt.graphics.ImageLoader loader = new org.eclipse.swt.graphics.ImageLoader();
			loader.data = new org.eclipse.swt.graphics.ImageData[] { image.getImageData() };
			java.io.File dir = new java.io.File("target/screenshots");
			dir.mkdirs();
			loader.save(new java.io.File(dir, name).getPath(), org.eclipse.swt.SWT.IMAGE_PNG);
		} finally {
			gc.dispose();
			image.dispose();
		}
	}
}
