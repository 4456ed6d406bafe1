package org.rulebench.reading.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResourceSet;
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
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.tei.TeiResource;

import com.google.inject.Inject;
import com.google.inject.Provider;

/** `cites` links to a passage of a TEI source in the workspace; its checks, one specification each. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class CitationValidatorTest {
	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;
	@Inject
	private Provider<XtextResourceSet> resourceSets;

	/** The base reading with one more rule, beside the test source in one resource set. */
	private Reading parse(String rule) throws Exception {
		return parseReading(Snippets.base(rule));
	}

	private Reading parseReading(String text) throws Exception {
		XtextResourceSet set = resourceSets.get();
		TeiResource tei = new TeiResource(URI.createURI("memory:/qiliang.tei"));
		set.getResources().add(tei);
		tei.load(new ByteArrayInputStream(Snippets.SOURCE.getBytes(StandardCharsets.UTF_8)), null);
		return parser.parse(text, URI.createURI("memory:/t.reading"), set);
	}

	private List<Issue> issues(String rule) throws Exception {
		return validation.validate(parse(rule));
	}

	@Test
	void aCitationLinksToThePassageOfThatId() throws Exception {
		Reading r = parse("rule kaito: event 掲頭 scores -3 chips each time a piece leaves rear 1\n"
				+ "\tcites #t.qiliang.jietou \"移動後一梁馬謂之揭頭輸三籌\" described");
		Passage p = r.getRules().get(r.getRules().size() - 1).getSupport().getCitations().get(0).getPassage();
		assertEquals("t.qiliang.jietou", p.getId());
		assertSame(r.eResource().getResourceSet().getResource(URI.createURI("memory:/qiliang.tei"), false), p.eResource());
		validation.assertNoIssues(r);
	}

	@Test
	void anUnknownPassageIsAnErrorThatNamesTheClosestIds() throws Exception {
		List<Issue> issues = issues("rule cube: the doubling cube is used cites #t.qiliang.jietuo described");
		assertEquals(1, issues.size(), issues.toString());
		Issue i = issues.get(0);
		assertEquals(IssueCodes.UNKNOWN_PASSAGE, i.getCode());
		assertEquals(Severity.ERROR, i.getSeverity());
		assertEquals("no passage t.qiliang.jietuo in the sources of this workspace; did you mean t.qiliang.jietou?", i.getMessage());
	}

	@Test
	void anUnknownPassageFarFromAnyIdSaysWhereSourcesComeFrom() throws Exception {
		List<Issue> issues = issues("rule cube: the doubling cube is used cites #elsewhere.entirely described");
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.UNKNOWN_PASSAGE.equals(i.getCode())
				&& i.getMessage().contains("sources are the *.tei files beside the readings")), issues.toString());
	}

	@Test
	void aQuoteThatIsNotInThePassageIsAWarning() throws Exception {
		List<Issue> issues = issues("rule cube: the doubling cube is used cites #t.qiliang.liang \"凡成七梁贏一籌\" described");
		assertEquals(1, issues.size(), issues.toString());
		assertEquals(IssueCodes.QUOTE_NOT_IN_PASSAGE, issues.get(0).getCode());
		assertEquals(Severity.WARNING, issues.get(0).getSeverity());
		assertEquals("orphaned citation: the quote is no longer in passage t.qiliang.liang, which reads \"兩馬相比為梁\": "
				+ "cite the passage that holds it, or restore the text", issues.get(0).getMessage());
	}

	@Test
	void aRuleWhoseNameDidNotParseGetsItsSyntaxErrorAndNoCitationWarning() throws Exception {
		List<Issue> issues = issues("rule a: each side has 15 pieces");
		assertTrue(issues.stream().anyMatch(i -> i.getSeverity() == Severity.ERROR), issues.toString());
		assertTrue(issues.stream().noneMatch(i -> IssueCodes.MISSING_CITATION.equals(i.getCode())), issues.toString());
	}

	@Test
	void aQuoteMetTwiceInItsPassageIsAWarning() throws Exception {
		List<Issue> issues = issues("rule cube: the doubling cube is used cites #t.qiliang.jietou \"梁馬\" described");
		assertEquals(1, issues.size(), issues.toString());
		assertEquals(IssueCodes.AMBIGUOUS_QUOTE, issues.get(0).getCode());
		assertEquals("the quote is met 2 times in passage t.qiliang.jietou: quote a few more characters, so that the "
				+ "citation points to one place", issues.get(0).getMessage());
	}

	@Test
	void aQuoteThatDiffersALittleShowsWhatThePassageReads() throws Exception {
		List<Issue> issues = issues("rule cube: the doubling cube is used cites #t.qiliang.jietou \"移動後一梁馬謂之掲頭輸三籌\" described");
		assertEquals("the quote is not word for word in passage t.qiliang.jietou, which reads \"移動後一梁馬謂之揭頭輸三籌\" there: "
				+ "correct the quote (or the transcription)",
				issues.get(0).getMessage());
	}

	@Test
	void aRuleThatCitesNothingIsWarnedUnlessAssumedOrAllowed() throws Exception {
		List<Issue> issues = issues("rule cube: the doubling cube is used described");
		assertEquals(1, issues.size(), issues.toString());
		assertEquals(IssueCodes.MISSING_CITATION, issues.get(0).getCode());
		assertEquals(Severity.WARNING, issues.get(0).getSeverity());
		validation.assertNoIssues(parse("rule cube: the doubling cube is used assumed"));
		validation.assertNoIssues(parseReading(Snippets.BASE.replace("game \"test\"", "game \"test\" rules may go uncited")
				+ "rule cube: the doubling cube is used described\n"));
	}
}
