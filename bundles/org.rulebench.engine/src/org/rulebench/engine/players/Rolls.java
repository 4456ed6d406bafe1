package org.rulebench.engine.players;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.rules.Dice;

/**
 * The distinct rolls of the dice, each with its probability: order does not matter to a play, so two dice of six
 * faces give 21 rolls, a double with weight 1/36 and the others 2/36.
 */
public final class Rolls {
	private final int[][] rolls;
	private final double[] weights;

	private Rolls(int[][] rolls, double[] weights) {
		this.rolls = rolls;
		this.weights = weights;
	}

	public static Rolls of(Dice dice) {
		List<int[]> found = new ArrayList<>();
		collect(new int[dice.count()], 0, 1, dice.faces(), found);
		double[] w = new double[found.size()];
		double all = Math.pow(dice.faces(), dice.count());
		for (int i = 0; i < w.length; i++) {
			w[i] = orderings(found.get(i)) / all;
		}
		return new Rolls(found.toArray(int[][]::new), w);
	}

	private static void collect(int[] roll, int at, int least, int faces, List<int[]> out) {
		if (at == roll.length) {
			out.add(roll.clone());
			return;
		}
		for (int v = least; v <= faces; v++) {
			roll[at] = v;
			collect(roll, at + 1, v, faces, out);
		}
	}

	/** How many ordered throws give this sorted roll: n! over the factorials of the runs of equal faces. */
	private static double orderings(int[] roll) {
		double n = factorial(roll.length);
		int run = 1;
		for (int i = 1; i <= roll.length; i++) {
			if (i < roll.length && roll[i] == roll[i - 1]) {
				run++;
			} else {
				n /= factorial(run);
				run = 1;
			}
		}
		return n;
	}

	private static double factorial(int k) {
		double f = 1;
		for (int i = 2; i <= k; i++) {
			f *= i;
		}
		return f;
	}

	public int size() { return rolls.length; }
	/** The roll, sorted; not to be changed. */
	public int[] roll(int i) { return rolls[i]; }
	public double weight(int i) { return weights[i]; }
}
