package org.rulebench.reading.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Diagnostic;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextSyntaxDiagnostic;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Rule;

import com.google.inject.Inject;

@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class ReadingParsingTest {

	@Inject
	private ParseHelper<Reading> parseHelper;

	@Inject
	private ValidationTestHelper validationHelper;

	@Test
	void parsesAReadingWithOneRule() throws Exception {
		Reading reading = parseHelper.parse("reading a.b game \"x\" rule r: \"y\"");

		assertNotNull(reading);
		validationHelper.assertNoErrors(reading);
		assertEquals("a.b", reading.getName());
		assertEquals("x", reading.getGame());
		assertEquals(1, reading.getRules().size());
		Rule rule = reading.getRules().get(0);
		assertEquals("r", rule.getName());
		assertEquals("y", rule.getText());
	}

	@Test
	void reportsASyntaxError() throws Exception {
		// the game's name is missing: 'rule' comes where a string is expected
		Reading reading = parseHelper.parse("reading a.b game rule r: \"y\"");

		assertNotNull(reading);
		List<Resource.Diagnostic> errors = reading.eResource().getErrors();
		assertFalse(errors.isEmpty(), "a syntax error");
		XtextSyntaxDiagnostic error = assertInstanceOf(XtextSyntaxDiagnostic.class, errors.get(0));
		assertEquals(1, error.getLine());
		assertTrue(error.getMessage().contains("'rule'"), error.getMessage());
		// validation reports it too, as an error with Xtext's syntax code (what the command line prints)
		List<Issue> issues = validationHelper.validate(reading);
		assertTrue(issues.stream().anyMatch(issue -> Diagnostic.SYNTAX_DIAGNOSTIC.equals(issue.getCode())
				&& issue.getSeverity() == Severity.ERROR), issues.toString());
	}
}
