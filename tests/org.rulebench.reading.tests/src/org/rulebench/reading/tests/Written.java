package org.rulebench.reading.tests;

import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.cards.CardReadingCompiler;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.Reading;

import com.google.inject.Inject;

/**
 * Test kit: a reading a test writes, taken as the editor takes it: parsed, free of errors (warnings allowed), and
 * compiled to the engine's rules of its family (race, grid, cards); or only parsed, for a test of its diagnostics. Inject it into a test that runs with {@link ReadingInjectorProvider}.
 */
public final class Written {
	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	/** The reading, parsed and free of errors. */
	public Reading reading(String text) {
		Reading r = parsed(text);
		validation.assertNoErrors(r);
		return r;
	}

	/** The grid reading's rules, with the named alternatives chosen ({@code rule=label}, the first of every other rule). */
	public GridRules grid(String text, String... choices) {
		return grid(reading(text), choices);
	}

	/** A grid reading's rules, with the named alternatives chosen ({@code rule=label}, the first of every other rule). */
	public static GridRules grid(Reading reading, String... choices) {
		return GridReadingCompiler.compile(ReadingChain.of(reading), Examples.choice(choices)).rules();
	}

	/** The message of the problem compiling a grid reading raises, under its first alternatives (none: fails). */
	public String gridProblem(String text) {
		try {
			GridReadingCompiler.compile(ReadingChain.of(parsed(text)), Choice.FIRST);
		} catch (org.rulebench.reading.compile.ReadingProblem p) {
			return p.getMessage();
		}
		throw new AssertionError("the reading compiles");
	}

	/** The race reading's rules, with the named alternatives chosen ({@code rule=label}, the first of every other rule). */
	public RuleSet race(String text, String... choices) {
		return ReadingCompiler.compile(ReadingChain.of(reading(text)), Examples.choice(choices));
	}

	/** {@link Snippets#base} with the rules given, free of errors, compiled as {@link #race} compiles. */
	public RuleSet base(String more, String... choices) {
		return race(Snippets.base(more), choices);
	}

	/** The reading parsed, its errors left for the test to assert. */
	public Reading parsed(String text) {
		try {
			return parser.parse(text);
		} catch (Exception e) {
			throw new AssertionError("the reading does not parse: " + e, e);
		}
	}

	/** {@link Snippets#base} with the rules given, parsed, its errors left for the test to assert. */
	public Reading parsedBase(String more) {
		return parsed(Snippets.base(more));
	}

	/** The card reading's rules under the first alternative of every rule. */
	public CardRules cards(String text) {
		return CardReadingCompiler.compile(ReadingChain.of(reading(text)), Choice.FIRST);
	}
}
