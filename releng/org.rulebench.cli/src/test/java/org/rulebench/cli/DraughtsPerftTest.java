package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Draughts, written from docs/reading-language.md alone: perft from the start equals the published counts. English
 * draughts: Aart Bik, "perft for 8x8 checkers", talkchess.com forum, 8 May 2009 (the same counts from Martin Fierz's Cake,
 * checker-board.blogspot.com, February 2009). International draughts: Aart Bik, "BikDam: international checkers",
 * aartbik.blogspot.com (duplicate captures removed, as FMJD's rules count them). Both were also checked against a
 * brute-force generator written apart from the engine (English to depth 9, international to depth 5).
 */
class DraughtsPerftTest {
	@ParameterizedTest(name = "{0} depth {1}")
	@CsvSource({ "english, 1, 7", "english, 2, 49", "english, 3, 302", "english, 4, 1469", "english, 5, 7361", "english, 6, 36768",
			"english, 7, 179740", "english, 8, 845931", "international, 1, 9", "international, 2, 81", "international, 3, 658",
			"international, 4, 4265", "international, 5, 27117", "international, 6, 167140" })
	void perftIsThePublishedCount(String reading, int depth, long nodes) {
		assertEquals("Nodes searched: " + nodes, run("perft", ExamplesTest.examples().resolve("draughts/" + reading + ".reading").toString(),
				"--depth", Integer.toString(depth)).strip());
	}

	/** A chain is one move, named with every point it takes; the majority rule keeps the longer chain. */
	@Test
	void aChainIsOneMoveAndTheLongerOneMustBeTaken() {
		assertEquals("c6c2xd5xd3", run("moves", ExamplesTest.examples().resolve("draughts/english.reading").toString(), "--fen",
				"8/8/2m5/3M4/8/3M4/8/8 b - - 0 1").strip());
		assertEquals("c6c2xd5xd3", run("moves", ExamplesTest.examples().resolve("draughts/international.reading").toString(), "--fen",
				"10/10/10/10/2m7/3M6/10/3M6/10/10 b - - 0 1").strip());
		// a man reaching the far rank in English draughts stops there and is crowned
		assertEquals("c6e8xd7\nc6a8xb7", run("moves", ExamplesTest.examples().resolve("draughts/english.reading").toString(), "--fen",
				"8/1m1m4/2M5/8/8/8/8/8 w - - 0 1").strip());
	}

	private static String run(String... args) {
		return Cli.expect(0, args).out();
	}
}
