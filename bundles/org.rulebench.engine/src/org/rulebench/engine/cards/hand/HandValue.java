package org.rulebench.engine.cards.hand;

import org.rulebench.engine.cards.rules.HandCategory;

/**
 * What a hand is worth.
 *
 * @param category   its rung's category
 * @param total      the last digit of its points
 * @param order      its order within the category (higher is better): a pok's or a total's count, a three of a
 *                   kind's rank; runs and three court cards are all equal (the seed orders none of them)
 * @param courtTrips a three of a kind of court cards: the seed orders number trips (999 the best) and court trips
 *                   (KKK the best) each among themselves only, so one of each stand equal
 * @param multiplier the stakes it wins
 * @param deng       why it is a deng
 * @param cards      2 or 3
 */
public record HandValue(HandCategory category, int total, int order, boolean courtTrips, int multiplier, Deng deng, int cards) {

	public boolean pok() {
		return category == HandCategory.POK;
	}

	@Override
	public String toString() {
		String deng = multiplier > 1 ? ", " + this.deng.words() + " ×" + multiplier : "";
		return switch (category) {
		case POK -> "pok " + total + deng;
		case TOTAL -> total + deng;
		default -> category.words() + " ×" + multiplier;
		};
	}
}
