package org.rulebench.engine.grid.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.engine.grid.play.GridFixtures.JANGGI;
import static org.rulebench.engine.testkit.GridMoves.move;
import static org.rulebench.engine.testkit.GridMoves.moves;
import static org.rulebench.engine.testkit.GridMoves.position;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.game.GridEnd;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridPlayer;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.rules.Passing;

/** Janggi's rules as data: the pass and its ends, the cannon's relations to cannons, the generals facing (빅장). */
class PassingAndRelationsTest {

	@Test
	void aSideMayPassButNotInCheckAndTwoPassesEndTheGame() {
		GridPosition p = position(JANGGI, JANGGI.startFen());
		assertTrue(moves(p).contains("e2e2"), "the pass is the general onto its own point");
		p.make(move(p, "e2e2"));
		assertFalse(p.endedByPassing());
		p.make(move(p, "e9e9"));
		assertTrue(p.endedByPassing());
		assertEquals(0, new Perft(p, 1).count(1), "no moves where passing ended the game");
		// in check a pass would leave the general attacked
		GridPosition check = position(JANGGI, "4k4/9/9/9/9/9/9/9/9/3KR4 b - - 0 1");
		assertFalse(moves(check).contains("e10e10"), moves(check).toString());
	}

	@Test
	void aCannonNeitherJumpsOverNorTakesACannonAndGivesNoCheckOverOne() {
		assertTrue(moves(position(JANGGI, "4k4/9/9/4p4/9/4P4/9/9/4C4/3K5 w - - 0 1")).containsAll(java.util.List.of("e2e6", "e2e7")));
		assertFalse(moves(position(JANGGI, "4k4/9/9/4c4/9/4P4/9/9/4C4/3K5 w - - 0 1")).contains("e2e7"), "takes no cannon");
		assertFalse(moves(position(JANGGI, "4k4/9/9/4p4/9/4C4/9/9/4C4/3K5 w - - 0 1")).contains("e2e6"), "jumps over no cannon");
		// the black general behind a cannon screen is not in check from a cannon
		GridPosition p = position(JANGGI, "4k4/9/9/4c4/9/9/9/9/4C4/3K5 b - - 0 1");
		assertFalse(p.inCheck(1));
		assertTrue(position(JANGGI, "4k4/9/9/4p4/9/9/9/9/4C4/3K5 b - - 0 1").inCheck(1));
	}

	@Test
	void generalsFacingMustPartOrThePassEndsTheGame() {
		GridPosition p = position(JANGGI, "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
		assertEquals(java.util.Set.of("e1d1", "e1f1", "e1e1"), moves(p));
		GridGame game = new GridGame(CompiledRules.of(JANGGI), p, new Named("e1e1"), new Named("e10d10"), 1, false);
		GridResult r = game.playOut(10);
		assertEquals(new GridResult(-1, GridEnd.PASSES, 1), r, "a pass while the generals face each other ends the game: a draw");
	}

	@Test
	void aGameEndedByPassingOnPointsGoesToTheSideAhead() {
		java.util.Map<String, Integer> values = java.util.Map.of("chariot", 13, "cannon", 7, "horse", 5, "elephant", 3, "guard", 3,
				"soldier", 2);
		var rules = JANGGI.withPassing(new Passing(Passing.End.POINTS, Passing.End.POINTS, new Passing.Points(values, 1.5)));
		// a soldier between the generals: they do not face each other
		GridPosition p = position(rules, "4k4/9/9/9/9/4p4/9/9/4K4/R8 w - - 0 1");
		GridGame game = new GridGame(CompiledRules.of(rules), p, new Named("e2e2"), new Named("e10e10"), 1, false);
		assertEquals(new GridResult(0, GridEnd.PASSES, 2), game.playOut(10), "13 against 2 and 1.5");
		assertEquals(1, position(rules, "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1").aheadOnPoints(), "bare generals: the second side's 1.5");
	}

	/** Plays the move of this name when legal, else the first. */
	private record Named(String name) implements GridPlayer {
		@Override
		public int choose(GridPosition position, int[] moves, int count, org.rulebench.engine.game.Rng rng) {
			for (int i = 0; i < count; i++) {
				if (Move.name(moves[i], position.compiled()).equals(name)) {
					return i;
				}
			}
			return 0;
		}
	}
}
