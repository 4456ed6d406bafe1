package org.rulebench.engine.game;

import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;

/** Chooses one of the legal plays of a roll; with the cube, also decides on doubles. */
public interface Player {

	String name();

	/** The index of the chosen play in {@code plays}; the position is that before the play, side to move on roll. */
	int choose(Position position, PlayList plays, Rng rng);

	/**
	 * True if {@link #choose} picks uniformly among the plays with the given stream and nothing else: the game may
	 * then have the generator draw the play during its search ({@link PlayGenerator#sample}) instead.
	 */
	default boolean choosesUniformly() {
		return false;
	}

	/** Whether to offer a double before rolling, the cube standing at {@code cube}. */
	default boolean offersDouble(Position position, int cube) {
		return false;
	}

	/** Whether to take a double offered by the opponent. */
	default boolean takesDouble(Position position, int cube) {
		return true;
	}
}
