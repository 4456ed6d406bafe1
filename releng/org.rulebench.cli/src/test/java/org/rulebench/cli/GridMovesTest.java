package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * `rulebench moves FILE --fen FEN [--square SQ]` on the Maka Dai Dai reading (seed 002): a piece's moves as its
 * article gives them, by the historian's own position.
 */
class GridMovesTest {
	private static final String MAKA = ExamplesTest.examples().resolve("maka-dai-dai/maka-dai-dai.reading").toString();
	/** 獅子 (H) on j10 with an enemy 歩兵 on j11, nothing else: article 061's 24 points, the pass, and 居喰い. */
	private static final String LION = "19/19/19/19/19/19/19/19/9p9/9H9/19/19/19/19/19/19/19/19/19 w - - 0 1";

	@Test
	void theMovesOfOnePieceAreItsArticlesMoves() {
		List<String> moves = Cli.expect(0, "moves", MAKA, "--fen", LION, "--square", "j10").out().lines().toList();
		assertEquals(33, moves.size(), moves.toString());
		assertTrue(moves.contains("j10j10xj11"), "居喰い: " + moves);
		assertTrue(moves.contains("j10j12xj11"), "taking j11 on the way: " + moves);
	}

	@Test
	void theStartPositionOfEitherReading() {
		assertTrue(Cli.expect(0, "moves", MAKA, "--fen", "start").out().lines().anyMatch("j4j7"::equals));
		assertTrue(Cli.expect(0, "moves", MAKA, "--fen", "start", "--format", "json").out().contains("\"moves\""));
	}

	/** Seed 004's 初手に限って: after a game in which the Met went out and came back, its two-step is not listed. */
	@Test
	void theMetsTwoStepIsItsFirstMoveOnly() {
		String local = ExamplesTest.examples().resolve("makruk/thai-local.reading").toString();
		assertEquals(List.of("e1f2", "e1d2", "e1e3"), Cli.expect(0, "moves", local, "--fen", "start", "--after", "e3e4 d6d5", "--square",
				"e1").out()
				.lines().toList());
		assertEquals(List.of("e1f2", "e1d2"), Cli.expect(0, "moves", local, "--fen", "start", "--after", "e3e4 d6d5 e1d2 a6a5 d2e1 a5a4",
				"--square", "e1").out().lines().toList());
		assertEquals(List.of(), Cli.expect(0, "moves", local, "--choose", "start=opening_made", "--fen", "start", "--square", "e3").out()
				.lines().filter(m -> m.equals("e3e5")).toList(), "the opening made, the Met's first move is made");
	}

	@Test
	void theStartListsThe力士sDance() {
		// issue 24: a Latin O (石将) stood where article 082 puts the 力士 (Greek Ο); its dance over its own pieces is its
		// one move at the start (article 084), and the first side has 79 moves, not 78
		assertEquals(List.of("i4l7"), Cli.expect(0, "moves", MAKA, "--fen", "start", "--square", "i4").out().lines().toList());
		assertEquals(79, Cli.expect(0, "moves", MAKA, "--fen", "start").out().lines().count());
		assertEquals(List.of("k16h13"), Cli.expect(0, "moves", MAKA, "--fen", "start", "--square", "k16", "--after",
				"i4l7").out().lines().toList());
	}

	@Test
	void aPointWithoutAPieceOfTheSideToMoveIsSaidSo() {
		String err = Cli.expect(1, "moves", MAKA, "--fen", LION, "--square", "a1").err();
		assertTrue(err.contains("no piece of the side to move on a1"), err);
	}

	@Test
	void afterAGameOfChecksTheCheckThatWouldRepeatIsNotListed() {
		// article 141: the 飛車 checks the 玉将 at every move; the fourth time its position would be met, it must deviate
		String fen = "R18/9k9/" + "19/".repeat(16) + "18K w - - 0 1";
		String cycle = "a19a18 j18j19 a18a19 j19j18 ";
		List<String> before = Cli.expect(0, "moves", MAKA, "--fen", fen, "--square", "a19", "--after",
				cycle + cycle).out().lines().toList();
		assertTrue(before.contains("a19a18"), "met three times so far: the check is still legal");
		List<String> now = Cli.expect(0, "moves", MAKA, "--fen", fen, "--square", "a19", "--after",
				cycle + cycle + cycle).out().lines().toList();
		assertEquals(before.size() - 1, now.size());
		assertTrue(!now.contains("a19a18") && now.contains("a19a17"), now.toString());
		String err = Cli.expect(1, "moves", MAKA, "--fen", fen, "--after", "a19a20").err();
		assertTrue(err.contains("a19a20 is not a legal move"), err);
	}
}
