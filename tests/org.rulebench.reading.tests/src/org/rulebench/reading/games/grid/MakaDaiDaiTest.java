package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridPlayer;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.Fen;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.reading.tests.Examples;

/**
 * Maka Dai Dai Shogi under the OECU old rules (seed 002), as dsl-examples/maka-dai-dai/maka-dai-dai.reading states
 * it (first alternatives): each kind's moves from the middle of an otherwise empty board (j10, nine points from every
 * edge), counted by hand from its article, and each special rule on a small position. Upper case pieces are the
 * first side's, which moves up the board.
 */
class MakaDaiDaiTest {
	static final GridRules RULES = Examples.grid("maka.oecu");
	private static final CompiledRules MAKA = CompiledRules.of(RULES);
	private static final GridBoard BOARD = RULES.board();

	/** A position of the first side to move with the pieces named: "J10=金剛", "j11=p" (lower case: the second side's). */
	static GridPosition position(CompiledRules rules, String... pieces) {
		int[] points = new int[BOARD.squares()];
		for (String p : pieces) {
			String[] sq = p.split("=");
			boolean first = Character.isUpperCase(sq[0].charAt(0));
			int kind = rules.rules().kindIndex(sq[1]);
			if (kind < 0) {
				kind = rules.kindOfLetter(sq[1].charAt(0));
			}
			points[BOARD.parse(sq[0].toLowerCase())] = CompiledRules.code(kind, first ? 0 : 1);
		}
		return GridPosition.of(rules, new Fen.Placement(points, 0, 0, 1));
	}

	/** The legal moves of the piece on a point, by name. */
	static List<String> movesOf(GridPosition p, String square) {
		int from = BOARD.parse(square);
		List<String> out = new ArrayList<>();
		for (int m : p.legalMoves()) {
			if (Move.from(m) == from) {
				out.add(Move.name(m, p.compiled()));
			}
		}
		return out;
	}

	@ParameterizedTest(name = "{0} (article {1}): {2} moves")
	@CsvSource({
			// steppers: one point in each direction the article names
			"玉将, 021, 8", "酔象, 041, 7", "王子, 041, 8", "提婆, 024, 5", "無明, 027, 5",
			"金将, 031, 6", "銀将, 032, 5", "銅将, 033, 4", "鉄将, 034, 3", "瓦将, 035, 3", "石将, 036, 2", "土将, 037, 2",
			"盲虎, 042, 7", "猛豹, 043, 6", "臥龍, 045, 6", "蟠蛇, 046, 4", "古猿, 047, 5", "淮鶏, 048, 5", "猫叉, 049, 4",
			"悪狼, 068, 5", "盲熊, 070, 6", "嗔猪, 071, 3", "老鼠, 072, 3", "歩兵, 131, 1", "仲人, 135, 4",
			// jumps: 桂馬 two points diagonally forward (OECU), 驢馬 two points forward and back and a sideways step
			"桂馬, 093, 2", "驢馬, 094, 4",
			// runners: nine points each way from j10
			"香車, 038, 9", "反車, 050, 18", "奔王, 101, 72", "龍王, 104, 40", "龍馬, 105, 40", "角行, 106, 36",
			"堅行, 107, 20", "横飛, 108, 22", "横行, 109, 20", "左車, 111, 28", "右車, 112, 28", "飛車, 113, 36",
			// promoted runners: where their kind steps
			"奔金, 031, 54", "奔銀, 032, 45", "奔銅, 033, 36", "奔鉄, 034, 27", "奔瓦, 035, 27", "奔石, 036, 18",
			"奔土, 037, 18", "奔虎, 042, 63", "奔豹, 043, 54", "奔龍, 045, 54", "奔蛇, 046, 36", "山母, 047, 45",
			"仙鶴, 048, 45", "奔猫, 049, 36", "奔狼, 068, 45", "奔熊, 070, 54", "奔猪, 071, 27", "蝙蝠, 072, 27",
			"奔人, 136, 36",
			// dances: a straight dance lands only its full length away, the filled ones on every point of the way
			"麒麟, 065, 8", "鳳凰, 066, 8", "金剛, 083, 6", "力士, 084, 6", "夜叉, 085, 5", "羅刹, 086, 5", "飛龍, 091, 4",
			"猛牛, 092, 4", "狛犬, 081, 24",
			// 獅子: the 24 points within two steps and the pass; 法性: 奔王's 72 and the lion's 8 knight-like points and pass
			"獅子, 061, 25", "法性, 029, 81", "教王, 026, 72",
			// hook moves must bend: every point off j10's lines (324), off its diagonals of its colour (181 - 37)
			"鉤行, 102, 324", "摩羯, 103, 144",
			// 自在王: every other point
			"自在王, 022, 360" })
	void eachKindFromTheMiddleOfAnEmptyBoard(String kind, String article, int moves) {
		assertEquals(moves, movesOf(position(MAKA, "J10=" + kind), "j10").size(), kind + ", article " + article);
	}

