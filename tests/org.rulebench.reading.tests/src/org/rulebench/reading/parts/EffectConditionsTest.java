package org.rulebench.reading.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.parts.Act;
import org.rulebench.engine.parts.TurnSoFar;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleClash;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.ThrowRule;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;
import org.rulebench.reading.tests.Written;
import org.rulebench.reading.validation.IssueCodes;

import com.google.inject.Inject;

/**
 * Session 11's race parts, as a historian writes them: a condition on an effect (`when HAPPENING and CONDITION,
 * EFFECT`), a run of doubles after a double, the turns a side has played, and a move onto a range of points. Each
 * compiled, played and checked against what the rule says, read by hand.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class EffectConditionsTest {
	@Inject
	private Written written;
	@Inject
	private ValidationTestHelper validation;

	private Reading parse(String more) {
		return written.parsedBase(more);
	}

	private RuleSet compile(String more) {
		return written.base(more);
	}

	@Test
	void anotherRollOnlyWhileTheConditionHoldsAtTheStartOfTheTurn() throws Exception {
		RuleSet rules = compile("rule bonus: when a side plays a double and turns played < 4, the side rolls again assumed");
		assertTrue(rules.extraRolls().isEmpty(), "a conditioned extra roll is no fixed dimension");
		assertEquals(1, rules.throwRules().size());
		assertEquals(ThrowRule.Effect.ROLLS_AGAIN, rules.throwRules().get(0).effect());
		int again = 0;
		int doubles = 0;
		for (long seed = 1; seed <= 30; seed++) {
			Game game = new Game(rules, new PlayGenerator(rules), new RandomPlayer(), new RandomPlayer(), seed, true);
			GameResult result = game.playOut(3000);
			assertTrue(result.finished());
			List<Game.Turn> turns = game.turns();
			int[] played = new int[2];
			for (int i = 0; i + 1 < turns.size(); i++) {
				Game.Turn t = turns.get(i);
				boolean isDouble = t.roll()[0] == t.roll()[1];
				boolean expected = isDouble && played[t.side()] < 4;
				assertEquals(expected, turns.get(i + 1).side() == t.side(),
						"game " + seed + ", turn " + i + ": " + t.roll()[0] + "-" + t.roll()[1] + " after " + played[t.side()] + " turns");
				again += expected ? 1 : 0;
				doubles += isDouble ? 1 : 0;
				played[t.side()]++;
			}
		}
		assertTrue(again > 0 && doubles > again, "doubles both early (" + again + ") and later (" + doubles + ")");
	}

	@Test
	void aThrowsConditionMayReadTheRoll() throws Exception {
		RuleSet rules = compile("rule bonus: when a side plays a double and the roll is 6-6, the side rolls again assumed");
		Position p = Position.start(rules, 0);
		assertTrue(rules.rollsAgainByRule(new int[] { 6, 6 }, p, 0, TurnSoFar.atStart(new int[] { 6, 6 }, true)));
		assertFalse(rules.rollsAgainByRule(new int[] { 5, 5 }, p, 0, TurnSoFar.atStart(new int[] { 5, 5 }, true)));
	}

	@Test
	void chipsOnAThrowOnlyWhileTheConditionHolds() throws Exception {
		RuleSet rules = compile("rule early: when a side throws a double and turns played < 3, the side scores 1 chip assumed");
		for (long seed = 1; seed <= 30; seed++) {
			Game game = new Game(rules, new PlayGenerator(rules), new RandomPlayer(), new RandomPlayer(), seed, true);
			GameResult result = game.playOut(3000);
			int[] chips = new int[2];
			int[] played = new int[2];
			for (Game.Turn t : game.turns()) {
				if (t.roll()[0] == t.roll()[1] && played[t.side()] < 3 && !t.play().isEmpty()) {
					chips[t.side()]++;
				}
				played[t.side()]++;
			}
			assertEquals(chips[0], result.chips()[0], "game " + seed);
			assertEquals(chips[1], result.chips()[1], "game " + seed);
		}
	}

	@Test
	void chipsOnAStepReadTheStandingJustBeforeIt() throws Exception {
		RuleSet rules = compile("""
				rule first: when a piece is borne off and pieces borne off = 0, the side scores 1 chip assumed
				""");
		for (long seed = 1; seed <= 20; seed++) {
			GameResult result = Game.play(rules, seed, new RandomPlayer(), new RandomPlayer(), 3000);
			assertEquals(1, result.chips()[result.winner()], "only the first piece borne off scores: game " + seed);
		}
	}

	@Test
	void theOppositeDoubleAndTheRunAreOnePart() {
		assertEquals(List.of(6), List.of(ThrowRule.Effect.OPPOSITE_DOUBLE_AFTER.doublesAfter(1, 6)[0]));
		assertEquals("[4, 5, 6]", java.util.Arrays.toString(ThrowRule.Effect.HIGHER_DOUBLES_AFTER.doublesAfter(3, 6)));
		assertEquals(0, ThrowRule.Effect.HIGHER_DOUBLES_UNTIL_STUCK.doublesAfter(6, 6).length);
		assertEquals(0, ThrowRule.Effect.PLAYED_TWICE.doublesAfter(3, 6).length);
	}

	@Test
	void anExpectationMaySayHowManyTurnsEachSideHasPlayed() throws Exception {
		Reading r = parse("""
				rule late: a side may not move a piece off point 24 when turns played < 3 assumed
				expect early: with the first side to move
					; the first side has 2 on point 24, 13 on point 6
					; the second side has 15 on point 12
					a roll of 6-5 always leaves pieces on point 24 = 2
					assumed
				expect later: with the first side to move, after 3 turns
					; the first side has 2 on point 24, 13 on point 6
					; the second side has 15 on point 12
					a roll of 6-5 can leave pieces on point 24 = 0
					assumed
				""");
		validation.assertNoErrors(r);
	}

	@Test
	void aMoveOntoARangeOfPoints() throws Exception {
		RuleSet rules = compile("rule far: a side may not move a piece onto points 1 to 12 when pieces on point 24 > 0 assumed");
		assertEquals(new Act.Move(0, 1, false, 12), rules.constraints().get(0).act());
		PlayList plays = new PlayGenerator(rules).generate(Position.start(rules, 0), 6, 5);
		for (int i = 0; i < plays.size(); i++) {
			Position q = Position.start(rules, 0);
			plays.apply(q, i);
			int low = 0;
			for (int pt = 1; pt <= 12; pt++) {
				low += q.count(0, pt);
			}
			assertEquals(8, low, "no piece lands on points 1 to 12 (8 stood there): " + plays.notation(i, 24));
		}
		assertTrue(plays.size() > 0);
	}

	@Test
	void anEntryOntoARangeOfPoints() throws Exception {
		RuleSet rules = written.race(Snippets.base("""
				rule late: a side may not enter a piece onto points 19 to 21 when turns played < 2 assumed
				expect early: with the first side to move
					; the first side has 15 off the board
					; the second side has 15 on point 24
					a roll of 6-5 always leaves pieces not yet entered = 15
					a roll of 2-1 can leave pieces not yet entered = 13
					assumed
				expect later: with the first side to move, after 2 turns
					; the first side has 15 off the board
					; the second side has 15 on point 24
					a roll of 6-5 can leave pieces not yet entered = 13
					assumed
				""").replace("start: 2 on point 24, 5 on point 13, 3 on point 8, 5 on point 6", "start: 15 off the board"));
		assertEquals(new Act.Enter(Act.Source.ANY, false, 19, 21), rules.constraints().get(0).act());
		assertEquals(new Act.Enter(Act.Source.BAR, false, 1, 6),
				compile("rule home: a side may not enter a piece from the bar onto its home assumed").constraints().get(0).act());
	}

	@Test
	void homeZonesAreRangesOfTheSidesOwnNumbering() throws Exception {
		assertEquals(new Act.Move(0, 1, false, 6),
				compile("rule far: a side may not move a piece onto its home when pieces on point 24 > 0 assumed").constraints().get(0).act());
		assertEquals(new Act.Move(0, 19, false, 24),
				compile("rule far: a side may not move a piece onto the opposing home when pieces on point 24 > 0 assumed").constraints().get(0).act());
		RuleSet half = compile("""
				rule travel: sides move the same way round, the second 12 points ahead assumed
				rule far: a side may not move a piece onto the opposing home when pieces on point 24 > 0 assumed
				""");
		assertEquals(new Act.Move(0, 13, false, 18), half.constraints().get(0).act());
	}

	@Test
	void turnsPlayedIsACountOfTheStanding() throws Exception {
		RuleSet rules = compile("rule stop: a side ends the game when turns played >= 5 assumed");
		for (long seed = 1; seed <= 5; seed++) {
			GameResult r = Game.play(rules, seed, new RandomPlayer(), new RandomPlayer(), 3000);
			assertTrue(r.turns() >= 9 && r.turns() <= 10, "the first side to reach five turns ends it: " + r.turns());
		}
	}

	// ---- checks ----

	@Test
	void aFateUnderAConditionMeetsTheRulesClashes() throws Exception {
		// played since session 12 (ConditionedEffectsTest); a start on the board has no start to return a piece to
		List<org.eclipse.xtext.validation.Issue> issues = validation.validate(parse("""
				rule hit: when a piece lands on a lone opposing piece and opposing pieces borne off = 0, that piece is returned to its start assumed
				"""));
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.RULES_CLASH.equals(i.getCode())
				&& i.getMessage().contains("rule hit returns a piece to its start")), issues.toString());
	}

	@Test
	void theRollIsReadOnlyByWhatAThrowDoes() throws Exception {
		validation.assertError(parse("""
				rule first: when a piece is borne off and the roll is 6-6, the side scores 1 chip assumed
				"""), ReadingPackage.eINSTANCE.getRollIs(), IssueCodes.PART_OUT_OF_PLACE);
		validation.assertNoErrors(parse("rule bonus: when a side throws a double and the roll is 6-6, the side rolls again assumed"));
	}

	@Test
	void aLandingZoneIsOnTheBoard() throws Exception {
		validation.assertError(parse("rule far: a side may not move a piece onto points 13 to 30 assumed"),
				ReadingPackage.eINSTANCE.getPointRange(), IssueCodes.LANDING_ZONE);
		validation.assertError(parse("""
				rule travel: sides move the same way round, the second 5 points ahead assumed
				rule far: a side may not move a piece onto the opposing home assumed
				"""), ReadingPackage.eINSTANCE.getHomeZone(), IssueCodes.LANDING_ZONE);
	}

	@Test
	void aRunOfDoublesFollowsADouble() throws Exception {
		validation.assertError(parse("rule run: when a side throws 6-5, the side plays each higher double after it assumed"),
				ReadingPackage.eINSTANCE.getEffectClaim(), IssueCodes.PART_OUT_OF_PLACE);
	}

	@Test
	void aRunOfDoublesNeedsTwoDice() throws Exception {
		Reading r = parse("""
				rule dice: 3 dice of 6 faces assumed
				rule run: when a side throws a double, the side plays each higher double after it assumed
				""");
		RuleClash clash = null;
		try {
			ReadingCompiler.compile(r, Choice.FIRST);
		} catch (RuleClash c) {
			clash = c;
		} catch (RuntimeException other) {
			assertTrue(other.getMessage().contains("two dice"), other.getMessage());
			return;
		}
		assertFalse(clash == null, "three dice and a run of doubles clash");
		assertTrue(clash.getMessage().contains("two dice"), clash.getMessage());
	}
}
