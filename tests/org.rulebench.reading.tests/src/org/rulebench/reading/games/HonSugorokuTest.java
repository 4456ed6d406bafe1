package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;
import org.rulebench.engine.testkit.Scripted;

/** 本双六, the early Japanese game (001 日本の古式双六; 003 日本双陆). */
class HonSugorokuTest {
	private static final RuleSet HON = Examples.game("sugoroku.hon");

	@Test
	void startsAsBackgammon() {
		// 001: 最初の石の置き方も…全く同じ; 003: 其摆法与双陆相同
		assertEquals(Examples.game("backgammon").start(0), HON.start(0));
	}

	@Test
	void aDoubleIsPlayedOnlyTwice() {
		// 001: ゾロ目が出た時にサイコロ4つ分動かすというルールはなかった
		Position p = Position.empty(HON, 0).place(0, 24, 1);
		assertEquals(Set.of("1@20"), Plays.results(p, 2, 2));
		assertEquals(2, Plays.generate(p, 2, 2).stepCount(0));
	}

	@Test
	void piecesAreNeverBorneOff() {
		// 001: 初期の頃はベアオフ(上がり)の操作がなく. All home, [6,5]: nothing leaves; only 6/1 can be played.
		Position p = Position.empty(HON, 0).place(0, 6, 1).place(0, 5, 1).place(0, 1, 13);
		assertEquals(Set.of("6/1"), Plays.notations(p, 6, 5));
	}

	@Test
	void theFirstWithEveryPieceHomeWins() {
		// 001: 全ての自駒を先に内地に入れ終えた方が勝ち; 003: 首先将所有棋子移入己方内盘即算胜利
		Game game = Scripted.arranged(HON, new PlayGenerator(HON), p -> {
			p.place(0, 1, 14).place(0, 7, 1).place(1, 24, 15);
			p.setSideToMove(0);
		}, Scripted.first(), Scripted.first(), 1);
		GameResult r = game.playOut(1);
		assertEquals(0, r.winner());
		assertEquals(WinKind.SINGLE, r.kind());
		assertEquals(1, r.points(), "no gammons without bear-off (無土勝ち needs it)");
	}

	/** Two or more of white's pieces on each of the six points 9 to 4. */
	private static final Predicate<String> PRIME_9_TO_4 = r -> {
		for (int point = 4; point <= 9; point++) {
			if (!r.matches("(.* )?[2-9]@" + point + "( .*)?")) {
				return false;
			}
		}
		return true;
	};

	@Test
	void aPlayLeavingSixMadePointsInARowIsNotLegal() {
		// 003: 也不允许占据连续六个点; 001: プライムを作ることは禁止であったようです. White holds 8–4; 12/9 with the 3 would
		// make 9, a sixth point in a row, unless the 1 breaks the run again.
		Position p = Position.empty(HON, 0).place(0, 24, 3).place(0, 12, 1).place(0, 9, 1);
		for (int point = 4; point <= 8; point++) {
			p.place(0, point, 2);
		}
		Set<String> results = Plays.results(p, 3, 1);
		assertTrue(results.stream().noneMatch(PRIME_9_TO_4), results::toString);
		assertTrue(results.contains("3@24 2@9 1@8 3@7 2@6 2@5 2@4"), "12/9 8/7 makes 9 and breaks 8: legal");
		assertFalse(results.contains("2@24 1@23 2@9 2@8 2@7 2@6 2@5 2@4"));
		// backgammon allows the prime
		Position bg = Position.empty(Examples.game("backgammon"), 0).place(0, 24, 3).place(0, 12, 1).place(0, 9, 1);
		for (int point = 4; point <= 8; point++) {
			bg.place(0, point, 2);
		}
		assertTrue(Plays.results(bg, 3, 1).contains("2@24 1@23 2@9 2@8 2@7 2@6 2@5 2@4"));
	}

	@Test
	void readAsBadMannersOnlyThePrimeIsAllowed() {
		// 001: 日本の双六では準禁じ手(マナーに反する行為): against manners, not against the rules
		Position p = Position.empty(Examples.game("sugoroku.hon", "prime=bad_manners"), 0).place(0, 24, 3).place(0, 12, 1)
				.place(0, 9, 1);
		for (int point = 4; point <= 8; point++) {
			p.place(0, point, 2);
		}
		assertTrue(Plays.results(p, 3, 1).contains("2@24 1@23 2@9 2@8 2@7 2@6 2@5 2@4"));
	}
}