	@Test
	void article006ADanceLandsItsFullLengthAndTakesThePiecesPassedAtWill() {
		// 金剛 (article 083): forward over two enemy pawns to j13, taking none, either or both; 3 more dances, 2 steps
		GridPosition p = position(MAKA, "J10=金剛", "j11=歩兵", "j12=歩兵");
		List<String> moves = movesOf(p, "j10");
		assertEquals(9, moves.size(), moves.toString());
		assertTrue(moves.containsAll(List.of("j10j13", "j10j13xj11", "j10j13xj12", "j10j13xj11xj12")), moves.toString());
	}

	@Test
	void article006ADancePassesItsOwnPiecesButDoesNotLandOnThem() {
		// 猛牛 (article 092): over an own pawn to j12; not onto an own pawn at j8
		GridPosition p = position(MAKA, "J10=猛牛", "J11=歩兵", "J8=歩兵");
		List<String> moves = movesOf(p, "j10");
		assertTrue(moves.contains("j10j12"), moves.toString());
		assertFalse(moves.contains("j10j8"), moves.toString());
		assertEquals(3, moves.size(), moves.toString());
	}

	@Test
	void article009The居喰いOfTheLion() {
		// 24 points and the pass; via the enemy on j11 also 居喰い and the seven points beyond it with the capture
		GridPosition p = position(MAKA, "J10=獅子", "j11=歩兵");
		List<String> moves = movesOf(p, "j10");
		assertEquals(33, moves.size(), moves.toString());
		assertTrue(moves.contains("j10j10xj11"), "居喰い: " + moves);
		assertTrue(moves.contains("j10j10"), "the pass: " + moves);
	}

	@Test
	void article061TheLionPassesAndDancesEvenWhenSurrounded() {
		String[] pieces = { "J10=獅子", "I9=歩兵", "J9=歩兵", "K9=歩兵", "I10=歩兵", "K10=歩兵", "I11=歩兵", "J11=歩兵", "K11=歩兵" };
		List<String> moves = movesOf(position(MAKA, pieces), "j10");
		// the 16 points two steps away, over its own pieces, and the pass
		assertEquals(17, moves.size(), moves.toString());
		assertTrue(moves.contains("j10j10"));
	}

	@Test
	void article081The狛犬StopsOnAnyPointOfItsWayAndTakesANeighbourWithoutMoving() {
		GridPosition p = position(MAKA, "J10=狛犬", "j11=歩兵");
		List<String> moves = movesOf(p, "j10");
		// forward: onto j11 taking it, j12 and j13 with or without it; 21 in the other directions; 居喰い
		assertEquals(27, moves.size(), moves.toString());
		assertTrue(moves.containsAll(List.of("j10j11", "j10j12xj11", "j10j13xj11", "j10j10xj11")), moves.toString());
	}

	@Test
	void article026The教王DancesOverAPieceThatStopsItsRun() {
		// an own pawn on j11 ends the forward run; the dance still lands on j12 and j13
		GridPosition p = position(MAKA, "J10=教王", "J11=歩兵");
		assertEquals(65, movesOf(p, "j10").size());
	}

	@Test
	void article102TheHookStopsOnTheFirstPieceItTakes() {
		// the enemy on j12 can be taken going straight; nothing beyond it on the j file
		GridPosition p = position(MAKA, "J10=鉤行", "j12=歩兵");
		List<String> moves = movesOf(p, "j10");
		assertEquals(325, moves.size());
		assertTrue(moves.contains("j10j12"));
		assertFalse(moves.contains("j10j13"));
	}

	@Test
	void article022The自在王DoesNotCaptureWhereItCouldBeRecaptured() {
		// a1 is guarded by the rook on s1 along the first rank; the rook itself is not guarded
		GridPosition p = position(MAKA, "J10=自在王", "a1=歩兵", "s1=飛車");
		List<String> moves = movesOf(p, "j10");
		assertFalse(moves.contains("j10a1"));
		assertTrue(moves.contains("j10s1"));
		assertEquals(359, moves.size());
	}

	@Test
	void article004StepperPromotesOnAnyCaptureRunnerOnlyInTheCamp() {
		CompiledRules c = MAKA;
		int gold = c.rules().kindIndex("金将");
		GridPosition p = position(c, "J10=歩兵", "j11=歩兵", "A2=飛車", "a3=歩兵", "S13=飛車", "s14=歩兵");
		assertEquals(List.of("j10j11" + c.rules().kinds().get(gold).letter()), movesOf(p, "j10"));
		assertTrue(movesOf(p, "a2").contains("a2a3"), "飛車 capturing outside the camp stays");
		assertTrue(movesOf(p, "s13").contains("s13s14g"), "飛車 capturing in the camp becomes 金将, forced");
		assertFalse(movesOf(p, "s13").contains("s13s14"));
	}

