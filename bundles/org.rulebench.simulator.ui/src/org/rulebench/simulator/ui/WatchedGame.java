package org.rulebench.simulator.ui;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.simulator.ui.replay.CardRound;
import org.rulebench.simulator.ui.replay.GridReplay;
import org.rulebench.simulator.ui.replay.Replay;

/**
 * A game the computer plays on both sides, shown step by step: a race game turn by turn (★ where an event of the
 * reading happened), a grid game ply by ply, a card round as dealt, drawn and settled.
 */
final class WatchedGame {
	private final GamePane pane;
	private Replay replay;
	private GridReplay grid;
	private CardRound.Watched cards;
	private int turn;

	WatchedGame(GamePane pane) {
		this.pane = pane;
	}

	/**
	 * Plays a game of a combination to its end, off the UI thread: a {@link Replay}, a {@link GridReplay} or a
	 * {@link CardRound.Watched}, as the reading's family is.
	 */
	static Object play(CompiledReading c, int combination, long seed, String player, int turnCap) {
		if (c.cards()) {
			return CardRound.watch((CardVariant) c.variants().get(combination), seed, player, player);
		}
		if (c.grid()) {
			return GridReplay.play(((GridVariant) c.variants().get(combination)).rules(), seed, player, player, turnCap);
		}
		RuleSet rules = c.rules().get(combination);
		return Replay.play(rules, seed, player, player, turnCap);
	}

	/** Shows a game {@link #play} made. */
	void show(Object game) {
		clear();
		switch (game) {
		case CardRound.Watched w -> showCards(w);
		case GridReplay g -> showGrid(g);
		case Replay r -> showRace(r);
		default -> throw new IllegalArgumentException("not a game: " + game);
		}
	}

	void clear() {
		if (cards != null && !pane.disposed()) {
			pane.moves().setToolTipText(null);
		}
		replay = null;
		grid = null;
		cards = null;
		turn = 0;
	}

	boolean active() {
		return replay != null || grid != null || cards != null;
	}

	Replay replay() {
		return replay;
	}

	GridReplay grid() {
		return grid;
	}

	int turn() {
		return turn;
	}

	private void showRace(Replay r) {
		replay = r;
		pane.boards().race();
		List<String> events = pane.compiled() == null ? List.of() : pane.compiled().eventNames();
		pane.help("Turns (★ events)", "★ marks a turn in which a piece was hit"
				+ (events.isEmpty() ? " (this reading counts no events of its own)" : " or one of the reading's events happened: "
						+ String.join(", ", events)) + ". Next Event, on the tool bar, goes to the next.");
		List<String> items = new ArrayList<>();
		items.add("start");
		for (int k = 1; k <= r.turnCount(); k++) {
			List<String> ev = r.events(k);
			items.add(k + (ev.isEmpty() ? "" : " ★ " + String.join(", ", ev)));
		}
		pane.moves().setItems(items.toArray(String[]::new));
		step(0);
	}

	private void showGrid(GridReplay g) {
		grid = g;
		pane.boards().grid();
		pane.help("Plies — " + g.outcome(), g.outcome());
		List<String> items = new ArrayList<>();
		items.add("start");
		for (int k = 1; k <= g.plies(); k++) {
			items.add(k + ". " + g.move(k));
		}
		pane.moves().setItems(items.toArray(String[]::new));
		step(0);
	}

	private void showCards(CardRound.Watched w) {
		cards = w;
		pane.boards().cards();
		pane.help(w.heading(), null);
		pane.moves().setItems(w.steps().toArray(String[]::new));
		turn = 0;
		step(w.steps().size() - 1);
	}

	/** Moves by {@code delta} steps, within the game. */
	void step(int delta) {
		if (cards != null) {
			turn = Math.max(0, Math.min(cards.steps().size() - 1, turn + delta));
			pane.boards().cardTable().show(cards.deals().get(turn));
			pane.moves().setToolTipText(cards.steps().get(turn)); // a step's sentence is longer than the list is wide
		} else if (grid != null) {
			turn = Math.max(0, Math.min(grid.plies(), turn + delta));
			pane.boards().gridBoard().show(grid.rules(), grid.position(turn), grid.caption(turn));
			pane.boards().gridBoard().lastMove(turn == 0 ? null : grid.moveSquares(turn));
		} else if (replay != null) {
			turn = Math.max(0, Math.min(replay.turnCount(), turn + delta));
			pane.boards().raceBoard().show(replay.position(turn), replay.roll(turn), replay.roller(turn), replay.describe(turn));
		} else {
			return;
		}
		if (pane.moves().getItemCount() > turn) {
			pane.moves().setSelection(turn);
			pane.moves().showSelection();
		}
	}

	void toStart() {
		step(-turn);
	}

	void toEnd() {
		step(cards != null ? cards.steps().size() - 1 - turn : grid != null ? grid.plies() - turn : replay == null ? 0 : replay.turnCount() - turn);
	}

	/** The next turn with an event; false if there is none. */
	boolean nextEvent() {
		if (replay == null) {
			return false;
		}
		int next = replay.nextEvent(turn, null);
		if (next < 0) {
			return false;
		}
		step(next - turn);
		return true;
	}
}
