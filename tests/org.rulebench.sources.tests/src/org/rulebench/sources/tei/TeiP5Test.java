package org.rulebench.sources.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.xml.parsers.SAXParserFactory;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.sources.Passages;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.Source;
import org.rulebench.sources.model.SourcesFactory;
import org.rulebench.sources.tests.TeiP5Rules;
import org.rulebench.sources.tests.Transcriptions;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

/**
 * TEI P5 as tei_all has it: every shipped transcription and every file Rulebench writes keeps its content rules, and
 * reading and writing a valid file keeps it valid and keeps what the model does not hold.
 */
class TeiP5Test {

	/** A valid TEI P5 file in a layout not Rulebench's own, with what the model has no field for. */
	static final String FOREIGN = """
			<?xml version="1.0" encoding="UTF-8"?>
			<TEI xmlns="http://www.tei-c.org/ns/1.0" version="4.10.2" xml:id="foreign" xml:lang="en">
				<teiHeader>
					<fileDesc>
						<titleStmt>
							<title>An electronic edition of the Book of Games</title>
							<author>The Editor</author>
						</titleStmt>
						<editionStmt><edition>Second electronic edition, <date>2026</date></edition></editionStmt>
						<publicationStmt>
							<publisher>A Press</publisher>
							<availability status="free">
								<licence target="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</licence>
							</availability>
						</publicationStmt>
						<sourceDesc>
							<bibl><author>A. Writer</author><title>A Book of Games</title><ref target="https://example.org/book">the scan</ref></bibl>
						</sourceDesc>
					</fileDesc>
					<!-- edited by hand -->
				</teiHeader>
				<text>
					<body>
						<p xml:id="f.intro">First words<lb/>after a break<note place="foot">a footnote, not running text</note> and the rest.<!-- checked --></p>
						<div xml:id="f.d1" n="1">
							<head>One</head>
							<p xml:id="f.d1.p1" n="1">Inside one divi<lb break="no"/>sion.</p>
						</div>
					</body>
				</text>
			</TEI>
			""";

