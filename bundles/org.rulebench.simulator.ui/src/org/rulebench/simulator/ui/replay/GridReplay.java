package org.rulebench.simulator.ui.replay;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridPlayers;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.rules.GridRules;

/** A grid game played through once from a seed, every position kept, to step through move by move. */
public final class GridReplay {
	private final GridRules rules;
	private final List<GridPosition> positions = new ArrayList<>();
	private final List<String> moves;
	private final GridResult result;

	private GridReplay(GridRules rules, GridGame game, List<GridPosition> positions) {
		this.rules = rules;
		this.positions.addAll(positions);
		this.moves = game.moveNames();
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

	/** How the game ended, e.g. "checkmate: red wins after 87 plies". */
	public String outcome() {
		return Outcomes.describe(result);
	}
}
