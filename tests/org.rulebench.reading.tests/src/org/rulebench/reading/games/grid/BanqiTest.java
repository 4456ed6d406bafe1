package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.game.GridEnd;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridPlayer;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.search.SearchGridPlayer;
import org.rulebench.reading.tests.Examples;

/**
 * 暗棋, banqi, as dsl-examples/xiangqi/banqi.reading states it (seed 004 names the game; the rules are the published
 * description's, sources/banqi.tei): the shuffle, turning up, the colours, the ranks, the cannon, the ends, what the
 * players may see, and the legal moves of positions reached by random play against an oracle of this test's own.
 */
class BanqiTest {
	private static final GridRules RULES = Examples.grid("banqi.taiwan");
	private static final CompiledRules COMPILED = CompiledRules.of(RULES);
	private static final GridBoard BOARD = RULES.board();
	private static final GridPlayer RANDOM = new RandomGridPlayer();
	private static final List<String> RANKS = List.of("general", "advisor", "elephant", "chariot", "horse", "cannon", "soldier");

	private static GridPosition start(int seed) {
		return new GridGame(COMPILED, RANDOM, RANDOM, seed, false).position();
	}

	/** The true pieces of the face-down ones, "side kind" counted. */
	private static Map<String, Integer> hidden(GridPosition p) {
		Map<String, Integer> out = new TreeMap<>();
		for (int s = 0; s < BOARD.squares(); s++) {
			if (p.isFaceDown(s)) {
				out.merge(p.trueSide(s) + " " + RULES.kinds().get(p.trueKind(s)).name(), 1, Integer::sum);
			}
		}
		return out;
	}

	private static Map<String, Integer> sixteenEach() {
		Map<String, Integer> out = new TreeMap<>();
		Map<String, Integer> side = Map.of("general", 1, "advisor", 2, "elephant", 2, "chariot", 2, "horse", 2, "cannon", 2, "soldier", 5);
		for (int s = 0; s < 2; s++) {
			for (Map.Entry<String, Integer> e : side.entrySet()) {
				out.put(s + " " + e.getKey(), e.getValue());
			}
		}
		return out;
	}

	/** 32 pieces face down in random places: each side's 16 of xiangqi, a seeded shuffle over all 32 squares. */
	@Test
	void allThirtyTwoPiecesShuffledFaceDownTogether() {
		GridPosition p = start(1);
		for (int s = 0; s < BOARD.squares(); s++) {
			assertTrue(p.isFaceDown(s), BOARD.name(s));
		}
		assertEquals(sixteenEach(), hidden(p));
		assertEquals(p.toString(), start(1).toString());
		List<String> one = new ArrayList<>();
		List<String> two = new ArrayList<>();
		for (int s = 0; s < BOARD.squares(); s++) {
			one.add(start(1).trueSide(s) + "" + start(1).trueKind(s));
			two.add(start(2).trueSide(s) + "" + start(2).trueKind(s));
		}
		assertFalse(one.equals(two), "two seeds, two shuffles");
		assertTrue(p.coloursOpen());
	}

	/** The first piece turned up is its turner's colour, whatever it was; taking the turn back restores all. */
	@Test
	void theFirstPieceTurnedUpDecidesTheColours() {
		int exchanged = 0;
		for (int seed = 1; seed <= 40; seed++) {
			GridPosition p = start(seed).copy();
			int s = BOARD.parse("c2");
			Map<String, Integer> before = hidden(p);
			int kind = p.trueKind(s);
			boolean other = p.trueSide(s) == 1;
			exchanged += other ? 1 : 0;
			int turn = Move.turn(s);
			p.make(turn);
			assertFalse(p.isFaceDown(s));
			assertEquals(0, p.sideAt(s), "the first side turned it: it is the first side's");
			assertEquals(kind, p.kindAt(s));
			assertFalse(p.coloursOpen());
			Map<String, Integer> rest = hidden(p);
			assertEquals(31, rest.values().stream().mapToInt(Integer::intValue).sum());
			assertEquals(15, rest.entrySet().stream().filter(e -> e.getKey().startsWith("0 ")).mapToInt(Map.Entry::getValue).sum());
			// the second turn decides nothing: a piece of either side is what it is
			int t = BOARD.parse("d3");
			int side = p.trueSide(t);
			p.make(Move.turn(t));
			assertEquals(side, p.sideAt(t));
			p.unmake(Move.turn(t));
			p.unmake(turn);
			assertTrue(p.isFaceDown(s));
			assertTrue(p.coloursOpen());
			assertEquals(before, hidden(p));
			assertEquals(start(seed).toString(), p.toString());
			assertEquals(start(seed).key(), p.key());
		}
		assertTrue(exchanged > 5 && exchanged < 35, exchanged + " of 40 first pieces were the second side's");
	}

