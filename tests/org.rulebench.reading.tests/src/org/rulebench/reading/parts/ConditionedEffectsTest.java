package org.rulebench.reading.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.EffectRule;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;
import org.rulebench.reading.tests.Written;
import org.rulebench.reading.validation.IssueCodes;

import com.google.inject.Inject;

/**
 * Conditions on the effects that were rules of every turn (session 12): the fate of a piece landed on, a piece moving
 * on from its own piece, the rearmost piece's jump. Each pinned on positions by the reading's own expectations (which
 * the check plays: a failing one is an error) and followed through played games.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class ConditionedEffectsTest {
	@Inject
	private Written written;
	@Inject
	private ValidationTestHelper validation;

	/** A lone piece on the first side's point 5 (the second side's 20) that a 3 from 8 or a 1 from 6 lands on. */
	private static final String BLOT = """
				; the first side has 1 on point 8, 14 on point 6
				; the second side has 1 on point 20, 14 on point 1
			""";

	@Test
	void aFateUnderAConditionAndTheReadingsFateOtherwise() {
		RuleSet rules = written.base("""
				rule early: when a piece lands on a lone opposing piece and turns played < 2, that piece is left where it is assumed
				expect first: with the first side to move
				%s	a roll of 3-1 always leaves opposing pieces on the bar = 0
					a roll of 3-1 can leave pieces on point 5 >= 1 and opposing pieces on the bar = 0
					assumed
				expect later: with the first side to move, after 2 turns
				%s	a roll of 3-1 can leave opposing pieces on the bar = 1
					assumed
				""".formatted(BLOT, BLOT));
		assertEquals(List.of(EffectRule.Effect.FATE), rules.effectRules().stream().map(EffectRule::effect).toList());
		assertEquals(HitRule.NONE, rules.effectRules().get(0).fate());
		assertEquals(HitRule.TO_BAR, rules.occupancy().hit(), "the reading's fate when the condition does not hold");
		// played: no hit while the mover has played fewer than two turns, hits after
		int later = 0;
		for (long seed = 1; seed <= 20; seed++) {
			Game game = new Game(rules, new PlayGenerator(rules), new RandomPlayer(), new RandomPlayer(), seed, true);
			game.playOut(3000);
			int[] played = new int[2];
			for (Game.Turn t : game.turns()) {
				boolean hit = t.play().contains("*");
				assertTrue(!hit || played[t.side()] >= 2, "game " + seed + ": a hit in turn " + played[t.side()] + " " + t.play());
				later += hit ? 1 : 0;
				played[t.side()]++;
			}
		}
		assertTrue(later > 0, "pieces are hit once the condition no longer holds");
	}

	@Test
	void hittingOnlyUnderACondition() {
		written.base("""
				rule hit: pieces are never hit assumed
				rule late: when a piece lands on a lone opposing piece and turns played >= 2, that piece is sent to the bar assumed
				expect first: with the first side to move
				%s	a roll of 3-1 always leaves opposing pieces on the bar = 0
					assumed
				expect later: with the first side to move, after 2 turns
				%s	a roll of 3-1 can leave opposing pieces on the bar = 1
					a roll of 3-1 can leave opposing pieces on the bar = 0
					assumed
				""".formatted(BLOT, BLOT));
	}

	@Test
	void aConditionReadJustBeforeTheStep() {
		// one hit a turn: the second landing on a lone piece in the same turn leaves it where it is
		written.base("""
				rule once: when a piece lands on a lone opposing piece and opposing pieces hit this turn >= 1, that piece is left where it is assumed
				expect once: with the first side to move
					; the first side has 1 on point 8, 1 on point 7, 13 on point 6
					; the second side has 1 on point 20, 1 on point 21, 13 on point 1
					a roll of 3-3 always leaves opposing pieces on the bar <= 1
					a roll of 3-3 can leave opposing pieces on the bar = 1
					assumed
				""");
	}

	@Test
	void aPieceMovesOnUnderACondition() {
		RuleSet rules = written.base("""
				rule crowd: when a piece lands on an own piece and pieces on it >= 2, it moves on to the next point if that point is empty assumed
				expect crowded: with the first side to move
					; the first side has 1 on point 9, 2 on point 6, 12 on point 20
					; the second side has 15 on point 1
					a roll of 3-1 always leaves pieces on point 6 <= 2
					a roll of 3-1 can leave pieces on point 5 = 1 and pieces on point 9 = 0 and pieces on point 20 = 11
					assumed
				expect single: with the first side to move
					; the first side has 1 on point 9, 1 on point 6, 13 on point 20
					; the second side has 15 on point 1
					a roll of 3-1 can leave pieces on point 6 = 2
					assumed
				""");
		assertEquals(EffectRule.Effect.MOVES_ON, rules.effectRules().get(0).effect());
		assertTrue(!rules.occupancy().skipOwn(), "moving on is no fixed dimension under a condition");
	}

	@Test
	void theRearmostPieceJumpsUnderACondition() {
		RuleSet rules = written.race(Snippets.CIRCUIT + """
				rule jump: when a side throws 1-6 and turns played >= 2, the rearmost piece jumps ahead of the leading one assumed
				expect early: with the first side to move
					; the first side has 1 on point 24, 1 on point 23, 1 on point 22, 1 on point 21, 1 on point 20, 1 on point 19
					; the second side has 1 on point 20, 1 on point 21
					a roll of 6-1 can leave pieces on point 24 = 1
					assumed
				expect later: with the first side to move, after 2 turns
					; the first side has 1 on point 24, 1 on point 23, 1 on point 22, 1 on point 21, 1 on point 20, 1 on point 19
					; the second side has 1 on point 20, 1 on point 21
					a roll of 6-1 allows 1 play
					a roll of 6-1 always leaves pieces on point 24 = 0 and pieces on point 18 = 1
					assumed
				""");
		assertTrue(rules.runToFront().enabled());
		assertEquals(EffectRule.Effect.JUMP, rules.effectRules().get(0).effect());
	}

	/** A source open on when pieces are hit: the readings of it as alternatives of one rule, with and without a condition. */
	@Test
	void aFateUnderAConditionIsAReadingOfTheHittingRule() {
		String text = Snippets.base("""
				rule hit: one of {
					always: when a piece lands on a lone opposing piece, that piece is sent to the bar assumed
					late: when a piece lands on a lone opposing piece and turns played < 2, that piece is left where it is assumed
				}
				""");
		assertTrue(written.race(text, "hit=always").effectRules().isEmpty());
		assertEquals(HitRule.NONE, written.race(text, "hit=late").effectRules().get(0).fate());
	}

	// ---- what stays out of reach: a check error naming the rule and what to write instead ----

	@Test
	void aHoldTakesNoCondition() {
		validation.assertError(written.parsedBase("""
				rule pin: when a piece lands on a lone opposing piece and turns played > 3, that piece is held in place assumed
				"""), ReadingPackage.eINSTANCE.getEffectClaim(), IssueCodes.EFFECT_CONDITION_NOT_PLAYED, "held in place");
	}

	@Test
	void aPieceOutOfTheGameCannotAllBeBorneOff() {
		List<Issue> issues = validation.validate(written.parsedBase("""
				rule out: when a piece lands on a lone opposing piece and turns played > 3, that piece is removed from the game assumed
				"""));
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.RULES_CLASH.equals(i.getCode())
				&& i.getMessage().contains("rule out removes a piece from the game")), issues.toString());
	}

	@Test
	void oneRuleMakesTheRearmostPieceJump() {
		validation.assertError(written.parsed(Snippets.CIRCUIT + """
				rule jump: when a side throws 1-6 and turns played >= 2, the rearmost piece jumps ahead of the leading one assumed
				rule jump2: when a side throws 2-5, the rearmost piece jumps ahead of the leading one assumed
				"""), ReadingPackage.eINSTANCE.getEffectClaim(), IssueCodes.EFFECT_CONDITION_NOT_PLAYED, "one rule");
	}

	@Test
	void aCapturedPiecesFateTakesNoCondition() {
		validation.assertError(written.parsedBase("""
				rule again: when the rearmost piece jumps ahead of the leading one and turns played > 3, the side rolls again assumed
				"""), ReadingPackage.eINSTANCE.getEffectClaim(), IssueCodes.EFFECT_CONDITION_NOT_PLAYED, "holds every turn");
	}
}
