package org.rulebench.engine.cards.deck;

import org.rulebench.engine.game.Rng;

/**
 * One deck dealt from the top after a shuffle from a seed: each card drawn is uniform among those left (a
 * Fisher-Yates shuffle done one card at a time), so a round shuffles only as many cards as it deals.
 */
public final class Deck {
	private final int[] cards = new int[Cards.DECK];
	private int dealt;
	private Rng rng;

	public Deck() {
		for (int c = 0; c < Cards.DECK; c++) {
			cards[c] = c;
		}
	}

	/**
	 * Gathers every card back, in the order of a new deck, and shuffles with this generator: the cards a seed deals
	 * must not depend on the rounds dealt before (a simulation's thread deals rounds in no fixed order).
	 */
	public Deck shuffle(Rng rng) {
		this.rng = rng;
		for (int c = 0; c < Cards.DECK; c++) {
			cards[c] = c;
		}
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
		if (dealt == Cards.DECK) {
			throw new IllegalStateException("the deck is dealt out");
		}
		if (rng == null) {
			return cards[dealt++];
		}
		int i = dealt + rng.nextInt(Cards.DECK - dealt);
		int c = cards[i];
		cards[i] = cards[dealt];
		cards[dealt++] = c;
		return c;
	}
}