	/** A turn is a move: nothing moves, nothing is taken, the other side is to move, the quiet plies start again. */
	@Test
	void turningUpIsAMoveThatResetsTheQuietPlies() {
		GridPosition p = GridPosition.of(COMPILED, "C7/8/8/6tc w - - 7 4");
		assertEquals(7, p.halfmoves());
		p.make(Move.turn(BOARD.parse("g1")));
		assertEquals(0, p.halfmoves());
		assertEquals(1, p.sideToMove());
		assertEquals("^g1", Move.name(Move.turn(BOARD.parse("g1")), COMPILED));
	}

	/** Two cannons without a screen can never take each other: 50 plies without a capture or a turn draw. */
	@Test
	void fiftyQuietPliesDraw() {
		GridGame g = new GridGame(COMPILED, GridPosition.of(COMPILED, "C7/8/8/7c w - - 0 1"), RANDOM, RANDOM, 3, false);
		assertEquals(new GridResult(-1, GridEnd.QUIET_PLIES, 50), g.playOut(1000));
	}

	/** The soldier takes the last enemy piece, a general: a side whose pieces are all gone loses. */
	@Test
	void aSideWithNoPiecesLeftLoses() {
		GridPlayer takes = named("a1b1");
		GridGame g = new GridGame(COMPILED, GridPosition.of(COMPILED, "8/8/8/Pk6 w - - 0 1"), takes, RANDOM, 1, false);
		assertEquals(new GridResult(0, GridEnd.ALL_PIECES_GONE, 1), g.playOut(10));
	}

	/** A soldier hemmed in by advisors, which it may not take, and nothing to turn: the side that cannot move loses. */
	@Test
	void aSideThatCannotMoveLoses() {
		GridGame g = new GridGame(COMPILED, GridPosition.of(COMPILED, "8/8/A7/pA6 b - - 0 1"), RANDOM, RANDOM, 1, false);
		assertEquals(new GridResult(0, GridEnd.STALEMATE, 0), g.playOut(10));
	}

	/** Face-down pieces are alive for their true side: a side with none face up and some face down has not lost. */
	@Test
	void faceDownPiecesKeepTheirSideAlive() {
		GridPosition p = start(4);
		assertTrue(p.alive(0) && p.alive(1));
		assertTrue(p.publicCopy().alive(0) && p.publicCopy().alive(1));
	}

	/** Players are given positions without the face-down pieces' kinds or sides; a random and a search game end. */
	@Test
	void playersNeverSeeFaceDownPieces() {
		class Watching implements GridPlayer {
			final GridPlayer inner;

			Watching(GridPlayer inner) {
				this.inner = inner;
			}

			@Override
			public String name() {
				return "watching " + inner.name();
			}

			@Override
			public int choose(GridPosition position, int[] moves, int count, Rng rng) {
				for (int s = 0; s < BOARD.squares(); s++) {
					assertEquals(-1, position.trueKind(s), "a player saw the kind of a face-down piece");
					assertEquals(-1, position.trueSide(s), "a player saw the side of a face-down piece");
				}
				return inner.choose(position, moves, count, rng);
			}
		}
		GridResult random = new GridGame(COMPILED, new Watching(RANDOM), new Watching(RANDOM), 5, false).playOut(5000);
		assertTrue(random.finished(), random.toString());
		GridResult search = new GridGame(COMPILED, new Watching(new SearchGridPlayer(2_000)), new Watching(RANDOM), 6, false)
				.playOut(2000);
		assertTrue(search.finished(), search.toString());
	}

	static Stream<Arguments> combinations() {
		List<Arguments> out = new ArrayList<>();
		for (String cannon : List.of("screen", "step")) {
			for (String ranks : List.of("cannon_free", "cannon_ranked")) {
				out.add(Arguments.of(cannon, ranks));
			}
		}
		return out.stream();
	}

