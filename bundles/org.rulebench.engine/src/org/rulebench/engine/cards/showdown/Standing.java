package org.rulebench.engine.cards.showdown;

import java.util.Arrays;
import java.util.Objects;

import org.rulebench.engine.cards.ranking.HandCondition;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.RankedHand;

/**
 * A condition on one side's hand in a showdown: what its cards are ({@link HandCondition}), or where the ladder places
 * it against a named hand (`it is "pair" or better`) or against given cards (`it is "Q-6-4" or better`), combined with
 * and, or and not. Values, so that equal readings compile to equal rules.
 */
public sealed interface Standing {

	boolean holds(Ladder ladder, int[] cards, RankedHand hand);

	/** The condition as a reading words it: `"pair" or better`, `"Q-6-4" or better`, `3 of a suit`. */
	default String words() {
		return switch (this) {
		case Cards c -> c.condition().toString();
		case AtLeastHand h -> "\"" + h.name() + "\" or better";
		case AtLeastCards c -> "\"" + Showdown.ranks(c.cards()) + "\" or better";
		case And a -> a.left().words() + " and " + a.right().words();
		case Or o -> a(o.left()) + " or " + a(o.right());
		case Not n -> "not (" + n.operand().words() + ")";
		case Always a -> "any hand";
		};
	}

	private static String a(Standing s) {
		return s instanceof And ? "(" + s.words() + ")" : s.words();
	}

	/** A condition on the cards, as a ranking's (it may ask which hand they make). */
	record Cards(HandCondition condition) implements Standing {
		public Cards {
			Objects.requireNonNull(condition, "condition");
		}

		@Override
		public boolean holds(Ladder ladder, int[] cards, RankedHand hand) {
			return ladder.holds(condition, cards);
		}
	}

	/** The hand stands on the rung of the hand named, or above it. */
	record AtLeastHand(String name) implements Standing {
		public AtLeastHand {
			Objects.requireNonNull(name, "name");
		}

		@Override
		public boolean holds(Ladder ladder, int[] cards, RankedHand hand) {
			int rung = ladder.hands().stream().filter(h -> h.name().equals(name)).findFirst()
					.orElseThrow(() -> new IllegalArgumentException("no hand is named \"" + name + "\"")).rung();
			return hand.rung() <= rung;
		}
	}

	/** The hand ranks as well as these cards would, or better (`Q-6-4`: a queen, a six and a four of different suits). */
	record AtLeastCards(int[] cards) implements Standing {
		public AtLeastCards {
			cards = cards.clone();
		}

		@Override
		public boolean holds(Ladder ladder, int[] held, RankedHand hand) {
			return Ladder.compare(hand, ladder.value(cards)) >= 0;
		}

		@Override
		public boolean equals(Object o) {
			return o instanceof AtLeastCards a && Arrays.equals(cards, a.cards);
		}

		@Override
		public int hashCode() {
			return Arrays.hashCode(cards);
		}

		@Override
		public String toString() {
			return "at least " + Arrays.toString(cards);
		}
	}

	record And(Standing left, Standing right) implements Standing {
		@Override
		public boolean holds(Ladder ladder, int[] cards, RankedHand hand) {
			return left.holds(ladder, cards, hand) && right.holds(ladder, cards, hand);
		}
	}

	record Or(Standing left, Standing right) implements Standing {
		@Override
		public boolean holds(Ladder ladder, int[] cards, RankedHand hand) {
			return left.holds(ladder, cards, hand) || right.holds(ladder, cards, hand);
		}
	}

	record Not(Standing operand) implements Standing {
		@Override
		public boolean holds(Ladder ladder, int[] cards, RankedHand hand) {
			return !operand.holds(ladder, cards, hand);
		}
	}

	/** Holds always. */
	record Always() implements Standing {
		@Override
		public boolean holds(Ladder ladder, int[] cards, RankedHand hand) {
			return true;
		}
	}
}
