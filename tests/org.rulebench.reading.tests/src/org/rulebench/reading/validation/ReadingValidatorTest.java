package org.rulebench.reading.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;

import com.google.inject.Inject;

/** One specification per check: parse a snippet, assert the diagnostic and its code. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class ReadingValidatorTest {
	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private Reading parse(String text) throws Exception {
		return parser.parse(text);
	}

	private List<Issue> issues(String text) throws Exception {
		return validation.validate(parse(text));
	}

	private void assertOnly(String code, Severity severity, String text) throws Exception {
		List<Issue> issues = issues(text);
		assertTrue(issues.stream().anyMatch(i -> code.equals(i.getCode()) && i.getSeverity() == severity), issues.toString());
		assertTrue(issues.stream().allMatch(i -> code.equals(i.getCode())), issues.toString());
	}

	@Test
	void aCompleteReadingHasNoIssues() throws Exception {
		validation.assertNoIssues(parse(Snippets.BASE));
	}

	@Test
	void twoReadingsOfOneNameAreAnErrorNamingBothFiles() throws Exception {
		Reading a = parse(Snippets.BASE);
		Reading b = parser.parse(Snippets.BASE, a.eResource().getResourceSet());
		List<Issue> issues = validation.validate(a);
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.DUPLICATE_READING.equals(i.getCode())
				&& i.getMessage().startsWith("two readings named t.base: ")
				&& i.getMessage().contains(a.eResource().getURI().toString()) && i.getMessage().contains(b.eResource().getURI().toString())),
				issues.toString());
	}

	@Test
	void aReadingThatExtendsItselfIsACycle() throws Exception {
		Reading a = parse("reading t.alpha extends t.beta game \"a\"");
		ResourceSet set = a.eResource().getResourceSet();
		parser.parse("reading t.beta extends t.alpha game \"b\"", set);
		List<Issue> issues = validation.validate(a);
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.EXTENSION_CYCLE.equals(i.getCode())
				&& i.getMessage().contains("t.alpha extends t.beta extends t.alpha")), issues.toString());
	}

	@Test
	void aBaseWhoseOwnBaseIsMissingSaysWhichLinkOfTheChainIsBroken() throws Exception {
		Reading a = parse("reading t.alpha extends t.beta game \"a\"");
		parser.parse("reading t.beta extends t.gamma game \"b\"", a.eResource().getResourceSet());
		List<Issue> issues = validation.validate(a);
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.MISSING_BASE.equals(i.getCode()) && i.getLineNumber() == 1
				&& i.getMessage().contains("t.beta extends t.gamma, which no reading of the workspace is named")), issues.toString());
	}

	@Test
	void ruleNamesAreUnique() throws Exception {
		assertOnly(IssueCodes.DUPLICATE_RULE, Severity.ERROR, Snippets.base("rule board: the board has 24 points assumed"));
	}

	@Test
	void twoRulesAboutOneThingClash() throws Exception {
		assertOnly(IssueCodes.DIMENSION_TWICE, Severity.ERROR, Snippets.base("rule dice2: 3 dice assumed"));
	}

	@Test
	void alternativesAreReadingsOfOneRule() throws Exception {
		assertOnly(IssueCodes.ALTERNATIVES_DIFFER, Severity.ERROR, Snippets.base("""
				rule hit: one of {
					bar: a lone piece landed on is sent to the bar assumed
					limit: at most 5 pieces on a point assumed
				}"""));
	}

	@Test
	void anOverrideThatChangesNothingIsWarned() throws Exception {
		Reading base = parse(Snippets.BASE);
		Reading child = parser.parse("""
				reading t.child extends t.base
				game "child"
				rule dice: 2 dice of 6 faces
					assumed
				""", base.eResource().getResourceSet());
		validation.assertWarning(child, ReadingPackage.eINSTANCE.getRule(), IssueCodes.OVERRIDE_WITHOUT_EFFECT);
	}

	@Test
	void anExtensionStatesOnlyWhatItChanges() throws Exception {
		Reading base = parse(Snippets.BASE);
		Reading child = parser.parse("""
				reading t.hyper extends t.base
				game "hypergammon"
				rule pieces: each side has 3 pieces
					assumed
				rule start: start: 1 on point 24, 1 on point 23, 1 on point 22
					assumed
				""", base.eResource().getResourceSet());
		validation.assertNoIssues(child);
	}

	@Test
	void pointsMustBeOnTheBoard() throws Exception {
		List<Issue> issues = issues(Snippets.BASE.replace("3 on point 8", "3 on rear 7"));
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.POINT_OUT_OF_RANGE.equals(i.getCode())
				&& i.getMessage().equals("rear 7 is not on the board: rear points run from 1 to 6")), issues.toString());
	}

	@Test
	void aRuleWithoutCitationOrLabelIsWarnedUnlessTheReadingAllowsIt() throws Exception {
		assertOnly(IssueCodes.MISSING_CITATION, Severity.WARNING, Snippets.base("rule cube: the doubling cube is used"));
		validation.assertNoIssues(parse(Snippets.BASE.replace("game \"test\"", "game \"test\" rules may go uncited")
				+ "rule cube: the doubling cube is used\n"));
	}

	@Test
	void aReadingMustSayWhatCannotBeAssumed() throws Exception {
		assertOnly(IssueCodes.MISSING_DIMENSION, Severity.ERROR, "reading t.x game \"x\" rule dice: 2 dice assumed");
	}

	@Test
	void theStartMustFitThePointLimitAndThePieces() throws Exception {
		List<Issue> over = issues(Snippets.base("rule limit: at most 4 pieces on a point assumed"));
		assertTrue(over.stream().anyMatch(i -> IssueCodes.LAYOUT_OVER_LIMIT.equals(i.getCode())), over.toString());
		List<Issue> total = issues(Snippets.BASE.replace("5 on point 6", "4 on point 6"));
		assertTrue(total.stream().anyMatch(i -> IssueCodes.LAYOUT_TOTAL.equals(i.getCode())
				&& i.getMessage().equals("the start places 14 pieces, but each side has 15")), total.toString());
	}

	@Test
	void diceRulesTheDiceCannotSatisfy() throws Exception {
		List<Issue> issues = issues(Snippets.BASE.replace("2 dice of 6 faces", "1 dice of 6 faces")
				+ "rule sums: dice may be summed into one jump assumed\n");
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.DICE_UNSATISFIABLE.equals(i.getCode())), issues.toString());
	}

	@Test
	void anEndThatCanNeverHold() throws Exception {
		List<Issue> issues = issues(Snippets.base("rule bearOff: pieces are never borne off assumed"));
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.END_NEVER_HOLDS.equals(i.getCode())
				&& i.getMessage().contains("pieces are never borne off")), issues.toString());
	}

	@Test
	void aConditionThatCanNeverHold() throws Exception {
		assertOnly(IssueCodes.CONDITION_NEVER_HOLDS, Severity.WARNING,
				Snippets.base("rule sevenPairs: event 七梁 scores +1 chip each turn that ends with all pieces in 8 pairs assumed"));
	}

	@Test
	void rulesTheEngineRefusesTogetherAreNamed() throws Exception {
		List<Issue> issues = issues(Snippets.BASE.replace("each side has 15 pieces", "each side has 14 pieces")
				.replace("2 on point 24, 5 on point 13, 3 on point 8, 5 on point 6", "2 on point 24, 2 on point 13, 2 on point 12, 2 on point 11, 2 on point 10, 2 on point 9, 2 on point 8")
				+ "rule limit: at most 2 pieces on a point assumed\n");
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.RULES_CLASH.equals(i.getCode())
				&& i.getMessage().contains("14 pieces with at most 2 per point can never all stand on 6 home points")), issues.toString());
	}

	@Test
	void anUnknownEventIsALinkingError() throws Exception {
		List<Issue> issues = issues(Snippets.base("rule x: event X scores +1 chip when Y scored comes about assumed"));
		assertEquals(1, issues.size(), issues.toString());
		assertTrue(issues.get(0).getMessage().contains("Y"), issues.toString());
	}
}
