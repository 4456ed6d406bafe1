package org.rulebench.engine.grid.rules;

import java.util.Objects;

/**
 * A constraint over the moves the pieces allow, as a reading states it: "a side may not ACT when CONDITION" (a
 * drop, a move, a pass), the condition judged for each such move; a move a ban forbids is not legal.
 */
public record Ban(Act act, MoveCondition when) {
	/** What the ban is about. */
	public enum Act {
		/** A move of a piece on the board. */
		MOVE,
		/** A drop from the hand. */
		DROP,
		/** A pass ({@link Passing}). */
		PASS,
		/**
		 * Only in an {@link Obligation}: a move that captures as many pieces as any legal move does, when some move
		 * captures (international draughts' majority capture: "a side must capture the most pieces").
		 */
		CAPTURE_MOST
	}

	public Ban {
		Objects.requireNonNull(act, "act");
		Objects.requireNonNull(when, "when");
	}
}
