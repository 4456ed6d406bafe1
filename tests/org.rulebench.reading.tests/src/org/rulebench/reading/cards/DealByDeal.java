package org.rulebench.reading.cards;

import java.util.stream.IntStream;

/**
 * An enumeration of Pok Deng written apart from the engine, to check `rulebench edge`: its own cards (rank
 * {@code card % 13}, 0 the ace, 12 the king; suit {@code card / 13}), its own hands written from seed 004 (the seed's
 * ladder and deng; by default three of a kind pays 5, equal hands tie and the loser pays the winner's deng, the other
 * readings of pok-deng.reading as a {@link Settling}), and a plain loop over the deals: each pair of
 * two cards of the player, each of the banker, then, where a side draws, every card it may draw. A shoe of several
 * decks (or of some ranks) is a list of its physical cards, each dealt once: two of them may be the same card. The engine's
 * enumeration instead weighs pairs of hand values and sums the third cards by histograms of their values.
 */
final class DealByDeal {
	/** A side's verdict: must draw, may choose, may not draw. */
	static final int MUST = 0;
	static final int MAY = 1;
	static final int STAND = 2;

	/** What a side's rule says, seeing the other's third card ({@code -1}: it stood; {@code -2}: it drew face down). */
	interface Rule {
		int verdict(int count, boolean pair, boolean suited, int otherThird);
	}

	/** What equal hands do (pok-deng.reading's rule equal): tie, go to the banker, go to the larger deng. */
	enum Equal {
		TIE, BANKER, DENG
	}

	/**
	 * How a round is settled, as the open rules of pok-deng.reading choose.
	 *
	 * @param tripsPay  three of a kind pays this (rule deng: 5 the 5-deng, 3 the 3-deng)
	 * @param equal     what equal hands other than poks do (rule equal)
	 * @param payLarger the loser pays the larger deng of the two hands (rule paying), else the winner's
	 */
	record Settling(int tripsPay, Equal equal, boolean payLarger) {
		static final Settling SEED = new Settling(5, Equal.TIE, false);
	}

	private final Rule player;
	private final Rule banker;
	private final boolean faceUp;
	/** Twice the chance a side draws where its rule lets it choose (0, 1 or 2: stands, tosses a coin, draws). */
	private final int playerHalves;
	private final int bankerHalves;
	private final Settling settling;
	/** The shoe's physical cards, each as its card (0..51): one deck of 52 by default. */
	private final int[] shoe;

	DealByDeal(Rule player, Rule banker, boolean faceUp, int playerHalves, int bankerHalves) {
		this(player, banker, faceUp, playerHalves, bankerHalves, Settling.SEED);
	}

	DealByDeal(Rule player, Rule banker, boolean faceUp, int playerHalves, int bankerHalves, Settling settling) {
		this(player, banker, faceUp, playerHalves, bankerHalves, settling, 1, IntStream.range(0, 13).toArray());
	}

	/** Dealt from {@code decks} decks of the ranks {@code ranks} (0 the ace ... 12 the king), four suits of each. */
	DealByDeal(Rule player, Rule banker, boolean faceUp, int playerHalves, int bankerHalves, Settling settling, int decks, int... ranks) {
		java.util.List<Integer> cards = new java.util.ArrayList<>();
		for (int d = 0; d < decks; d++) {
			for (int suit = 0; suit < 4; suit++) {
				for (int r : ranks) {
					cards.add(suit * 13 + r);
				}
			}
		}
		this.shoe = cards.stream().mapToInt(Integer::intValue).toArray();
		this.settling = settling;
		this.player = player;
		this.banker = banker;
		this.faceUp = faceUp;
		this.playerHalves = playerHalves;
		this.bankerHalves = bankerHalves;
	}

	static int rank(int card) {
		return card % 13;
	}

	static int suit(int card) {
		return card / 13;
	}

	/** A counts 1, two to nine their face, ten and court cards nothing. */
	static int points(int card) {
		int r = rank(card);
		return r <= 8 ? r + 1 : 0;
	}

	/**
	 * A hand as one int: its rung (0 pok, 1 three of a kind, 2 run, 3 three court cards, 4 a count) × 1000, its order
	 * × 10, whether it is three court cards of a kind (+ 500), its deng (the last digit).
	 */
	static int hand(int rung, int order, boolean courtTrips, int deng) {
		return rung * 1000 + (courtTrips ? 500 : 0) + order * 10 + deng;
	}

	static int two(int a, int b) {
		int count = (points(a) + points(b)) % 10;
		int deng = rank(a) == rank(b) || suit(a) == suit(b) ? 2 : 1;
		return hand(count >= 8 ? 0 : 4, count, false, deng);
	}

	static int three(int a, int b, int c) {
		int count = (points(a) + points(b) + points(c)) % 10;
		boolean flush = suit(a) == suit(b) && suit(b) == suit(c);
		if (rank(a) == rank(b) && rank(b) == rank(c)) {
			boolean court = rank(a) >= 10;
			return hand(1, court ? rank(a) : points(a), court, 5); // 999 and KKK the best of their kinds
		}
		int[] high = { rank(a) == 0 ? 13 : rank(a), rank(b) == 0 ? 13 : rank(b), rank(c) == 0 ? 13 : rank(c) };
		java.util.Arrays.sort(high);
		if (high[1] == high[0] + 1 && high[2] == high[1] + 1) {
			return hand(2, 0, false, 3); // Q-K-A is a run, A-2-3 is not
		}
		if (rank(a) >= 10 && rank(b) >= 10 && rank(c) >= 10) {
			return hand(3, 0, false, 3);
		}
		return hand(4, count, false, flush ? 3 : 1);
	}

