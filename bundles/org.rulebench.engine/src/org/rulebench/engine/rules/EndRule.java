package org.rulebench.engine.rules;

import java.util.Objects;

import org.rulebench.engine.scoring.Condition;

/**
 * An end of the game stated as a condition on a side's standing, judged after every turn: "a side ends the game
 * when all pieces borne off" (the side for which it holds ends it, the mover first) or "the game ends in a draw
 * when ..." (for either side).
 *
 * @param condition the standing that ends the game
 * @param draw      the game ends with no winner
 */
public record EndRule(Condition condition, boolean draw) {

	public EndRule {
		Objects.requireNonNull(condition, "condition");
	}
}
