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
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.ThrowRule;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.golden.Printed;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;
import org.rulebench.reading.tests.Written;
import org.rulebench.reading.validation.IssueCodes;

import com.google.inject.Inject;

/**
 * What a new user writing Gul bara, Russian backgammon and Tabula could not say at first, as the language says it
 * now: one piece holding a point, the opposite double after a double, and rolls of three dice in expectations.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class NewRaceWordsTest {
	@Inject
	private Written written;
	@Inject
	private ValidationTestHelper validation;

	private Reading parse(String more) {
		return written.parsedBase(more);
	}

	/** The base reading thrown with three dice. */
	private Reading threeDice(String more) {
		return written.parsed(Snippets.base(more).replace("2 dice of 6 faces", "3 dice of 6 faces"));
	}

	@Test
	void onePieceBlocksAPointInTheSingular() throws Exception {
		Reading singular = parse("rule block: 1 opposing piece blocks a point assumed");
		validation.assertNoErrors(singular);
		Reading part = parse("rule block: a side may not move a piece onto a point when opposing pieces on it >= 1 assumed");
		assertEquals(Printed.of(ReadingCompiler.compile(part, Choice.FIRST)), Printed.of(ReadingCompiler.compile(singular, Choice.FIRST)));
	}

	@Test
	void theOppositeDoubleIsPlayedAfterTheDouble() throws Exception {
		Reading r = parse("""
				rule complement: when a side throws a double, the side plays the opposite double after it assumed
				""");
		validation.assertNoErrors(r);
		RuleSet rules = ReadingCompiler.compile(r, Choice.FIRST);
		assertEquals(ThrowRule.Effect.OPPOSITE_DOUBLE_AFTER, rules.throwRules().get(0).effect());
		// from the start, 1-1 then 6-6: eight steps in every play that uses them all
		PlayList plays = new PlayGenerator(rules).generate(Position.start(rules, 0), 1, 1);
		assertTrue(plays.size() > 0);
		for (int i = 0; i < plays.size(); i++) {
			assertEquals(8, plays.diceUsed(i), plays.notation(i, 24));
			assertEquals(28, plays.pipsUsed(i), plays.notation(i, 24));
		}
	}

	@Test
	void theOppositeDoubleFollowsOnlyADouble() throws Exception {
		Reading r = parse("rule complement: when a side throws 6-5, the side plays the opposite double after it assumed");
		validation.assertError(r, ReadingPackage.eINSTANCE.getEffectClaim(), IssueCodes.PART_OUT_OF_PLACE,
				"the opposite double follows a double thrown");
	}

	@Test
	void theOppositeDoubleNeedsTwoDice() throws Exception {
		Reading r = threeDice("rule complement: when a side throws a double, the side plays the opposite double after it assumed");
		List<Issue> issues = validation.validate(r);
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.RULES_CLASH.equals(i.getCode())
				&& i.getMessage().contains("the opposite double after a double needs two dice")), issues.toString());
	}

	@Test
	void aRollOfThreeDiceIsWrittenWithThreeNumbers() throws Exception {
		Reading three = threeDice("""
				expect three: with the first side to move
					; the first side has 1 on point 24
					; the second side has 2 on point 6
					a roll of 1-2-3 can leave pieces on point 18 = 1
					assumed
				""");
		validation.assertNoErrors(three);
		Reading two = threeDice("""
				expect two: with the first side to move
					; the first side has 1 on point 24
					; the second side has 2 on point 6
					a roll of 1-2 can leave pieces on point 21 = 1
					assumed
				""");
		List<Issue> issues = validation.validate(two);
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.DICE_UNSATISFIABLE.equals(i.getCode())
				&& i.getMessage().contains("the reading throws 3 dice, so a roll names 3, not 2: 1-2")), issues.toString());
	}
}
