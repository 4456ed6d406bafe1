package org.rulebench.engine.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.play.Step;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.Board;
import org.rulebench.engine.rules.EndCondition;
import org.rulebench.engine.rules.FirstTurn;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.Layout;
import org.rulebench.engine.rules.Occupancy;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Travel;
import org.rulebench.engine.scoring.Quantity;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.testkit.Plays;

/**
 * The parts of a race game beyond its fixed dimensions, as the engine plays them: pieces held in place (Plakoto),
 * constraints on steps with guards over the roll and the turn so far (Nard's head rule), and on what a play leaves
 * (Nard's block of six). Side 1's point q stands on side 0's point 25−q in Plakoto.
 */
class PartsTest {
	private static final RuleSet PLAKOTO = Fixtures.backgammon().toBuilder("plakoto")
			.occupancy(new Occupancy(0, 2, HitRule.HOLD, false)).start(Layout.of(24, 24, 15))
			.ends(java.util.EnumSet.of(EndCondition.ALL_BORNE_OFF, EndCondition.NO_SIDE_CAN_MOVE)).build();

	/** Nard's head rule: one piece off point 24 a turn, two on a first 6-6, 4-4 or 3-3. */
	private static final Constraint HEAD = new Constraint("head", new Act.Move(24, 0), false,
			Amount.compare(Amount.movedOff(24), ">=", (p, s, t) -> 1),
			Guard.firstTurn().and(Guard.rollIs(new int[][] { { 6, 6 }, { 4, 4 }, { 3, 3 } }, false))
					.and(Amount.compare(Amount.movedOff(24), "<", (p, s, t) -> 2)));
	private static final Constraint BLOCK = new Constraint("block6", new Act.LeaveRun(6, false), false, null,
			Guard.opposingPastRun());
	private static final RuleSet NARD = Fixtures.backgammon().toBuilder("nard")
			.board(new Board(24, 6, Travel.SAME_DIRECTION, 12, false)).start(Layout.of(24, 24, 15))
			.occupancy(new Occupancy(0, 1, HitRule.NONE, false)).firstTurn(FirstTurn.COIN).constraint(HEAD)
			.constraint(BLOCK).build();

	@Test
	void aPieceLandedOnIsHeldUnderTheLandingPieceNotHit() {
		Position p = Position.empty(PLAKOTO, 0).place(0, 20, 1).place(0, 24, 14).place(1, 25 - 14, 1);
		List<Position> after = Plays.after(p, 6, 2);
		Position held = after.stream().filter(a -> a.count(0, 14) == 1).findFirst().orElseThrow();
		assertTrue(held.isHeld(1, 11), held.toString());
		assertEquals(1, held.count(1, 11), "the held piece stays on its point");
		assertEquals(0, held.onBar(1));
		assertEquals(1, Quantity.held(14, true).of(held, 0));
	}

	@Test
	void aHeldPieceCannotMoveAndItsPointIsTheHolders() {
		Position p = Position.empty(PLAKOTO, 0).place(0, 13, 1).place(0, 19, 1).place(1, 12, 1).place(1, 1, 14);
		p.hold(0, 13);
		assertEquals(Set.of("19/18 18/12"), Plays.notations(p, 6, 1));
	}

	@Test
	void theHoldersLastPieceLeavingFreesTheHeldPiece() {
		Position p = Position.empty(PLAKOTO, 0).place(0, 14, 2).place(1, 11, 1).place(1, 6, 14);
		p.hold(1, 11);
		for (Position a : Plays.after(p, 3, 2)) {
			assertEquals(a.count(0, 14) == 0 ? 0L : 1L << 11, a.held(1), a.toString());
		}
	}

	/** Every step applied and taken back leaves the position as it was, and the hash a step predicts is the hash it makes. */
	@Test
	void stepsOnHeldPiecesUndoExactly() {
		Position p = Position.empty(PLAKOTO, 0).place(0, 14, 1).place(0, 20, 2).place(1, 11, 1).place(1, 5, 1)
				.place(1, 6, 13);
		p.hold(1, 11);
		for (int a = 1; a <= 6; a++) {
			for (int b = a; b <= 6; b++) {
				PlayList plays = new PlayGenerator(PLAKOTO).generate(p, a, b);
				for (int i = 0; i < plays.size(); i++) {
					Position q = p.copy();
					int[] steps = new int[plays.stepCount(i)];
					for (int k = 0; k < steps.length; k++) {
						steps[k] = plays.step(i, k);
						long predicted = Step.hashAfter(q, 0, steps[k]);
						Step.apply(q, 0, steps[k]);
						assertEquals(predicted, q.hash(), plays.notation(i, 24));
					}
					for (int k = steps.length - 1; k >= 0; k--) {
						Step.undo(q, 0, steps[k]);
					}
					assertEquals(p, q, plays.notation(i, 24));
					assertEquals(p.hash(), q.hash());
				}
			}
		}
	}

	/** Both sides' last pieces held on their starting points: no side can move, a draw (Plakoto's two mothers). */
	@Test
	void plakotoGamesFinish() {
		for (long seed = 1; seed <= 50; seed++) {
			GameResult r = Game.play(PLAKOTO, seed, new RandomPlayer(), new RandomPlayer(), 5000);
			assertTrue(r.finished(), "game " + seed);
		}
	}

	@Test
	void theHeadRuleLetsOnePieceOffTheHeadExceptOnAFirstDouble() {
		Position start = Position.start(NARD, 0);
		assertEquals(Set.of("14@24 1@13"), Plays.results(start, 6, 5), "one piece plays the whole roll");
		assertEquals(Set.of("13@24 2@18"), Plays.results(start, 6, 6), "a first 6-6 takes two off the head");
		assertEquals(Set.of("13@24 2@16"), Plays.results(start, 4, 4), "a first 4-4 takes two off the head");
		assertEquals(Set.of("14@24 1@16"), Plays.results(start, 2, 2), "2-2 is no exception");
		Position later = start.copy();
		later.endTurn(0);
		assertEquals(Set.of("14@24 1@18"), Plays.results(later, 6, 6), "after the first turn a 6-6 takes one piece off");
	}

	@Test
	void aBlockOfSixIsRefusedUntilAnOpposingPieceIsPastIt() {
		Position p = Position.empty(NARD, 0).place(0, 23, 2).place(0, 22, 1).place(0, 21, 1).place(0, 20, 1)
				.place(0, 19, 1).place(0, 18, 1).place(1, 15, 1);
		assertFalse(Plays.results(p, 6, 1).contains("2@22 1@21 1@20 1@19 1@18 1@17"), Plays.results(p, 6, 1).toString());
		Position past = Position.empty(NARD, 0).place(0, 23, 2).place(0, 22, 1).place(0, 21, 1).place(0, 20, 1)
				.place(0, 19, 1).place(0, 18, 1).place(1, 3, 1);
		assertTrue(Plays.results(past, 6, 1).contains("2@22 1@21 1@20 1@19 1@18 1@17"), Plays.results(past, 6, 1).toString());
	}

	@Test
	void nardGamesFinish() {
		for (long seed = 1; seed <= 30; seed++) {
			GameResult r = Game.play(NARD, seed, new RandomPlayer(), new RandomPlayer(), 5000);
			assertTrue(r.finished() && r.kind() != WinKind.UNFINISHED, "game " + seed);
		}
	}

}
