package org.rulebench.reading.cards;

import java.math.BigInteger;

/**
 * Punto banco counted apart from the engine: its rules written out as the casinos' tableau, over the ten point values
 * (a shoe of {@code decks} decks holds 16 cards worth 0 per deck and 4 of every other value), each ordered six-card
 * deal counted once. Nothing of the engine or the reading is used.
 */
final class PuntoBancoOracle {
	/** Ordered six-card deals the banker wins, the player wins, and that tie. */
	final BigInteger banker;
	final BigInteger player;
	final BigInteger tie;
	final BigInteger deals;

	private final long[] left = new long[10];
	private final BigInteger[] won = { BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO };
	private long cards;

	PuntoBancoOracle(int decks) {
		this(full(decks));
	}

	private static long[] full(int decks) {
		long[] values = new long[10];
		for (int v = 0; v < 10; v++) {
			values[v] = (v == 0 ? 16L : 4L) * decks;
		}
		return values;
	}

	/** A shoe holding {@code values[v]} cards worth v points (a piquet deck: 16 worth 0, 4 each worth 1, 7, 8, 9). */
	PuntoBancoOracle(long[] values) {
		for (int v = 0; v < 10; v++) {
			left[v] = values[v];
			cards += values[v];
		}
		BigInteger all = BigInteger.ONE;
		for (int i = 0; i < 6; i++) {
			all = all.multiply(BigInteger.valueOf(cards - i));
		}
		deals = all;
		for (int p1 = 0; p1 < 10; p1++) {
			for (int b1 = 0; b1 < 10; b1++) {
				for (int p2 = 0; p2 < 10; p2++) {
					for (int b2 = 0; b2 < 10; b2++) {
						BigInteger w = take(p1).multiply(take(b1)).multiply(take(p2)).multiply(take(b2));
						if (w.signum() > 0) {
							round((p1 + p2) % 10, (b1 + b2) % 10, w);
						}
						give(b2);
						give(p2);
						give(b1);
						give(p1);
					}
				}
			}
		}
		banker = won[0];
		player = won[1];
		tie = won[2];
	}

	/** The ways to deal a card of value v now, and takes one out (0 ways if none is left: nothing is taken). */
	private BigInteger take(int v) {
		long n = left[v];
		left[v]--;
		cards--;
		return BigInteger.valueOf(Math.max(0, n));
	}

	private void give(int v) {
		left[v]++;
		cards++;
	}

	private void round(int p, int b, BigInteger w) {
		if (p >= 8 || b >= 8) {
			score(p, b, w.multiply(ways(2)));
			return;
		}
		if (p >= 6) { // the player stands; the banker draws on 0 to 5
			if (b <= 5) {
				for (int y = 0; y < 10; y++) {
					BigInteger wy = w.multiply(take(y));
					if (wy.signum() > 0) {
						score(p, (b + y) % 10, wy.multiply(ways(1)));
					}
					give(y);
				}
			} else {
				score(p, b, w.multiply(ways(2)));
			}
			return;
		}
		for (int x = 0; x < 10; x++) { // the player draws x
			BigInteger wx = w.multiply(take(x));
			if (wx.signum() > 0) {
				int p3 = (p + x) % 10;
				if (bankerDraws(b, x)) {
					for (int y = 0; y < 10; y++) {
						BigInteger wy = wx.multiply(take(y));
						if (wy.signum() > 0) {
							score(p3, (b + y) % 10, wy);
						}
						give(y);
					}
				} else {
					score(p3, b, wx.multiply(ways(1)));
				}
			}
			give(x);
		}
	}

	/** The banker's tableau once the player drew a card worth x. */
	static boolean bankerDraws(int b, int x) {
		return switch (b) {
		case 0, 1, 2 -> true;
		case 3 -> x != 8;
		case 4 -> x >= 2 && x <= 7;
		case 5 -> x >= 4 && x <= 7;
		case 6 -> x == 6 || x == 7;
		default -> false;
		};
	}

	/** The ways to deal the rest of a six-card deal, {@code k} cards, from what is left. */
	private BigInteger ways(int k) {
		BigInteger w = BigInteger.ONE;
		for (int i = 0; i < k; i++) {
			w = w.multiply(BigInteger.valueOf(cards - i));
		}
		return w;
	}

	private void score(int p, int b, BigInteger w) {
		int i = b > p ? 0 : p > b ? 1 : 2;
		won[i] = won[i].add(w);
	}
}
