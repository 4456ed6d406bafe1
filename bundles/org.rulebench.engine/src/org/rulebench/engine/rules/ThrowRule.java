package org.rulebench.engine.rules;

import java.util.Objects;

import org.rulebench.engine.parts.Guard;
import org.rulebench.engine.scoring.Throws;

/**
 * What a throw does beyond the fixed dimensions: "when a side throws 6-5, the side rolls again". The fixed
 * dimensions ({@link Dice#doublesTwice}, {@link ExtraRoll}) keep the throws they name; a rule set carries these
 * for the others.
 *
 * @param on     the throws it applies to
 * @param effect what the throw does
 * @param when   the effect holds only when this does, read at the start of the turn with the roll thrown
 *               ("when a side throws a double and turns played >= 3, ...")
 */
public record ThrowRule(Throws on, Effect effect, Guard when) {

	public ThrowRule {
		Objects.requireNonNull(on, "on");
		Objects.requireNonNull(effect, "effect");
		when = when == null ? Guard.ALWAYS : when;
	}

	public ThrowRule(Throws on, Effect effect) {
		this(on, effect, Guard.ALWAYS);
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
		OPPOSITE_DOUBLE_AFTER,
		/**
		 * After playing a double the side plays every higher double in turn, up to the highest face (Gul bara: 3-3,
		 * then 4-4, 5-5 and 6-6), each a play of its own from the position the one before left, in the same turn.
		 * What it cannot play of one double is lost, and the next is played. For doubles only.
		 */
		HIGHER_DOUBLES_AFTER,
		/** {@link #HIGHER_DOUBLES_AFTER}, but the first die that cannot be played ends the turn: the rest is lost. */
		HIGHER_DOUBLES_UNTIL_STUCK;

		/**
		 * The doubles played after a double of {@code value}, in order, each four times: one part for the opposite
		 * double and the run of higher doubles. Empty for the effects that play no double after.
		 */
		public int[] doublesAfter(int value, int faces) {
			return switch (this) {
			case OPPOSITE_DOUBLE_AFTER -> new int[] { faces + 1 - value };
			case HIGHER_DOUBLES_AFTER, HIGHER_DOUBLES_UNTIL_STUCK -> java.util.stream.IntStream.rangeClosed(value + 1, faces).toArray();
			default -> new int[0];
			};
		}

		/** The doubles after it are a chain that ends at the first die that cannot be played. */
		public boolean endsWhenStuck() {
			return this == HIGHER_DOUBLES_UNTIL_STUCK;
		}

		/**
		 * The doubles after it are a run the game plays one double after another, each a play of its own chosen from
		 * the position the one before left (the play generator lists one double's plays); the opposite double is one
		 * double, searched with the thrown one.
		 */
		public boolean playsARun() {
			return this == HIGHER_DOUBLES_AFTER || this == HIGHER_DOUBLES_UNTIL_STUCK;
		}
	}
}