	/** Every three cards' hand, worked out once: {@code THREE[(a * 52 + b) * 52 + c]}. */
	private static final int[] THREE = new int[52 * 52 * 52];
	static {
		for (int a = 0; a < 52; a++) {
			for (int b = 0; b < 52; b++) {
				for (int c = 0; c < 52; c++) {
					THREE[(a * 52 + b) * 52 + c] = three(a, b, c);
				}
			}
		}
	}

	/** What the banker wins from the player's stake of 1. */
	int gain(int player, int banker) {
		int pr = player / 1000;
		int br = banker / 1000;
		int better;
		if (pr != br) {
			better = pr < br ? 1 : -1;
		} else if (pr == 1 && player % 1000 / 500 != banker % 1000 / 500) {
			better = 0;
		} else {
			better = Integer.compare(player % 500 / 10, banker % 500 / 10);
		}
		if (better == 0 && pr != 0) { // equal poks always tie (「引き分け(チョーン)」)
			better = switch (settling.equal()) {
			case TIE -> 0;
			case BANKER -> -1;
			case DENG -> Integer.compare(pays(player), pays(banker));
			};
		}
		if (better == 0) {
			return 0;
		}
		int win = better > 0 ? player : banker;
		int lose = better > 0 ? banker : player;
		int pay = settling.payLarger() ? Math.max(pays(win), pays(lose)) : pays(win);
		return better > 0 ? -pay : pay;
	}

	/** What a hand pays as the winner's deng: its last digit, three of a kind as the settling says. */
	private int pays(int hand) {
		return hand % 10 == 5 ? settling.tripsPay() : hand % 10;
	}

	/** The banker's gain over every deal, in quarters of a stake: divide by 4 for the engine's numerator. */
	long quarters() {
		int[][] pairs = new int[shoe.length * (shoe.length - 1) / 2][];
		int n = 0;
		for (int a = 0; a < shoe.length; a++) {
			for (int b = a + 1; b < shoe.length; b++) {
				pairs[n++] = new int[] { a, b };
			}
		}
		return IntStream.range(0, pairs.length).parallel().mapToLong(i -> {
			int p1 = pairs[i][0];
			int p2 = pairs[i][1];
			long sum = 0;
			for (int[] b : pairs) {
				if (b[0] != p1 && b[0] != p2 && b[1] != p1 && b[1] != p2) {
					sum += deal(p1, p2, b[0], b[1]);
				}
			}
			return sum;
		}).sum();
	}

	/**
	 * The banker's gain over the third cards of one deal of two cards each (the shoe's physical cards), in quarters,
	 * times (n − 4)(n − 5) for a shoe of n cards.
	 */
	private long deal(int i1, int i2, int j1, int j2) {
		int n = shoe.length;
		int p1 = shoe[i1];
		int p2 = shoe[i2];
		int p = two(p1, p2);
		int b = two(shoe[j1], shoe[j2]);
		if (p / 1000 == 0 || b / 1000 == 0) {
			return 4L * (n - 4) * (n - 5) * gain(p, b);
		}
		int pv = player.verdict(p % 500 / 10, rank(p1) == rank(p2), suit(p1) == suit(p2) && rank(p1) != rank(p2), -1);
		int drawHalves = pv == MUST ? 2 : pv == STAND ? 0 : playerHalves;
		long sum = 0;
		if (drawHalves < 2) { // the player stands: the banker's card is any of the n - 4 left, each in n - 5 deals
			sum += (2 - drawHalves) * (n - 5L) * bankerTurn(p, -1, i1, i2, j1, j2, -1);
		}
		if (drawHalves > 0) {
			long drew = 0;
			for (int k = 0; k < n; k++) {
				if (k != i1 && k != i2 && k != j1 && k != j2) {
					int x = shoe[k];
					drew += bankerTurn(THREE[(p1 * 52 + p2) * 52 + x], faceUp ? points(x) + (rank(x) >= 10 ? 100 : 0) : -2, i1, i2, j1, j2, k);
				}
			}
			sum += drawHalves * drew;
		}
		return sum;
	}

	/**
	 * The banker's turn after the player ended with {@code p}: its gain over its third card, in halves, times the cards
	 * it may draw (n − 4 if the player stood, {@code k} < 0, else n − 5; its cards are the shoe's physical cards {@code i1},
	 * {@code i2} and {@code j1}, {@code j2}, the player's third {@code k}). {@code seen}: -1 the player stood, -2 drew
	 * face down, else the points of the card it drew (+100 a court card).
	 */
	private long bankerTurn(int p, int seen, int i1, int i2, int j1, int j2, int k) {
		int n = shoe.length;
		int b1 = shoe[j1];
		int b2 = shoe[j2];
		int b = two(b1, b2);
		int v = banker.verdict(b % 500 / 10, rank(b1) == rank(b2), suit(b1) == suit(b2) && rank(b1) != rank(b2), seen);
		int drawHalves = v == MUST ? 2 : v == STAND ? 0 : bankerHalves;
		long sum = 0;
		if (drawHalves < 2) {
			sum += (2 - drawHalves) * (k < 0 ? n - 4L : n - 5L) * gain(p, b);
		}
		if (drawHalves > 0) {
			long drew = 0;
			for (int m = 0; m < n; m++) {
				if (m != i1 && m != i2 && m != j1 && m != j2 && m != k) {
					drew += gain(p, THREE[(b1 * 52 + b2) * 52 + shoe[m]]);
				}
			}
			sum += drawHalves * drew;
		}
		return sum;
	}
}
