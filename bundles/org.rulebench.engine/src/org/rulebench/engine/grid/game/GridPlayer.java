package org.rulebench.engine.grid.game;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.play.GridPosition;

/** Chooses one of the legal moves of the side to move. */
public interface GridPlayer {

	String name();

	/**
	 * The index of the chosen move in {@code moves[0..count)}; the position is before the move, as the side to move
	 * may know it, and must be left as it was (a player may make and take back moves to look ahead).
	 */
	int choose(GridPosition position, int[] moves, int count, Rng rng);

	/**
	 * Told the true kind of a piece this player's side has just captured (a face-down piece is seen by its captor
	 * only); the position a player is given never shows a face-down piece's kind.
	 */
	default void captured(int kind) {
	}
}
