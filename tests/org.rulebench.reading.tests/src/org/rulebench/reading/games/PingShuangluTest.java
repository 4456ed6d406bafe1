package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.reading.tests.Examples.rear;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;

/**
 * 平雙陸 / 契丹雙陸 as Kishi reads 譜雙 (000 §3.1, rules (1)–(6)). White is side 0, black side 1; each counts on its
 * own numbering, rear point k (後k梁) being {@code rear(k)} = 7−k pips from leaving.
 */
class PingShuangluTest {
	private static final RuleSet PING = Examples.game("pushuang.ping");
	private static final int BAR = 25;

	private static Position white() {
		return Position.empty(PING, 0);
	}

	/** Side 1's own point standing on side 0's point p. */
	private static int theirs(int p) {
		return 25 - p;
	}

	@Test
	void rearPointKIsSevenMinusKPipsFromLeaving() {
		// DOMAIN.md Words, 000 表1: 後1梁 is next to the front points, 後6梁 is the last before leaving
		assertEquals(6, rear(1));
		assertEquals(1, rear(6));
		assertEquals(7, Examples.front(1));
	}

	@Test
	void startsWithFifteenPiecesAndTwoDice() {
		// 000 §3.1: 白馬黒馬各15個、サイコロ：2個
		Position start = Position.start(PING, 0);
		assertEquals(15, start.inPlay(0));
		assertEquals(15, start.inPlay(1));
		assertEquals(2, PING.dice().count());
		assertEquals(5, start.count(0, rear(1)), "five on rear point 1 (the largest stack: the point limit, (2))");
	}

	@Test
	void everyDieIsUsed() {
		// 000 §3.1 (1): サイコロの出目をすべて行使する — one piece or two, but both dice
		Position p = white().place(0, 24, 1).place(0, 13, 1);
		PlayList plays = Plays.generate(p, 6, 1);
		for (int i = 0; i < plays.size(); i++) {
			assertEquals(2, plays.diceUsed(i), plays.notation(i, 24));
		}
		assertEquals(Set.of("1@24 1@6", "1@23 1@7", "1@18 1@12", "1@17 1@13"), Plays.results(p, 6, 1));
	}

	@Test
	void noSixthPieceCanLandOnAPoint() {
		// 000 §3.1 (2): 一つの梁に馬が置ける数は五つである
		Position five = white().place(0, 24, 9).place(0, 13, 1).place(0, 10, 5);
		assertTrue(Plays.results(five, 3, 1).stream().noneMatch(r -> r.contains("6@10")), Plays.results(five, 3, 1)::toString);
		assertTrue(Plays.notations(five, 3, 1).stream().noneMatch(n -> n.contains("13/10")));
		Position four = white().place(0, 24, 10).place(0, 13, 1).place(0, 10, 4);
		assertTrue(Plays.notations(four, 3, 1).stream().anyMatch(n -> n.contains("13/10")), "a fifth may land");
	}

	@Test
	void aLonePieceCanBeHitAndTwoBlock() {
		// 000 §3.1 (2): 馬が一つになった時、敵の馬に切られる; 二つ並んだ場合は切られることもなく、その梁に置かれることもない
		Position lone = white().place(0, 13, 1).place(0, 24, 14).place(1, theirs(10), 1);
		assertTrue(Plays.notations(lone, 3, 6).stream().anyMatch(n -> n.contains("13/10*")));
		Position pair = white().place(0, 13, 1).place(0, 24, 14).place(1, theirs(10), 2);
		assertTrue(Plays.notations(pair, 3, 6).stream().noneMatch(n -> n.contains("13/10")));
	}

	@Test
	void aHitPieceReEntersOnlyOnTheExactlyMatchingEmptyPoint() {
		// 000 §3.1 (3): サイコロの出目の数の梁がちょうど空いていたら、初めて盤内に入れることができる.
		// The 3 names point 22, holding white's own piece; the 5 names 20, holding one black piece: neither is empty,
		// so the piece cannot enter, and nothing else may move.
		Position p = white().place(0, BAR, 1).place(0, 22, 1).place(0, 13, 13).place(1, theirs(20), 1);
		PlayList none = Plays.generate(p, 3, 5);
		assertEquals(1, none.size());
		assertEquals(0, none.stepCount(0), "no entry on an own piece, no entry by hitting");
		// the 4 names the empty point 21: the piece enters there first, then the 3 is played
		assertEquals(Set.of("bar/21 22/19", "bar/21 21/18", "bar/21 13/10"), Plays.notations(p, 3, 4));
	}

	@Test
	void reEntryComesBeforeAnyOtherMove() {
		// 000 §3.1 (3): 盤外に出された馬を盤内に入れなおし終わらないと、他の馬を動かすことができない
		Position p = white().place(0, BAR, 2).place(0, 13, 13);
		// two on the bar, [4,3]: both come in; neither die is left for the pieces on 13
		assertEquals(Set.of("1@22 1@21 13@13"), Plays.results(p, 4, 3));
		// two on the bar, [4,4]: the second 4 names the point the first just took, no longer empty, so the second
		// piece stays out, and while it is out no other piece may use the die
		assertEquals(Set.of("1@21 13@13 bar 1"), Plays.results(p, 4, 4));
	}

