package org.rulebench.engine.testkit;

import java.util.List;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.game.GridPlayer;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;

/** A grid player that plays the named moves (Fairy-Stockfish's notation) in turn, over and over. */
public final class ScriptedGridPlayer implements GridPlayer {
	private final List<String> script;
	private int next;

	public ScriptedGridPlayer(String... moves) {
		script = List.of(moves);
	}

	@Override
	public String name() {
		return "scripted";
	}

	@Override
	public int choose(GridPosition position, int[] moves, int count, Rng rng) {
		String wanted = script.get(next++ % script.size());
		for (int i = 0; i < count; i++) {
			if (Move.name(moves[i], position.compiled()).equals(wanted)) {
				return i;
			}
		}
		throw new AssertionError(wanted + " is not legal in " + position);
	}
}
