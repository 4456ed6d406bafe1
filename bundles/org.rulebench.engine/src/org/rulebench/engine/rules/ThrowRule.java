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

	/** The effects that play a run of higher doubles. */
	public static final Effect[] RUNS = { Effect.HIGHER_DOUBLES_AFTER, Effect.HIGHER_DOUBLES_UNTIL_STUCK,
			Effect.HIGHER_DOUBLES_REST_TO_OPPONENT };

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
		HIGHER_DOUBLES_UNTIL_STUCK,
		/**
		 * {@link #HIGHER_DOUBLES_UNTIL_STUCK}, but the opponent plays the rest: the dice left of the double the side
		 * could not finish, then each higher double, in the side's turn; the opponent's own turn follows. What the
		 * opponent cannot play of the rest is lost.
		 */
		HIGHER_DOUBLES_REST_TO_OPPONENT;

		/**
		 * The doubles played after a double of {@code value}, in order, each four times: one part for the opposite
		 * double and the run of higher doubles. Empty for the effects that play no double after.
		 */
		public int[] doublesAfter(int value, int faces) {
			return switch (this) {
			case OPPOSITE_DOUBLE_AFTER -> new int[] { faces + 1 - value };
			case HIGHER_DOUBLES_AFTER, HIGHER_DOUBLES_UNTIL_STUCK, HIGHER_DOUBLES_REST_TO_OPPONENT -> java.util.stream.IntStream.rangeClosed(value + 1, faces).toArray();
			default -> new int[0];
			};
		}

		/** The doubles after it are a chain that ends at the first die that cannot be played. */
		public boolean endsWhenStuck() {
			return this == HIGHER_DOUBLES_UNTIL_STUCK || this == HIGHER_DOUBLES_REST_TO_OPPONENT;
		}

		/** What the side cannot play of the run, the opponent plays. */
		public boolean restToOpponent() {
			return this == HIGHER_DOUBLES_REST_TO_OPPONENT;
		}

		/**
		 * The doubles after it are a run the game plays one double after another, each a play of its own chosen from
		 * the position the one before left (the play generator lists one double's plays); the opposite double is one
		 * double, searched with the thrown one.
		 */
		public boolean playsARun() {
			return this == HIGHER_DOUBLES_AFTER || this == HIGHER_DOUBLES_UNTIL_STUCK || this == HIGHER_DOUBLES_REST_TO_OPPONENT;
		}
	}

	/**
	 * The next double of this rule's run after a play of {@code roll} that played every die ({@code stuck} false) or
	 * not, played by the same side in the same turn; null when the run ends there (no run, the top face, or stuck
	 * where the rule says so).
	 */
	public int[] nextOfRun(int[] roll, int faces, boolean stuck) {
		if (!effect.playsARun() || roll.length != 2 || roll[0] != roll[1] || roll[0] >= faces || effect.endsWhenStuck() && stuck) {
			return null;
		}
		return new int[] { roll[0] + 1, roll[0] + 1 };
	}
}
