package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;

/** The variants 003 (双陆变体) names: acey-deucey, hypergammon and nackgammon. */
class BackgammonVariantsTest {

	@Test
	void hypergammonHasThreePiecesOn24_23And22() {
		// 003: 超级双陆…每位玩者只有三枚棋子，位于第24，23和22点上
		RuleSet hyper = Examples.game("backgammon.hypergammon");
		assertEquals(3, hyper.pieces());
		Position start = Position.start(hyper, 0);
		assertEquals("1@24 1@23 1@22", Plays.side(start, 0));
		assertEquals("1@24 1@23 1@22", Plays.side(start, 1));
	}

	@Test
	void nackgammonHasOneFewerOnTheSixPointAndMidpointAndTwoOn23() {
		// 003: 纳克双陆…第六点和中点比双陆少放一枚棋子，第二十三点放两枚棋子; 开局时总点数较大
		Position start = Position.start(Examples.game("backgammon.nackgammon"), 0);
		assertEquals("2@24 2@23 4@13 3@8 4@6", Plays.side(start, 0));
		assertEquals(15, start.inPlay(0));
		assertEquals(194, start.pipCount(0));
		assertTrue(start.pipCount(0) > Position.start(Examples.game("backgammon"), 0).pipCount(0));
	}

	@Test
	void aceyDeuceyStartsWithNoPieceOnTheBoard() {
		// 003: Acey-deucey…开始时棋盘上没有棋子，必须在游戏时放入
		Position start = Position.start(Examples.game("backgammon.aceydeucey"), 0);
		assertEquals("waiting 15", Plays.side(start, 0));
		assertEquals("waiting 15", Plays.side(start, 1));
		assertEquals(15 * 25, start.pipCount(0), "every piece is still to enter: 25 pips out");
	}

	@Test
	void aceyDeuceyOneTwoPlaysTheOneAndTheTwoThenFourOfADouble() {
		// 003: 如果掷到1和2，可以任意走动两枚棋子 (the reading: the 1 and the 2, then four of a double the player picks).
		// Which doubles the player may pick is reported separately (suspected: only the largest survives).
		RuleSet acey = Examples.game("backgammon.aceydeucey");
		PlayList plays = new PlayGenerator(acey).generate(Position.start(acey, 0), 1, 2);
		assertTrue(plays.size() > 0);
		for (int i = 0; i < plays.size(); i++) {
			assertEquals(6, plays.diceUsed(i), plays.notation(i, 24));
			int[] pips = new int[plays.stepCount(i)];
			for (int k = 0; k < pips.length; k++) {
				pips[k] = plays.stepPips(i, k);
			}
			assertEquals(6, pips.length, plays.notation(i, 24));
			assertEquals(1, pips[0], plays.notation(i, 24));
			assertEquals(2, pips[1], plays.notation(i, 24));
			assertTrue(Arrays.stream(pips, 2, 6).allMatch(d -> d == pips[2]), plays.notation(i, 24));
		}
	}

	@Test
	void aceyDeuceyDoublesAndOneTwoEarnAnotherRoll() {
		// 003: 如果掷到两个相同的点数，移动棋子后可再掷一次 (and 1-2, the game's name)
		RuleSet acey = Examples.game("backgammon.aceydeucey");
		Game game = new Game(acey, new PlayGenerator(acey), new RandomPlayer(), new RandomPlayer(), 2, true);
		game.playOut(2000);
		assertTrue(game.over());
		List<Game.Turn> turns = game.turns();
		int again = 0;
		for (int i = 0; i + 1 < turns.size(); i++) {
			int[] r = turns.get(i).roll();
			boolean extra = r[0] == r[1] || r[0] + r[1] == 3;
			again += extra ? 1 : 0;
			int mover = turns.get(i).side();
			assertEquals(extra ? mover : 1 - mover, turns.get(i + 1).side(), "turn " + i + " " + Arrays.toString(r));
		}
		assertTrue(again > 0);
	}

	@Test
	void backgammonNeverGivesAnotherRoll() {
		RuleSet bg = Examples.game("backgammon");
		Game game = new Game(bg, new PlayGenerator(bg), new RandomPlayer(), new RandomPlayer(), 2, true);
		game.playOut(2000);
		List<Game.Turn> turns = game.turns();
		for (int i = 0; i + 1 < turns.size(); i++) {
			assertEquals(1 - turns.get(i).side(), turns.get(i + 1).side());
		}
	}
}
