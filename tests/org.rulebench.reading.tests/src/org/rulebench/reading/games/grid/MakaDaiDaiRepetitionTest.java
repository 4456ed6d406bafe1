package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.game.GridEnd;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.play.Repetitions;
import org.rulebench.engine.grid.rules.Pressure;
import org.rulebench.engine.grid.rules.Repetition;
import org.rulebench.engine.grid.search.SearchGridPlayer;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.ScriptedGridPlayer;

/**
 * Seed 002, article 141 (千日手): the side that gives check or threatens a capture at every move must change its move
 * (掛けた方…から、変えなければならない); an ordinary repetition is a draw, here at the fourth time. Each position has the
 * first side's 飛車 going a19-a18-a19 and the second side's piece j18-j19-j18 in answer, so a position comes back every
 * four plies and is met the fourth time at ply 12.
 */
class MakaDaiDaiRepetitionTest {
	private static final CompiledRules MAKA = CompiledRules.of(MakaDaiDaiTest.RULES);
	private static final String[] ROOK = { "a19a18", "a18a19" };
	private static final String[] ANSWER = { "j18j19", "j19j18" };

	private static GridGame game(CompiledRules rules, String... pieces) {
		GridPosition from = MakaDaiDaiTest.position(rules, pieces);
		return new GridGame(rules, from, new ScriptedGridPlayer(ROOK), new ScriptedGridPlayer(ANSWER), 1, true);
	}

	private static List<String> legal(GridGame game) {
		return Arrays.stream(game.legalMoves()).mapToObj(m -> Move.name(m, MAKA)).toList();
	}

	@Test
	void aSideCheckingAtEveryMoveMayNotMeetThePositionTheFourthTime() {
		// the 飛車 checks the 玉将 on j18 from a18, and on j19 from a19
		GridGame game = game(MAKA, "A19=飛車", "S1=玉将", "j18=玉将");
		long start = game.position().key();
		for (int ply = 0; ply < 12; ply++) {
			game.move();
		}
		assertEquals(start, game.position().key(), "the start met the fourth time");
		assertFalse(game.over(), "met so by the side checked: the checking side must deviate, no draw");
		List<String> moves = legal(game);
		assertFalse(moves.contains("a19a18"), "the check that would meet its position the fourth time is refused: " + moves);
		assertTrue(moves.contains("a19a17") && moves.contains("s1s2"), "every other move stays legal");
	}

	@Test
	void aSideThreateningACaptureAtEveryMoveMustDeviateToo() {
		// the 飛車 attacks the 金将 on j18 from a18, and on j19 from a19; the 玉将 on j10 is never attacked
		GridGame game = game(MAKA, "A19=飛車", "S1=玉将", "j18=金将", "j10=玉将");
		for (int ply = 0; ply < 12; ply++) {
			game.move();
		}
		assertFalse(game.over());
		assertFalse(legal(game).contains("a19a18"), "駒取り: the threat that would meet its position the fourth time is refused");
	}

	@Test
	void whereOnlyCheckPressesTheSameChaseIsAnOrdinaryRepetition() {
		CompiledRules checkOnly = CompiledRules.of(MakaDaiDaiTest.RULES
				.withRepetition(new Repetition(4, false, new Pressure(List.of("玉将"), false))));
		GridResult r = game(checkOnly, "A19=飛車", "S1=玉将", "j18=金将", "j10=玉将").playOut(100);
		assertEquals(new GridResult(-1, GridEnd.REPETITION, 12), r);
	}

	@Test
	void anOrdinaryRepetitionIsDrawnTheFourthTime() {
		// 金将 on b18 and b19 close the ranks: the 飛車 on the a-file and the 金将 on the j-file attack nothing
		GridResult r = game(MAKA, "A19=飛車", "B18=金将", "B19=金将", "S1=玉将", "j18=金将", "s10=玉将").playOut(100);
		assertEquals(new GridResult(-1, GridEnd.REPETITION, 12), r);
	}

