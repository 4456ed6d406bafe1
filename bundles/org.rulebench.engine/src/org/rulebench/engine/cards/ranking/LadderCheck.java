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
	 * example cards ("QH KH AH").
	 */
	public record Finding(Kind kind, int index, String example) {
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
		int n = ladder.hands().size();
		boolean[] met = new boolean[n];
		boolean[] placed = new boolean[n];
		boolean[] paid = new boolean[ladder.pays().size()];
		String[] overlap = new String[n];
		List<Finding> unplaced = new ArrayList<>();
		for (int size : sizes) {
			int[] cards = new int[size];
			visit(cards, 0, 0, met, placed, paid, overlap, unplaced);
		}
		List<Finding> findings = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			if (!met[i]) {
				findings.add(new Finding(Kind.IMPOSSIBLE, i, ""));
			} else if (!placed[i]) {
				findings.add(new Finding(Kind.SHADOWED, i, ""));
			}
			if (overlap[i] != null) {
				findings.add(new Finding(Kind.EQUAL_OVERLAP, i, overlap[i]));
			}
		}
		findings.addAll(unplaced);
		for (int i = 0; i < paid.length; i++) {
			if (!paid[i]) {
				findings.add(new Finding(Kind.PAY_NEVER_MET, i, ""));
			}
		}
		return findings;
	}

	/** Deals cards[at..] in non-decreasing order, each card at most {@code decks} times. */
	private void visit(int[] cards, int at, int from, boolean[] met, boolean[] placed, boolean[] paid, String[] overlap,
			List<Finding> unplaced) {
		if (at == cards.length) {
			judge(cards, met, placed, paid, overlap, unplaced);
			return;
		}
		for (int c = from; c < Cards.DECK; c++) {
			if (at >= decks && cards[at - decks] == c) {
				continue;
			}
			cards[at] = c;
			visit(cards, at + 1, c, met, placed, paid, overlap, unplaced);
		}
	}

	private void judge(int[] cards, boolean[] met, boolean[] placed, boolean[] paid, String[] overlap, List<Finding> unplaced) {
		Hand hand = new Hand(cards, null);
		List<HandDefinition> hands = ladder.hands();
		int first = -1;
		for (int i = 0; i < hands.size(); i++) {
			if (!hands.get(i).when().holds(hand)) {
				continue;
			}
			met[i] = true;
			if (first < 0) {
				first = i;
				placed[i] = true;
			} else if (hands.get(first).rung() == hands.get(i).rung() && !hands.get(first).name().equals(hands.get(i).name())
					&& overlap[i] == null) {
				overlap[i] = names(cards);
			}
		}
		if (first < 0) {
			if (unplaced.stream().noneMatch(f -> f.index() == cards.length)) {
				unplaced.add(new Finding(Kind.UNPLACED, cards.length, names(cards)));
			}
			return;
		}
		Hand named = hand.placed(hands.get(first).name());
		List<Pay> pays = ladder.pays();
		for (int i = 0; i < pays.size(); i++) {
			if (!paid[i] && pays.get(i).when().holds(named)) {
				paid[i] = true;
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
