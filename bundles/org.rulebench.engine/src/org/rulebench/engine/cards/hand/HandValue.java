package org.rulebench.engine.cards.hand;

import org.rulebench.engine.cards.rules.HandCategory;

/**
 * What a hand is worth.
 *
 * @param category   its rung's category under a ladder of fixed categories; under a ladder of hands defined by
 *                   conditions ({@link org.rulebench.engine.cards.ranking.Ladder}) {@link HandCategory#POK} for a pok
 *                   and null otherwise (the hand's {@code name} says what it is)
 * @param total      the last digit of its points
 * @param order      its order within the category (higher is better): a pok's or a total's count, a three of a
 *                   kind's rank; runs and three court cards are all equal (the seed orders none of them); under a
 *                   ladder of conditions, its order key within its definition
 * @param courtTrips a three of a kind of court cards: the seed orders number trips (999 the best) and court trips
 *                   (KKK the best) each among themselves only, so one of each stand equal
 * @param multiplier the stakes it wins (under a ladder of conditions, what it pays)
 * @param deng       why it is a deng; under a ladder of conditions, what two cards are (two of a rank, of a suit) and
 *                   {@link Deng#NONE} for three
 * @param cards      2 or 3
 * @param name       the hand it is: the category's words, or the name of the ladder's hand
 * @param rung       under a ladder of conditions its rung (0 the best), else -1
 * @param definition under a ladder of conditions the index of the definition that placed it, else -1
 */
public record HandValue(HandCategory category, int total, int order, boolean courtTrips, int multiplier, Deng deng, int cards,
		String name, int rung, int definition) {

	/** A hand of a ladder of fixed categories. */
	public HandValue(HandCategory category, int total, int order, boolean courtTrips, int multiplier, Deng deng, int cards) {
		this(category, total, order, courtTrips, multiplier, deng, cards, category.words(), -1, -1);
	}

	public boolean pok() {
		return category == HandCategory.POK;
	}

	/** Whether a ladder of hands defined by conditions placed it. */
	public boolean ranked() {
		return rung >= 0;
	}

	@Override
	public String toString() {
		String deng = multiplier > 1 ? ", " + this.deng.words() + " ×" + multiplier : "";
		if (ranked()) {
			return "\"" + name + "\" " + total + (multiplier != 1 ? " ×" + multiplier : "");
		}
		return switch (category) {
		case POK -> "pok " + total + deng;
		case TOTAL -> total + deng;
		default -> category.words() + " ×" + multiplier;
		};
	}
}
