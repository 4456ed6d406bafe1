package org.rulebench.simulator.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.showdown.ShowdownVariant;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.game.Table;
import org.rulebench.simulator.ui.board.CardTable;
import org.rulebench.simulator.ui.replay.ShowdownDeal;
import org.rulebench.workbench.tests.Ui;

/**
 * Three-card poker in the Simulator view: a round dealt on the table and stepped through (the hands, the player's
 * decision and why, the banker's hand and whether it qualifies, what each bet paid), the very round the simulation's
 * table plays on that seed.
 */
class ShowdownSimulatorTest {
	private static final String READING = "three-card-poker/three-card-poker.reading";
	private SimulatorView view;

	@BeforeEach
	void openTheSimulator() throws Exception {
		view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
	}

	@AfterEach
	void closeEditors() {
		Ui.page().closeAllEditors(false);
	}

	private IFile showing() throws Exception {
		IFile file = Ui.example(READING);
		int before = view.simulations();
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("three-card poker is simulated and a round dealt", () -> view.simulations() > before
				&& view.statistics().getItemCount() > 0 && view.showdownDeal() != null,
				() -> view.status() + " | " + view.heading() + " | " + view.boardMessage());
		return file;
	}

	private ShowdownDeal dealt(long seed, int round) {
		view.dealRound(seed, round);
		Ui.waitUntil("round " + round + " of seed " + seed + " is dealt", () -> view.showdownDeal() != null
				&& view.showdownDeal().seed() == seed && view.showdownDeal().number() == round, () -> view.turnsHelp());
		return view.showdownDeal();
	}

	@Test
	void aRoundIsSteppedThroughFromTheDealToWhatEachBetPaid() throws Exception {
		showing();
		assertTrue(view.cardTable().isVisible(), "the card table, not a message that a showdown cannot be dealt");
		assertEquals("", view.boardMessage());
		ShowdownDeal deal = dealt(1, 1);
		assertEquals(4, view.moves().getItemCount(), "dealt, the player's decision, the banker's hand, the bets settled");
		assertTrue(view.moves().getItem(0).startsWith("dealt: the player holds "), view.moves().getItem(0));
		assertTrue(view.moves().getItem(1).startsWith("the player plays") || view.moves().getItem(1).startsWith("the player folds"));
		assertTrue(view.moves().getItem(2).startsWith("the banker shows "), view.moves().getItem(2));
		assertTrue(view.moves().getItem(3).startsWith("settled: "), view.moves().getItem(3));
		assertTrue(view.turnsHelp().startsWith("Round 1 of seed 1"), view.turnsHelp());

		CardTable.Deal end = view.cardTable().deal();
		assertFalse(end.bankerHidden(), "shown to its end: the banker's cards face up");
		assertArrayEquals(deal.round().player(), end.player());
		assertArrayEquals(deal.round().banker(), end.banker());
		assertTrue(end.bets().get(0).startsWith("ante "), end.bets().toString());
		assertTrue(end.bets().stream().anyMatch(b -> b.startsWith("play bet")), end.bets().toString());
		assertTrue(end.bets().stream().anyMatch(b -> b.startsWith("ante bonus")), "the reading pays an ante bonus: " + end.bets());
		assertTrue(end.bets().stream().anyMatch(b -> b.startsWith("side bet")), "the reading offers Pair Plus: " + end.bets());
		assertNotNull(end.outcome());

		view.toStart();
		assertTrue(view.cardTable().deal().bankerHidden(), "as dealt, the banker's cards are face down");
		assertEquals(List.of("ante 1", "side bet 1"), view.cardTable().deal().bets(), "the bets staked, nothing paid yet");
		view.step(2);
		assertFalse(view.cardTable().deal().bankerHidden(), "the banker shows its hand");
		assertTrue(view.cardTable().deal().bankerWorth().contains("qualif"), view.cardTable().deal().bankerWorth());

		view.newGame();
		Ui.waitUntil("New Game deals the next round", () -> view.showdownDeal() != null && view.showdownDeal().number() == 2,
				() -> view.turnsHelp());
	}

