package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.reading.tests.Examples.farFront;
import static org.rulebench.reading.tests.Examples.farRear;
import static org.rulebench.reading.tests.Examples.rear;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.EndCondition;
import org.rulebench.engine.rules.Layout;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;

/** 大和双六 / 端双六 (000 §3.3.2, 001 大和). */
class YamatoSugorokuTest {
	private static final RuleSet YAMATO = Examples.game("sugoroku.yamato");

	@Test
	void startsOnRear6Front6AndRear1NotFront1() {
		// 000 §3.3.2, 写真7: 内地（後六梁）、外地（前六梁）と内地（後一梁）; 三梁's fifth to fifteenth stand on front 1
		assertEquals(Layout.of(24, farRear(6), 5, farFront(6), 5, rear(1), 5), YAMATO.start(0));
		assertEquals("5@24 5@13 5@6", Plays.side(Position.start(YAMATO, 0), 0));
		assertEquals(Examples.game("pushuang.sanliang").start(0).with(7, 0).with(6, 5), YAMATO.start(0));
	}

	@Test
	void itsStartIsFivePipsShorterThan三梁sPerSide() {
		// 000 §4: 前一梁に置く5個の馬を後一梁に置くことで、その差は 5 × 1 = 5 歩
		Position yamato = Position.start(YAMATO, 0);
		Position sanliang = Position.start(Examples.game("pushuang.sanliang"), 0);
		assertEquals(5, sanliang.pipCount(0) - yamato.pipCount(0));
		assertEquals(5, sanliang.pipCount(1) - yamato.pipCount(1));
	}

	@Test
	void aHitPieceIsPutByTheHitterNearItsOwnersStartButNotWhereTheHitterStands() {
		// 001 大和: 切った相手の石は相手のスタート点(自分のゴール点)近くの任意の場所(自石がある所を除く)に戻す.
		// White hits on its 10 with the first 3 (the second 3 can only go on, 10/7). The black piece may be put on
		// any of black's points 19–24 (white's 6–1) except 24 and 23, where white has pieces.
		Position p = Position.empty(YAMATO, 0).place(0, 13, 1).place(0, 2, 1).place(0, 1, 1).place(1, 25 - 10, 1);
		assertEquals(Set.of("1@7 1@2 1@1 | 1@22", "1@7 1@2 1@1 | 1@21", "1@7 1@2 1@1 | 1@20", "1@7 1@2 1@1 | 1@19"),
				Plays.bothSides(p, 3, 3));
		assertEquals(Set.of("13/10*(22) 10/7", "13/10*(21) 10/7", "13/10*(20) 10/7", "13/10*(19) 10/7"),
				Plays.notations(p, 3, 3));
	}

	@Test
	void aHitPieceNeverGoesToTheBar() {
		Position p = Position.empty(YAMATO, 0).place(0, 13, 1).place(0, 24, 14).place(1, 25 - 10, 1).place(1, 13, 14);
		assertTrue(Plays.bothSides(p, 3, 5).stream().noneMatch(r -> r.contains("bar")), Plays.bothSides(p, 3, 5)::toString);
	}

	@Test
	void piecesMustBeBorneOffToWin() {
		// 001 大和: 大和ではベアオフをしなければなりません … 全ての自駒が無くなったところで終わり
		assertTrue(YAMATO.bearOff().allowed());
		assertEquals(Set.of(EndCondition.ALL_BORNE_OFF), YAMATO.ends());
		Position home = Position.empty(YAMATO, 0).place(0, 3, 1).place(0, 1, 1).place(0, 0, 13);
		assertTrue(Plays.results(home, 3, 1).contains("off 15"), "the die's own point is taken up: 3/off 1/off");
	}
}
