package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.reading.tests.Examples.rear;

import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.EndCondition;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Victory;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;
import org.rulebench.engine.testkit.Scripted;

/**
 * 七梁雙陸 (000 §3.4, with the original text quoted there): 14 pieces, two to a point, no bear-off, scored in
 * chips (籌). White is side 0, black side 1, each on its own numbering.
 */
class QiliangShuangluTest {
	private static final RuleSet QILIANG = Examples.game("pushuang.qiliang");
	private static final int BAR = 25;

	@Test
	void fourteenPiecesAtMostTwoToAPointAndNoBearOff() {
		// 000 §3.4 (1): 使用する馬は…14個; 馬数制限は2個; (2): 七梁雙陸は馬を盤外に出さない
		assertEquals(14, QILIANG.pieces());
		assertEquals(2, QILIANG.occupancy().pointLimit());
		assertFalse(QILIANG.bearOff().allowed());
		assertEquals(Victory.MOST_CHIPS, QILIANG.victory());
		assertEquals(Set.of(EndCondition.MIRRORED_START, EndCondition.NO_SIDE_CAN_MOVE), QILIANG.ends());
		// a third piece cannot land on a pair (9/6, 9/4 while they hold two), and nothing leaves the board (4/off)
		Position p = Position.empty(QILIANG, 0).place(0, 9, 1).place(0, 6, 2).place(0, 4, 2);
		assertEquals(Set.of("1@9 2@4 1@3 1@1", "1@9 1@6 1@4 2@1", "2@6 2@4 1@1"), Plays.results(p, 3, 5));
	}

	/** Kishi's figure 13 (掲頭前の状況), black to move: a position found by exhaustive search to fit its description. */
	private static Position figure13(Position p) {
		int[][] black = { { 14, 1 }, { 8, 1 }, { 7, 2 }, { rear(1), 2 }, { 5, 2 }, { 4, 2 }, { 3, 2 }, { 2, 2 } };
		int[][] white = { { 16, 2 }, { 6, 2 }, { 5, 2 }, { 4, 2 }, { 3, 2 }, { 2, 2 }, { 1, 2 } };
		for (int[] b : black) {
			p.place(1, b[0], b[1]);
		}
		for (int[] w : white) {
			p.place(0, w[0], w[1]);
		}
		p.setSideToMove(1);
		return p;
	}

	private static Position figure13() {
		return figure13(Position.empty(QILIANG, 1));
	}

	static Stream<Arguments> forcedJietou() {
		return Stream.of(Arguments.of(new int[] { 5, 3 }, 1), Arguments.of(new int[] { 5, 4 }, 1),
				Arguments.of(new int[] { 5, 5 }, 2), Arguments.of(new int[] { 5, 6 }, 1));
	}

