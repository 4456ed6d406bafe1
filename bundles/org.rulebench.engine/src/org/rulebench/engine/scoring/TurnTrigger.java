package org.rulebench.engine.scoring;

import org.rulebench.engine.position.Position;

/**
 * An event judged at the end of a turn in which the side moved: the condition holds now, and, for a
 * {@code newly} trigger, did not at the start of the turn.
 *
 * @param condition the standing that scores
 * @param newly     fire only when the standing is new this turn, not while it merely persists
 * @param atStart   fire only when this held at the start of the turn (the condition of an effect of a throw:
 *                  "when a side throws 6-6 and turns played < 3, the side scores 2 chips")
 */
public record TurnTrigger(Condition condition, boolean newly, Condition atStart) implements Trigger {

	public TurnTrigger {
		atStart = atStart == null ? Conditions.ALWAYS : atStart;
	}

	public TurnTrigger(Condition condition, boolean newly) {
		this(condition, newly, Conditions.ALWAYS);
	}

	public boolean fires(Position start, Position end, int side) {
		return condition.holds(end, side) && !(newly && condition.holds(start, side)) && atStart.holds(start, side);
	}
}
