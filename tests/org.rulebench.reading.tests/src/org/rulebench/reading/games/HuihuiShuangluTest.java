package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;

/** 回回雙陸 (000 §3.2): as 平雙陸, except that in bear-off any two pieces leave, whatever the dice. */
class HuihuiShuangluTest {
	private static final RuleSet HUIHUI = Examples.game("pushuang.huihui");

	private static Position home() {
		return Position.empty(HUIHUI, 0).place(0, 6, 1).place(0, 5, 1).place(0, 3, 1).place(0, 0, 12);
	}

	@Test
	void inBearOffEachDieTakesOffAnyPieceWhateverItsValue() {
		// 000 §3.2: サイコロの出目に関係なく、任意に馬二つを盤外に出す. A 1 and a 2 take off pieces on 6, 5 or 3.
		assertEquals(Set.of("1@6 off 14", "1@5 off 14", "1@3 off 14"), Plays.results(home(), 1, 2));
	}

	@Test
	void theSameRollIn平雙陸BearsNothingOff() {
		// 000 §3.1 (5): under 平雙陸 a 1 and a 2 are short of every piece here, and move pieces inside
		Position ping = Position.empty(Examples.game("pushuang.ping"), 0).place(0, 6, 1).place(0, 5, 1).place(0, 3, 1)
				.place(0, 0, 12);
		assertTrue(Plays.results(ping, 1, 2).stream().allMatch(r -> r.endsWith("off 12")), Plays.results(ping, 1, 2)::toString);
	}

	@Test
	void readAsKishiReadsItEachDieMovesItsPieceByItsValue() {
		// 000 §3.2: 二つの馬をサイコロそれぞれの出目に従って動かす. A 1 and a 2 are short of every piece here: none leaves,
		// but any piece may take either die, 任意, with no order of preference
		Position p = Position.empty(Examples.game("pushuang.huihui", "bearOffPriority=by_the_dice"), 0).place(0, 6, 1)
				.place(0, 5, 1).place(0, 3, 1).place(0, 0, 12);
		Set<String> results = Plays.results(p, 1, 2);
		assertTrue(results.stream().allMatch(r -> r.endsWith("off 12")), results::toString);
		Position over = Position.empty(Examples.game("pushuang.huihui", "bearOffPriority=by_the_dice"), 0).place(0, 2, 1)
				.place(0, 1, 1).place(0, 0, 13);
		assertTrue(Plays.results(over, 6, 1).contains("1@2 off 14") || Plays.results(over, 6, 1).contains("1@1 off 14"),
				"a die with something over bears off: " + Plays.results(over, 6, 1));
	}

	@Test
	void eachDieStillTakesOnlyOnePiece() {
		// 000 §3.2: 拈出の際にサイコロの出目の合計は使わず — two dice, two pieces, even from a double
		Position four = Position.empty(HUIHUI, 0).place(0, 1, 4).place(0, 0, 11);
		assertEquals(Set.of("2@1 off 13"), Plays.results(four, 6, 6));
	}

	@Test
	void otherwiseItIsPlayedAs平雙陸() {
		// 000 §3.2: 初期配置や遊戯方法共に平雙陸と同様
		RuleSet ping = Examples.game("pushuang.ping");
		assertEquals(ping.start(0), HUIHUI.start(0));
		assertEquals(ping.dice(), HUIHUI.dice());
		assertEquals(ping.occupancy(), HUIHUI.occupancy());
		assertEquals(ping.reEntry(), HUIHUI.reEntry());
		Position start = Position.start(HUIHUI, 0);
		assertEquals(Plays.results(Position.start(ping, 0), 5, 3), Plays.results(start, 5, 3));
	}
}
