package org.rulebench.engine.cards.deck;

import java.util.Arrays;

/**
 * What each rank counts towards a hand's count (whose last digit is the count): the seed's values (an ace 1, two to nine
 * their face, ten and court cards 0) or a reading's own, 0 to 10 for each rank. A value of 10 counts as 0 in the last
 * digit.
 */
public final class CardValues {
	/** Pok Deng's and baccarat's: an ace 1, two to nine their face, ten and the court cards 0. */
	public static final CardValues SEED = new CardValues(new int[] { 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0 });

	private final int[] byRank;

	private CardValues(int[] byRank) {
		this.byRank = byRank;
	}

	/** The values of the 13 ranks, ace to king ({@link Cards#rank}). */
	public static CardValues of(int... byRank) {
		if (byRank.length != Cards.KING + 1) {
			throw new IllegalArgumentException("a value for each of the 13 ranks, ace to king, not " + byRank.length);
		}
		for (int r = 0; r < byRank.length; r++) {
			if (byRank[r] < 0 || byRank[r] > 10) {
				throw new IllegalArgumentException("a " + Cards.rankFace(r) + " counts 0 to 10, not " + byRank[r]);
			}
		}
		CardValues v = new CardValues(byRank.clone());
		return v.equals(SEED) ? SEED : v;
	}

	/** What the card counts. */
	public int points(int card) {
		return byRank[Cards.rank(card)];
	}

	/** What a card of this rank counts. */
	public int ofRank(int rank) {
		return byRank[rank];
	}

	/** The count of the cards: the last digit of their points. */
	public int count(int... cards) {
		int sum = 0;
		for (int c : cards) {
			sum += byRank[Cards.rank(c)];
		}
		return sum % 10;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof CardValues v && Arrays.equals(byRank, v.byRank);
	}

	@Override
	public int hashCode() {
		return Arrays.hashCode(byRank);
	}

	/** "A 1, 2 3, ..., K 0". */
	@Override
	public String toString() {
		StringBuilder s = new StringBuilder();
		for (int r = 0; r < byRank.length; r++) {
			s.append(r == 0 ? "" : ", ").append(Cards.rankFace(r)).append(' ').append(byRank[r]);
		}
		return s.toString();
	}
}
