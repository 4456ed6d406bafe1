package org.rulebench.readings.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.simulation.Distribution;

/** The tests behind the marks, against values from statistical tables. */
class SignificanceTest {

	@Test
	void normalTailsMatchTheTable() {
		assertEquals(0.05, Significance.normalTwoSided(1.959964), 1e-6);
		assertEquals(0.3173105, Significance.normalTwoSided(1), 1e-6);
		assertEquals(1, Significance.normalTwoSided(0), 1e-12);
		assertEquals(5.733e-7, Significance.normalTwoSided(5), 1e-9);
	}

	@Test
	void studentTailsAndQuantilesMatchTheTable() {
		assertEquals(0.05, Significance.studentTwoSided(2.228139, 10), 1e-6);
		assertEquals(0.5, Significance.studentTwoSided(1, 1), 1e-9, "Cauchy: P(|T| > 1) = 1/2");
		assertEquals(12.7062, Significance.tQuantile975(1), 1e-4);
		assertEquals(2.0423, Significance.tQuantile975(30), 1e-4);
		assertEquals(1.9600, Significance.tQuantile975(1e9), 1e-4);
	}

	@Test
	void twoProportions() {
		Measure m = Significance.proportions("wins", 480, 1000, 560, 1000);
		assertEquals(0.08, m.difference().estimate(), 1e-12);
		// pooled p = 0.52, se = sqrt(0.52 * 0.48 * 0.002) = 0.022343, z = 3.5805
		assertEquals(Significance.normalTwoSided(0.08 / Math.sqrt(0.52 * 0.48 * 0.002)), m.p(), 1e-12);
		assertTrue(m.significant());
		assertTrue(m.difference().low() > 0.03 && m.difference().low() < 0.04, m.difference().toString());
		assertFalse(Significance.proportions("wins", 50, 100, 52, 100).significant());
	}

	@Test
	void welchOnTwoSamples() {
		Distribution a = new Distribution(new int[] { 10, 12, 11, 13, 9, 10, 12, 11 });
		Distribution b = new Distribution(new int[] { 14, 15, 13, 16, 15, 14, 13, 16 });
		Measure m = Significance.welch("length", a, b);
		assertEquals(3.5, m.difference().estimate(), 1e-12);
		assertTrue(m.p() < 0.001, "p = " + m.p());
		Measure same = Significance.welch("length", a, a);
		assertEquals(1, same.p(), 1e-9);
		assertFalse(same.significant());
	}
}
