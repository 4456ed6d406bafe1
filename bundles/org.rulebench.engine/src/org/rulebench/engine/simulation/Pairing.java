package org.rulebench.engine.simulation;

import org.rulebench.engine.game.GameResult;

/**
 * What a paired simulation gathers about its pairs of games (game i of both rule sets, on the same seed), one per
 * thread, merged at the end: counts and sums, never the games themselves.
 *
 * @param <P> the class itself
 */
public interface Pairing<P extends Pairing<P>> {
	/** The results of the same game (same seed, same players) under the first and the second rule set. */
	void add(GameResult first, GameResult second);

	/** Adds the other's pairs to this one. */
	void merge(P other);
}
