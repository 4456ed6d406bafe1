package org.rulebench.engine.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The random generator pinned: every seeded result (games, simulations, comparisons, the figures in the docs)
 * rests on these numbers, so a change that would alter them all fails here first.
 */
class RngTest {

	@Test
	void theFirstOutputsOfSeedOneAreFixed() {
		// SplitMix64's published first output for seed 1 is 0x910a2dec89025cc1
		Rng r = new Rng(1);
		long[] first = new long[4];
		for (int i = 0; i < first.length; i++) {
			first[i] = r.nextLong();
		}
		assertArrayEquals(new long[] { 0x910a2dec89025cc1L, 0xbeeb8da1658eec67L, 0xf893a2eefb32555eL, 0x71c18690ee42c90bL }, first);
	}

	@Test
	void derivedSeedsAreFixed() {
		assertArrayEquals(new long[] { -7995527694508729151L, -4689498862643123097L, -2578606351839363839L }, new long[] { Rng.derive(1, 0), Rng.derive(1, 1), Rng.derive(42, 999_999) });
	}

	@Test
	void diceAreFixed() {
		Rng r = new Rng(Rng.derive(1, 0));
		int[] dice = new int[12];
		for (int i = 0; i < dice.length; i++) {
			dice[i] = r.die(6);
		}
		assertArrayEquals(new int[] { 3, 6, 1, 5, 2, 5, 4, 2, 2, 2, 4, 6 }, dice);
		assertEquals(389830, new Rng(7).nextInt(1_000_003));
	}
}
