package org.rulebench.engine.rules;

import java.util.Objects;

import org.rulebench.engine.parts.Guard;

/**
 * An effect of a step or a throw that holds only under a condition: "when a piece lands on a lone opposing piece and
 * turns played < 2, that piece is left where it is". Without a condition the same effects are fixed dimensions
 * ({@link Occupancy#hit}, {@link Occupancy#skipOwn}, {@link RunToFront}); a rule set carries these beside them.
 *
 * @param rule   the rule's name, for messages
 * @param effect what happens
 * @param fate   with {@link Effect#FATE}: what becomes of the piece landed on (not held, not placed by the hitter)
 * @param when   read just before the step for a fate or a piece moving on ("it" is the point landed on), at the start
 *               of the turn with the roll thrown for the jump
 */
public record EffectRule(String rule, Effect effect, HitRule fate, Guard when) {

	public EffectRule {
		Objects.requireNonNull(rule, "rule");
		Objects.requireNonNull(effect, "effect");
		Objects.requireNonNull(when, "when");
		if ((effect == Effect.FATE) != (fate != null)) {
			throw new IllegalArgumentException("a fate is the effect of a landing on a lone opposing piece, and only that");
		}
	}

	/** What a conditioned effect brings about. */
	public enum Effect {
		/**
		 * The lone opposing piece landed on meets {@link EffectRule#fate} instead of {@link Occupancy#hit}: the first
		 * such rule whose condition holds decides.
		 */
		FATE,
		/** A piece landing on its own piece goes on to the next point if that is empty ({@link Occupancy#skipOwn}). */
		MOVES_ON,
		/** The rearmost piece jumps ahead of the leading one on the throws of {@link RunToFront}. */
		JUMP
	}

	@Override
	public String toString() {
		return rule + " " + effect + (fate == null ? "" : " " + fate);
	}
}
