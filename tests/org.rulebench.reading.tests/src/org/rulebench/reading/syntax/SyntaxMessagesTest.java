package org.rulebench.reading.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.IGrammarAccess;
import org.eclipse.xtext.ParserRule;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;

import com.google.inject.Inject;

/**
 * A sentence not in the language gets one error, at the word where it leaves the language, saying what may follow
 * there in the reading's own phrases and which section of docs/reading-language.md documents that part.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class SyntaxMessagesTest {
	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;
	@Inject
	private IGrammarAccess grammar;

	private List<Issue> issues(String text) throws Exception {
		return validation.validate(parser.parse(text));
	}

	private static Issue only(List<Issue> issues) {
		List<Issue> errors = issues.stream().filter(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR).toList();
		assertEquals(1, errors.size(), "one mistake, one error: " + errors);
		return errors.get(0);
	}

	@Test
	void aMisspeltWordSaysWhatMayFollowInTheReadingsPhrases() throws Exception {
		Issue i = only(issues(Snippets.BASE.replace("24 points", "24 pints")));
		assertEquals("`pints` does not fit here: after `the board has 24` comes `points …` or `files and NUMBER ranks`"
				+ " (docs/reading-language.md, “Claims”)", i.getMessage());
		assertEquals(3, i.getLineNumber());
	}

	@Test
	void aRuleNobodyForesawIsToldWhatTheLanguageCanSayThere() throws Exception {
		Issue i = only(issues(Snippets.base("rule hit: a lone piece landed on is pinned\n\tassumed")));
		assertEquals("`pinned` does not fit here: after `a lone piece landed on is` comes `sent to the bar`, `removed from the game`,"
				+ " `placed by the hitter near its start`, `held in place`, `left where it is` or `returned to its start`"
				+ " (docs/reading-language.md, “Parts:"
				+ " constraints, effects and conditions”)", i.getMessage());
	}

	@Test
	void aCardSentenceIsAnsweredWithTheCardPhrasesAndTheirSection() throws Exception {
		Issue i = only(issues(Snippets.pokDengWith("rule banker: the banker drinks as a player must")));
		assertTrue(i.getMessage().startsWith("`drinks` does not fit here: after `the banker` comes `never draws`, `draws as a player"
				+ " must`, `may draw or stand, seeing whether the player drew`, `must …`"), i.getMessage());
		assertTrue(i.getMessage().endsWith("(docs/reading-language.md, “Card games”)"), i.getMessage());
	}

	@Test
	void aConditionIsAnsweredWithItsAtoms() throws Exception {
		String text = Snippets.pokDengWith("rule banker: the banker draws a third card when it holds 4; otherwise it stands");
		Issue i = only(issues(text));
		assertTrue(i.getMessage().startsWith("`holds` does not fit here: after `draws a third card when it` comes "), i.getMessage());
		assertTrue(i.getMessage().contains("`counts NUMBER …`") && i.getMessage().contains("`is …`"), i.getMessage());
		assertEquals(text.lines().count(), (long) i.getLineNumber(), "the rule is the last line");
		assertEquals("rule banker: the banker draws a third card when it ".length() + 1, i.getColumn(), "at the word that does not fit");
	}

	@Test
	void aBrokenCitationIsOneErrorAndNothingItBreaksDownstream() throws Exception {
		String text = Snippets.BASE.replace("rule end: the game ends when a side has borne off every piece\n\tassumed",
				"rule end: the game ends when a side has borne off every piece\n\tcites kishi.s3 \"x\" described")
				+ "rule bearing: pieces are borne off once all are home\n\tassumed\n";
		Issue i = only(issues(text));
		assertTrue(i.getMessage().startsWith("`kishi` does not fit here: after `") && i.getMessage().contains(" cites` comes `#PASSAGE"),
				i.getMessage());
	}

	@Test
	void aQuotedTextLeftOpenSaysWhereItOpened() throws Exception {
		String text = Snippets.BASE.replace("game \"test\"", "game \"test").replace("15 pieces", "15 pieces \"");
		Issue i = only(issues(text));
		assertTrue(i.getMessage().startsWith("the quoted text opened on line 2 runs to here (is its closing \" missing?); `assumed`"
				+ " does not fit here"), i.getMessage());
		assertEquals(6, i.getLineNumber());
		assertFalse(i.getMessage().contains("\n"), "one line");
	}

	@Test
	void noMessageNamesATokenOfTheParser() throws Exception {
		for (String broken : List.of("reading", "reading t.x game", "reading t.x game \"g\" rule", "reading t.x game \"g\" rule a:",
				"reading t.x game \"g\" rule a: the board has", "reading t.x game \"g\" rule a: the board has 24 points, 6",
				"reading t.x game \"g\" rule a: event e scores 1 chip each turn that ends with (")) {
			for (Issue i : issues(broken)) {
				assertFalse(i.getMessage().matches(".*(RULE_|EOF|<|mismatched|viable|extraneous).*"), broken + ": " + i.getMessage());
				assertFalse(i.getMessage().contains("\n"), i.getMessage());
			}
		}
	}

	/** Every parser rule, whichever family adds it, is documented by a section that docs/reading-language.md has. */
	@Test
	void everyRuleOfTheGrammarIsDocumentedInASectionOfTheDocs() throws IOException {
		String docs = Files.readString(Path.of(System.getProperty("rulebench.docs", "../../docs/reading-language.md")));
		DocumentedParts parts = new DocumentedParts(grammar.getGrammar());
		for (AbstractRule r : grammar.getGrammar().getRules()) {
			if (r instanceof ParserRule) {
				String section = parts.section(r);
				assertTrue(section != null, r.getName() + " has no section");
				assertTrue(docs.contains("\n## " + section + "\n"), "docs/reading-language.md has no section " + section);
			}
		}
	}
}
