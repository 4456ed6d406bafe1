package org.rulebench.engine.cards.round;

import org.rulebench.engine.cards.deck.Cards;

/** A side's choice for every two cards it may hold (and, for the banker, whether the player drew): a pure policy. */
public final class Strategy implements DrawPolicy {
	private final boolean[] draws = new boolean[Cards.DECK * Cards.DECK * 2];

	private static int index(int a, int b, boolean otherDrew) {
		int lo = Math.min(a, b);
		int hi = Math.max(a, b);
		return (lo * Cards.DECK + hi) * 2 + (otherDrew ? 1 : 0);
	}

	public void set(int a, int b, boolean otherDrew, boolean draw) {
		draws[index(a, b, otherDrew)] = draw;
	}

	public boolean draws(int a, int b, boolean otherDrew) {
		return draws[index(a, b, otherDrew)];
	}

	@Override
	public double drawChance(int first, int second, boolean otherDrew) {
		return draws(first, second, otherDrew) ? 1 : 0;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof Strategy s && java.util.Arrays.equals(draws, s.draws);
	}

	@Override
	public int hashCode() {
		return java.util.Arrays.hashCode(draws);
	}
}
