package org.rulebench.engine.cards.deck;

import org.rulebench.engine.game.Rng;

/**
 * A shoe of one or more decks dealt from the top after a shuffle from a seed: each card drawn is uniform among those left (a
 * Fisher-Yates shuffle done one card at a time), so a round shuffles only as many cards as it deals.
 */
public final class Deck {
	/** Every rank, ace to king: the 52-card deck. */
	public static final int ALL_RANKS = (1 << 13) - 1;
	private final int[] cards;
	private int dealt;
	private Rng rng;

	public Deck() {
		this(1);
	}

	/** A shoe of {@code decks} 52-card decks: each card as often as there are decks. */
	public Deck(int decks) {
		this(decks, ALL_RANKS);
	}

	/**
	 * A shoe of {@code decks} decks of the ranks in {@code ranks} (bit r for the rank r of {@link Cards}), four suits of
	 * each: a piquet deck of 32 holds the ace and the seven to the king.
	 */
	public Deck(int decks, int ranks) {
		checkRanks(ranks);
		cards = new int[4 * Integer.bitCount(ranks) * decks];
		int at = 0;
		for (int d = 0; d < decks; d++) {
			for (int c = 0; c < Cards.DECK; c++) {
				if ((ranks >> Cards.rank(c) & 1) != 0) {
					cards[at++] = c;
				}
			}
		}
		this.order = cards.clone();
	}

	/** The cards in the order of a new shoe. */
	private final int[] order;

	private void gather() {
		System.arraycopy(order, 0, cards, 0, cards.length);
	}

	/** Checks a set of ranks: some of the 13, no more. */
	public static void checkRanks(int ranks) {
		if (ranks <= 0 || ranks > ALL_RANKS) {
			throw new IllegalArgumentException("a deck holds some of the 13 ranks, ace to king, not the set " + Integer.toBinaryString(ranks));
		}
	}

	/** The set of ranks (bit r for the rank r of {@link Cards}) from their ranks. */
	public static int ranks(int... ranks) {
		int set = 0;
		for (int r : ranks) {
			if (r < Cards.ACE || r > Cards.KING) {
				throw new IllegalArgumentException("no rank " + r);
			}
			set |= 1 << r;
		}
		return set;
	}

	/** How many cards the full shoe holds. */
	public int size() {
		return cards.length;
	}

	/**
	 * Gathers every card back, in the order of a new deck, and shuffles with this generator: the cards a seed deals
	 * must not depend on the rounds dealt before (a simulation's thread deals rounds in no fixed order).
	 */
	public Deck shuffle(Rng rng) {
		this.rng = rng;
		gather();
		dealt = 0;
		return this;
	}

	/**
	 * A deck stacked for a hand-picked deal: these cards come first, in this order, then the others in the order of a
	 * new deck. A round deals the player's first card, the banker's, the player's second, the banker's, then the
	 * player's third card if it draws and the banker's next.
	 */
	public static Deck stacked(int... top) {
		Deck d = new Deck();
		boolean[] used = new boolean[Cards.DECK];
		int at = 0;
		for (int c : top) {
			if (c < 0 || c >= Cards.DECK || used[c]) {
				throw new IllegalArgumentException("a stacked deck holds each of the 52 cards once, not " + c + " again");
			}
			used[c] = true;
			d.cards[at++] = c;
		}
		for (int c = 0; c < Cards.DECK; c++) {
			if (!used[c]) {
				d.cards[at++] = c;
			}
		}
		return d;
	}

	public int next() {
		if (dealt == cards.length) {
			throw new IllegalStateException("the deck is dealt out");
		}
		if (rng == null) {
			return cards[dealt++];
		}
		int i = dealt + rng.nextInt(cards.length - dealt);
		int c = cards[i];
		cards[i] = cards[dealt];
		cards[dealt++] = c;
		return c;
	}
}