	@ParameterizedTest(name = "{0} forces {1}")
	@MethodSource("forcedJietou")
	void figure13EveryPlayOfTheseRollsMovesAPieceOffRearPoint1(int[] roll, int times) {
		// 000 §3.4 (5), 図13: サイコロの出目が[5, 3], [5, 4], [5, 5], [5, 6]の場合は後一梁の黒馬を動かさざるを得なくなり、
		// 「掲頭」になる; 図14: [5, 5] である場合は「掲頭」が2回
		PlayGenerator g = new PlayGenerator(QILIANG);
		int jietou = Plays.stepEvent(g, "掲頭");
		PlayList plays = g.generate(figure13(), roll);
		assertTrue(plays.size() > 0);
		for (int i = 0; i < plays.size(); i++) {
			assertEquals(times, plays.events(i, jietou), plays.notation(i, 24));
			assertTrue(plays.notation(i, 24).contains(rear(1) + "/1"), plays.notation(i, 24));
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("avoidable")
	void figure13WithAOneOrATwoBesideTheFiveSomePlayAvoidsIt(int[] roll) {
		PlayGenerator g = new PlayGenerator(QILIANG);
		int jietou = Plays.stepEvent(g, "掲頭");
		PlayList plays = g.generate(figure13(), roll);
		boolean avoided = false;
		for (int i = 0; i < plays.size(); i++) {
			avoided |= plays.events(i, jietou) == 0;
		}
		assertTrue(avoided, "some legal play keeps rear point 1: " + Plays.notations(figure13(), roll));
	}

	static Stream<int[]> avoidable() {
		return Stream.of(new int[] { 5, 1 }, new int[] { 5, 2 });
	}

	@ParameterizedTest(name = "{0} costs {1} × 3 chips")
	@MethodSource("forcedJietou")
	void figure13AJietouCostsBlackThreeChipsInPlay(int[] roll, int times) {
		// 000 §3.4 原文: 但移動後一梁馬謂之揭頭輸三籌; (5): 一回「掲頭」すると 3 ポイントを罰する.
		// Black plays as well as it can (fewest 掲頭); the dice are the game's, on the first seed that rolls this.
		Game game = Scripted.oneTurn(QILIANG, QiliangShuangluTest::figure13, Scripted.roll(roll), Scripted.first(),
				Scripted.fewest("掲頭"));
		Position after = game.position();
		assertEquals(times, after.fired(1, "掲頭"));
		assertEquals(-3 * times, after.chips(1));
		assertEquals(0, after.chips(0));
		assertFalse(game.over());
	}

	@Test
	void figure13WithFiveOneBlackCanMakeSevenPairsForAChipInstead() {
		// 000 §3.4 原文: 凡成七梁贏一籌; (4)①: 14個の馬が二個ずつ並び、ちょうど七梁に並べたら1ポイント.
		// [5,1]: 14/13 13/8 — black stands in seven pairs, and nothing left rear point 1
		Game game = Scripted.oneTurn(QILIANG, QiliangShuangluTest::figure13, Scripted.roll(5, 1), Scripted.first(),
				Scripted.reaching(p -> p.count(1, 8) == 2 && p.count(1, 14) == 0));
		Position after = game.position();
		assertEquals("2@8 2@7 2@6 2@5 2@4 2@3 2@2", Plays.side(after, 1));
		assertEquals(1, after.fired(1, "七梁"));
		assertEquals(0, after.fired(1, "掲頭"));
		assertEquals(1, after.chips(1));
	}

	@Test
	void onceSevenPairsHaveBeenMadeLeavingRearPoint1IsNoLongerJietou() {
		// 000 §3.4 原文: 如未成七梁…但移動後一梁馬謂之揭頭 — only before seven pairs have been made
		Position p = figure13();
		p.fire(1, Plays.scoringRule(QILIANG, "七梁"));
		PlayGenerator g = new PlayGenerator(QILIANG);
		PlayList plays = g.generate(p, 5, 3);
		int jietou = Plays.stepEvent(g, "掲頭");
		for (int i = 0; i < plays.size(); i++) {
			assertEquals(0, plays.events(i, jietou), plays.notation(i, 24));
		}
	}

	/** White one step (a 1: 8/7) from its start mirrored; black's pairs out of the way on its own 8–14. */
	private static void oneFromMirrored(Position p) {
		for (int point = 1; point <= 6; point++) {
			p.place(0, point, 2);
		}
		p.place(0, 7, 1).place(0, 8, 1);
		for (int point = 8; point <= 14; point++) {
			p.place(1, point, 2);
		}
		p.setSideToMove(0);
	}

	@Test
	void standingAsTheStartMirroredWinsTwoChipsAndEndsTheGame() {
		// 000 §3.4 原文: 如起馬先盡而敵馬未成七梁則勝雙籌; (3)①: 初期配置の逆並びとなった時 対局は終了; (4)②: 2ポイント
		assertEquals("2@24 2@23 2@22 2@21 2@20 2@19 2@18", QILIANG.start(0).toString());
		Game game = Scripted.oneTurn(QILIANG, QiliangShuangluTest::oneFromMirrored, r -> r[0] == 1 || r[1] == 1,
				Scripted.reaching(p -> p.standsMirrored(0)), Scripted.first());
		assertTrue(game.position().standsMirrored(0));
		assertTrue(game.over());
		GameResult r = game.playOut(1);
		assertEquals(1, r.events()[Plays.scoringRule(QILIANG, "逆並び")][0]);
		// the mirrored start is also seven pairs; read first, its 雙籌 is paid instead of the one chip (2 in all, as
		// Kishi's figure 9 has it), not beside it
		assertEquals(0, r.events()[Plays.scoringRule(QILIANG, "七梁")][0]);
		assertEquals(2, r.chips()[0]);
		assertEquals(0, r.winner());
		assertEquals(WinKind.COUNT, r.kind());
		assertEquals(2, r.points(), "chips decide, by their difference");
	}

	@Test
	void theMirroredStartIsSevenPairsOnceTheOpponentHasMadeThem() {
		// 000 §3.4 原文: 如起馬先盡而敵馬未成七梁則勝雙籌 — only while the opponent has not made 七梁; the formation is itself
		// 七梁 (十四馬行過一邊就七路雙立故曰七梁), so it then wins 七梁's chip, as any seven pairs formed do
		Game game = Scripted.oneTurn(QILIANG, p -> {
			oneFromMirrored(p);
			p.fire(1, Plays.scoringRule(QILIANG, "七梁"));
		}, r -> r[0] == 1 || r[1] == 1, Scripted.reaching(p -> p.standsMirrored(0)), Scripted.first());
		assertTrue(game.over());
		assertEquals(0, game.position().fired(0, "逆並び"));
		assertEquals(1, game.position().fired(0, "七梁"));
		assertEquals(1, game.position().chips(0));
	}

	@Test
	void read雙籌BesidesTheChipOfSevenPairsTheMirroredStartWinsThree() {
		RuleSet besides = Examples.game("pushuang.qiliang", "mirrored=besides");
		Game game = Scripted.oneTurn(besides, QiliangShuangluTest::oneFromMirrored, r -> r[0] == 1 || r[1] == 1,
				Scripted.reaching(p -> p.standsMirrored(0)), Scripted.first());
		GameResult r = game.playOut(1);
		assertEquals(1, r.events()[Plays.scoringRule(besides, "逆並び")][0]);
		assertEquals(0, r.events()[Plays.scoringRule(besides, "七梁")][0], "the three chips are one event");
		assertEquals(3, r.chips()[0]);
	}

	/**
	 * 図15-like: black has a piece out that can never come back (white stands on every point black enters on, and
	 * re-entry needs an empty point), and white's last pair on 8 is shut in by black's pair on white's 7.
	 */
	private static Consumer<Position> stuck(boolean blackOnBar) {
		return p -> {
			for (int point = 1; point <= 6; point++) {
				p.place(0, point, 2);
			}
			p.place(0, 8, 2);
			p.place(1, 25 - 7, 2);
			for (int point = 10; point <= 14; point++) {
				p.place(1, point, 2);
			}
			p.place(1, 15, 1);
			p.place(1, blackOnBar ? BAR : 16, 1);
			p.addChips(1, 2);
			p.setSideToMove(0);
		};
	}

	@Test
	void theGameEndsWhenNobodyCanMoveAndChipsDecide() {
		// 000 §3.4 (3)②: 全ての馬が進行できなくなった時は対局が終了する
		Game game = Scripted.arranged(QILIANG, new PlayGenerator(QILIANG), stuck(true), Scripted.first(),
				Scripted.first(), 1);
		GameResult r = game.playOut(1);
		assertTrue(r.finished());
		assertEquals(1, r.turns());
		assertEquals(1, r.winner(), "black holds the chips");
		assertEquals(WinKind.COUNT, r.kind());
		assertEquals(2, r.points());
	}

	@Test
	void playGoesOnWhileOneSideCanStillMove() {
		// 000 §3.4 (6): 白馬が移動を続けられなくなる時点でゲームは終了する — one side stuck does not end it
		Game game = Scripted.arranged(QILIANG, new PlayGenerator(QILIANG), stuck(false), Scripted.first(),
				Scripted.first(), 1);
		game.turn();
		assertEquals(0, game.turns().get(0).play().length(), "white cannot move");
		assertFalse(game.over());
		assertEquals(1, game.position().sideToMove());
	}

	@Test
	void equalChipsAtTheEndAreADraw() {
		Game game = Scripted.arranged(QILIANG, new PlayGenerator(QILIANG), stuck(true).andThen(p -> p.addChips(0, 2)),
				Scripted.first(), Scripted.first(), 1);
		GameResult r = game.playOut(1);
		assertEquals(WinKind.DRAW, r.kind());
		assertEquals(-1, r.winner());
	}
}
