package org.rulebench.engine.rules;

import java.util.Arrays;

/** Where one side's pieces stand at the start: a count per point of its own track, and pieces still off the board. */
public final class Layout {
	private final int[] counts; // index 1..points
	private final int waiting;

	private Layout(int[] counts, int waiting) {
		this.counts = counts;
		this.waiting = waiting;
	}

	public static Layout empty(int points) {
		return new Layout(new int[points + 1], 0);
	}

	/** A layout from (point, count) pairs. */
	public static Layout of(int points, int... pointCountPairs) {
		Layout layout = empty(points);
		for (int i = 0; i + 1 < pointCountPairs.length; i += 2) {
			layout = layout.with(pointCountPairs[i], layout.count(pointCountPairs[i]) + pointCountPairs[i + 1]);
		}
		return layout;
	}

	public Layout with(int point, int count) {
		if (point < 1 || point >= counts.length) {
			throw new IllegalArgumentException("point " + point + " is not on a board of " + points() + " points");
		}
		if (count < 0) {
			throw new IllegalArgumentException("negative piece count " + count + " on point " + point);
		}
		int[] copy = counts.clone();
		copy[point] = count;
		return new Layout(copy, waiting);
	}

	public Layout withWaiting(int pieces) {
		return new Layout(counts, pieces);
	}

	public int points() {
		return counts.length - 1;
	}

	public int count(int point) {
		return counts[point];
	}

	public int waiting() {
		return waiting;
	}

	public int total() {
		return Arrays.stream(counts).sum() + waiting;
	}

	/** The same shape seen from the far end: point i holds what point points+1-i held. 七梁 ends on it. */
	public Layout mirrored() {
		int n = points();
		int[] m = new int[n + 1];
		for (int i = 1; i <= n; i++) {
			m[n + 1 - i] = counts[i];
		}
		return new Layout(m, 0);
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof Layout l && l.waiting == waiting && Arrays.equals(l.counts, counts);
	}

	@Override
	public int hashCode() {
		return Arrays.hashCode(counts) * 31 + waiting;
	}

	@Override
	public String toString() {
		StringBuilder s = new StringBuilder();
		for (int i = counts.length - 1; i >= 1; i--) {
			if (counts[i] > 0) {
				s.append(s.isEmpty() ? "" : " ").append(counts[i]).append('@').append(i);
			}
		}
		if (waiting > 0) {
			s.append(s.isEmpty() ? "" : " ").append(waiting).append("@off");
		}
		return s.toString();
	}
}
