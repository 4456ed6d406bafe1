package org.rulebench.engine.cards.ranking;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.cards.deck.Cards;

/**
 * Checks a ladder against what a deal can hold: every hand of the given sizes a shoe of {@code decks} decks can deal
 * (a card at most once per deck), each found wrong with an example. A hand no deal can make, cards no hand places,
 * two hands on one rung that the same cards meet, and a pay nothing meets are all mistakes a reading can make.
 */
public final class LadderCheck {
	/**
	 * What is wrong, and where: the index of the hand or pay (for {@link Kind#UNPLACED}, the number of cards), the
	 * example cards ("QH KH AH"), and for {@link Kind#EQUAL_OVERLAP} the index of the hand above it that the example
	 * also meets (otherwise -1).
	 */
	public record Finding(Kind kind, int index, String example, int other) {
		public Finding(Kind kind, int index, String example) {
			this(kind, index, example, -1);
		}
	}

	/** The finding in a reading's words, saying what to do. */
	public String message(Finding f) {
		List<HandDefinition> hands = ladder.hands();
		String shoe = decks == 1 ? "one deck" : decks + " decks";
		return switch (f.kind()) {
		case IMPOSSIBLE -> "no deal from " + shoe + " makes \"" + hands.get(f.index()).name() + "\" ("
				+ hands.get(f.index()).when() + "): no hand can be it";
		case SHADOWED -> "every deal that makes \"" + hands.get(f.index()).name()
				+ "\" makes a hand above it first: no hand is ever it; move it up or narrow the hands above";
		case UNPLACED -> f.example() + " is none of the hands: end them with one that any hand is";
		case EQUAL_OVERLAP -> f.example() + " is both \"" + hands.get(f.other()).name() + "\" and \"" + hands.get(f.index()).name()
				+ "\", which rank equal: which of the two it is decides its order and pay; make them exclude each other";
		case PAY_NEVER_MET -> "no hand meets the pay of " + ladder.pays().get(f.index()).times() + " when "
				+ ladder.pays().get(f.index()).when();
		};
	}

	public enum Kind {
		/** No deal meets the hand's condition. */
		IMPOSSIBLE,
		/** Every deal that meets it is placed by a hand before it. */
		SHADOWED,
		/** The example meets no hand. */
		UNPLACED,
		/** The example meets this hand and an earlier one on the same rung: which it is decides its order and pay. */
		EQUAL_OVERLAP,
		/** No deal meets the pay's condition. */
		PAY_NEVER_MET
	}

	private final Ladder ladder;
	private final int decks;
	private final int[] sizes;
	private int ranks = org.rulebench.engine.cards.deck.Deck.ALL_RANKS;

	/** The shoe's decks hold these ranks only ({@link org.rulebench.engine.cards.deck.Deck#ranks}). */
	public LadderCheck withRanks(int r) {
		org.rulebench.engine.cards.deck.Deck.checkRanks(r);
		ranks = r;
		return this;
	}

	public LadderCheck(Ladder ladder, int decks, int... sizes) {
		this.ladder = Objects.requireNonNull(ladder, "ladder");
		if (decks < 1) {
			throw new IllegalArgumentException("a shoe holds at least one deck, not " + decks);
		}
		this.decks = decks;
		this.sizes = sizes.clone();
	}

	/** Every finding, hands first in their order, then pays; at most one of each kind per hand or pay. */
	public List<Finding> call() {
		Tally t = new Tally(ladder.hands().size(), ladder.pays().size());
		for (int size : sizes) {
			visit(new int[size], 0, 0, t);
		}
		List<Finding> findings = new ArrayList<>();
		for (int i = 0; i < t.met.length; i++) {
			if (!t.met[i]) {
				findings.add(new Finding(Kind.IMPOSSIBLE, i, ""));
			} else if (!t.placed[i]) {
				findings.add(new Finding(Kind.SHADOWED, i, ""));
			}
			if (t.overlap[i] != null) {
				findings.add(new Finding(Kind.EQUAL_OVERLAP, i, t.overlap[i], t.with[i]));
			}
		}
		findings.addAll(t.unplaced);
		for (int i = 0; i < t.paid.length; i++) {
			if (!t.paid[i]) {
				findings.add(new Finding(Kind.PAY_NEVER_MET, i, ""));
			}
		}
		return findings;
	}

	/** What the deals seen so far showed of each hand and pay. */
	private static final class Tally {
		final boolean[] met;
		final boolean[] placed;
		final String[] overlap;
		final int[] with;
		final boolean[] paid;
		final List<Finding> unplaced = new ArrayList<>();

		Tally(int hands, int pays) {
			met = new boolean[hands];
			placed = new boolean[hands];
			overlap = new String[hands];
			with = new int[hands];
			paid = new boolean[pays];
		}
	}

	/** Deals cards[at..] in non-decreasing order, each card at most {@code decks} times. */
	private void visit(int[] cards, int at, int from, Tally t) {
		if (at == cards.length) {
			judge(cards, t);
			return;
		}
		for (int c = from; c < Cards.DECK; c++) {
			if (at >= decks && cards[at - decks] == c || (ranks >> Cards.rank(c) & 1) == 0) {
				continue;
			}
			cards[at] = c;
			visit(cards, at + 1, c, t);
		}
	}

	private void judge(int[] cards, Tally t) {
		Hand hand = new Hand(cards, null, ladder.values());
		List<HandDefinition> hands = ladder.hands();
		int first = -1;
		for (int i = 0; i < hands.size(); i++) {
			if (!hands.get(i).when().holds(hand)) {
				continue;
			}
			t.met[i] = true;
			if (first < 0) {
				first = i;
				t.placed[i] = true;
			} else if (hands.get(first).rung() == hands.get(i).rung() && !hands.get(first).name().equals(hands.get(i).name())
					&& t.overlap[i] == null) {
				t.overlap[i] = names(cards);
				t.with[i] = first;
			}
		}
		if (first < 0) {
			if (t.unplaced.stream().noneMatch(f -> f.index() == cards.length)) {
				t.unplaced.add(new Finding(Kind.UNPLACED, cards.length, names(cards)));
			}
			return;
		}
		Hand named = hand.placed(hands.get(first).name());
		List<Pay> pays = ladder.pays();
		for (int i = 0; i < pays.size(); i++) {
			if (!t.paid[i] && pays.get(i).when().holds(named)) {
				t.paid[i] = true;
			}
		}
	}

	private static String names(int[] cards) {
		StringBuilder b = new StringBuilder();
		for (int c : cards) {
			b.append(b.length() == 0 ? "" : " ").append(Cards.name(c));
		}
		return b.toString();
	}
}
