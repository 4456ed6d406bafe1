package org.rulebench.engine.simulation;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A sample of integers (game lengths, chips, points) held as counts per value: mean with interval, exact quantiles
 * from the counts, and histograms. Its size does not depend on the number of games; {@link Tally} builds it.
 */
public final class Distribution {
	/** The smallest value; {@code counts[i]} is how often {@code min + i} occurs. */
	private final int min;
	private final long[] counts;
	private final long size;

	/** The distribution of the given values. */
	public Distribution(int[] values) {
		this(tally(values));
	}

	private Distribution(Distribution d) {
		this(d.min, d.counts);
	}

	Distribution(int min, long[] counts) {
		this.min = min;
		this.counts = counts;
		long n = 0;
		for (long c : counts) {
			n += c;
		}
		this.size = n;
	}

	private static Distribution tally(int[] values) {
		Tally t = new Tally();
		for (int v : values) {
			t.add(v);
		}
		return t.distribution();
	}

	public int size() {
		return Math.toIntExact(size);
	}

	/** Sum and sum of squares are exact in a long up to sizes far beyond any simulation's. */
	public Interval mean() {
		double sum = 0;
		double squares = 0;
		for (int i = 0; i < counts.length; i++) {
			double v = min + i;
			sum += v * counts[i];
			squares += v * v * counts[i];
		}
		return Interval.mean(sum, squares, size);
	}

	/** The q-quantile (0..1) by the nearest-rank method; NaN for an empty sample. */
	public double quantile(double q) {
		if (size == 0) {
			return Double.NaN;
		}
		long rank = Math.max(1, Math.min(size, (long) Math.ceil(q * size)));
		long seen = 0;
		for (int i = 0; i < counts.length; i++) {
			seen += counts[i];
			if (seen >= rank) {
				return min + i;
			}
		}
		throw new AssertionError("rank " + rank + " beyond " + size);
	}

	public double median() {
		return quantile(0.5);
	}

	public int min() {
		return size == 0 ? 0 : min;
	}

	public int max() {
		return size == 0 ? 0 : min + counts.length - 1;
	}

	/** Whether any value is other than 0 (a game played for no stakes has every side's chips 0). */
	public boolean anyNonZero() {
		return min() != 0 || max() != 0;
	}

	/** How many times each value occurs, in order of value. */
	public SortedMap<Integer, Integer> counts() {
		TreeMap<Integer, Integer> m = new TreeMap<>();
		for (int i = 0; i < counts.length; i++) {
			if (counts[i] > 0) {
				m.put(min + i, Math.toIntExact(counts[i]));
			}
		}
		return Collections.unmodifiableSortedMap(m);
	}

	/** Counts in {@code bins} equal-width bins from min to max: for histograms. */
	public int[] histogram(int bins) {
		int[] h = new int[Math.max(1, bins)];
		if (size == 0) {
			return h;
		}
		double width = Math.max(1, (max() - min() + 1) / (double) h.length);
		for (int i = 0; i < counts.length; i++) {
			h[Math.min(h.length - 1, (int) (i / width))] += (int) counts[i];
		}
		return h;
	}
}
