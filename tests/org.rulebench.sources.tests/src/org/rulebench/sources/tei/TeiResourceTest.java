package org.rulebench.sources.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.sources.Passages;
import org.rulebench.sources.model.Apparatus;
import org.rulebench.sources.model.Paragraph;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.Source;
import org.rulebench.sources.tests.Transcriptions;

/** TEI P5 in and out: the supported subset read into the model, written back, every id kept; bad input located. */
class TeiResourceTest {

	@Test
	void readsBibliographyWitnessesReferencesAndPassages() {
		TeiResource r = Transcriptions.load(Transcriptions.GAME);
		assertEquals(List.of(), r.problems());
		Source s = r.source();
		assertEquals("A Book of Games", s.getTitle());
		assertEquals(List.of("A. Writer"), s.getAuthors());
		assertEquals("second", s.getEdition());
		assertEquals("1151", s.getDate());
		assertEquals("https://example.org/book", s.getUrl());
		assertEquals("en", s.getLanguage());
		assertEquals(List.of("A", "B"), s.getWitnesses().stream().map(w -> w.getSiglum()).toList());
		assertEquals("(\\d+)\\.(\\d+)", s.getReferencePatterns().get(0).getMatchPattern());
		assertEquals(List.of("game.note", "game.b1", "game.b1.r1", "game.b1.r1.pieces", "game.b1.r2"),
				Passages.citable(s).stream().map(Passage::getId).toList());
	}

	@Test
	void passageTextFollowsTheLemmaAndRendersWhitespaceAsTeiDoes() {
		Source s = Transcriptions.load(Transcriptions.GAME).source();
		Passage r1 = passage(s, "game.b1.r1");
		assertEquals("Each side has fourteen pieces and two dice.", r1.text());
		assertEquals("fourteen pieces", passage(s, "game.b1.r1.pieces").text());
		Paragraph r2 = (Paragraph) passage(s, "game.b1.r2");
		assertEquals("A piece that leaves the last point loses three chips.", r2.text());
		Apparatus app = (Apparatus) r2.getContent().get(1);
		assertEquals("wins", app.getVariants().get(0).getText());
		assertEquals("wB", app.getVariants().get(0).getWitnesses().get(0).getId());
		assertEquals("Each side has fourteen pieces and two dice.\nA piece that leaves the last point loses three chips.",
				passage(s, "game.b1").text());
	}

	@Test
	void canonicalReferencesJoinTheNumbersOfTheEnclosingDivisions() {
		Source s = Transcriptions.load(Transcriptions.GAME).source();
		assertEquals("1.2", passage(s, "game.b1.r2").reference());
		assertNull(passage(s, "game.note").reference());
	}

	@Test
	void objectsAreAddressedByTheirIds() {
		TeiResource r = Transcriptions.load(Transcriptions.GAME);
		Passage p = passage(r.source(), "game.b1.r2");
		assertEquals("game.b1.r2", r.getURIFragment(p));
		assertSame(p, r.getEObject("game.b1.r2"));
	}

	@Test
	void aRoundTripKeepsEveryIdAndTheText() {
		TeiResource first = Transcriptions.load(Transcriptions.GAME);
		String written = Transcriptions.save(first);
		TeiResource second = Transcriptions.load(written);
		assertEquals(List.of(), second.problems(), written);
		assertEquals(ids(first.source()), ids(second.source()));
		assertTrue(EcoreUtil.equals(first.source(), second.source()), written);
		assertEquals(written, Transcriptions.save(second));
	}

