package org.rulebench.engine.scoring;

import java.util.Arrays;
import java.util.Objects;

/**
 * A named set of throws a reading defines (大彩, "a big throw"): events may fire only on one of them. A throw is
 * matched without regard to the order of its dice.
 *
 * @param name       the name the reading gives the set
 * @param every      every throw belongs to it
 * @param anyDouble  every double belongs to it
 * @param throwsIn   further throws, each as its dice in ascending order
 */
public record Throws(String name, boolean every, boolean anyDouble, int[][] throwsIn) {

	public Throws {
		Objects.requireNonNull(name, "name");
		throwsIn = Arrays.stream(throwsIn).map(t -> {
			int[] sorted = t.clone();
			Arrays.sort(sorted);
			return sorted;
		}).toArray(int[][]::new);
	}

	public static Throws every(String name) {
		return new Throws(name, true, false, new int[0][]);
	}

	public boolean contains(int[] roll) {
		if (every) {
			return true;
		}
		if (anyDouble && roll.length == 2 && roll[0] == roll[1]) {
			return true;
		}
		if (throwsIn.length == 0) {
			return false;
		}
		int[] sorted = roll.clone();
		Arrays.sort(sorted);
		for (int[] t : throwsIn) {
			if (Arrays.equals(t, sorted)) {
				return true;
			}
		}
		return false;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof Throws t && name.equals(t.name) && every == t.every && anyDouble == t.anyDouble
				&& Arrays.deepEquals(throwsIn, t.throwsIn);
	}

	@Override
	public int hashCode() {
		return Objects.hash(name, every, anyDouble, Arrays.deepHashCode(throwsIn));
	}

	@Override
	public String toString() {
		return name;
	}
}