	@Test
	void article005WhoeverTakes提婆Becomes教王ExceptTheKingAndThePrince() {
		GridRules r = RULES;
		char teaching = r.kind("教王").letter();
		char free = r.kind("自在王").letter();
		GridPosition p = position(MAKA, "J10=金将", "j11=提婆", "A1=玉将", "a2=無明", "S1=王子", "s2=提婆");
		assertEquals("j10j11" + teaching, movesOf(p, "j10").stream().filter(m -> m.startsWith("j10j11")).findFirst().orElseThrow());
		assertTrue(movesOf(p, "a1").contains("a1a2" + free), "玉将 becomes 自在王: " + movesOf(p, "a1"));
		assertTrue(movesOf(p, "s1").contains("s1s2"), "王子 stays as it is: " + movesOf(p, "s1"));
	}

	@Test
	void article001TheArrayHas96PiecesASide() {
		GridPosition start = GridPosition.start(MAKA);
		assertEquals(96, start.pieces(0));
		assertEquals(96, start.pieces(1));
		assertEquals("仲人", r(start, "f7"));
		assertEquals("仲人", r(start, "n7"));
		assertEquals("提婆", r(start, "i1"));
		assertEquals("提婆", r(start, "k19"));
		assertEquals("驢馬", r(start, "a4"));
	}

	private static String r(GridPosition p, String sq) {
		return RULES.kinds().get(p.kindAt(BOARD.parse(sq))).name();
	}

	@Test
	void makingAndTakingBackEveryMoveOfABusyPositionRestoresIt() {
		// dances taking two pieces, 居喰い, the pass, exchanges and promotions all undone exactly
		GridPosition p = position(MAKA, "J10=獅子", "j11=提婆", "k11=歩兵", "E10=金剛", "e11=歩兵", "e12=法性", "O10=狛犬",
				"o11=歩兵", "p11=歩兵", "C3=鉤行", "c9=歩兵", "Q3=自在王", "q9=飛車", "A19=玉将", "s19=玉将");
		String fen = p.toString();
		long key = p.key();
		int[] moves = p.legalMoves();
		assertTrue(moves.length > 300);
		for (int m : moves) {
			p.make(m);
			p.unmake(m);
			assertEquals(fen, p.toString(), Move.name(m, MAKA));
			assertEquals(key, p.key(), Move.name(m, MAKA));
		}
	}

	@Test
	void aLionTakingTwoLeavesBothPointsEmpty() {
		GridPosition p = position(MAKA, "J10=獅子", "j11=歩兵", "j12=歩兵");
		int m = Arrays.stream(p.legalMoves()).filter(x -> Move.name(x, MAKA).equals("j10j12xj11g") || Move.name(x, MAKA).equals("j10j12xj11"))
				.findFirst().orElseThrow();
		p.make(m);
		assertEquals(0, p.pieces(1));
		assertEquals(-1, p.kindAt(BOARD.parse("j11")));
	}

	@Test
	void article023ASideLosesWhen玉将自在王And王子AreAllGone() {
		// the second side's only life kind is its 王子 (no 玉将, no 自在王): taking it wins
		GridPosition p = position(MAKA, "J10=飛車", "j15=王子", "A1=玉将", "s19=歩兵");
		GridPlayer takesThePrince = new GridPlayer() {
			@Override
			public String name() {
				return "takes the prince";
			}

			@Override
			public int choose(GridPosition position, int[] moves, int count, Rng rng) {
				for (int i = 0; i < count; i++) {
					if (Move.name(moves[i], MAKA).startsWith("j10j15")) {
						return i;
					}
				}
				throw new AssertionError("no move takes the prince");
			}
		};
		GridGame g = new GridGame(MAKA, p, takesThePrince, new RandomGridPlayer(), 1, false);
		g.move();
		assertTrue(g.over());
		assertEquals(0, g.result().winner());
	}

	@Test
	void thePaceOfRandomPlayWithAPlyCap() {
		GridResult r = GridGame.play(RULES, 7, new RandomGridPlayer(), new RandomGridPlayer(), 300);
		assertTrue(r.plies() <= 300);
	}

	@Test
	void competingReadingsAreKindsReplaced() {
		PieceKind knight = RULES.kind("桂馬").moves("ffN");
		GridPosition p = position(CompiledRules.of(RULES.withKind(knight).withName("ordinary knight")), "J10=桂馬");
		assertEquals(2, movesOf(p, "j10").size());
		PieceKind goBetween = RULES.kind("仲人").moves("vW");
		assertEquals(2, movesOf(position(CompiledRules.of(RULES.withKind(goBetween).withName("no sideways")), "J10=仲人"), "j10").size());
	}
}
