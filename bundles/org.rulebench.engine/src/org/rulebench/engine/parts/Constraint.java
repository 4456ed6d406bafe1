package org.rulebench.engine.parts;

import java.util.Objects;

/**
 * A side may not (or must) do an act when a guard holds, unless another does: "a side may not move a piece off
 * point 24 when pieces moved off point 24 this turn >= 1 unless …". Judged just before the act.
 *
 * @param rule   the reading's rule, for messages
 * @param act    what is allowed or forbidden
 * @param must   the side must do the act when the guards allow it and it can; else the act is forbidden
 * @param when   the constraint binds only when this holds
 * @param unless the constraint binds only when this does not hold
 */
public record Constraint(String rule, Act act, boolean must, Guard when, Guard unless) {

	public Constraint {
		Objects.requireNonNull(act, "act");
		when = when == null ? Guard.ALWAYS : when;
		unless = unless == null ? Guard.NEVER : unless;
	}

	/** The constraint binds now. */
	public boolean binds(org.rulebench.engine.position.Position p, int side, TurnSoFar turn) {
		return when.holds(p, side, turn) && !unless.holds(p, side, turn);
	}
}
