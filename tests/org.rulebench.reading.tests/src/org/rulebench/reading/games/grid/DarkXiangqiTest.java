package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.engine.testkit.GridMoves.move;
import static org.rulebench.engine.testkit.GridMoves.movesFrom;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.game.GridEnd;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridPlayer;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.reading.tests.Examples;

/** 暗象棋 as seed 004 (港澳・暗象棋規則) describes it and dsl-examples/xiangqi/dark-xiangqi.reading states it. */
class DarkXiangqiTest {
	private static final GridRules RULES = Examples.grid("xiangqi.dark");
	private static final CompiledRules COMPILED = CompiledRules.of(RULES);
	private static final GridBoard BOARD = RULES.board();
	private static final GridPlayer RANDOM = new RandomGridPlayer();

	/** The true kinds of a side's face-down pieces, counted by name. */
	private static Map<String, Integer> hidden(GridPosition p, int side) {
		Map<String, Integer> out = new TreeMap<>();
		for (int s = 0; s < BOARD.squares(); s++) {
			if (p.sideAt(s) == side && p.isFaceDown(s)) {
				out.merge(RULES.kinds().get(p.trueKind(s)).name(), 1, Integer::sum);
			}
		}
		return out;
	}

	private static List<Integer> identities(GridPosition p) {
		List<Integer> out = new ArrayList<>();
		for (int s = 0; s < BOARD.squares(); s++) {
			out.add(p.trueKind(s));
		}
		return out;
	}

	/** ■初期配置: all but the generals face down on the start points, a seeded shuffle of the standard pieces. */
	@Test
	void fifteenPiecesShuffledFaceDownGeneralsFaceUp() {
		GridPosition p = new GridGame(COMPILED, RANDOM, RANDOM, 1, false).position();
		Map<String, Integer> standard = Map.of("chariot", 2, "horse", 2, "elephant", 2, "advisor", 2, "cannon", 2, "soldier", 5);
		for (int side = 0; side < 2; side++) {
			assertEquals(new TreeMap<>(standard), hidden(p, side));
			int general = p.royal(side);
			assertTrue(general >= 0 && !p.isFaceDown(general));
		}
		assertEquals(identities(p), identities(new GridGame(COMPILED, RANDOM, RANDOM, 1, false).position()));
		assertNotEquals(identities(p), identities(new GridGame(COMPILED, RANDOM, RANDOM, 2, false).position()));
	}

	/** ■駒の動き: the first move is that of the start point's piece; then the piece is face up as itself. */
	@Test
	void aFaceDownPieceMovesAsItsPointsPieceThenTurnsFaceUp() {
		GridPosition p = new GridGame(COMPILED, RANDOM, RANDOM, 3, false).position();
		assertEquals(Set.of("b1a3", "b1c3"), movesFrom(p, "b1"));
		assertEquals(Set.of("a1a2", "a1a3"), movesFrom(p, "a1"));
		assertEquals(Set.of("e4e5"), movesFrom(p, "e4"));
		int trueKind = p.trueKind(BOARD.parse("b1"));
		p.make(move(p, "b1c3"));
		int c3 = BOARD.parse("c3");
		assertTrue(!p.isFaceDown(c3));
		assertEquals(trueKind, p.kindAt(c3));
	}

	/** ■駒の動き: advisors and elephants, face up, cross the river and move in the enemy camp. */
	@Test
	void faceUpAdvisorsAndElephantsLeaveTheirSide() {
		GridPosition p = GridPosition.of(COMPILED, "3k5/9/9/9/9/4B4/9/9/9/4K4 w - - 0 1");
		assertEquals(Set.of("e5c7", "e5g7", "e5c3", "e5g3"), movesFrom(p, "e5"));
		p = GridPosition.of(COMPILED, "3k5/9/9/9/9/4A4/9/9/9/4K4 w - - 0 1");
		assertEquals(Set.of("e5d6", "e5f6", "e5d4", "e5f4"), movesFrom(p, "e5"));
	}

	/** ■その他の規定: a captured piece is seen by its captor only; players never see a face-down piece's kind. */
	@Test
	void playersKnowOnlyWhatTheirSideMayKnow() {
		List<List<Integer>> told = List.of(new ArrayList<>(), new ArrayList<>());
		class Watching implements GridPlayer {
			final int side;

			Watching(int side) {
				this.side = side;
			}

			@Override
			public String name() {
				return "watching";
			}

			@Override
			public int choose(GridPosition position, int[] moves, int count, Rng rng) {
				for (int s = 0; s < BOARD.squares(); s++) {
					assertEquals(-1, position.trueKind(s), "a player saw the kind of a face-down piece");
				}
				return rng.nextInt(count);
			}

			@Override
			public void captured(int kind) {
				told.get(side).add(kind);
			}
		}
		GridGame g = new GridGame(COMPILED, new Watching(0), new Watching(1), 5, false);
		GridResult r = g.playOut(3000);
		assertTrue(r.finished(), r.toString());
		assertEquals(g.captured(0), told.get(0));
		assertEquals(g.captured(1), told.get(1));
		assertTrue(g.captured(0).size() + g.captured(1).size() > 0);
	}

	/** ■その他の規定: capturing the enemy general wins. */
	@Test
	void capturingTheGeneralWins() {
		GridPosition start = GridPosition.of(COMPILED, "3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1");
		GridPlayer takeGeneral = new GridPlayer() {
			@Override
			public String name() {
				return "d1d10";
			}

			@Override
			public int choose(GridPosition position, int[] moves, int count, Rng rng) {
				for (int i = 0; i < count; i++) {
					if (Move.name(moves[i], COMPILED).equals("d1d10")) {
						return i;
					}
				}
				throw new AssertionError();
			}
		};
		assertEquals(new GridResult(0, GridEnd.ROYAL_CAPTURED, 1),
				new GridGame(COMPILED, start, takeGeneral, RANDOM, 1, false).playOut(10));
	}
}
