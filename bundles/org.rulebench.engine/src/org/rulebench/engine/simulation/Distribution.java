package org.rulebench.engine.simulation;

import java.util.Arrays;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/** A sample of integers (game lengths, chips, points): counts per value, mean with interval, and quantiles. */
public final class Distribution {
	private final int[] sorted;

	public Distribution(int[] values) {
		sorted = values.clone();
		Arrays.sort(sorted);
	}

	public int size() {
		return sorted.length;
	}

	public Interval mean() {
		double sum = 0;
		double squares = 0;
		for (int v : sorted) {
			sum += v;
			squares += (double) v * v;
		}
		return Interval.mean(sum, squares, sorted.length);
	}

	/** The q-quantile (0..1) by the nearest-rank method; NaN for an empty sample. */
	public double quantile(double q) {
		if (sorted.length == 0) {
			return Double.NaN;
		}
		int rank = (int) Math.ceil(q * sorted.length);
		return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
	}

	public double median() {
		return quantile(0.5);
	}

	public int min() {
		return sorted.length == 0 ? 0 : sorted[0];
	}

	public int max() {
		return sorted.length == 0 ? 0 : sorted[sorted.length - 1];
	}

	/** How many times each value occurs, in order of value. */
	public SortedMap<Integer, Integer> counts() {
		TreeMap<Integer, Integer> m = new TreeMap<>();
		for (int v : sorted) {
			m.merge(v, 1, Integer::sum);
		}
		return Collections.unmodifiableSortedMap(m);
	}

	/** Counts in {@code bins} equal-width bins from min to max: for histograms. */
	public int[] histogram(int bins) {
		int[] h = new int[Math.max(1, bins)];
		if (sorted.length == 0) {
			return h;
		}
		double width = Math.max(1, (max() - min() + 1) / (double) h.length);
		for (int v : sorted) {
			h[Math.min(h.length - 1, (int) ((v - min()) / width))]++;
		}
		return h;
	}
}
