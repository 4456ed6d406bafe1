package org.rulebench.engine.cards.deck;

/**
 * A card of the 52-card deck as an int 0..51: rank {@code card >> 2} (0 the ace, 1..8 the two to the nine, 9 the ten,
 * 10 the jack, 11 the queen, 12 the king), suit {@code card & 3}. Ints, so a round and an enumeration over the deck
 * allocate nothing.
 */
public final class Cards {
	public static final int DECK = 52;
	public static final int ACE = 0;
	public static final int TEN = 9;
	public static final int JACK = 10;
	public static final int KING = 12;
	private static final String RANKS = "A23456789TJQK";
	private static final String SUITS = "SHDC";
	private static final String[] SUIT_SIGNS = { "\u2660", "\u2665", "\u2666", "\u2663" };

	private Cards() {
	}

	public static int of(int rank, int suit) {
		if (rank < 0 || rank > KING || suit < 0 || suit > 3) {
			throw new IllegalArgumentException("no card of rank " + rank + " and suit " + suit);
		}
		return rank << 2 | suit;
	}

	public static int rank(int card) {
		return card >> 2;
	}

	public static int suit(int card) {
		return card & 3;
	}

	/** Points of the card: the ace 1, two to nine their face, ten and the court cards 0. */
	public static int points(int card) {
		int r = rank(card);
		return r < TEN ? r + 1 : 0;
	}

	/** Jack, queen and king: the court cards (絵札); the ten is not one. */
	public static boolean court(int card) {
		return rank(card) >= JACK;
	}

	/** The rank's place in a run with the ace high only: two 1 ... king 12, ace 13 (A-2-3 is no run, Q-K-A is). */
	public static int runOrder(int card) {
		int r = rank(card);
		return r == ACE ? 13 : r;
	}

	/** "QH", "TS", "AC": rank letter (T the ten) and suit letter (S H D C). */
	public static String name(int card) {
		return "" + RANKS.charAt(rank(card)) + SUITS.charAt(suit(card));
	}

	/** "Q♥", "10♠": as the face of the card reads. */
	public static String face(int card) {
		return rankFace(rank(card)) + SUIT_SIGNS[suit(card)];
	}

	public static String rankFace(int rank) {
		return rank == TEN ? "10" : String.valueOf(RANKS.charAt(rank));
	}

	/** Hearts and diamonds are red. */
	public static boolean red(int card) {
		return suit(card) == 1 || suit(card) == 2;
	}

	/** The card named as {@link #name} writes it (also "10H"); -1 if it names none. */
	public static int parse(String name) {
		String n = name.trim().toUpperCase(java.util.Locale.ROOT);
		if (n.startsWith("10")) {
			n = "T" + n.substring(2);
		}
		if (n.length() != 2) {
			return -1;
		}
		int r = RANKS.indexOf(n.charAt(0));
		int s = SUITS.indexOf(n.charAt(1));
		return r < 0 || s < 0 ? -1 : of(r, s);
	}
}
