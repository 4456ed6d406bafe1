package org.rulebench.engine.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** Counts per value: the same quantiles, means and histograms as the sorted sample, merged from any split. */
class TallyTest {

	@Test
	void quantilesAreTheNearestRanksOfTheSortedSample() {
		int[] values = new Random(7).ints(1001, -40, 300).toArray();
		int[] sorted = values.clone();
		Arrays.sort(sorted);
		Distribution d = new Distribution(values);
		for (double q : new double[] { 0, 0.001, 0.1, 0.25, 0.5, 0.9, 0.999, 1 }) {
			int rank = (int) Math.ceil(q * sorted.length);
			assertEquals(sorted[Math.max(0, rank - 1)], d.quantile(q), "q = " + q);
		}
		assertEquals(sorted[0], d.min());
		assertEquals(sorted[sorted.length - 1], d.max());
		assertEquals(1001, d.size());
	}

	@Test
	void theMeanIsTheSamplesMeanWithItsInterval() {
		int[] values = { 3, -2, 7, 7, 0, 12, 5 };
		double sum = Arrays.stream(values).sum();
		double squares = Arrays.stream(values).mapToDouble(v -> (double) v * v).sum();
		assertEquals(Interval.mean(sum, squares, values.length), new Distribution(values).mean());
	}

	@Test
	void tallyingInPartsAndMergingGivesTheWhole() {
		int[] values = new Random(11).ints(5000, -1000, 1000).toArray();
		Tally whole = new Tally();
		Tally[] parts = { new Tally(), new Tally(), new Tally() };
		for (int i = 0; i < values.length; i++) {
			whole.add(values[i]);
			// parts of different ranges, so merging must widen a tally on both ends
			parts[values[i] < -300 ? 0 : values[i] < 400 ? 1 : 2].add(values[i]);
		}
		Tally merged = new Tally().merge(parts[1]).merge(parts[2]).merge(parts[0]).merge(new Tally());
		assertEquals(whole.distribution().counts(), merged.distribution().counts());
		assertEquals(whole.size(), merged.size());
		assertEquals(new Distribution(values).counts(), whole.distribution().counts());
		assertArrayEquals(new Distribution(values).histogram(17), merged.distribution().histogram(17));
	}

	@Test
	void memoryFollowsTheRangeOfValuesNotTheirNumber() {
		Tally t = new Tally();
		for (int i = 0; i < 3_000_000; i++) {
			t.add(40 + i % 200);
		}
		Distribution d = t.distribution();
		assertEquals(200, d.counts().size());
		assertEquals(15_000, d.counts().get(40));
		assertEquals(139, d.median());
		assertEquals(3_000_000, d.size());
	}

	@Test
	void anEmptySampleHasNoQuantilesAndZeroBounds() {
		Distribution d = new Tally().distribution();
		assertTrue(Double.isNaN(d.median()));
		assertTrue(Double.isNaN(d.mean().estimate()));
		assertEquals(0, d.min());
		assertEquals(0, d.max());
		assertEquals(0, d.size());
		assertArrayEquals(new int[4], d.histogram(4));
	}
}
