package org.rulebench.reading.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.FeatureBasedDiagnostic;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.resource.ReadingText;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;
import org.rulebench.reading.validation.IssueCodes;
import org.rulebench.reading.validation.ReadingCompositeEValidator;

import com.google.inject.Inject;

/** Issue 25's bad input, from mutated readings: each is read as an editor would, or gets one message where it stands. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class BadInputTest {
	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;
	@Inject
	private com.google.inject.Provider<org.eclipse.xtext.validation.CompositeEValidator> composites;
	@Inject
	private com.google.inject.Provider<org.eclipse.xtext.resource.XtextResourceSet> sets;
	@Inject
	private org.eclipse.xtext.validation.IResourceValidator validator;

	private List<Issue> errors(String text) throws Exception {
		return validation.validate(parser.parse(text)).stream()
				.filter(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR).toList();
	}

	@Test
	void aByteOrderMarkIsReadAsEveryEditorReadsIt() throws Exception {
		assertEquals(List.of(), errors("\uFEFF" + Snippets.BASE));
	}

	@Test
	void oldMacLineEndingsAreLineEnds() throws Exception {
		String cr = Snippets.BASE.replace('\n', '\r');
		assertEquals(List.of(), errors(cr.replace("rule dice", "// a comment\rrule dice")));
		List<Issue> bad = errors(cr.replace("24 points", "24 pints"));
		assertEquals(1, bad.size(), bad.toString());
		assertEquals(3, bad.get(0).getLineNumber(), "lines counted at carriage returns");
	}

	@Test
	void aReadingWhoseNameDoesNotParseIsOneErrorNotAnException() throws Exception {
		List<Issue> e = errors("reading .#x extends y\ngame \"x\"\n");
		assertEquals(1, e.size(), e.toString());
		assertTrue(e.get(0).getMessage().startsWith("`.` does not fit here: after `reading` comes `NAME"), e.get(0).getMessage());
	}

	@Test
	void anExpectationOnAPointOffTheBoardIsOneErrorAtThePoint() throws Exception {
		List<Issue> e = errors(Snippets.BASE + """
				expect far: with the first side to move
					; the first side has 15 on point 30
					; the second side has 15 on point 1
					a roll of 6-5 allows 1 play
				""");
		assertEquals(1, e.size(), e.toString());
		assertEquals(IssueCodes.POINT_OUT_OF_RANGE, e.get(0).getCode(), e.toString());
		assertEquals("point 30 is not on the board: points run from 1 to 24", e.get(0).getMessage());
	}

	private static String event(String condition) {
		return Snippets.base("rule e: event x scores 1 chip each turn that ends with " + condition + "\n\tassumed");
	}

	@Test
	void tenThousandNestedParenthesesAreALimitNotAStackOverflow() throws Exception {
		Issue i = errors(event("(".repeat(10_000) + "pieces home > 1" + ")".repeat(10_000))).get(0);
		assertEquals(ReadingText.TOO_DEEP, i.getCode());
		assertEquals(Snippets.BASE.lines().count() + 1, (long) i.getLineNumber(), "the line of the rule");
		assertTrue(i.getMessage().startsWith("a condition nested more than 64 deep"), i.getMessage());
	}

	@Test
	void tenThousandNotsAreALimitNotAStackOverflow() throws Exception {
		List<Issue> e = errors(event("not ".repeat(10_000) + "pieces home > 1"));
		assertEquals(1, e.size(), e.toString());
		assertEquals(ReadingText.TOO_DEEP, e.get(0).getCode());
	}

	@Test
	void tenThousandOrsAreALimit() throws Exception {
		List<Issue> e = errors(event(String.join(" or ", java.util.Collections.nCopies(10_000, "pieces home > 1"))));
		assertEquals(1, e.size(), e.toString());
		assertTrue(e.get(0).getMessage().startsWith("more than 500 `and`s and `or`s in one rule"), e.get(0).getMessage());
	}

	@Test
	void aConditionAsDeepAsTheLimitIsStillRead() throws Exception {
		assertEquals(List.of(), errors(event("(".repeat(60) + "pieces home > 1" + ")".repeat(60))));
	}

	@Test
	void aReadingOfMoreThanAMillionCharactersIsRefusedAtItsStart() throws Exception {
		org.eclipse.emf.ecore.resource.Resource r = sets.get().createResource(org.eclipse.emf.common.util.URI.createURI("long.reading"));
		r.load(new org.eclipse.xtext.util.LazyStringInputStream(Snippets.BASE + "// " + "x".repeat(ReadingText.MAX_CHARACTERS) + "\n"),
				null);
		List<Issue> e = validator.validate(r, org.eclipse.xtext.validation.CheckMode.ALL, org.eclipse.xtext.util.CancelIndicator.NullImpl);
		assertEquals(1, e.size(), e.toString());
		assertEquals(ReadingText.TOO_LONG, e.get(0).getCode());
		assertEquals(1, e.get(0).getLineNumber());
	}

	@Test
	void aMessageQuotingATokenThatSpansLinesStaysOnOneLine() throws Exception {
		for (Issue i : errors("reading t.x \"a\nb\" game \"g\"\n")) {
			assertFalse(i.getMessage().contains("\n") || i.getMessage().contains("\r"), i.getMessage());
		}
	}

	/** A check that throws is reported on the part it checked, in words, with a code of the language. */
	@Test
	void aCheckThatThrowsIsReportedInWordsNotAsAnEClass() throws Exception {
		Reading r = parser.parse(Snippets.BASE);
		org.eclipse.xtext.validation.CompositeEValidator composite = composites.get();
		assertTrue(composite instanceof ReadingCompositeEValidator, "bound in the runtime module");
		composite.addValidator(new org.eclipse.emf.ecore.EValidator() {
			@Override
			public boolean validate(EObject o, org.eclipse.emf.common.util.DiagnosticChain d, java.util.Map<Object, Object> c) {
				throw new IllegalStateException("a broken check");
			}

			@Override
			public boolean validate(org.eclipse.emf.ecore.EClass k, EObject o, org.eclipse.emf.common.util.DiagnosticChain d,
					java.util.Map<Object, Object> c) {
				throw new IllegalStateException("a broken check");
			}

			@Override
			public boolean validate(org.eclipse.emf.ecore.EDataType t, Object v, org.eclipse.emf.common.util.DiagnosticChain d,
					java.util.Map<Object, Object> c) {
				return true;
			}
		});
		BasicDiagnostic chain = new BasicDiagnostic();
		composite.validate(r.eClass(), r, chain, new java.util.HashMap<>());
		Diagnostic d = chain.getChildren().get(0);
		FeatureBasedDiagnostic f = (FeatureBasedDiagnostic) d;
		assertEquals(IssueCodes.CHECK_FAILED, f.getIssueCode());
		assertTrue(d.getMessage().startsWith("this part of the reading could not be checked (IllegalStateException: a broken check)"),
				d.getMessage());
		assertEquals(r, f.getSourceEObject());
	}
}
