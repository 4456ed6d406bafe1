package org.rulebench.engine.cards.draw;

/**
 * What the side deciding to draw sees of the other side, as one small int: that it stood (or has not played), that it
 * drew a card dealt face down, or the card it drew face up. Drawing tables are indexed by it.
 */
public final class Sight {
	/** The other side stood, or has not played yet. */
	public static final int STOOD = 0;
	/** The other side drew a third card, face down. */
	public static final int DREW = 1;
	/** How many sights there are: the two above and one per card drawn face up. */
	public static final int COUNT = 2 + org.rulebench.engine.cards.deck.Cards.DECK;

	private Sight() {
	}

	/** The other side drew this card face up. */
	public static int shown(int card) {
		return 2 + card;
	}

	public static boolean drew(int sight) {
		return sight != STOOD;
	}

	/** The card the other side drew face up, or -1. */
	public static int card(int sight) {
		return sight >= 2 ? sight - 2 : -1;
	}
}
