package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;

/** 柳 / 積みかえ (001): a pure race. */
class YanagiTest {
	private static final RuleSet YANAGI = Examples.game("sugoroku.yanagi");

	@Test
	void fifteenStackedAtOneEnd() {
		// 001 柳: 双六盤の端に石を15個積み上げておき…各々反対側の端を目指します
		Position start = Position.start(YANAGI, 0);
		assertEquals("15@24", Plays.side(start, 0));
		assertEquals("15@24", Plays.side(start, 1));
	}

	@Test
	void noHittingAndNoBlockingBothSidesShareAPoint() {
		// 001 柳: 石の取り合いやブロックして相手を邪魔する操作の無い、単純競争. White's 10/7 lands among three black
		// pieces, 10/8 on a lone one, and black is never touched.
		Position p = Position.empty(YANAGI, 0).place(0, 10, 1).place(0, 24, 14).place(1, 25 - 7, 3)
				.place(1, 25 - 8, 1).place(1, 24, 11);
		Set<String> results = Plays.bothSides(p, 3, 2);
		assertTrue(results.contains("13@24 1@22 1@7 | 11@24 3@18 1@17"), results::toString);
		assertTrue(results.contains("13@24 1@21 1@8 | 11@24 3@18 1@17"), results::toString);
		assertTrue(results.stream().allMatch(r -> r.endsWith("| 11@24 3@18 1@17")), results::toString);
		assertTrue(Plays.notations(p, 3, 2).stream().noneMatch(n -> n.contains("*")));
	}

	@Test
	void aPieceLeavesPastTheFarEndWithoutWaitingForTheOthers() {
		// assumed in the reading: leaving needs no other condition
		Position p = Position.empty(YANAGI, 0).place(0, 2, 1).place(0, 24, 14).place(1, 24, 15);
		assertTrue(Plays.notations(p, 2, 1).contains("2/off 24/23"));
	}

	@Test
	void aWholeGameIsARaceWithoutAHit() {
		GameResult r = Game.play(YANAGI, 3, new RandomPlayer(), new RandomPlayer(), 2000);
		assertTrue(r.finished());
		assertArrayEquals(new int[] { 0, 0 }, r.hits());
	}
}
