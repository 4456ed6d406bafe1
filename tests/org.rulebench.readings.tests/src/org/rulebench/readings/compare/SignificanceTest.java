package org.rulebench.readings.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.simulation.Interval;

/** The paired tests behind the marks, against values worked out by hand from their definitions. */
class SignificanceTest {
	private static final Interval ANY = new Interval(0.5, 0.4, 0.6);

	@Test
	void mcNemarIsTheExactBinomialTestOfTheDisagreements() {
		// 10 pairs yes for the old reading only, 2 for the new only: 2 × P(X ≤ 2), X ~ B(12, 1/2) = 2 × 79 / 4096
		assertEquals(158.0 / 4096, Significance.mcnemarP(10, 2), 1e-12);
		assertEquals(Significance.mcnemarP(2, 10), Significance.mcnemarP(10, 2), 1e-15, "symmetric");
		assertEquals(1, Significance.mcnemarP(5, 5), 1e-12);
		assertEquals(1, Significance.mcnemarP(0, 0), 1e-12, "no disagreement, no evidence");
	}

	@Test
	void aPairedRateDifferenceHasBonettAndPricesInterval() {
		Measure m = Significance.mcnemar("wins", ANY, ANY, 100, 10, 2);
		assertEquals("McNemar", m.testName(), "as the tables' test column names it");
		assertEquals(-0.08, m.difference().estimate(), 1e-12);
		// p12 = 11/102, p21 = 3/102: (p21 − p12) ± 1.96 √((p12 + p21 − (p21 − p12)²) / 102)
		assertEquals(-0.148699, m.difference().low(), 1e-6);
		assertEquals(-0.008164, m.difference().high(), 1e-6);
		assertTrue(m.significant());
		assertEquals(Significance.MCNEMAR, m.test());
		assertEquals(100, m.pairs());
	}

	@Test
	void agreementIgnoresThePairsThatAgree() {
		// the same 12 disagreements among 100 or among 10,000 pairs: the same test
		assertEquals(Significance.mcnemar("w", ANY, ANY, 100, 10, 2).p(), Significance.mcnemar("w", ANY, ANY, 10_000, 10, 2).p(), 1e-15);
		assertFalse(Significance.mcnemar("w", ANY, ANY, 1000, 7, 5).significant());
	}

	@Test
	void thePairedTTestOfTheDifferences() {
		// differences 1, 2, 3, 4, 5: mean 3, sample variance 2.5
		Measure m = Significance.pairedT("length", ANY, ANY, 5, 3, 2.5);
		assertEquals("paired t", m.testName(), "as the tables' test column names it");
		assertEquals(3, m.difference().estimate(), 1e-12);
		// t = 3 / √(2.5 / 5) = 4.2426 on 4 degrees of freedom: p = 1 − x(3 − x²)/2, x = t / √(t² + 4)
		assertEquals(0.0132356, m.p(), 1e-6);
		// t(0.975, 4) = 2.776445
		assertEquals(3 - 2.776445 * Math.sqrt(0.5), m.difference().low(), 1e-5);
		assertEquals(Significance.PAIRED_T, m.test());
	}

	@Test
	void identicalGamesDifferInNothing() {
		Measure m = Significance.pairedT("length", ANY, ANY, 50, 0, 0);
		assertEquals(1, m.p(), 1e-12);
		assertEquals(0, m.difference().estimate(), 1e-12);
		assertFalse(m.significant());
	}

	@Test
	void tooFewPairsGiveNoTest() {
		assertTrue(Double.isNaN(Significance.pairedT("length", ANY, ANY, 1, 1, 0).p()));
		assertTrue(Double.isNaN(Significance.mcnemar("wins", ANY, ANY, 0, 0, 0).p()));
	}
}
