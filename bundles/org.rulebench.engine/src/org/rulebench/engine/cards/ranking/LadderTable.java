package org.rulebench.engine.cards.ranking;

import org.rulebench.engine.cards.deck.Cards;

/**
 * A ladder worked out once for every hand of two and three cards, so that a round or an exact enumeration values a
 * hand by one look-up, allocating nothing. A value is a long: {@link #rung}, {@link #definition}, {@link #order},
 * {@link #pays} and {@link #count} packed; {@link #NONE} for cards no hand places.
 */
public final class LadderTable {
	/** The value of cards no hand of the ladder places. */
	public static final long NONE = -1;
	private static final int ORDER_BITS = 16;
	private static final int PAYS_BITS = 11;
	private static final int COUNT_BITS = 4;
	private static final int DEFINITION_BITS = 12;

	private final long[] two = new long[Cards.DECK * Cards.DECK];
	private final long[] three = new long[Cards.DECK * Cards.DECK * Cards.DECK];

	public LadderTable(Ladder ladder) {
		if (ladder.hands().size() >= 1 << DEFINITION_BITS) {
			throw new IllegalArgumentException("a ladder of " + ladder.hands().size() + " hands is too long to tabulate");
		}
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = 0; b < Cards.DECK; b++) {
				two[a * Cards.DECK + b] = pack(ladder.value(a, b));
				for (int c = 0; c < Cards.DECK; c++) {
					three[(a * Cards.DECK + b) * Cards.DECK + c] = pack(ladder.value(a, b, c));
				}
			}
		}
	}

	public long value(int a, int b) {
		return two[a * Cards.DECK + b];
	}

	public long value(int a, int b, int c) {
		return three[(a * Cards.DECK + b) * Cards.DECK + c];
	}

	static long pack(RankedHand h) {
		if (h == null) {
			return NONE;
		}
		if (h.order() >= 1L << ORDER_BITS) {
			throw new IllegalArgumentException("an order key of " + h.order() + " does not fit a table of three cards");
		}
		long v = h.rung();
		v = v << DEFINITION_BITS | h.definition();
		v = v << ORDER_BITS | h.order();
		v = v << PAYS_BITS | h.pays();
		return v << COUNT_BITS | h.count();
	}

	public static int count(long v) {
		return (int) (v & (1 << COUNT_BITS) - 1);
	}

	public static int pays(long v) {
		return (int) (v >>> COUNT_BITS & (1 << PAYS_BITS) - 1);
	}

	public static int order(long v) {
		return (int) (v >>> COUNT_BITS + PAYS_BITS & (1 << ORDER_BITS) - 1);
	}

	public static int definition(long v) {
		return (int) (v >>> COUNT_BITS + PAYS_BITS + ORDER_BITS & (1 << DEFINITION_BITS) - 1);
	}

	public static int rung(long v) {
		return (int) (v >>> COUNT_BITS + PAYS_BITS + ORDER_BITS + DEFINITION_BITS);
	}

	/** As {@link Ladder#compare}: positive if the first is better, 0 if they rank equal. */
	public static int compare(long x, long y) {
		int rx = rung(x);
		int ry = rung(y);
		if (rx != ry) {
			return Integer.compare(ry, rx);
		}
		return definition(x) != definition(y) ? 0 : Integer.compare(order(x), order(y));
	}
}
