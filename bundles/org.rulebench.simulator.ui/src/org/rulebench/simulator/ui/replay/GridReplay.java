package org.rulebench.simulator.ui.replay;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridPlayers;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.GridRules;

/** A grid game played through once from a seed, every position kept, to step through move by move. */
public final class GridReplay {
	private final GridRules rules;
	private final List<GridPosition> positions = new ArrayList<>();
	private final List<String> moves;
	private final List<Integer> played;
	private final GridResult result;

	private GridReplay(GridRules rules, GridGame game, List<GridPosition> positions) {
		this.rules = rules;
		this.positions.addAll(positions);
		this.moves = game.moveNames();
		this.played = game.moves();
		this.result = game.result();
	}

	/** The game of this seed between two players of the grid family, stopped after {@code plyCap} plies. */
	public static GridReplay play(GridRules rules, long seed, String first, String second, int plyCap) {
		GridGame game = new GridGame(CompiledRules.of(rules), GridPlayers.named(first).get(), GridPlayers.named(second).get(), seed, true);
		List<GridPosition> seen = new ArrayList<>();
		seen.add(game.position().copy());
		while (!game.over() && seen.size() <= plyCap) {
			int before = game.moves().size();
			game.move();
			if (game.moves().size() > before) {
				seen.add(game.position().copy());
			}
		}
		if (!game.over()) {
			game.playOut(seen.size() - 1);
		}
		return new GridReplay(rules, game, seen);
	}

	public GridRules rules() {
		return rules;
	}

	/** Plies played. */
	public int plies() {
		return positions.size() - 1;
	}

	/** The position after ply k (0: the start). */
	public GridPosition position(int k) {
		return positions.get(k);
	}

	/** Ply k in Fairy-Stockfish's notation (k from 1). */
	public String move(int k) {
		return moves.get(k - 1);
	}

	/** The points ply k (from 1) moved from and to, to mark on the board. */
	public int[] moveSquares(int k) {
		int m = played.get(k - 1);
		return new int[] { Move.from(m), Move.to(m) };
	}

	/** Who played ply k and what, and at the last ply how the game ended: "ply 7: the first side played h3e3". */
	public String caption(int k) {
		if (k == 0) {
			return "the start: the " + Outcomes.side(positions.get(0).sideToMove()) + " side moves first";
		}
		return "ply " + k + ": the " + Outcomes.side(positions.get(k - 1).sideToMove()) + " side played " + move(k)
				+ (k == plies() ? " — " + outcome() : "");
	}

	/** How the game ended, e.g. "checkmate: red wins after 87 plies". */
	public String outcome() {
		return Outcomes.describe(result);
	}
}
