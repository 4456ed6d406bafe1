package org.rulebench.engine.players;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.ThrowRule;
import org.rulebench.engine.scoring.Throws;

/**
 * A run of higher doubles (Gul bara) as the players and the training look ahead at it: after a double of the run the
 * same side plays the next double, so a play is valued with its own side to move again, and the run ends as the game
 * ends it (the top face, or the first die that cannot be played where the rule says so). Before session 12 every
 * play was valued as if the opponent moved next, and the training played a run's first double only.
 */
class RunOfDoublesLookAheadTest {

	private static RuleSet run(ThrowRule.Effect effect) {
		return RuleSet.builder("run " + effect).throwRule(new ThrowRule(new Throws("run", false, true, new int[0][]), effect)).build();
	}

	@Test
	void afterADoubleOfTheRunTheSameSideMovesOn() {
		RuleSet rules = run(ThrowRule.Effect.HIGHER_DOUBLES_AFTER);
		Afterstates after = new Afterstates(new PlayGenerator(rules));
		Position start = Position.start(rules, 0);
		PlayList plays = after.generator().generate(start, 3, 3);
		Position scratch = start.copy();
		for (int i = 0; i < plays.size(); i++) {
			assertArrayEquals(new int[] { 4, 4 }, after.nextOfRun(start, plays, i));
			assertEquals(Afterstates.GOES_ON, after.apply(start, plays, i, scratch, false));
			assertEquals(0, scratch.sideToMove(), "the mover plays 4-4 next: " + plays.notation(i, 24));
		}
		plays = after.generator().generate(start, 6, 6);
		assertNull(after.nextOfRun(start, plays, 0), "6-6 ends the run");
		after.apply(start, plays, 0, scratch, false);
		assertEquals(1, scratch.sideToMove());
		plays = after.generator().generate(start, 6, 5);
		assertNull(after.nextOfRun(start, plays, 0), "no double, no run");
	}

	@Test
	void aRunThatEndsWhenStuckEndsAtTheFirstDieNotPlayed() {
		RuleSet stuck = run(ThrowRule.Effect.HIGHER_DOUBLES_UNTIL_STUCK);
		RuleSet onward = run(ThrowRule.Effect.HIGHER_DOUBLES_AFTER);
		for (RuleSet rules : new RuleSet[] { stuck, onward }) {
			// every piece on point 24, the 3s closed: 3-3 cannot be played at all
			Position p = Position.empty(rules, 0);
			p.add(0, 24, 15);
			p.add(1, 4, 2); // the first side's point 21
			p.add(1, 6, 13); // its point 19
			Afterstates after = new Afterstates(new PlayGenerator(rules));
			PlayList plays = after.generator().generate(p, 3, 3);
			assertEquals(1, plays.size());
			assertEquals(0, plays.stepCount(0));
			if (rules == stuck) {
				assertNull(after.nextOfRun(p, plays, 0), "stuck: the rest of the run is lost");
			} else {
				assertArrayEquals(new int[] { 4, 4 }, after.nextOfRun(p, plays, 0), "onward: 4-4 is played next");
			}
		}
	}

	@Test
	void theRunsRuleIsOneForTheGameAndTheLookAhead() {
		ThrowRule rule = new ThrowRule(new Throws("run", false, true, new int[0][]), ThrowRule.Effect.HIGHER_DOUBLES_UNTIL_STUCK);
		assertArrayEquals(new int[] { 5, 5 }, rule.nextOfRun(new int[] { 4, 4 }, 6, false));
		assertNull(rule.nextOfRun(new int[] { 4, 4 }, 6, true));
		assertNull(rule.nextOfRun(new int[] { 6, 6 }, 6, false));
		assertArrayEquals(new int[] { 5, 5 }, new ThrowRule(rule.on(), ThrowRule.Effect.HIGHER_DOUBLES_AFTER).nextOfRun(new int[] { 4, 4 }, 6, true));
		assertTrue(new ThrowRule(rule.on(), ThrowRule.Effect.ROLLS_AGAIN).nextOfRun(new int[] { 4, 4 }, 6, false) == null);
	}
}
