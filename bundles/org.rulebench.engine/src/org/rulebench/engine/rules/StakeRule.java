package org.rulebench.engine.rules;

import java.util.Objects;

import org.rulebench.engine.scoring.Condition;

/**
 * What a win counts when a condition holds of the winner's standing at the end (`opposing` quantities read the
 * loser's): "a win counts 2 when opposing pieces borne off = 0". A win counts the most of the rules that hold.
 *
 * @param value points the win counts, before the cube
 * @param when  the condition, or {@link org.rulebench.engine.scoring.Conditions#ALWAYS}
 */
public record StakeRule(int value, Condition when) {

	/** The loser bore off nothing, in a game where pieces are borne off: a gammon. */
	public static final Condition GAMMON = (p, winner) -> p.rules().bearOff().allowed() && p.borneOff(1 - winner) == 0;

	/**
	 * A gammon, and the loser has a piece in the winner's home, on the bar or not yet entered: a backgammon.
	 */
	public static final Condition BACKGAMMON = (p, winner) -> {
		if (!GAMMON.holds(p, winner)) {
			return false;
		}
		for (int q = 1; q <= p.rules().board().home(); q++) {
			if (p.opponentCount(winner, q) > 0) {
				return true;
			}
		}
		return p.onBar(1 - winner) > 0 || p.waiting(1 - winner) > 0;
	};

	public StakeRule {
		Objects.requireNonNull(when, "when");
	}
}
