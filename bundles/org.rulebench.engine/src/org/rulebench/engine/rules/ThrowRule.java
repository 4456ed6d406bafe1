package org.rulebench.engine.rules;

import java.util.Objects;

import org.rulebench.engine.scoring.Throws;

/**
 * What a throw does beyond the fixed dimensions: "when a side throws 6-5, the side rolls again". The fixed
 * dimensions ({@link Dice#doublesTwice}, {@link ExtraRoll}) keep the throws they name; a rule set carries these
 * for the others.
 *
 * @param on     the throws it applies to
 * @param effect what the throw does
 */
public record ThrowRule(Throws on, Effect effect) {

	public ThrowRule {
		Objects.requireNonNull(on, "on");
		Objects.requireNonNull(effect, "effect");
	}

	/** What a throw does. */
	public enum Effect {
		/** Its dice are played twice (a double: four steps). */
		PLAYED_TWICE,
		/** The side rolls again after playing it. */
		ROLLS_AGAIN,
		/** After playing its dice the side plays any double of its choice, four times (acey-deucey's 1-2). */
		ANY_DOUBLE_AFTER,
		/**
		 * After playing its dice the side plays the opposite double, four times: each face turned over (faces + 1 −
		 * face: 6-6 after 1-1 on six faces), Russian backgammon's complement. For doubles only.
		 */
		OPPOSITE_DOUBLE_AFTER
	}
}
