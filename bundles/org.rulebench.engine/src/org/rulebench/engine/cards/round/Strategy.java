package org.rulebench.engine.cards.round;

import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.draw.Sight;

/**
 * A side's choice for every two cards it may hold and every sight of the other side (whether it drew, and the card
 * if it was dealt face up): a pure policy.
 */
public final class Strategy implements DrawPolicy {
	private final boolean[] draws = new boolean[Cards.DECK * Cards.DECK * Sight.COUNT];

	private static int index(int a, int b, int sight) {
		int lo = Math.min(a, b);
		int hi = Math.max(a, b);
		return (lo * Cards.DECK + hi) * Sight.COUNT + sight;
	}

	public void set(int a, int b, boolean otherDrew, boolean draw) {
		set(a, b, otherDrew ? Sight.DREW : Sight.STOOD, draw);
	}

	/** The choice seeing {@code sight}; a face-down draw stands for every card not set apart. */
	public void set(int a, int b, int sight, boolean draw) {
		draws[index(a, b, sight)] = draw;
	}

	public boolean draws(int a, int b, boolean otherDrew) {
		return draws[index(a, b, otherDrew ? Sight.DREW : Sight.STOOD)];
	}

	public boolean draws(int a, int b, int sight) {
		return draws[index(a, b, sight)];
	}

	@Override
	public double drawChance(int first, int second, boolean otherDrew) {
		return draws(first, second, otherDrew) ? 1 : 0;
	}

	@Override
	public double drawChanceSeeing(int first, int second, int sight) {
		return draws(first, second, sight) ? 1 : 0;
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