	@Test
	void theRoundShownIsTheRoundTheSimulationPlaysOnThatSeed() throws Exception {
		IFile file = showing();
		CompiledReading compiled = CompiledReading.of(file);
		for (int combination = 0; combination < compiled.choices().size(); combination++) {
			view.chooseCombination(combination);
			String player = compiled.player(view.player());
			ShowdownVariant variant = (ShowdownVariant) compiled.variants().get(combination);
			Table table = variant.seat(player, player);
			for (int round = 1; round <= 12; round++) {
				ShowdownDeal deal = dealt(42, round);
				GameResult played = table.play(Rng.derive(42, round - 1), 0);
				String where = compiled.choices().get(combination) + ", round " + round + ": " + view.moves().getItem(3);
				assertEquals(played.chips()[0], deal.round().won(), where + ": the chips the simulation counts");
				assertEquals(variant.events().get(eventOf(played, 0)), handName(view.moves().getItem(0)), where);
				assertTrue(view.moves().getItem(2).startsWith("the banker shows " + variant.events().get(eventOf(played, 1)) + " "), where);
				boolean folded = played.events()[variant.events().indexOf(ShowdownVariant.FOLDED)][0] == 1;
				assertEquals(folded, view.moves().getItem(1).startsWith("the player folds"), where);
				boolean qualified = played.events()[variant.events().indexOf(ShowdownVariant.QUALIFIED)][1] == 1;
				assertEquals(qualified, view.moves().getItem(2).contains(": qualifies"), where);
				int won = played.chips()[0];
				assertTrue(view.moves().getItem(3).startsWith(won > 0 ? "settled: the player wins " + won + " ante"
						: won < 0 ? "settled: the player loses " + -won + " ante" : "settled: the player's bets break even"), where);
			}
		}
	}

	@Test
	void thePlayersDecisionSaysWhichRuleDecidedAndWhy() throws Exception {
		IFile file = showing();
		CompiledReading compiled = CompiledReading.of(file);
		int free = compiled.choices().stream().map(Object::toString).toList().indexOf("decision=free");
		int q64 = compiled.choices().stream().map(Object::toString).toList().indexOf("decision=q64");
		assertTrue(free >= 0 && q64 >= 0, compiled.choices().toString());
		view.chooseCombination(q64);
		boolean played = false;
		boolean folded = false;
		for (int round = 1; round <= 40 && !(played && folded); round++) {
			dealt(3, round);
			String decision = view.moves().getItem(1);
			if (decision.startsWith("the player plays")) {
				played = true;
				assertEquals("the player plays: its hand is \"Q-6-4\" or better", decision);
			} else {
				folded = true;
				assertEquals("the player folds: its hand is not \"Q-6-4\" or better (otherwise it folds)", decision);
			}
		}
		assertTrue(played && folded, "forty rounds hold a hand the rule plays and one it folds");
		view.players("best");
		view.chooseCombination(free);
		dealt(3, 1);
		assertTrue(view.moves().getItem(1).contains("the rule leaves it the choice; the best player "), view.moves().getItem(1));
		assertTrue(view.moves().getItem(1).contains("antes on average, folding loses 1"), view.moves().getItem(1));
	}

	private static int eventOf(GameResult r, int side) {
		for (int e = 0; e < r.events().length; e++) {
			if (r.events()[e][side] == 1) {
				return e; // the hands' names come first among a showdown's events
			}
		}
		throw new AssertionError("no hand counted for side " + side);
	}

	/** "dealt: the player holds pair 8-8-3" → "pair". */
	private static String handName(String dealtStep) {
		String held = dealtStep.substring("dealt: the player holds ".length());
		return held.substring(0, held.lastIndexOf(' '));
	}
}
