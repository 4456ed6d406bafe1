package org.rulebench.engine.grid.game;

/**
 * The outcome of one grid game.
 *
 * @param winner 0 or 1, -1 for a draw or an unfinished game
 * @param end    the rule that ended it
 * @param plies  moves made by both sides together
 */
public record GridResult(int winner, GridEnd end, int plies) {
	public boolean finished() {
		return end != GridEnd.UNFINISHED;
	}

	public boolean draw() {
		return winner < 0 && finished();
	}
}
