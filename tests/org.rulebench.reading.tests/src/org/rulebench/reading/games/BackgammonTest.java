package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Player;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;
import org.rulebench.engine.testkit.Scripted;

/** Modern backgammon as 001 (盤すごろくの遊び方) and 003 (规则) state it. Side 0 moves; side 1's point q is side 0's 25−q. */
class BackgammonTest {
	private static final RuleSet BG = Examples.game("backgammon");
	/** The bar's slot on a 24-point board (points + 1). */
	private static final int BAR = 25;

	/** Side 1's own point standing on side 0's point p. */
	private static int theirs(int p) {
		return 25 - p;
	}

	private static Position board() {
		return Position.empty(BG, 0);
	}

	@Test
	void aDoubleIsPlayedFourTimes() {
		// 001: ゾロ目が出た時はサイコロ4つ分進める; 003: 掷到两个5，就要将四枚棋子向前移动5个点
		Position p = board().place(0, 24, 1);
		PlayList plays = Plays.generate(p, 2, 2);
		assertEquals(1, plays.size());
		assertEquals(4, plays.stepCount(0));
		assertEquals(Set.of("1@16"), Plays.results(p, 2, 2));
	}

	@Test
	void asManyDiceAsPossibleMustBeUsed() {
		// 001 (dance): a play using one die is not legal when both can be used. 8/2 with the 6 leaves no 5
		// (24 is boxed in, 12/7 is blocked, 2/−3 is no bear-off), so it is not among the plays.
		Position p = board().place(0, 24, 1).place(0, 12, 1).place(0, 8, 1)
				.place(1, theirs(19), 2).place(1, theirs(18), 2).place(1, theirs(7), 2);
		assertEquals(Set.of("1@24 1@6 1@3", "1@24 1@8 1@1"), Plays.results(p, 6, 5));
	}

	@Test
	void whenOnlyOneDieCanBeUsedItMustBeTheLarger() {
		// 001: どちらかひとつのサイコロの目の分しか進められない場合は大きい方の数進める
		Position p = board().place(0, 24, 1).place(0, 8, 1).place(1, theirs(19), 2).place(1, theirs(18), 2);
		assertEquals(Set.of("8/2"), Plays.notations(p, 6, 5));
	}

	@Test
	void aPieceOnTheBarEntersBeforeAnyOtherMoves() {
		// 001 ヒット&エンター, 003: 被攻击的棋子从分界上回到棋盘上之前，其它棋子不得移动.
		// Two on the bar, the 5 cannot enter (20 is held): the second piece stays out and the 5 is lost.
		Position p = board().place(0, BAR, 2).place(0, 13, 1).place(1, theirs(20), 2);
		assertEquals(Set.of("1@19 1@13 bar 1"), Plays.results(p, 6, 5));
	}

	@Test
	void aPieceThatCannotEnterMeansNoMoveAtAll() {
		// 001: いづれも相手の駒2個以上により占拠されている場合は戻すことができないのでそのまま相手の番
		Position p = board().place(0, BAR, 1).place(0, 13, 1).place(1, theirs(20), 2).place(1, theirs(19), 2);
		PlayList plays = Plays.generate(p, 6, 5);
		assertEquals(1, plays.size());
		assertEquals(0, plays.stepCount(0));
	}

	@Test
	void aLonePieceIsHitToTheBarAndTwoBlock() {
		// 001: 相手の駒が2つ以上ある場所には進めない; ひとつしかない所に進めばバーに置く
		Position lone = board().place(0, 13, 1).place(1, theirs(10), 1);
		assertTrue(Plays.bothSides(lone, 3, 1).contains("1@9 | bar 1"), () -> Plays.bothSides(lone, 3, 1).toString());
		assertTrue(Plays.notations(lone, 3, 1).stream().anyMatch(n -> n.contains("13/10*")));
		Position pair = board().place(0, 13, 1).place(1, theirs(10), 2);
		assertEquals(Set.of("1@9"), Plays.results(pair, 3, 1), "13/10 is closed; 13/12/9 goes round it");
	}

	@Test
	void bearingOffOnlyOnceEveryPieceIsHome() {
		// 001 ベアオフ: 15個全部ゴール側のインナーに入れることができたら; 003 移离棋盘
		Position out = board().place(0, 13, 1).place(0, 3, 1).place(0, 0, 13);
		assertTrue(Plays.results(out, 3, 1).stream().noneMatch(r -> r.contains("off 14")), Plays.results(out, 3, 1)::toString);
		Position home = board().place(0, 6, 1).place(0, 3, 1).place(0, 0, 13);
		assertTrue(Plays.results(home, 3, 1).contains("1@5 off 14"));
	}

	@Test
	void aDieLargerThanNeededBearsOffOnlyFromTheFarthestPoint() {
		// 001: サイコロの出た目より後ろに自分の駒がない時は、丁度でなくても一番後ろにある駒を上げる;
		// 003: 不能将较低点的棋子移离棋盘，除非前面已没有棋子. The 6 never takes the piece on 2 while 5 is occupied.
		Position p = board().place(0, 5, 1).place(0, 2, 1).place(0, 0, 13);
		assertEquals(Set.of("1@1 off 14", "1@2 off 14"), Plays.results(p, 6, 1));
	}

