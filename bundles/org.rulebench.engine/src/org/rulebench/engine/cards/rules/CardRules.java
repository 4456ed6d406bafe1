package org.rulebench.engine.cards.rules;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;

/**
 * The rules of one banking round of the Pok Deng kind: a player against the banker, two cards each from one
 * 52-card deck, a hand counting the last digit of its points, a third card forced on a low count, deng multipliers,
 * and a ladder of hand categories. Checked when built.
 *
 * @param forcedUpTo       a player whose two cards count this or less must draw (0-4: 4)
 * @param dengStandsFrom   ...unless the two cards are a deng counting at least this (the seed: 1; 0 exempts every deng)
 * @param multipliers      the deng multipliers
 * @param ladder           the categories, best first; every category once, and POK first (it is settled before any draw)
 * @param banker           when the banker draws
 * @param equal            what equal hands do
 * @param payment          whose multiplier the loser pays
 */
public record CardRules(String name, int forcedUpTo, int dengStandsFrom, Multipliers multipliers, List<HandCategory> ladder,
		BankerDrawing banker, EqualHands equal, DengPayment payment) {

	public static final List<HandCategory> SEED_LADDER = List.of(HandCategory.POK, HandCategory.TRIPS, HandCategory.RUN,
			HandCategory.COURTS, HandCategory.TOTAL);

	public CardRules {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(multipliers, "multipliers");
		Objects.requireNonNull(banker, "banker");
		Objects.requireNonNull(equal, "equal");
		Objects.requireNonNull(payment, "payment");
		ladder = List.copyOf(ladder);
		if (forcedUpTo < -1 || forcedUpTo > 7) {
			throw new IllegalArgumentException("a forced draw up to " + forcedUpTo + ": it must stop below a pok (0 to 7, or -1 for none)");
		}
		if (dengStandsFrom < 0 || dengStandsFrom > 9) {
			throw new IllegalArgumentException("a deng may stand from a count of 0 to 9, not " + dengStandsFrom);
		}
		if (ladder.size() != HandCategory.values().length || !EnumSet.copyOf(ladder).equals(EnumSet.allOf(HandCategory.class))) {
			throw new IllegalArgumentException("the ladder must name every category once: " + SEED_LADDER + ", not " + ladder);
		}
		if (ladder.get(0) != HandCategory.POK) {
			throw new IllegalArgumentException("a pok is shown and settled before anyone draws, so it must head the ladder");
		}
	}

	/** The seed's rules with the given open points chosen. */
	public static CardRules pokDeng(String name, BankerDrawing banker, EqualHands equal, DengPayment payment, int dengStandsFrom) {
		return new CardRules(name, 4, dengStandsFrom, Multipliers.POK_DENG, SEED_LADDER, banker, equal, payment);
	}

	/** The place of the category on the ladder: 0 the best. */
	public int rung(HandCategory c) {
		return ladder.indexOf(c);
	}

	public CardRules withName(String n) {
		return new CardRules(n, forcedUpTo, dengStandsFrom, multipliers, ladder, banker, equal, payment);
	}
}
