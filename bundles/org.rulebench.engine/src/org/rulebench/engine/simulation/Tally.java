package org.rulebench.engine.simulation;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts per value of an integer measure (a game's length, a side's chips), added to game by game: its memory is
 * the range of values seen, not the number of games, and two tallies of disjoint games merge into the tally of all.
 */
public final class Tally {
	private int offset;
	private long[] counts = new long[0];
	private long size;

	public void add(int value) {
		ensure(value, value);
		counts[value - offset]++;
		size++;
	}

	/** Adds the other's counts: the tally of both sets of games. */
	public Tally merge(Tally other) {
		if (other.size == 0) {
			return this;
		}
		int low = other.offset + other.first();
		int high = other.offset + other.last();
		ensure(low, high);
		for (int v = low; v <= high; v++) {
			counts[v - offset] += other.counts[v - other.offset];
		}
		size += other.size;
		return this;
	}

	public long size() {
		return size;
	}

	/** What has been counted so far, as an immutable distribution. */
	public Distribution distribution() {
		if (size == 0) {
			return new Distribution(0, new long[0]);
		}
		int first = first();
		return new Distribution(offset + first, Arrays.copyOfRange(counts, first, last() + 1));
	}

	private int first() {
		int i = 0;
		while (counts[i] == 0) {
			i++;
		}
		return i;
	}

	private int last() {
		int i = counts.length - 1;
		while (counts[i] == 0) {
			i--;
		}
		return i;
	}

	/**
	 * The counts as plain data ({@code from}: the smallest value counted, {@code counts}: how often it and each value
	 * above it occur), for a file or another machine; {@link #of} reads it back into an equal tally.
	 */
	public Map<String, Object> data() {
		Map<String, Object> m = new LinkedHashMap<>();
		if (size == 0) {
			m.put("from", 0);
			m.put("counts", List.of());
			return m;
		}
		int first = first();
		int last = last();
		m.put("from", offset + first);
		m.put("counts", Arrays.stream(counts, first, last + 1).boxed().toList());
		return m;
	}

	/** The tally whose {@link #data()} this is: numbers may come as any {@link Number} (a JSON reader's). */
	public static Tally of(Map<String, ?> data) {
		Tally t = new Tally();
		List<?> counts = Summary.list(data, "counts");
		if (counts.isEmpty()) {
			return t;
		}
		int from = Math.toIntExact(Summary.whole(data.get("from"), "from"));
		t.ensure(from, from + counts.size() - 1);
		for (int i = 0; i < counts.size(); i++) {
			long n = Summary.whole(counts.get(i), "counts");
			if (n < 0) {
				throw new IllegalArgumentException("a negative count: " + n);
			}
			t.counts[from + i - t.offset] = n;
			t.size += n;
		}
		return t;
	}

	/** Room for values low..high; grows by at least half so that a widening range costs amortised constant time. */
	private void ensure(int low, int high) {
		if (counts.length == 0) {
			offset = low;
			counts = new long[Math.max(16, high - low + 1)];
			return;
		}
		int end = offset + counts.length - 1;
		if (low >= offset && high <= end) {
			return;
		}
		int slack = counts.length / 2;
		int from = low < offset ? Math.min(low, offset - slack) : offset;
		int to = high > end ? Math.max(high, end + slack) : end;
		long[] wider = new long[to - from + 1];
		System.arraycopy(counts, 0, wider, offset - from, counts.length);
		counts = wider;
		offset = from;
	}
}
