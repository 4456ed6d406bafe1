package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Outcome;
import org.rulebench.engine.grid.game.GridEnd;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridPlayer;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.ScriptedGridPlayer;

/** Grid games played out: the same for the same seed, and each end as the rules name it. */
class GridGameTest {
	private static final GridRules XIANGQI = Examples.grid("xiangqi.standard");
	private static final GridRules MAKRUK = Examples.grid("makruk.standard");
	private static final GridPlayer RANDOM = new RandomGridPlayer();

	private static GridGame game(GridRules rules, String fen, GridPlayer first, GridPlayer second, long seed) {
		CompiledRules c = CompiledRules.of(rules);
		return new GridGame(c, GridPosition.of(c, fen), first, second, seed, true);
	}

	@Test
	void aGameIsAFunctionOfRulesSeedAndPlayers() {
		for (GridRules rules : List.of(XIANGQI, MAKRUK)) {
			CompiledRules c = CompiledRules.of(rules);
			GridGame a = new GridGame(c, RANDOM, RANDOM, 7, true);
			GridGame b = new GridGame(c, RANDOM, RANDOM, 7, true);
			GridGame other = new GridGame(c, RANDOM, RANDOM, 8, true);
			assertEquals(a.playOut(3000), b.playOut(3000));
			assertEquals(a.moves(), b.moves());
			other.playOut(3000);
			assertNotEquals(a.moves(), other.moves());
			assertTrue(a.result().finished(), a.result().toString());
		}
	}

	@Test
	void checkmateLosesForTheSideToMove() {
		GridResult r = game(XIANGQI, "R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 0 1", RANDOM, RANDOM, 1).playOut(10);
		assertEquals(new GridResult(0, GridEnd.CHECKMATE, 0), r);
	}

	@Test
	void stalemateIsADrawInMakrukAndALossInXiangqi() {
		assertEquals(new GridResult(-1, GridEnd.STALEMATE, 0),
				game(MAKRUK, "k7/2K5/1M6/8/8/8/8/8 b - - 0 1", RANDOM, RANDOM, 1).playOut(10));
		assertEquals(new GridResult(0, GridEnd.STALEMATE, 0),
				game(MAKRUK.withStalemate(Outcome.LOSS), "k7/2K5/1M6/8/8/8/8/8 b - - 0 1", RANDOM, RANDOM, 1).playOut(10));
	}

	@Test
	void capturingTheRoyalPieceWinsWhenCheckDoesNotBind() {
		GridRules loose = XIANGQI.withCheckBinding(false).withFlyingGeneral(false);
		GridResult r = game(loose, "3k5/9/9/9/9/9/9/9/9/r3K4 w - - 0 1", new ScriptedGridPlayer("e1d1"), new ScriptedGridPlayer("a1d1"), 1)
				.playOut(10);
		assertEquals(new GridResult(1, GridEnd.ROYAL_CAPTURED, 2), r);
	}

	@Test
	void aBareKingLosesWhereTheRulesSaySo() {
		GridRules shatranjLike = MAKRUK.withBareKing(Outcome.LOSS);
		GridResult r = game(shatranjLike, "k7/8/8/8/8/8/m7/K6R w - - 0 1", new ScriptedGridPlayer("a1a2"), RANDOM, 1).playOut(10);
		assertEquals(new GridResult(0, GridEnd.BARE_KING, 1), r);
	}

	@Test
	void piecesHonourCountsFromThePiecesOnTheBoard() {
		// two rua against a bare khun: 8 moves, counted from 4 (the pieces on the board)
		GridGame g = game(MAKRUK, "k7/8/8/8/8/8/8/KRR5 b - - 0 1", RANDOM, RANDOM, 3);
		assertArrayEquals(new int[] { 8, 16 }, g.counting());
		GridResult r = g.playOut(100);
		assertTrue(Set.of(GridEnd.COUNTING, GridEnd.CHECKMATE, GridEnd.STALEMATE).contains(r.end()), r.toString());
		assertTrue(r.plies() <= 9, r.toString());
		// kings that only shuffle: the count runs out on the ninth ply
		GridResult shuffled = game(MAKRUK.withRepetition(org.rulebench.engine.grid.rules.Repetition.NONE),
				"k7/8/8/8/8/8/8/K5RR b - - 0 1", new ScriptedGridPlayer("a1a2", "a2a1"), new ScriptedGridPlayer("a8b8", "b8a8"), 1).playOut(100);
		assertEquals(new GridResult(-1, GridEnd.COUNTING, 9), shuffled);
	}

	@Test
	void thirdRepetitionDraws() {
		GridResult r = game(MAKRUK, "7k/8/8/8/8/8/8/KR6 w - - 0 1", new ScriptedGridPlayer("a1a2", "a2a1"),
				new ScriptedGridPlayer("h8g8", "g8h8"), 1).playOut(100);
		assertEquals(new GridResult(-1, GridEnd.REPETITION, 8), r);
	}

	@Test
	void perpetualCheckLosesInXiangqi() {
		GridResult r = game(XIANGQI, "R8/4k4/9/9/9/9/9/9/9/3K5 w - - 0 1", new ScriptedGridPlayer("a10a9", "a9a10"),
				new ScriptedGridPlayer("e9e10", "e10e9"), 1).playOut(100);
		assertEquals(new GridResult(1, GridEnd.PERPETUAL_CHECK, 8), r);
	}

	@Test
	void moveCapDraws() {
		GridResult r = game(MAKRUK.withMoveCap(5), MAKRUK.startFen(), RANDOM, RANDOM, 1).playOut(100);
		assertEquals(new GridResult(-1, GridEnd.MOVE_CAP, 5), r);
	}
}
