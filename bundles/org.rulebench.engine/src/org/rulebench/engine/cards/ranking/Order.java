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
	RANKS_ACE_LOW("by its ranks, the ace low");

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
		int[] v = new int[hand.size()];
		for (int i = 0; i < v.length; i++) {
			int c = hand.card(i);
			int r = Cards.rank(c);
			v[i] = switch (this) {
			case POINTS -> Cards.points(c);
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
}
