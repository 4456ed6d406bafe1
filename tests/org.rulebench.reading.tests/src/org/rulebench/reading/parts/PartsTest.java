package org.rulebench.reading.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.parts.Act;
import org.rulebench.engine.parts.Constraint;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;
import org.rulebench.reading.validation.IssueCodes;

import com.google.inject.Inject;

/**
 * The parts of the race language, each as a historian writes it: a constraint, an effect, the conditions they read,
 * and the expectations of plays that pin them; what each compiles to, and what is said where a part is out of place.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class PartsTest {
	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private Reading clean(String more) throws Exception {
		Reading r = parser.parse(Snippets.base(more));
		validation.assertNoErrors(r);
		return r;
	}

	@Test
	void aConstraintOnAStepCompilesToTheEngineConstraint() throws Exception {
		RuleSet rules = ReadingCompiler.compile(clean("""
				rule head: a side may not move a piece off point 24 when pieces moved off point 24 this turn >= 1
					unless it is the first turn of the side and the roll is 6-6, 4-4 or 3-3 assumed
				"""), Choice.FIRST);
		assertEquals(1, rules.constraints().size());
		Constraint c = rules.constraints().get(0);
		assertEquals("head", c.rule());
		assertEquals(new Act.Move(24, 0), c.act());
	}

	@Test
	void aHeldPieceIsAFateOfTheEffectOfLandingOnALonePiece() throws Exception {
		RuleSet rules = ReadingCompiler.compile(clean("""
				rule pinning: when a piece lands on a lone opposing piece, that piece is held in place assumed
				"""), Choice.FIRST);
		assertEquals(HitRule.HOLD, rules.occupancy().hit());
		RuleSet shorthand = ReadingCompiler.compile(clean("""
				rule pinning: a lone piece landed on is held in place assumed
				"""), Choice.FIRST);
		assertEquals(HitRule.HOLD, shorthand.occupancy().hit());
	}

	@Test
	void expectationsOfPlaysHoldOrSayWhatTheEngineFinds() throws Exception {
		String expect = """
				rule pinning: when a piece lands on a lone opposing piece, that piece is held in place assumed
				expect stays: with the first side to move
					; the first side has 1 held on point 13, 1 on point 19
					; the second side has 1 on point 12, 14 on point 1
					a roll of 6-1 allows 1 play
					a roll of 6-1 allows the play "18/12 19/18"
					a roll of 6-1 does not allow the play "13/7 19/18"
					a roll of 6-1 always leaves pieces held = 1
				""";
		clean(expect);
		List<Issue> issues = validation.validate(parser.parse(Snippets.base(expect.replace("allows 1 play", "allows 2 plays"))));
		assertTrue(issues.size() == 1 && IssueCodes.EXPECTATION_FAILS.equals(issues.get(0).getCode())
				&& issues.get(0).getMessage().contains("the roll allows 1 play: 19/18 18/12"), issues.toString());
	}

	@Test
	void aHeldPieceNeedsTheRuleThatHoldsIt() throws Exception {
		List<Issue> issues = validation.validate(parser.parse(Snippets.base("""
				expect stays: with the first side to move
					; the first side has 1 held on point 13
					; the second side has 1 on point 12
					a roll of 6-1 allows 1 play
				""")));
		assertTrue(issues.stream().anyMatch(i -> i.getMessage().contains("held only under a rule that holds")), issues.toString());
	}

	@Test
	void theRollIsReadOnlyInAConstraintOrAnExpectationOfPlays() throws Exception {
		List<Issue> issues = validation.validate(parser.parse(Snippets.base("""
				rule sixes: event sixes is counted each turn that ends with the roll is 6-6 assumed
				""")));
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.PART_OUT_OF_PLACE.equals(i.getCode())), issues.toString());
	}

	@Test
	void itIsThePointAMoveLandsOn() throws Exception {
		List<Issue> issues = validation.validate(parser.parse(Snippets.base("""
				rule odd: a side may not bear off a piece when opposing pieces on it > 0 assumed
				""")));
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.PART_OUT_OF_PLACE.equals(i.getCode())
				&& i.getMessage().contains("the point a piece lands on")), issues.toString());
	}

	/** A constraint of the shape the shorthand library defines blocking by takes the engine's fast path. */
	@Test
	void aBlockingRuleWrittenAsAConstraintPlaysAsTheBlockingClaim() throws Exception {
		RuleSet rules = ReadingCompiler.compile(clean("""
				rule block: a side may not move a piece onto a point when opposing pieces on it >= 3 assumed
				"""), Choice.FIRST);
		assertEquals(List.of(), rules.constraints());
		assertEquals(3, rules.occupancy().blockAt());
		RuleSet guarded = ReadingCompiler.compile(clean("""
				rule block: a side may not move a piece onto a point when opposing pieces on it >= 3 unless the roll is a double
					assumed
				"""), Choice.FIRST);
		assertEquals(new Act.Move(0, -1), guarded.constraints().get(0).act());
		assertEquals(2, guarded.occupancy().blockAt(), "the default blocking stays");
	}

	@Test
	void anotherRollIsTheEffectOfPlayingADouble() throws Exception {
		RuleSet rules = ReadingCompiler.compile(clean("""
				rule again: when a side plays a double, the side rolls again assumed
				"""), Choice.FIRST);
		assertEquals(java.util.Set.of(org.rulebench.engine.rules.ExtraRoll.DOUBLES), rules.extraRolls());
		List<Issue> issues = validation.validate(parser.parse(Snippets.base("""
				rule again: when a side plays a double, that piece is held in place assumed
				""")));
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.PART_OUT_OF_PLACE.equals(i.getCode())), issues.toString());
	}

	@Test
	void plakotoAndNardCheckClean() {
		for (String name : List.of("plakoto", "nard")) {
			List<Issue> issues = validation.validate(Examples.reading(name));
			assertTrue(issues.isEmpty(), name + ": " + issues);
		}
	}
}
