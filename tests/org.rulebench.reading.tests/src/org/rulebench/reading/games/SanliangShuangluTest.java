package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.reading.tests.Examples.farFront;
import static org.rulebench.reading.tests.Examples.farRear;
import static org.rulebench.reading.tests.Examples.front;

import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.DiceUse;
import org.rulebench.engine.rules.Dice;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Layout;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;

/** 三梁雙陸 / 漢家雙陸 (000 §3.3): three dice that may be summed, one to three pieces moved, 5/5/5 start. */
class SanliangShuangluTest {
	private static final RuleSet SANLIANG = Examples.game("pushuang.sanliang");

	@Test
	void startsWithFiveOnRear6Front6AndFront1() {
		// 000 §3.3.2, 写真5, 図6: 後六梁、前六梁と前一梁の三箇所 (the first two on the far side, from the start point)
		assertEquals(Layout.of(24, farRear(6), 5, farFront(6), 5, front(1), 5), SANLIANG.start(0));
		assertEquals("5@24 5@13 5@7", Plays.side(Position.start(SANLIANG, 0), 0));
		assertEquals(3, SANLIANG.dice().count());
	}

	@Test
	void thePipArithmeticOfKishiSection4Holds() {
		// 000 §4: 三梁 needs 3 pieces × 16 pips more than 平雙陸, plus 5 × 1 for front 1 against rear 1:
		// (48 + 5) × 2 = 106 pips for both sides
		Position sanliang = Position.start(SANLIANG, 0);
		Position ping = Position.start(Examples.game("pushuang.ping"), 0);
		assertEquals(53, sanliang.pipCount(0) - ping.pipCount(0));
		assertEquals(106, sanliang.pipCount(0) + sanliang.pipCount(1) - ping.pipCount(0) - ping.pipCount(1));
	}

	/** One white piece on 13, the rest packed on home points no die can move them from (the point limit is 5). */
	private static Position jumpOver(RuleSet rules) {
		Position p = Position.empty(rules, 0).place(0, 13, 1).place(0, 1, 5).place(0, 2, 5).place(0, 3, 4);
		for (int blocked = 12; blocked >= 8; blocked--) {
			p.place(1, 25 - blocked, 2);
		}
		return p;
	}

	@Test
	void oneTwoThreeMovesOnePieceSixInASingleJumpOverClosedPoints() {
		// 000 §3.3.1: サイコロの出目が[1, 2, 3]の場合は、一つの馬を六梁分進めることが出来る.
		// Points 12 to 8 are closed; only the landing point counts, so 13/7 is the one play.
		PlayList plays = Plays.generate(jumpOver(SANLIANG), 1, 2, 3);
		assertEquals(1, plays.size());
		assertEquals("13/7", plays.notation(0, 24));
		assertEquals(1, plays.stepCount(0));
		assertEquals(6, plays.stepPips(0, 0));
		assertEquals(3, plays.diceUsed(0));
	}

	@Test
	void withoutSummingTheSamePieceCouldNotMove() {
		RuleSet steps = SANLIANG.toBuilder("三梁, dice as separate steps")
				.dice(new Dice(3, 6, false, DiceUse.STEPS, true, false)).build();
		PlayList plays = Plays.generate(jumpOver(steps), 1, 2, 3);
		assertEquals(1, plays.size());
		assertEquals(0, plays.stepCount(0), "every first step lands on a closed point");
	}

	@Test
	void oneTwoOrThreePiecesMayMove() {
		// 000 §3.3.1: 馬を二つ、または、三つを動かすことができる。また、一つの馬だけを動かすことも出来る;
		// 二つの馬を動かす場合は、一つは[1, 2]を使い、もう一つは[3]のみ使う. On an open board the results of [1,2,3]
		// are exactly every way of sharing the three dice among the three pieces.
		int[] pieces = { 20, 15, 10 };
		int[] dice = { 1, 2, 3 };
		Set<String> expected = new TreeSet<>();
		for (int share = 0; share < 27; share++) {
			int[] to = pieces.clone();
			for (int d = 0, s = share; d < 3; d++, s /= 3) {
				to[s % 3] -= dice[d];
			}
			Position p = Position.empty(SANLIANG, 0);
			for (int t : to) {
				p.add(0, t, 1);
			}
			expected.add(Plays.side(p, 0));
		}
		Position open = Position.empty(SANLIANG, 0).place(0, 20, 1).place(0, 15, 1).place(0, 10, 1);
		assertEquals(expected, Plays.results(open, 1, 2, 3));
		assertTrue(expected.contains("1@15 1@14 1@10"), "one piece: 20/14");
		assertTrue(expected.contains("1@17 1@12 1@10"), "two pieces: 20/17 with [1,2], 15/12 with [3]");
		assertTrue(expected.contains("1@19 1@13 1@7"), "three pieces, one die each");
	}

	@Test
	void inBearOffTheDiceAreNotSummed() {
		// 000 §3.3.1: その他のルールは常局格制と同様 — 平雙陸 (5): 出目を合計して使用することができない
		Position p = Position.empty(SANLIANG, 0).place(0, 6, 1).place(0, 0, 14);
		assertEquals(Set.of("1@5 off 14", "1@4 off 14", "1@3 off 14"), Plays.results(p, 1, 2, 3),
				"the one piece moves by one die (1, 2 or 3) and cannot bear off on their sum");
	}
}
