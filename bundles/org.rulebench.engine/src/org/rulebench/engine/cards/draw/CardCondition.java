package org.rulebench.engine.cards.draw;

import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.hand.Deng;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;

/**
 * A condition a drawing rule tests on the two cards a side holds and on what it sees of the other side: the engine's
 * counterpart of a reading's card atoms combined with and, or and not. Values, so that two readings that say the same
 * compile to equal rules.
 */
public sealed interface CardCondition {

	/** Whether it holds for a side holding {@code first} and {@code second} and seeing {@code sight} ({@link Sight}). */
	boolean holds(Hands hands, int first, int second, int sight);

	/** Whether it looks at what the other side did (the player, who draws first, has nothing to see). */
	boolean readsOther();

	/** Whether it looks at the card the other side drew face up. */
	boolean readsShownCard();

	/** Holds always (or never). */
	record Always(boolean value) implements CardCondition {
		public static final Always TRUE = new Always(true);

		@Override
		public boolean holds(Hands hands, int first, int second, int sight) {
			return value;
		}

		@Override
		public boolean readsOther() {
			return false;
		}

		@Override
		public boolean readsShownCard() {
			return false;
		}

		@Override
		public String toString() {
			return value ? "always" : "never";
		}
	}

	/** Its two cards count {@code from} to {@code to} (the last digit of their points). */
	record Counts(int from, int to) implements CardCondition {
		public Counts {
			if (from < 0 || to > 9 || from > to) {
				throw new IllegalArgumentException("a hand counts 0 to 9: no count runs from " + from + " to " + to);
			}
		}

		@Override
		public boolean holds(Hands hands, int first, int second, int sight) {
			int t = hands.rules().values().count(first, second);
			return from <= t && t <= to;
		}

		@Override
		public boolean readsOther() {
			return false;
		}

		@Override
		public boolean readsShownCard() {
			return false;
		}

		@Override
		public String toString() {
			return from == to ? "it counts " + from : "it counts " + from + " to " + to;
		}
	}

	/** What its two cards are: a pok, a deng (a multiplier above 1), two of a rank, two of a suit. */
	record Is(TwoCards kind) implements CardCondition {
		@Override
		public boolean holds(Hands hands, int first, int second, int sight) {
			HandValue h = hands.two(first, second);
			return switch (kind) {
			case POK -> h.pok();
			case DENG -> h.multiplier() > 1;
			case TWO_OF_A_RANK -> h.deng() == Deng.PAIR;
			case TWO_OF_A_SUIT -> h.deng() == Deng.SUITED;
			};
		}

		@Override
		public boolean readsOther() {
			return false;
		}

		@Override
		public boolean readsShownCard() {
			return false;
		}

		@Override
		public String toString() {
			return "it is " + kind.words();
		}
	}

	/**
	 * Its two cards are the hand of the ladder named {@code name} (`it is "pair"`): a hand defined by conditions, or a
	 * fixed category by its words ("pok", "total").
	 */
	record IsHand(String name) implements CardCondition {
		public IsHand {
			java.util.Objects.requireNonNull(name, "name");
		}

		@Override
		public boolean holds(Hands hands, int first, int second, int sight) {
			return name.equals(hands.two(first, second).name());
		}

		@Override
		public boolean readsOther() {
			return false;
		}

		@Override
		public boolean readsShownCard() {
			return false;
		}

		@Override
		public String toString() {
			return "it is \"" + name + "\"";
		}
	}

	/** The kinds of two cards a condition can name. */
	enum TwoCards {
		POK("a pok"), DENG("a deng"), TWO_OF_A_RANK("two of a rank"), TWO_OF_A_SUIT("two of a suit");

		private final String words;

		TwoCards(String words) {
			this.words = words;
		}

		public String words() {
			return words;
		}
	}

	/** The other side drew a third card (or, if {@code drew} is false, stood). */
	record OtherDrew(boolean drew) implements CardCondition {
		@Override
		public boolean holds(Hands hands, int first, int second, int sight) {
			return Sight.drew(sight) == drew;
		}

		@Override
		public boolean readsOther() {
			return true;
		}

		@Override
		public boolean readsShownCard() {
			return false;
		}

		@Override
		public String toString() {
			return drew ? "the other side drew" : "the other side stood";
		}
	}

	/**
	 * The other side drew a third card, dealt face up, that counts {@code from} to {@code to} (and is a court card, if
	 * {@code court}); false when it stood.
	 */
	record OtherThird(int from, int to, boolean court) implements CardCondition {
		public OtherThird {
			if (from < 0 || to > 9 || from > to) {
				throw new IllegalArgumentException("a card counts 0 to 9: no card counts from " + from + " to " + to);
			}
		}

		@Override
		public boolean holds(Hands hands, int first, int second, int sight) {
			int c = Sight.card(sight);
			if (c < 0) {
				return false;
			}
			int p = hands.rules().values().points(c);
			return from <= p && p <= to && (!court || Cards.court(c));
		}

		@Override
		public boolean readsOther() {
			return true;
		}

		@Override
		public boolean readsShownCard() {
			return true;
		}

		@Override
		public String toString() {
			return court ? "the other side's third card is a court card"
					: "the other side's third card counts " + (from == to ? "" + from : from + " to " + to);
		}
	}

	record And(CardCondition left, CardCondition right) implements CardCondition {
		@Override
		public boolean holds(Hands hands, int first, int second, int sight) {
			return left.holds(hands, first, second, sight) && right.holds(hands, first, second, sight);
		}

		@Override
		public boolean readsOther() {
			return left.readsOther() || right.readsOther();
		}

		@Override
		public boolean readsShownCard() {
			return left.readsShownCard() || right.readsShownCard();
		}

		@Override
		public String toString() {
			return "(" + left + " and " + right + ")";
		}
	}

	record Or(CardCondition left, CardCondition right) implements CardCondition {
		@Override
		public boolean holds(Hands hands, int first, int second, int sight) {
			return left.holds(hands, first, second, sight) || right.holds(hands, first, second, sight);
		}

		@Override
		public boolean readsOther() {
			return left.readsOther() || right.readsOther();
		}

		@Override
		public boolean readsShownCard() {
			return left.readsShownCard() || right.readsShownCard();
		}

		@Override
		public String toString() {
			return "(" + left + " or " + right + ")";
		}
	}

	record Not(CardCondition operand) implements CardCondition {
		@Override
		public boolean holds(Hands hands, int first, int second, int sight) {
			return !operand.holds(hands, first, second, sight);
		}

		@Override
		public boolean readsOther() {
			return operand.readsOther();
		}

		@Override
		public boolean readsShownCard() {
			return operand.readsShownCard();
		}

		@Override
		public String toString() {
			return "not " + operand;
		}
	}
}
