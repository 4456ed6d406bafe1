package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Travel;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;
import org.rulebench.engine.testkit.Scripted;

/** 追い廻し (001): eleven pieces each, both sides clockwise; declared rolls (乞目) assumed 3-4 and 2-5. */
class OimawashiTest {
	private static final RuleSet OIMAWASHI = Examples.game("sugoroku.oimawashi");

	@Test
	void elevenPiecesOneToAPointBothSidesTheSameWayRound() {
		// 001 追い廻し: 駒は…11個使用し、最初に1個ずつ並べます。…双方とも時計回り
		assertEquals(Travel.SAME_DIRECTION, OIMAWASHI.board().travel());
		Position start = Position.start(OIMAWASHI, 0);
		assertEquals("1@24 1@23 1@22 1@21 1@20 1@19 1@18 1@17 1@16 1@15 1@14", Plays.side(start, 0));
		assertEquals(Plays.side(start, 0), Plays.side(start, 1));
	}

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "1-6", "6-1", "3-3", "6-6", "3-4" })
	void onOneSixADoubleOrTheDeclaredRollTheRearmostJumpsJustAheadOfTheLeader(String roll) {
		// 001: 1と6が出た時、ゾロ目が出た時、乞目が出た時は自分の一番後ろの駒を一気に自分の先頭のひとつ前に移動
		int[] dice = { roll.charAt(0) - '0', roll.charAt(2) - '0' };
		PlayList plays = Plays.generate(Position.start(OIMAWASHI, 0), dice);
		assertTrue(plays.isRunToFront());
		assertEquals(1, plays.size());
		assertEquals("24/13", plays.notation(0, 24));
	}

	@Test
	void eachSideHasItsOwnDeclaredRoll() {
		// 乞目 is declared by each player: white's 3-4 is not black's, whose is 2-5
		assertFalse(Plays.generate(Position.start(OIMAWASHI, 1), 3, 4).isRunToFront());
		assertTrue(Plays.generate(Position.start(OIMAWASHI, 1), 2, 5).isRunToFront());
		assertFalse(Plays.generate(Position.start(OIMAWASHI, 0), 2, 5).isRunToFront());
	}

	@Test
	void otherRollsArePlayedPieceByPiece() {
		PlayList plays = Plays.generate(Position.start(OIMAWASHI, 0), 2, 3);
		assertFalse(plays.isRunToFront());
		assertTrue(plays.size() > 1);
	}

	@Test
	void afterTheJumpTheSameSideRollsAgain() {
		// 001: 更にもう一度サイコロを振ることができます
		Game game = Scripted.oneTurn(OIMAWASHI, p -> {
			Position start = Position.start(OIMAWASHI, 0);
			p.copyFrom(start);
		}, Scripted.roll(1, 6), Scripted.first(), Scripted.first());
		assertEquals(0, game.position().sideToMove());
		assertEquals("1@23 1@22 1@21 1@20 1@19 1@18 1@17 1@16 1@15 1@14 1@13", Plays.side(game.position(), 0));
	}

	@Test
	void throughAWholeGameASideRollsAgainExactlyAfterAJump() {
		PlayGenerator g = new PlayGenerator(OIMAWASHI);
		Game game = new Game(OIMAWASHI, new PlayGenerator(OIMAWASHI), new RandomPlayer(), new RandomPlayer(), 5, true);
		game.playOut(2000);
		assertTrue(game.over());
		List<Game.Turn> turns = game.turns();
		Position before = Position.start(OIMAWASHI, turns.get(0).side());
		int jumps = 0;
		for (int i = 0; i + 1 < turns.size(); i++) {
			Game.Turn t = turns.get(i);
			before.setSideToMove(t.side());
			boolean jumped = g.generate(before, t.roll()).isRunToFront();
			jumps += jumped ? 1 : 0;
			assertEquals(jumped ? t.side() : 1 - t.side(), turns.get(i + 1).side(), "turn " + i + " " + t.play());
			before = t.after().copy();
		}
		assertTrue(jumps > 0, "the game saw at least one jump");
	}
}
