package org.rulebench.simulator.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.simulator.ui.board.CardTable;
import org.rulebench.workbench.tests.Ui;

/** Pok Deng in the Simulator view: a round's cards on the table, step by step, and a round a person plays. */
class CardSimulatorTest {
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

	private void showing() throws Exception {
		IFile file = Ui.example("pok-deng/pok-deng.reading");
		int before = view.simulations();
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("the simulation of pok-deng.reading is shown", () -> view.simulations() > before
				&& view.statistics().getItemCount() > 0 && view.cardTable().deal() != null,
				() -> view.status() + " | " + view.heading() + " | rows " + view.statistics().getItemCount());
	}

	@Test
	void aRoundIsDealtOnTheTableWithTheStatisticsOfEveryCombination() throws Exception {
		showing();
		assertTrue(view.cardTable().isVisible(), "the card table replaces the board");
		assertEquals(72, view.statistics().getItemCount(), "draw × deng × banker × equal × paying");
		assertEquals("cards dealt", view.statistics().getColumn(5).getText());
		CardTable.Deal end = view.cardTable().deal();
		assertFalse(end.bankerHidden(), "the round is shown to its end: the banker's cards face up");
		assertNotNull(end.outcome());
		assertTrue(end.player().length >= 2 && end.banker().length >= 2);
		assertEquals("dealt", view.moves().getItem(0));
		view.toStart();
		assertTrue(view.cardTable().deal().bankerHidden() || view.moves().getItem(1).startsWith("a pok"),
				"as dealt, the banker's cards are face down unless a pok ends the round");
	}

	@Test
	void aPersonPlaysThePlayersHandAgainstTheBanker() throws Exception {
		showing();
		for (int round = 0; round < 5; round++) {
			view.playAs(0);
			Ui.waitUntil("a round is dealt to the person", () -> view.cardRound() != null, () -> view.status());
			if (view.cardRound().result() == null) {
				assertTrue(view.cardRound().playerToAct());
				assertTrue(view.cardTable().deal().bankerHidden(), "the player does not see the banker's cards");
				int last = view.moves().getItemCount() - 1;
				view.choose(last); // stand where the player may, else the forced draw
			}
			assertNotNull(view.cardRound().result(), "the banker played by its rule and the round is settled");
			assertFalse(view.cardTable().deal().bankerHidden());
			assertTrue(view.personsLastTurn().contains("stake") || view.personsLastTurn().startsWith("a tie"), view.personsLastTurn());
		}
	}
}
