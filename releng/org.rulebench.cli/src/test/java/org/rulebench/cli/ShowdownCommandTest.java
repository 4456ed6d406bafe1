package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/**
 * `rulebench edge` and `simulate` on three-card poker, a showdown: the published edges (3.37 % of the ante with the best
 * strategy, play Q-6-4 or better; Pair Plus 1-4-6-30-40 2.32 %) and the simulated edge around the exact one.
 */
class ShowdownCommandTest {
	private static final String READING = ExamplesTest.examples().resolve("three-card-poker/three-card-poker.reading").toString();

	private static String[] run(int expected, String... args) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
		String[] texts = { out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8) };
		assertEquals(expected, status, texts[0] + texts[1]);
		return texts;
	}

	@Test
	void theBestReplyAndThePairPlusEdgeAreThePublishedOnes() {
		String out = run(0, "edge", READING, "--best", "--choose", "decision=free")[0];
		assertTrue(out.contains("the player's best reply: house edge 3.3730% of the ante (exactly 686689/20358520)"), out);
		assertTrue(out.contains("it plays Q-6-4 and better, folds Q-6-3 and worse"), out);
		assertTrue(out.contains("a side bet on the player's hand: house edge 2.3167% (exactly 128/5525)"), out);
		assertTrue(out.contains("1 deck, 407,170,400 deals"), out);
	}

	@Test
	void simulateGivesTheBankersEdgePerAnte() {
		String out = run(0, "simulate", READING, "--games", "20000", "--choose", "decision=q64")[0];
		assertTrue(out.contains("banker's edge per stake"), out);
		assertTrue(out.contains("folded"), out);
	}
}
