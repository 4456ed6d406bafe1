package org.rulebench.engine.cards.round;

/**
 * How a side chooses where the rules leave it the choice to draw a third card: the chance it draws, from its two
 * cards and, for the banker, whether the player drew (which the banker sees; the card itself it does not).
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
}
