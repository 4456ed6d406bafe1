package org.rulebench.engine.cards.hand;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;

import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.LadderTable;
import org.rulebench.engine.cards.rules.HandCategory;

/**
 * A ladder of hands defined by conditions, worked out once into the value of every two- and three-card hand (from its
 * {@link LadderTable}), so that a round values a hand by one look-up as it does under the fixed categories. Equal values
 * are one object; a ladder's values are built once and shared by every {@link Hands} of it.
 */
final class RankedValues {
	private static final Map<Ladder, RankedValues> BUILT = Collections.synchronizedMap(new WeakHashMap<>());

	private final HandValue[] two = new HandValue[Cards.DECK * Cards.DECK];
	private final HandValue[] three = new HandValue[Cards.DECK * Cards.DECK * Cards.DECK];

	static RankedValues of(Ladder ladder) {
		return BUILT.computeIfAbsent(ladder, RankedValues::new);
	}

	private RankedValues(Ladder ladder) {
		LadderTable table = new LadderTable(ladder);
		Map<HandValue, HandValue> distinct = new HashMap<>();
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = 0; b < Cards.DECK; b++) {
				two[a * Cards.DECK + b] = value(ladder, table.value(a, b), deng(a, b), 2, distinct);
				for (int c = 0; c < Cards.DECK; c++) {
					three[(a * Cards.DECK + b) * Cards.DECK + c] = value(ladder, table.value(a, b, c), Deng.NONE, 3, distinct);
				}
			}
		}
	}

	/** What two cards are, as a drawing rule asks: two of a rank, two of a suit. */
	private static Deng deng(int a, int b) {
		return Cards.rank(a) == Cards.rank(b) ? Deng.PAIR : Cards.suit(a) == Cards.suit(b) ? Deng.SUITED : Deng.NONE;
	}

	private static HandValue value(Ladder ladder, long v, Deng deng, int cards, Map<HandValue, HandValue> distinct) {
		if (v == LadderTable.NONE) {
			return null;
		}
		int count = LadderTable.count(v);
		int definition = LadderTable.definition(v);
		HandValue h = new HandValue(cards == 2 && count >= 8 ? HandCategory.POK : null, count, LadderTable.order(v), false,
				LadderTable.pays(v), deng, cards, ladder.hands().get(definition).name(), LadderTable.rung(v), definition);
		return distinct.computeIfAbsent(h, x -> x);
	}

	HandValue two(int a, int b) {
		return placed(two[a * Cards.DECK + b], a, b, b);
	}

	HandValue three(int a, int b, int c) {
		return placed(three[(a * Cards.DECK + b) * Cards.DECK + c], a, b, c);
	}

	private static HandValue placed(HandValue h, int a, int b, int c) {
		if (h == null) {
			throw new IllegalArgumentException(Cards.name(a) + " " + Cards.name(b) + (b == c ? "" : " " + Cards.name(c))
					+ " is none of the hands of the ladder");
		}
		return h;
	}
}