	static Stream<Path> examples() throws IOException {
		try (Stream<Path> files = Files.list(Transcriptions.examples())) {
			return files.filter(f -> Tei.isTei(URI.createFileURI(f.toString()))).sorted().toList().stream();
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("examples")
	void everyShippedTranscriptionKeepsTeiP5sRules(Path file) throws IOException {
		assertEquals(List.of(), TeiP5Rules.violations(Files.readString(file)));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("examples")
	void writingAShippedTranscriptionKeepsItValidAndItsHeaderAsItWas(Path file) throws IOException {
		String original = Files.readString(file);
		TeiResource r = Transcriptions.load(original, URI.createFileURI(file.toString()).toString());
		String written = Transcriptions.save(r);
		assertEquals(List.of(), TeiP5Rules.violations(written));
		assertEquals(header(original), header(written));
		assertEquals(written, Transcriptions.save(Transcriptions.load(written)));
	}

	@Test
	void aValidFileReadAndWrittenKeepsWhatTheModelDoesNotHold() {
		TeiResource r = Transcriptions.load(FOREIGN);
		assertEquals(List.of(), r.problems());
		Source s = r.source();
		assertEquals("4.10.2", s.getVersion());
		assertEquals("A Book of Games", s.getTitle()); // the work's, from the bibl
		String written = Transcriptions.save(r);
		assertEquals(List.of(), TeiP5Rules.violations(written));
		for (String kept : List.of("version=\"4.10.2\"", "<title>An electronic edition of the Book of Games</title>",
				"<author>The Editor</author>", "<editionStmt><edition>Second electronic edition, <date>2026</date></edition></editionStmt>",
				"<availability status=\"free\">", "<licence target=\"https://creativecommons.org/licenses/by/4.0/\">CC BY 4.0</licence>",
				"<ref target=\"https://example.org/book\">the scan</ref>", "<!-- edited by hand -->", "<lb/>", "<lb break=\"no\"/>",
				"<note place=\"foot\">a footnote, not running text</note>", "<!-- checked -->", "<publisher>A Press</publisher>")) {
			assertTrue(written.contains(kept), kept + " is lost in:\n" + written);
		}
		TeiResource again = Transcriptions.load(written);
		assertEquals(List.of(), again.problems());
		assertTrue(EcoreUtil.equals(s, again.source()), written);
		assertEquals(written, Transcriptions.save(again));
	}

	@Test
	void aNoteIsNotRunningTextAndALineBreakIsASpaceUnlessItJoinsAWord() {
		Source s = Transcriptions.load(FOREIGN).source();
		assertEquals("First words after a break and the rest.", passage(s, "f.intro").text());
		assertEquals("Inside one division.", passage(s, "f.d1.p1").text());
	}

	@Test
	void aParagraphAfterADivisionIsAnErrorWithLineAndColumn() {
		String tei = Transcriptions.GAME.replace("</div>\n", "</div>\n\t\t\t<p xml:id=\"late\">Too late.</p>\n");
		TeiResource r = Transcriptions.load(tei);
		TeiProblem p = r.problems().stream().filter(TeiProblem::error).findFirst().orElseThrow(() -> new AssertionError(r.problems()));
		assertEquals(lineOf(tei, "Too late."), p.line());
		assertTrue(p.column() > 1, p.toString());
		assertTrue(p.toString().startsWith("memory:/test.tei:" + p.line() + ":" + p.column() + ": error: a <p> after a <div> in <body>"),
				p.toString());
	}

	@Test
	void aHeaderMadeFromTheModelIsValid() {
		Source s = SourcesFactory.eINSTANCE.createSource();
		s.setId("made");
		s.setTitle("Made in memory");
		s.setAvailability("Public domain.");
		s.setEdition("first");
		var p = SourcesFactory.eINSTANCE.createParagraph();
		p.setId("made.p");
		var run = SourcesFactory.eINSTANCE.createTextRun();
		run.setValue("Some text.");
		p.getContent().add(run);
		s.getPassages().add(p);
		TeiResource r = new TeiResource(URI.createURI("memory:/made.tei"));
		r.getContents().add(s);
		String written = Transcriptions.save(r);
		assertEquals(List.of(), TeiP5Rules.violations(written), written);
		assertTrue(written.contains("<authority>"), written);
		TeiResource back = Transcriptions.load(written);
		assertEquals(List.of(), back.problems());
		assertEquals("Public domain.", back.source().getAvailability());
	}

	@Test
	void theCheckerFindsWhatTeiAllRejects() {
		assertFalse(TeiP5Rules.violations(Transcriptions.GAME.replace("<authority>Rulebench tests</authority>", "")).isEmpty());
		assertFalse(TeiP5Rules.violations(Transcriptions.GAME.replace("</div>\n", "</div>\n<p>late</p>\n")).isEmpty());
	}

	@Test
	void theEscaperRoundTripsCarriageReturnsNewlinesAndTabs() throws Exception {
		String value = "a\r\nb\tc \"q\" <&> \r";
		String xml = "<x a=\"" + XmlText.attribute(value) + "\">" + XmlText.text(value) + "</x>";
		List<String> read = new ArrayList<>();
		SAXParserFactory.newInstance().newSAXParser().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)),
				new DefaultHandler() {
					StringBuilder text = new StringBuilder();

					@Override
					public void startElement(String uri, String local, String q, Attributes attributes) {
						read.add(attributes.getValue("a"));
					}

					@Override
					public void characters(char[] ch, int start, int length) {
						text.append(ch, start, length);
					}

					@Override
					public void endDocument() {
						read.add(text.toString());
					}
				});
		assertEquals(List.of(value, value), read);
	}

	private static String header(String tei) {
		return tei.substring(tei.indexOf("<teiHeader>"), tei.indexOf("</teiHeader>"));
	}

	private static Passage passage(Source s, String id) {
		return Passages.all(s).stream().filter(p -> id.equals(p.getId())).findFirst().orElseThrow();
	}

	private static int lineOf(String text, String part) {
		return (int) text.substring(0, text.indexOf(part)).lines().count();
	}
}
