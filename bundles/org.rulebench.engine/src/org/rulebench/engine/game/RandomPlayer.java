package org.rulebench.engine.game;

import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;

/** Picks uniformly among the distinct legal results; never doubles, always takes. */
public final class RandomPlayer implements Player {

	@Override
	public String name() {
		return "random";
	}

	@Override
	public int choose(Position position, PlayList plays, Rng rng) {
		return plays.size() == 1 ? 0 : rng.nextInt(plays.size());
	}

	@Override
	public boolean choosesUniformly() {
		return true;
	}
}
