package org.rulebench.sources.ui.transcription;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.junit.jupiter.api.Test;
import org.rulebench.sources.Passages;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.tei.TeiResource;
import org.rulebench.sources.ui.transcription.TranscriptionLayout.Span;

/** A source laid out for the view: labels, witnesses and variants shown, selections mapped to passages' texts. */
class TranscriptionLayoutTest {
	private static final String TEI = """
			<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:id="game" xml:lang="en">
				<teiHeader><fileDesc><titleStmt><title>A game</title></titleStmt>
					<sourceDesc><listWit>
						<witness xml:id="wA" n="A">the first copy</witness>
						<witness xml:id="wB" n="B">the second copy</witness>
					</listWit></sourceDesc></fileDesc></teiHeader>
				<text><body>
					<div xml:id="game.b1" n="1" type="book">
						<head>The first book</head>
						<p xml:id="game.b1.r1" n="1">Each side has <seg xml:id="game.b1.r1.pieces" n="1">fourteen pieces</seg> and two dice.</p>
						<p xml:id="game.b1.r2" n="2">A piece that leaves <app><lem wit="#wA">loses</lem><rdg wit="#wB">wins</rdg></app> three chips.</p>
					</div>
				</body></text>
			</TEI>
			""";

	private static TranscriptionLayout layout() throws IOException {
		TeiResource r = new TeiResource(URI.createURI("memory:/game.tei"));
		r.load(new ByteArrayInputStream(TEI.getBytes(StandardCharsets.UTF_8)), null);
		return TranscriptionLayout.of(r.source());
	}

	@Test
	void passagesAreShownUnderTheirReferenceAndIdWithWitnessesAndVariants() throws IOException {
		String text = layout().text();
		assertTrue(text.startsWith("A game\nWitnesses\n  A  the first copy\n  B  the second copy\n"), text);
		assertTrue(text.contains("The first book  1  #game.b1\n"), text);
		assertTrue(text.contains("¶ 1.1  #game.b1.r1\nEach side has \n1.1.1  #game.b1.r1.pieces  fourteen pieces\n and two dice."), text);
		assertTrue(text.contains("A piece that leaves loses three chips.\n    loses A] wins B\n"), text);
	}

	@Test
	void aSelectionIsASpanOfTheInnermostPassageHoldingIt() throws IOException {
		TranscriptionLayout l = layout();
		String text = l.text();
		int at = text.indexOf("fourteen");
		Span inSegment = l.spanOf(at, at + "fourteen".length()).orElseThrow();
		assertEquals("game.b1.r1.pieces", inSegment.passage().getId());
		assertEquals("fourteen", inSegment.quote());

		int from = text.indexOf("has ");
		int to = text.indexOf(" and two") + " and two".length();
		Span across = l.spanOf(from, to).orElseThrow();
		assertEquals("game.b1.r1", across.passage().getId());
		assertEquals("has fourteen pieces and two", across.quote(), "the labels between are not part of the quote");
		assertEquals("has fourteen pieces and two", Passages.text(across.passage()).substring(across.start(), across.end()));

		int lemma = text.indexOf("leaves loses");
		assertEquals("leaves loses three", l.spanOf(lemma, lemma + "leaves loses three".length()).orElseThrow().quote());
	}

	@Test
	void aSpanOfAPassageIsShownWhereverItsTextIs() throws IOException {
		TranscriptionLayout l = layout();
		Passage book = l.passage("game.b1").orElseThrow();
		String bookText = Passages.text(book);
		int s = bookText.indexOf("two dice.");
		int e = bookText.indexOf("A piece") + "A piece".length();
		List<int[]> ranges = l.rangesOf(book, s, e);
		String shown = ranges.stream().map(r -> l.text().substring(r[0], r[0] + r[1])).reduce("", (a, b) -> a + "|" + b);
		assertEquals("|two dice.|A piece", shown, "the line break between the paragraphs is in the division's text only");
	}
}