	@Test
	void bearOffOnlyOnceAllFifteenAreHome() {
		// 000 §3.1 (4)(5): 拈出は疊梁満の状態を作ってから初めてできる. [4,3] brings the last piece home; too late to bear off.
		Position out = white().place(0, 13, 1).place(0, rear(1), 5).place(0, rear(2), 5).place(0, rear(3), 4);
		assertTrue(Plays.results(out, 4, 3).stream().noneMatch(r -> r.contains("off")), Plays.results(out, 4, 3)::toString);
		Position home = white().place(0, rear(1), 5).place(0, rear(2), 5).place(0, rear(3), 5);
		assertEquals(Set.of("4@6 5@5 4@4 1@3 off 1", "5@6 4@5 4@4 1@2 off 1", "5@6 5@5 3@4 1@1 off 1"),
				Plays.results(home, 4, 3), "the 4 bears off from rear point 3; the 3, short, moves a piece inside");
	}

	@Test
	void inBearOffTheDiceAreNeverSummedOnOnePiece() {
		// 000 §3.1 (5): サイコロの出目を合計して使用することができなく、出目一つ対して動かせる馬は1個.
		// One piece on 5, [3,2]: it moves 3 or 2 inside and cannot go on with the other die (5/2/off is not legal).
		Position p = white().place(0, 5, 1).place(0, 0, 14);
		assertEquals(Set.of("1@3 off 14", "1@2 off 14"), Plays.results(p, 3, 2));
		// backgammon sums them
		Position bg = Position.empty(Examples.game("backgammon"), 0).place(0, 5, 1).place(0, 0, 14);
		assertEquals(Set.of("off 15"), Plays.results(bg, 3, 2));
	}

	@Test
	void anExactBearOffComesFirst() {
		// 000 §3.1 (5) A: ちょうど盤外に出せる出目. The first 3 takes the piece on 3 (not 6/3, not 1/off);
		// the second 3 then has no exact bear-off and takes the piece on 1 with pips to spare (B before C: not 6/3).
		Position p = white().place(0, 6, 1).place(0, 3, 1).place(0, 1, 1).place(0, 0, 12);
		assertEquals(Set.of("3/off 1/off"), Plays.notations(p, 3, 3));
	}

	@Test
	void aBearOffWithPipsToSpareComesBeforeAMoveInside() {
		// 000 §3.1 (5) B before C: 馬を盤外に出すことを優先にする. Each 5 takes off a piece nearer than 5; 6/1 is never played.
		Position p = white().place(0, 6, 1).place(0, 4, 1).place(0, 2, 1).place(0, 0, 12);
		assertEquals(Set.of("1@6 off 14"), Plays.results(p, 5, 5));
	}

	@Test
	void aDieThatCannotBearOffMovesAPieceInside() {
		// 000 §3.1 (5) C: 出目が足りない場合は、馬を取り出せず、次の梁へと動かす
		Position p = white().place(0, 6, 2).place(0, 0, 13);
		assertEquals(Set.of("2@4 off 13"), Plays.results(p, 2, 2));
	}

	/** Kishi's figure 4: black to move with one piece on rear point 3 and a pair on rear point 2. */
	private static Position figure4() {
		return Position.empty(PING, 1).place(1, rear(3), 1).place(1, rear(2), 2).place(1, 0, 12).place(0, 0, 15);
	}

	@Test
	void figure4TheFourBearsOffRear3AndTheTwoBreaksThePairOnRear2() {
		// 000 §3.1 (6), 図4: [4,2] — 後三梁の馬は[4]目を行使し盤外に取り出す; 後二梁の馬は[2]目を行使し後四梁に置く: 頭破
		Position p = figure4();
		PlayGenerator g = new PlayGenerator(PING);
		PlayList plays = g.generate(p, 4, 2);
		int toupo = Plays.stepEvent(g, "頭破");
		boolean found = false;
		for (int i = 0; i < plays.size(); i++) {
			Position after = p.copy();
			plays.apply(after, i);
			if (Plays.side(after, 1).equals("1@" + rear(2) + " 1@" + rear(4) + " off 13")) {
				found = true;
				assertEquals(1, plays.events(i, toupo), "the pair on rear point 2 is broken: 頭破");
			}
		}
		assertTrue(found, "4/off 5/3 is legal: " + Plays.notations(p, 4, 2));
		// every legal play breaks the pair (the stricter claim, that this is the only play, is reported separately)
		for (int i = 0; i < plays.size(); i++) {
			assertEquals(1, plays.events(i, toupo), plays.notation(i, 24));
		}
	}

	@Test
	void figure5ASixBearsOffFromRear1DirectlyWithoutToupo() {
		// 000 §3.1 (6), 図5: 後一梁の黒馬は直接盤外に取り出すことができるため、頭破に該当しない
		Position p = Position.empty(PING, 1).place(1, rear(1), 2).place(1, 0, 13).place(0, 0, 15);
		PlayGenerator g = new PlayGenerator(PING);
		PlayList plays = g.generate(p, 6, 2);
		int toupo = Plays.stepEvent(g, "頭破");
		boolean direct = false;
		for (int i = 0; i < plays.size(); i++) {
			if (plays.notation(i, 24).equals("6/off 6/4")) {
				direct = true;
				assertEquals(0, plays.events(i, toupo));
			}
		}
		assertTrue(direct, Plays.notations(p, 6, 2)::toString);
	}

	@Test
	void toupoIsOnlyCountedWhileBearingOff() {
		// 000 §3.1 (6): 「頭破」の適応範囲はあくまで拈出する際に馬を盤外に出せない場合に限る
		Position p = white().place(0, 13, 1).place(0, rear(2), 2).place(0, rear(1), 5).place(0, rear(3), 5)
				.place(0, rear(4), 2);
		PlayGenerator g = new PlayGenerator(PING);
		PlayList plays = g.generate(p, 2, 1);
		int toupo = Plays.stepEvent(g, "頭破");
		for (int i = 0; i < plays.size(); i++) {
			assertEquals(0, plays.events(i, toupo), plays.notation(i, 24));
		}
		assertFalse(plays.size() == 0);
	}
}