	@Test
	void onlyTheKingChecksWhereTheReadingSaysSo() {
		// 王手 of 玉将 alone: checking a 王子 at every move is no pressing, the repetition is drawn
		CompiledRules kingOnly = CompiledRules.of(MakaDaiDaiTest.RULES
				.withRepetition(new Repetition(4, false, new Pressure(List.of("玉将"), false))));
		assertEquals(new GridResult(-1, GridEnd.REPETITION, 12),
				game(kingOnly, "A19=飛車", "S1=玉将", "j18=王子").playOut(100));
		assertFalse(game(MAKA, "A19=飛車", "S1=玉将", "j18=王子").playOut(12).finished(),
				"with 自在王 and 王子 royal too, the check of a 王子 presses");
	}

	@Test
	void perftAndTheMoveListLeaveTheRefusedMoveOut() {
		GridPosition p = MakaDaiDaiTest.position(MAKA, "A19=飛車", "S1=玉将", "j18=玉将");
		Repetitions history = Repetitions.of(p);
		for (int ply = 0; ply < 12; ply++) {
			String wanted = (ply % 2 == 0 ? ROOK : ANSWER)[ply / 2 % 2];
			int m = Arrays.stream(p.legalMoves()).filter(x -> Move.name(x, MAKA).equals(wanted)).findFirst().orElseThrow();
			p.make(m);
			history.made(m);
		}
		long all = new Perft(p.copy(), 1).count(1);
		assertEquals(all - 1, new Perft(p, 1, history).count(1), "perft below the game leaves out the refused check");
		assertEquals(all - 1, new Perft(p, 2, history).divide(1).size());
		assertEquals(12, p.depth(), "the history is replayed and the position left where it was");
	}

	/**
	 * The search player keeps the first side's 飛車 going a19-a18-a19 by itself: each of its other moves takes a guarded
	 * 歩兵 and loses the 飛車, and its 玉将 on s19 is walled in by its own 歩兵. So it presses (its 飛車 attacks a 歩兵 from
	 * either point) at every move, and the game must refuse the move that would meet a position the fourth time: only
	 * that refusal makes it deviate, to a losing capture.
	 */
	@Test
	void theSearchPlayerDeviates() {
		GridPosition from = MakaDaiDaiTest.position(MAKA, "A19=飛車", "S19=玉将", "R19=歩兵", "R18=歩兵", "S18=歩兵", "b19=歩兵",
				"b18=歩兵", "a17=歩兵", "c19=金将", "b17=金将", "j10=玉将");
		GridGame game = new GridGame(MAKA, from, new SearchGridPlayer(2_000), new ScriptedGridPlayer("j10j11", "j11j10"), 1, true);
		for (int ply = 0; ply < 12; ply++) {
			game.move();
		}
		List<String> played = game.moveNames();
		assertEquals(List.of("a19a18", "a18a19"), List.of(played.get(0), played.get(2)), "the search player's own cycle: " + played);
		assertEquals(game.position().key(), MakaDaiDaiTest.position(MAKA, "A19=飛車", "S19=玉将", "R19=歩兵", "R18=歩兵", "S18=歩兵",
				"b19=歩兵", "b18=歩兵", "a17=歩兵", "c19=金将", "b17=金将", "j10=玉将").key(), "the start met the fourth time: " + played);
		assertTrue(Arrays.stream(game.position().legalMoves()).anyMatch(m -> Move.name(m, MAKA).equals("a19a18")),
				"the position itself allows the 飛車's move");
		game.move();
		String deviation = game.moveNames().get(12);
		assertFalse(deviation.equals("a19a18"), "article 141: the pressing side must deviate");
		assertTrue(deviation.startsWith("a19a17") || deviation.startsWith("a19b19"), "its only other moves take a guarded 歩兵: " + deviation);
		assertEquals(13, game.position().depth(), "the search leaves the game's position as it was");
	}

	@Test
	void otherGridRulesKeepTheirRepetition() {
		assertEquals(new Repetition(3, true), Examples.grid("xiangqi.standard").repetition(), "perpetual check loses in xiangqi");
		assertEquals(new Repetition(3, false), Examples.grid("makruk.standard").repetition());
		assertEquals(null, Repetitions.of(GridPosition.start(CompiledRules.of(Examples.grid("xiangqi.standard")))),
				"no history kept for them");
	}

}
