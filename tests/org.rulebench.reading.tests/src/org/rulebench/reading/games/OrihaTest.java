package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

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

/** 折葉 / 下り端 (001). */
class OrihaTest {
	private static final RuleSet ORIHA = Examples.game("sugoroku.oriha");

	@Test
	void everyPieceStartsOffTheBoardAndEntersByTheDice() {
		// 001 折葉: 最初の置き石がなく、全て盤外からスタート
		Position start = Position.start(ORIHA, 0);
		assertEquals("waiting 15", Plays.side(start, 0));
		assertEquals("waiting 15", Plays.side(start, 1));
		assertEquals(Set.of("1@22 1@20 waiting 13", "1@17 waiting 14"), Plays.results(start, 3, 5));
	}

	/** White bearing off with a pair on 6; black has one piece on each of its 1 and 2. */
	private static Position bearingOff() {
		return Position.empty(ORIHA, 0).place(0, 6, 2).place(0, 0, 13).place(1, 1, 1).place(1, 2, 1).place(1, 6, 13);
	}

	@Test
	void aDieThatCanBearNothingOffMayTakeTheOpponentsPieceOnThePointItNames() {
		// 001 折葉: 自分がベアオフできる石が無い場合、相手の石を取ってしまっても構いません.
		// A 1 and a 2 bear nothing off from 6: each may move inside or take black's piece on black's 1 or 2.
		assertEquals(Set.of("1@5 1@4 off 13 | 13@6 1@2 1@1", "1@6 1@3 off 13 | 13@6 1@2 1@1",
				"1@6 1@5 off 13 taken 1 | 13@6 1@1 lost 1", "1@6 1@4 off 13 taken 1 | 13@6 1@2 lost 1",
				"2@6 off 13 taken 2 | 13@6 lost 2"), Plays.bothSides(bearingOff(), 1, 2));
	}

	@Test
	void aDieThatCanBearOffTakesNothing() {
		// the 6 bears off from 6; only the 2 may take
		assertEquals(Set.of("6/off 6/4", "6/off take 2"), Plays.notations(bearingOff(), 6, 2));
	}

	@Test
	void nothingIsTakenBeforeBearingOff() {
		Position p = bearingOff().place(0, 6, 1).place(0, 9, 1);
		assertTrue(Plays.notations(p, 1, 2).stream().noneMatch(n -> n.contains("take")), Plays.notations(p, 1, 2)::toString);
	}

	@Test
	void mostPiecesBorneOffAndTakenWinsNotTheFirstToFinish() {
		// 001 折葉: 最終的に上げた石の数が多い方の勝ち. White bears its last piece off and has 11;
		// black, with 8 borne off and 4 of white's taken, has 12 and wins.
		Game game = Scripted.arranged(ORIHA, new PlayGenerator(ORIHA), p -> {
			p.place(0, 1, 1).place(0, 0, 10).place(0, p.trackTables().lost, 4);
			p.place(1, 5, 7).place(1, 0, 8).place(1, p.trackTables().taken, 4);
			p.setSideToMove(0);
		}, Scripted.first(), Scripted.first(), 1);
		GameResult r = game.playOut(1);
		assertEquals(1, r.turns());
		assertEquals(1, r.winner());
		assertEquals(WinKind.COUNT, r.kind());
		assertEquals(1, r.points());
	}
}
