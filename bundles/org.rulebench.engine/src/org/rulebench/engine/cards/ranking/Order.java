package org.rulebench.engine.cards.ranking;

import java.util.Arrays;

import org.rulebench.engine.cards.deck.Cards;

/** How two hands of one definition rank among themselves. */
public enum Order {
	/** All equal. */
	NONE("all equal"),
	/** The higher count is better. */
	COUNT("by the count"),
	/** By the points of its cards, the highest first (ten and court cards 0, the ace 1). */
	POINTS("by the points of its cards"),
	/** By its ranks, the highest first, the ace above the king. */
	RANKS_ACE_HIGH("by its ranks, the ace high"),
	/** By its ranks, the highest first, the ace below the two. */
	RANKS_ACE_LOW("by its ranks, the ace low"),
	/**
	 * By its ranks, the ace high, the rank it holds most often first (poker's pairs: 2-2-A below 3-3-4), then the
	 * others, the highest first.
	 */
	RANKS_ACE_HIGH_PAIRS_FIRST("by its ranks, the ace high, pairs first"),
	/** By the top of its longest run of ranks in a row, the ace high or low (A-2-3 the lowest straight, Q-K-A the highest). */
	RUN_TOP("by the top of its run");

	private final String words;

	Order(String words) {
		this.words = words;
	}

	public String words() {
		return words;
	}

	/** A key: of two hands of one definition, the larger key is the better hand. */
	long key(Hand hand) {
		if (this == NONE) {
			return 0;
		}
		if (this == COUNT) {
			return hand.count();
		}
		if (this == RUN_TOP) {
			return hand.runTop();
		}
		if (this == RANKS_ACE_HIGH_PAIRS_FIRST) {
			return pairsFirst(hand);
		}
		int[] v = new int[hand.size()];
		for (int i = 0; i < v.length; i++) {
			int c = hand.card(i);
			int r = Cards.rank(c);
			v[i] = switch (this) {
			case POINTS -> hand.values().points(c);
			case RANKS_ACE_HIGH -> r == Cards.ACE ? 13 : r;
			default -> r;
			};
		}
		Arrays.sort(v);
		long key = 0;
		for (int i = v.length - 1; i >= 0; i--) {
			key = key << 4 | v[i];
		}
		return key;
	}

	/** Each rank as one nibble, the rank held most often first, ties by the higher rank, the ace high. */
	private static long pairsFirst(Hand hand) {
		int[] held = new int[14];
		for (int i = 0; i < hand.size(); i++) {
			int r = Cards.rank(hand.card(i));
			held[r == Cards.ACE ? 13 : r]++;
		}
		long key = 0;
		for (int times = hand.size(); times >= 1; times--) {
			for (int r = 13; r >= 1; r--) {
				for (int k = 0; k < (held[r] == times ? times : 0); k++) {
					key = key << 4 | r;
				}
			}
		}
		return key;
	}
}
