package org.rulebench.engine.players;

import org.rulebench.engine.position.Position;

/**
 * Judges positions that are not over: larger is better for {@code side}. A probability of winning for learned
 * evaluators; a score that only ranks plays for pubeval. One instance per thread: evaluators keep scratch space.
 */
public interface Evaluator {

	/** Called before the plays of one roll from {@code before} are judged for {@code side}. */
	default void prepare(Position before, int side) {
	}

	/** The value of a position that is not over, for {@code side}. */
	double value(Position position, int side);

	/**
	 * The value of a finished game for a side that won (1), drew (0.5) or lost (0), on the scale of
	 * {@link #value}. For probabilities, the outcome itself.
	 */
	default double outcome(double won) {
		return won;
	}

	/** Whether {@link #value} is a probability of winning, so that values after different rolls may be averaged. */
	default boolean probabilities() {
		return true;
	}
}
