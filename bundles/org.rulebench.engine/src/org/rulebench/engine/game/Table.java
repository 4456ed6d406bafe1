package org.rulebench.engine.game;

/** Two players seated to play game after game of one {@link Variant}, on one thread. */
public interface Table {

	/**
	 * Plays the game of this seed to its end, or until {@code turnCap} turns (plies on a grid) have been played: a
	 * pure function of the rules, the seed and the players.
	 */
	GameResult play(long seed, int turnCap);
}