	static Stream<Path> examples() throws IOException {
		try (Stream<Path> files = Files.list(Transcriptions.examples())) {
			return files.filter(f -> Tei.isTei(org.eclipse.emf.common.util.URI.createFileURI(f.toString()))).sorted().toList().stream();
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("examples")
	void everyExampleReadsCleanAndSurvivesARoundTrip(Path file) throws IOException {
		TeiResource first = Transcriptions.load(Files.readString(file), org.eclipse.emf.common.util.URI.createFileURI(file.toString()).toString());
		assertEquals(List.of(), first.problems());
		assertFalse(Passages.citable(first.source()).isEmpty());
		TeiResource second = Transcriptions.load(Transcriptions.save(first));
		assertEquals(ids(first.source()), ids(second.source()));
		assertTrue(EcoreUtil.equals(first.source(), second.source()));
	}

	@Test
	void anUnclosedTagIsAnErrorWithLineAndColumn() {
		TeiResource r = Transcriptions.load(Transcriptions.GAME.replace("two dice.</p>", "two dice."));
		assertNull(r.source());
		TeiProblem p = r.problems().get(0);
		assertTrue(p.error());
		assertTrue(p.getMessage().startsWith("malformed XML: "), p.getMessage());
		assertTrue(p.getMessage().contains("\"p\""), p.getMessage());
		assertTrue(p.line() > 20, p.toString());
		assertTrue(p.toString().startsWith("memory:/test.tei:" + p.line() + ":" + p.column() + ": error: "), p.toString());
	}

	@Test
	void anIdUsedTwiceIsAnErrorWhereItIsUsedAgain() {
		TeiResource r = Transcriptions.load(Transcriptions.GAME.replace("xml:id=\"game.note\"", "xml:id=\"game.b1.r1\""));
		List<TeiProblem> errors = r.problems().stream().filter(TeiProblem::error).toList();
		assertEquals(1, errors.size(), errors.toString());
		assertEquals(lineOf(Transcriptions.GAME, "Each side has"), errors.get(0).line());
		assertTrue(errors.get(0).getMessage().contains("\"game.b1.r1\" is used twice (first on <p> at line "
				+ lineOf(Transcriptions.GAME, "A note outside")), errors.get(0).getMessage());
	}

	@Test
	void unsupportedTeiIsAWarningWithLineNotDroppedSilently() {
		TeiResource r = Transcriptions.load(Transcriptions.GAME.replace("and\n", "<hi rend=\"bold\">and</hi>\n")
				.replace("<text>", "<facsimile><graphic url=\"x.png\"/></facsimile><text>"));
		List<TeiProblem> warnings = r.problems();
		assertTrue(warnings.stream().noneMatch(TeiProblem::error), warnings.toString());
		assertTrue(warnings.stream().anyMatch(w -> w.getMessage().startsWith("<hi> inside <p> is not supported: its text is kept")
				&& w.line() == lineOf(Transcriptions.GAME, "Each side has")), warnings.toString());
		assertTrue(warnings.stream().anyMatch(w -> w.getMessage().startsWith("<facsimile> in <TEI> is not supported")), warnings.toString());
		assertEquals("Each side has fourteen pieces and two dice.", passage(r.source(), "game.b1.r1").text());
	}

	/** An omission reads as an ellipsis, so no quote can span it; text marked sic stays the passage's text; both kept. */
	@Test
	void anOmissionAndTextMarkedAsWrongAreKeptAndRead() {
		String tei = Transcriptions.GAME.replace("fourteen pieces</seg>", "fourteen pieces</seg> <gap reason=\"irrelevant\"/>")
				.replace("two dice.", "<sic>two two dice.</sic>");
		TeiResource r = Transcriptions.load(tei);
		assertEquals(List.of(), r.problems());
		assertEquals("Each side has fourteen pieces … and two two dice.", passage(r.source(), "game.b1.r1").text());
		String written = Transcriptions.save(r);
		assertTrue(written.contains("<gap reason=\"irrelevant\"/>") && written.contains("<sic>two two dice.</sic>"), written);
		TeiResource again = Transcriptions.load(written);
		assertTrue(EcoreUtil.equals(r.source(), again.source()), written);
		TeiResource silent = Transcriptions.load(Transcriptions.GAME.replace("fourteen pieces</seg>", "fourteen pieces</seg><gap/>"));
		assertTrue(silent.problems().stream().anyMatch(p -> !p.error() && p.getMessage().startsWith("<gap/> without reason")),
				silent.problems().toString());
	}

	@Test
	void aWitnessPointerToNoWitnessIsAnError() {
		TeiResource r = Transcriptions.load(Transcriptions.GAME.replace("wit=\"#wB\"", "wit=\"#wC\""));
		assertTrue(r.problems().stream().anyMatch(p -> p.error() && p.getMessage().startsWith("wit=\"#wC\" points to no witness")),
				r.problems().toString());
	}

	@Test
	void aDocumentThatIsNotTeiSaysSo() {
		TeiResource r = Transcriptions.load("<html><body/></html>");
		assertNull(r.source());
		assertEquals("the root element is <html>, not <TEI>: this is not a TEI P5 document", r.problems().get(0).getMessage());
	}

	private static List<String> ids(Source s) {
		return s.eAllContents().hasNext() ? allIds(s) : List.of();
	}

	private static List<String> allIds(Source s) {
		List<String> ids = new java.util.ArrayList<>();
		ids.add(s.getId());
		for (var it = s.eAllContents(); it.hasNext();) {
			EObject o = it.next();
			String id = EcoreUtil.getID(o);
			if (id != null) {
				ids.add(id);
			}
		}
		return ids;
	}

	private static Passage passage(Source s, String id) {
		return Passages.all(s).stream().filter(p -> id.equals(p.getId())).findFirst().orElseThrow();
	}

	private static int lineOf(String text, String part) {
		return (int) text.substring(0, text.indexOf(part)).lines().count();
	}
}
