package org.rulebench.engine.cards.ranking;

import java.util.Objects;

/**
 * A condition on the cards of one hand: the engine's counterpart of a reading's hand conditions (how many cards, of a
 * rank, of a suit, in a row, court cards, the count, the hand of the ladder it makes), combined with and, or and not.
 * Values, so that a sentence and its definition compile to equal rules.
 */
public sealed interface HandCondition {

	boolean holds(Hand hand);

	/** Holds always. */
	record Always() implements HandCondition {
		@Override
		public boolean holds(Hand hand) {
			return true;
		}

		@Override
		public String toString() {
			return "any hand";
		}
	}

	/** The hand holds exactly {@code cards} cards. */
	record Size(int cards) implements HandCondition {
		public Size {
			positive(cards, "a hand holds");
		}

		@Override
		public boolean holds(Hand hand) {
			return hand.size() == cards;
		}

		@Override
		public String toString() {
			return "it has " + cards + " cards";
		}
	}

	/** At least {@code cards} of its cards share a rank. */
	record OfARank(int cards) implements HandCondition {
		public OfARank {
			positive(cards, "of a rank");
		}

		@Override
		public boolean holds(Hand hand) {
			return hand.mostOfARank() >= cards;
		}

		@Override
		public String toString() {
			return cards + " of a rank";
		}
	}

	/** At least {@code cards} of its cards share a suit. */
	record OfASuit(int cards) implements HandCondition {
		public OfASuit {
			positive(cards, "of a suit");
		}

		@Override
		public boolean holds(Hand hand) {
			return hand.mostOfASuit() >= cards;
		}

		@Override
		public String toString() {
			return cards + " of a suit";
		}
	}

	/** At least {@code cards} of its cards have ranks in a row, the ace standing as {@code ace} says. */
	record InARow(int cards, Ace ace) implements HandCondition {
		public InARow {
			positive(cards, "in a row");
			Objects.requireNonNull(ace, "ace");
		}

		@Override
		public boolean holds(Hand hand) {
			return hand.longestRun(ace) >= cards;
		}

		@Override
		public String toString() {
			return cards + " in a row, " + ace.words();
		}
	}

	/** At least {@code cards} of its cards are court cards (jack, queen, king). */
	record Courts(int cards) implements HandCondition {
		public Courts {
			positive(cards, "court cards");
		}

		@Override
		public boolean holds(Hand hand) {
			return hand.courts() >= cards;
		}

		@Override
		public String toString() {
			return cards + " court cards";
		}
	}

	/** It counts {@code from} to {@code to} (the last digit of its points). */
	record Counts(int from, int to) implements HandCondition {
		public Counts {
			if (from < 0 || to > 9 || from > to) {
				throw new IllegalArgumentException("a hand counts 0 to 9: no count runs from " + from + " to " + to);
			}
		}

		@Override
		public boolean holds(Hand hand) {
			return from <= hand.count() && hand.count() <= to;
		}

		@Override
		public String toString() {
			return from == to ? "it counts " + from : "it counts " + from + " to " + to;
		}
	}

	/** The ladder has placed it as the hand named {@code name}; only what a hand pays can ask this. */
	record Is(String name) implements HandCondition {
		public Is {
			Objects.requireNonNull(name, "name");
		}

		@Override
		public boolean holds(Hand hand) {
			return name.equals(hand.name());
		}

		@Override
		public String toString() {
			return "it is \"" + name + "\"";
		}
	}

	record And(HandCondition left, HandCondition right) implements HandCondition {
		@Override
		public boolean holds(Hand hand) {
			return left.holds(hand) && right.holds(hand);
		}

		@Override
		public String toString() {
			return "(" + left + " and " + right + ")";
		}
	}

	record Or(HandCondition left, HandCondition right) implements HandCondition {
		@Override
		public boolean holds(Hand hand) {
			return left.holds(hand) || right.holds(hand);
		}

		@Override
		public String toString() {
			return "(" + left + " or " + right + ")";
		}
	}

	record Not(HandCondition operand) implements HandCondition {
		@Override
		public boolean holds(Hand hand) {
			return !operand.holds(hand);
		}

		@Override
		public String toString() {
			return "not " + operand;
		}
	}

	/** Whether it asks which hand of the ladder the cards make (a hand's own definition cannot). */
	static boolean asksHand(HandCondition c) {
		return switch (c) {
		case Is is -> true;
		case And and -> asksHand(and.left()) || asksHand(and.right());
		case Or or -> asksHand(or.left()) || asksHand(or.right());
		case Not not -> asksHand(not.operand());
		default -> false;
		};
	}

	private static void positive(int cards, String what) {
		if (cards < 1) {
			throw new IllegalArgumentException(what + ": a number of cards is 1 or more, not " + cards);
		}
	}
}