	/**
	 * The engine's legal moves in positions of random games, against this test's own reading of the rules: every
	 * move written from the description, for each combination of the reading's alternatives.
	 */
	@ParameterizedTest(name = "cannon={0}, ranks={1}")
	@MethodSource("combinations")
	void legalMovesAsTheOracleFindsThem(String cannon, String ranks) {
		GridRules rules = Examples.grid("banqi.taiwan", "cannon=" + cannon, "ranks=" + ranks);
		CompiledRules compiled = CompiledRules.of(rules);
		Oracle oracle = new Oracle(cannon.equals("screen"), ranks.equals("cannon_free"));
		int positions = 0;
		int captures = 0;
		for (int seed = 1; seed <= 30; seed++) {
			GridGame g = new GridGame(compiled, RANDOM, RANDOM, seed, false);
			while (!g.over() && positions < 100_000) {
				GridPosition p = g.position();
				TreeSet<String> engine = new TreeSet<>();
				for (int m : g.legalMoves()) {
					engine.add(Move.name(m, compiled));
				}
				TreeSet<String> expected = oracle.moves(p, rules);
				assertEquals(expected, engine, () -> "in " + p);
				captures += (int) expected.stream().filter(m -> !m.startsWith("^") && p.pieceAt(BOARD.parse(m.substring(2))) != 0).count();
				positions++;
				if (!g.over()) {
					g.move();
				}
			}
		}
		assertTrue(positions > 1000, positions + " positions");
		assertTrue(captures > 100, captures + " captures among the legal moves");
	}

	/** The rules as the published description words them, move by move, for the board of a position. */
	private record Oracle(boolean cannonJumps, boolean cannonTakesAny) {
		TreeSet<String> moves(GridPosition p, GridRules rules) {
			TreeSet<String> out = new TreeSet<>();
			int us = p.sideToMove();
			int[][] steps = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
			for (int s = 0; s < BOARD.squares(); s++) {
				if (p.pieceAt(s) == 0) {
					continue;
				}
				if (p.isFaceDown(s)) {
					out.add("^" + BOARD.name(s)); // anyone may turn any face-down piece
					continue;
				}
				if (p.sideAt(s) != us) {
					continue;
				}
				String kind = rules.kinds().get(p.kindAt(s)).name();
				for (int[] d : steps) {
					int f = BOARD.file(s) + d[0];
					int r = BOARD.rank(s) + d[1];
					boolean jumping = kind.equals("cannon") && cannonJumps;
					boolean screened = false;
					for (; BOARD.contains(f, r); f += d[0], r += d[1]) {
						int t = BOARD.square(f, r);
						boolean first = Math.abs(f - BOARD.file(s)) + Math.abs(r - BOARD.rank(s)) == 1;
						if (p.pieceAt(t) == 0) {
							if (first && !screened) {
								out.add(BOARD.name(s) + BOARD.name(t));
							}
							if (!jumping) {
								break;
							}
							continue;
						}
						if (jumping && !screened) {
							screened = true; // the screen: any piece, either side's, face up or down
							continue;
						}
						boolean mayCapture = jumping ? screened : first;
						if (mayCapture && !p.isFaceDown(t) && p.sideAt(t) != us
								&& takes(kind, rules.kinds().get(p.kindAt(t)).name())) {
							out.add(BOARD.name(s) + BOARD.name(t));
						}
						break;
					}
				}
			}
			return out;
		}

		boolean takes(String mover, String taken) {
			if (mover.equals("general") && taken.equals("soldier")) {
				return false;
			}
			if (mover.equals("soldier") && taken.equals("general")) {
				return true;
			}
			if (mover.equals("cannon") && cannonTakesAny) {
				return true;
			}
			return RANKS.indexOf(mover) <= RANKS.indexOf(taken);
		}
	}

	private static GridPlayer named(String name) {
		return new GridPlayer() {
			@Override
			public String name() {
				return name;
			}

			@Override
			public int choose(GridPosition position, int[] moves, int count, Rng rng) {
				for (int i = 0; i < count; i++) {
					if (Move.name(moves[i], COMPILED).equals(name)) {
						return i;
					}
				}
				return rng.nextInt(count);
			}
		};
	}
}
