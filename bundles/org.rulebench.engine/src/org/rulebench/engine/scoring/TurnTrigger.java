package org.rulebench.engine.scoring;

import org.rulebench.engine.position.Position;

/**
 * An event judged at the end of a turn in which the side moved: the condition holds now, and, for a
 * {@code newly} trigger, did not at the start of the turn.
 *
 * @param condition the standing that scores
 * @param newly     fire only when the standing is new this turn, not while it merely persists
 */
public record TurnTrigger(Condition condition, boolean newly) implements Trigger {

	public boolean fires(Position start, Position end, int side) {
		return condition.holds(end, side) && !(newly && condition.holds(start, side));
	}
}