	@Test
	void aHitDuringBearOffSuspendsItUntilThePieceIsHomeAgain() {
		// 001: ベアオフをしている最中に相手にヒットされたら…インナーまで持ってくるまでベアオフできない
		Position hit = board().place(0, BAR, 1).place(0, 3, 1).place(0, 0, 13);
		assertEquals(Set.of("1@16 1@3 off 13"), Plays.results(hit, 6, 3), "the 3 cannot bear off the piece on 3");
		Position home = board().place(0, 6, 1).place(0, 3, 1).place(0, 0, 13);
		assertTrue(Plays.results(home, 6, 3).contains("off 15"));
	}

	/** Side 0 has one piece left on its 1-point, so any roll ends the game; side 1 stands as given. */
	private static Consumer<Position> lastPieceAgainst(Consumer<Position> loser) {
		return p -> {
			p.place(0, 1, 1).place(0, 0, 14);
			loser.accept(p);
			p.setSideToMove(0);
		};
	}

	static Stream<Arguments> winKinds() {
		return Stream.of(
				// 001 点数の計算: シングル勝ち 1点 — the loser has borne a piece off
				Arguments.of("single", (Consumer<Position>) p -> p.place(1, 6, 14).place(1, 0, 1), WinKind.SINGLE, 1),
				// ギャモン勝ち (無土勝ち) 2点 — the loser has borne nothing off
				Arguments.of("gammon", (Consumer<Position>) p -> p.place(1, 6, 10).place(1, 13, 5), WinKind.GAMMON, 2),
				// バックギャモン勝ち (無上勝ち) 3点 — and still has a piece in the winner's home…
				Arguments.of("backgammon, winner's home", (Consumer<Position>) p -> p.place(1, 6, 14).place(1, 20, 1),
						WinKind.BACKGAMMON, 3),
				// …or on the bar (003 完胜: 仍有棋子在分界上或在对方内盘上)
				Arguments.of("backgammon, bar", (Consumer<Position>) p -> p.place(1, 6, 14).place(1, p.bar(), 1),
						WinKind.BACKGAMMON, 3));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("winKinds")
	void winsScoreOneTwoOrThree(String name, Consumer<Position> loser, WinKind kind, int points) {
		Game game = Scripted.arranged(BG, new PlayGenerator(BG), lastPieceAgainst(loser), Scripted.first(),
				Scripted.first(), 1);
		GameResult r = game.playOut(1);
		assertEquals(0, r.winner());
		assertEquals(kind, r.kind());
		assertEquals(points, r.points());
	}

	/** Doubles whenever it may; takes or drops as told; counts its offers. */
	private static final class Cube implements Player {
		final boolean offers;
		final boolean takes;
		int offered;

		Cube(boolean offers, boolean takes) {
			this.offers = offers;
			this.takes = takes;
		}

		@Override
		public String name() {
			return "cube";
		}

		@Override
		public int choose(Position position, PlayList plays, Rng rng) {
			return 0;
		}

		@Override
		public boolean offersDouble(Position position, int cube) {
			offered++;
			return offers;
		}

		@Override
		public boolean takesDouble(Position position, int cube) {
			return takes;
		}
	}

	@Test
	void aTakenDoubleDoublesTheStake() {
		// 001: 「ダブル」…ポイントを倍にすることを提案できます
		RuleSet cube = Examples.game("backgammon.cube");
		Game game = Scripted.arranged(cube, new PlayGenerator(cube),
				lastPieceAgainst(p -> p.place(1, 6, 10).place(1, 13, 5)), new Cube(true, true), new Cube(false, true), 1);
		GameResult r = game.playOut(1);
		assertEquals(WinKind.GAMMON, r.kind());
		assertEquals(4, r.points(), "a gammon (2) on a cube of 2");
	}

	@Test
	void aDroppedDoubleLosesTheCurrentStake() {
		RuleSet cube = Examples.game("backgammon.cube");
		Game game = Scripted.arranged(cube, new PlayGenerator(cube),
				lastPieceAgainst(p -> p.place(1, 6, 10).place(1, 13, 5)), new Cube(true, true), new Cube(false, false), 1);
		GameResult r = game.playOut(1);
		assertEquals(0, r.winner());
		assertEquals(WinKind.DROP, r.kind());
		assertEquals(1, r.points());
		assertEquals(0, r.turns(), "the game ends before the roll");
	}

	@Test
	void afterATakeOnlyTheTakerMayDoubleNext() {
		// 001: 一度提案したら次に相手がダブルを提案するまで、こちらは提案できません
		RuleSet cube = Examples.game("backgammon.cube");
		Cube first = new Cube(true, true);
		Cube second = new Cube(false, true);
		Game game = new Game(cube, new PlayGenerator(cube), first, second, 3, false);
		for (int i = 0; i < 6 && !game.over(); i++) {
			game.turn();
		}
		assertEquals(1, first.offered, "asked once, doubled, and never again while the opponent owns the cube");
		assertTrue(second.offered >= 2, "the cube's owner is asked on each of its turns");
	}

	@Test
	void greedyPlayersDropSomeDoubles() {
		Statistics s = new Simulation(Examples.game("backgammon.cube")).games(100).seed(11).players("greedy", "greedy").call();
		assertEquals(0, s.unfinished());
		assertTrue(s.winKinds().getOrDefault(WinKind.DROP, 0) > 0, s.winKinds()::toString);
		Statistics plain = new Simulation(Examples.game("backgammon")).games(100).seed(11).players("greedy", "greedy").call();
		assertEquals(0, plain.winKinds().getOrDefault(WinKind.DROP, 0), "no cube, no drops");
	}
}
