package org.rulebench.engine.grid.rules;

import java.util.Objects;

/**
 * "A side must ACT when CONDITION": when some legal move of the side is such an act (a move, a drop, a pass) for which
 * the condition holds, only those moves are legal (a capture that must be made, as in draughts).
 */
public record Obligation(Ban.Act act, MoveCondition when) {
	public Obligation {
		Objects.requireNonNull(act, "act");
		Objects.requireNonNull(when, "when");
	}
}
