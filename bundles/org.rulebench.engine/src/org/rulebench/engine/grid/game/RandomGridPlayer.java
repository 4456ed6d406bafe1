package org.rulebench.engine.grid.game;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.play.GridPosition;

/** Uniform among the legal moves: the baseline every statistic of a reading is first taken with. */
public final class RandomGridPlayer implements GridPlayer {
	@Override
	public String name() {
		return "random";
	}

	@Override
	public int choose(GridPosition position, int[] moves, int count, Rng rng) {
		return rng.nextInt(count);
	}
}
