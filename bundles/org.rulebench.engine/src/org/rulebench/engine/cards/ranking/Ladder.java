package org.rulebench.engine.cards.ranking;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.cards.deck.CardValues;

/**
 * Hands as data: definitions tried in order (the first whose condition holds places the cards), on rungs that rank
 * them, and pays, with what each rank counts (a hand's count, an order by points). Checked when built;
 * {@link LadderCheck} checks it against a deal.
 */
public record Ladder(List<HandDefinition> hands, List<Pay> pays, CardValues values) {

	/** Hands of cards counting the seed's values. */
	public Ladder(List<HandDefinition> hands, List<Pay> pays) {
		this(hands, pays, CardValues.SEED);
	}

	public Ladder {
		hands = List.copyOf(hands);
		pays = List.copyOf(pays);
		Objects.requireNonNull(values, "values");
		if (hands.isEmpty()) {
			throw new IllegalArgumentException("a ladder names at least one hand");
		}
		List<String> names = new ArrayList<>();
		for (HandDefinition h : hands) {
			int seen = names.indexOf(h.name());
			if (seen >= 0 && hands.get(seen).rung() != h.rung()) {
				throw new IllegalArgumentException(h.name() + " stands on two rungs, " + hands.get(seen).rung() + " and " + h.rung());
			}
			names.add(h.name());
		}
	}

	/** The hand these cards make: the first definition that holds; null if none does. */
	public RankedHand value(int... cards) {
		Hand hand = new Hand(cards.clone(), null, values);
		for (int i = 0; i < hands.size(); i++) {
			HandDefinition d = hands.get(i);
			if (d.when().holds(hand)) {
				Hand placed = hand.placed(d.name());
				int most = 0;
				for (Pay p : pays) {
					if (p.times() > most && p.when().holds(placed)) {
						most = p.times();
					}
				}
				return new RankedHand(d.name(), d.rung(), i, d.order().key(hand), most, hand.count());
			}
		}
		return null;
	}

	/** Whether these cards, placed by this ladder, meet the condition (which may ask which hand they make). */
	public boolean holds(HandCondition condition, int... cards) {
		RankedHand h = value(cards);
		return condition.holds(new Hand(cards.clone(), h == null ? null : h.name(), values));
	}

	/**
	 * How the first hand stands to the second: positive if better, negative if worse, 0 if equal (one rung and, for
	 * hands of one definition, one order).
	 */
	public static int compare(RankedHand x, RankedHand y) {
		Objects.requireNonNull(x, "x");
		Objects.requireNonNull(y, "y");
		if (x.rung() != y.rung()) {
			return Integer.compare(y.rung(), x.rung());
		}
		return x.definition() != y.definition() ? 0 : Long.compare(x.order(), y.order());
	}
}
