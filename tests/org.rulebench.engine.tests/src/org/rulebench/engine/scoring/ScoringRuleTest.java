package org.rulebench.engine.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How often an event counts: as its step fired, or, when forced by the roll, as every play of the roll makes it. */
class ScoringRuleTest {
	private static final StepTrigger REAR_1 = StepTrigger.leaves(6, Conditions.ALWAYS);

	@Test
	void anUnforcedEventCountsAsThePlayChosenMakesIt() {
		ScoringRule free = new ScoringRule("掲頭", REAR_1, -3);
		int[] fired = { 1, 0, 2 };
		assertEquals(0, free.times(new int[] { 5, 1 }, 1, i -> fired[i], 3));
		assertEquals(2, free.times(new int[] { 5, 1 }, 2, i -> fired[i], 3));
	}

	@Test
	void aForcedEventCountsOnlyAsOftenAsEveryPlayOfTheRollMakesIt() {
		ScoringRule forced = new ScoringRule("掲頭", REAR_1, -3, true, null, false);
		assertEquals(0, forced.times(new int[] { 5, 1 }, 0, i -> new int[] { 1, 0, 2 }[i], 3), "some play avoids it");
		assertEquals(1, forced.times(new int[] { 5, 3 }, 1, i -> new int[] { 1, 1, 2 }[i], 3));
		assertEquals(2, forced.times(new int[] { 5, 5 }, 0, i -> 2, 4));
		assertEquals(0, forced.times(new int[] { 5, 5 }, 0, i -> 2, 0), "no play at all");
	}

	@Test
	void anEventOnNamedThrowsCountsOnlyOnThem() {
		Throws bigThrows = new Throws("大彩", false, true, new int[][] { { 6, 5 } });
		assertTrue(bigThrows.contains(new int[] { 4, 4 }));
		assertTrue(bigThrows.contains(new int[] { 5, 6 }), "in either order");
		assertFalse(bigThrows.contains(new int[] { 5, 3 }));
		assertTrue(Throws.every("大彩").contains(new int[] { 1, 2 }));
		ScoringRule onBig = new ScoringRule("掲頭", REAR_1, -3, true, bigThrows, false);
		assertEquals(0, onBig.times(new int[] { 5, 3 }, 0, i -> 1, 2));
		assertEquals(1, onBig.times(new int[] { 6, 5 }, 0, i -> 1, 2));
	}

	@Test
	void onlyAStepEventCanBeForced() {
		assertThrows(IllegalArgumentException.class,
				() -> new ScoringRule("七梁", new TurnTrigger(Conditions.ALWAYS, true), 1, true, null, false));
	}
}
