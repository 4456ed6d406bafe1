package org.rulebench.engine.cards.round;

import org.rulebench.engine.cards.draw.Sight;

/**
 * How a side chooses where the rules leave it the choice to draw a third card: the chance it draws, from its two
 * cards and, for the banker, what it sees of the player (whether it drew; the card too, if dealt face up).
 */
@FunctionalInterface
public interface DrawPolicy {
	/** Never draws by choice: draws only when forced. */
	DrawPolicy STAND = (a, b, otherDrew) -> 0;
	/** Always draws when free to. */
	DrawPolicy DRAW = (a, b, otherDrew) -> 1;
	/** Tosses a coin. */
	DrawPolicy RANDOM = (a, b, otherDrew) -> 0.5;

	/** 0 stands, 1 draws, between: draws that often. */
	double drawChance(int first, int second, boolean otherDrew);

	/** The chance seeing {@code sight} of the other side ({@link Sight}); by default only whether it drew counts. */
	default double drawChanceSeeing(int first, int second, int sight) {
		return drawChance(first, second, Sight.drew(sight));
	}
}
