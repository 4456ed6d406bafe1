package org.rulebench.engine.cards.wager;

import java.util.Objects;

/**
 * A bet a round settles: on one side's hand winning, or on a tie, paid at odds {@code pays} to 1 (8 to 1 on a tie;
 * a win with a deng multiplies it). A bet on a side is returned when the hands tie; a bet on a tie is lost when
 * either side wins.
 *
 * @param on   what the bet is on
 * @param pays stakes won per stake, before any commission
 */
public record Bet(On on, Stakes pays) {
	/** What a bet is on. */
	public enum On {
		PLAYER("the player"), BANKER("the banker"), TIE("a tie");

		private final String words;

		On(String words) {
			this.words = words;
		}

		public String words() {
			return words;
		}
	}

	public Bet {
		Objects.requireNonNull(on, "on");
		if (pays.signum() <= 0) {
			throw new IllegalArgumentException("a bet that wins pays more than nothing, not " + pays);
		}
	}

	/**
	 * What the bettor wins (negative: loses) on a round in which the banker gained {@code bankerGain} stakes from the
	 * player (its deng multipliers included; 0 a tie), before commission.
	 */
	public Stakes gain(int bankerGain) {
		return switch (on) {
		case TIE -> bankerGain == 0 ? pays : Stakes.of(-1);
		case BANKER -> bankerGain > 0 ? pays.times(bankerGain) : Stakes.of(bankerGain);
		case PLAYER -> bankerGain < 0 ? pays.times(-bankerGain) : Stakes.of(-bankerGain);
		};
	}

	@Override
	public String toString() {
		return "a bet on " + on.words() + " pays " + pays + " to 1";
	}
}
