package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** `rulebench check` over sources and citations, and `rulebench sources list|cite|export`. */
class SourcesTest {
	static final Path EXAMPLES = ExamplesTest.examples();
	static final String QILIANG = EXAMPLES.resolve("pu-shuang/qiliang.reading").toString();

	/** A workspace of one source and one reading that cites two phrases of it. */
	static final String SOURCE = """
			<?xml version="1.0" encoding="UTF-8"?>
			<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:id="t" xml:lang="lzh">
				<teiHeader><fileDesc><titleStmt><title>譜雙</title></titleStmt>
					<publicationStmt><authority>Rulebench tests</authority><availability><p>Public domain.</p></availability></publicationStmt>
					<sourceDesc><bibl><author>洪遵</author><title>譜雙</title><date>1151</date></bibl></sourceDesc>
				</fileDesc></teiHeader>
				<text><body>
					<p xml:id="t.qiliang" n="1">兩馬相比為梁十四馬行過一邊就七路雙立故曰七梁凡成七梁贏一籌再成又勝</p>
				</body></text>
			</TEI>
			""";
	static final String READING = MainTest.GOOD + """
			rule sevenPairs: event 七梁 scores +1 chip each turn that ends with pairs = 7
				cites #t.qiliang "兩馬相比為梁"
				cites #t.qiliang "十四馬行過一邊就七路雙立" described
			""";

	@TempDir
	Path dir;

	private final Cli cli = Cli.merged();

	String write(String name, String text) throws IOException {
		return Files.writeString(dir.resolve(name), text).toString();
	}

	@Test
	void listShowsEveryPassageWithItsIdReferenceAndText() {
		assertEquals(0, cli.run("sources", "list", EXAMPLES.resolve("sources/pushuang.tei").toString()));
		List<String> lines = cli.out().lines().toList();
		assertEquals("譜雙. 洪遵. 1151", lines.get(0));
		assertTrue(lines.get(1).startsWith("witnesses: W = 早稲田大学図書館所蔵本"), lines.get(1));
		assertTrue(lines.stream().anyMatch(l -> l.matches("pushuang\\.qiliang\\.jietou +七梁雙陸\\.2\\.4  如未成七梁馬未盡歸擲出大彩但移動後一梁馬謂之揭頭輸三籌不下")),
				cli.out());
	}

	@Test
	void citeIsATableOfRulesWithTheirPassages() {
		assertEquals(0, cli.run("sources", "cite", QILIANG));
		String table = cli.out();
		assertTrue(table.contains("| kaito/crossed | pushuang.qiliang | suggested | #pushuang.qiliang.jietou | 七梁雙陸.2.4 | 馬未盡歸 | "
				+ "如未成七梁馬未盡歸擲出大彩但移動後一梁馬謂之揭頭輸三籌不下 |"), table);
		assertTrue(table.contains("| sevenPairs/anywhere | pushuang.qiliang | reconstructed | #pushuang.qiliang.chips | 七梁雙陸.1.3 | 凡成七梁贏一籌再成又勝 |"), table);
		assertTrue(table.contains("| reentry/open | pushuang.ping | contradicted | #kishi.s3.1.r3 | 3.1.3 | ちょうど空いていたら、初めて盤内に入れることができる |"),
				table);
		// a summary line per reading of the chain: its rules in effect by evidence label
		assertTrue(table.contains("\npushuang.qiliang: 11 rules: 1 described, 7 reconstructed, 2 suggested, 1 assumed\n")
				|| table.lines().anyMatch(l -> l.startsWith("pushuang.qiliang: ") && l.contains(" assumed")), table);
		assertTrue(table.lines().anyMatch(l -> l.startsWith("pushuang.ping: ") && l.contains(" described")), table);
	}

	@Test
	void w3cExportIsAWebAnnotationCollectionWithQuoteAndCodePointSelectors() {
		assertEquals(0, cli.run("sources", "export", "--format", "w3c", QILIANG));
		String json = cli.out();
		assertTrue(json.startsWith("{\n  \"@context\": [\n    \"http://www.w3.org/ns/anno.jsonld\","), json);
		assertTrue(json.contains("\"type\": \"AnnotationCollection\""), json);
		assertTrue(json.contains("\"exact\": \"馬未盡歸\""), json);
		assertTrue(json.contains("\"prefix\": \"如未成七梁\""), json);
		assertTrue(json.contains("\"type\": \"TextPositionSelector\",\n") && json.contains("\"start\": 5,\n") && json.contains("\"end\": 9\n"), json);
		// absolute IRIs of the workspace (the repository), the same on every machine: never file:///
		assertTrue(json.contains("\"id\": \"https://rulebench.org/workspace/dsl-examples/sources/pushuang.tei#pushuang.qiliang.jietou\""), json);
		assertTrue(json.contains("\"id\": \"https://rulebench.org/workspace/dsl-examples/pu-shuang/qiliang.reading#citations\""), json);
		assertFalse(json.contains("file:"), json);
		assertFalse(json.contains("\"../"), json);
		// creator and created on every annotation, format on every text, the passage's format and language
		int annotations = count(json, "\"type\": \"Annotation\"");
		assertTrue(annotations > 10, json);
		assertEquals(annotations, count(json, "\"creator\": {"), json);
		assertEquals(annotations, count(json, "\"created\": "), json);
		assertEquals(count(json, "\"type\": \"TextualBody\""), count(json, "\"format\": \"text/plain\""), json);
		assertEquals(annotations, count(json, "\"format\": \"application/tei+xml\""), json);
		assertTrue(json.contains("\"language\": \"lzh\""), json);
		// the same writer as annotation sets: a page with an id, part of the collection
		assertTrue(json.contains("\"partOf\": \"https://rulebench.org/workspace/dsl-examples/pu-shuang/qiliang.reading#citations\""), json);
		assertTrue(json.contains("\"last\": \"https://rulebench.org/workspace/dsl-examples/pu-shuang/qiliang.reading#citations-page-1\""), json);
		Matcher types = Pattern.compile("\"type\": \"([^\"]+)\"").matcher(json);
		while (types.find()) {
			assertTrue(Set.of("AnnotationCollection", "AnnotationPage", "Annotation", "TextualBody", "TextQuoteSelector",
					"TextPositionSelector", "Text", "Software", "HttpRequestState").contains(types.group(1)), types.group(1));
		}
	}

	private static int count(String text, String part) {
		return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
	}

	@Test
	void teiExportIsStandOffAnnotationsPointingIntoThePassages() throws Exception {
		assertEquals(0, cli.run("sources", "export", "--format", "tei", QILIANG));
		String xml = cli.out();
		Document doc = DocumentBuilderFactory.newDefaultNSInstance().newDocumentBuilder()
				.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
		assertEquals("TEI", doc.getDocumentElement().getLocalName());
		// the annotations bundle's TEI writer, as for annotation sets: one <note> per citation in a standOff
		assertTrue(doc.getElementsByTagNameNS("http://www.tei-c.org/ns/1.0", "note").getLength() > 10, xml);
		assertTrue(xml.contains(" type=\"describing\" resp=\"#p1\" target=\"https://rulebench.org/workspace/dsl-examples/sources/"
				+ "pushuang.tei#string-range(pushuang.qiliang.jietou,5,4)\">"), xml);
		assertTrue(xml.contains("<q type=\"exact\">馬未盡歸</q>"), xml);
		assertFalse(xml.contains("<seg"), xml);
		assertFalse(xml.contains("file:"), xml);
	}

	@Test
	void checkReportsMalformedTeiByLineAndColumn() throws IOException {
		String broken = write("broken.tei", SOURCE.replace("又勝</p>", "又勝"));
		String twice = write("twice.tei", SOURCE.replace("<p xml:id=\"t.qiliang\" n=\"1\">", "<p xml:id=\"t.x\">a</p><p xml:id=\"t.x\">"));
		assertEquals(1, cli.run("check", broken, twice));
		String text = cli.out();
		assertTrue(Pattern.compile(Pattern.quote(broken) + ":\\d+:\\d+: error: malformed XML: .*\"p\".*\\[source.invalid\\]").matcher(text).find(), text);
		assertTrue(text.contains(twice + ":8:"), text);
		assertTrue(text.contains("xml:id \"t.x\" is used twice (first on <p> at line 8)"), text);
	}

	@Test
	void citationsResolveInTheWorkspaceAndUnknownOnesSuggestIds() throws IOException {
		write("pushuang.tei.xml", SOURCE);
		String good = write("good.reading", READING);
		assertEquals(0, cli.run("check", good), cli.out());
		String bad = write("bad.reading", READING.replace("reading t.base", "reading t.bad").replace("#t.qiliang \"兩", "#t.qilang \"兩"));
		assertEquals(1, cli.run("check", bad));
		assertTrue(cli.out().contains(bad + ":10:8: error: no passage t.qilang in the sources of this workspace; did you mean t.qiliang? "
				+ "[reading.unknown-passage]"), cli.out());
	}

	@Test
	void editsAroundACitedPhraseKeepItsCitationAndDeletingItWarnsExactlyThatOne() throws IOException {
		String source = write("pushuang.tei", SOURCE);
		String reading = write("r.reading", READING);
		Files.writeString(Path.of(source), SOURCE.replace("兩馬相比為梁", "【校】兩馬相比為梁").replace("又勝", "亦勝"));
		assertEquals(0, cli.run("check", reading));
		assertEquals("", cli.out());
		Files.writeString(Path.of(source), SOURCE.replace("十四馬行過一邊就七路雙立", ""));
		assertEquals(0, cli.run("check", reading));
		List<String> warnings = cli.out().lines().filter(l -> l.contains("[reading.quote-not-in-passage]")).toList();
		assertEquals(1, warnings.size(), cli.out());
		assertTrue(warnings.get(0).startsWith(reading + ":11:"), cli.out());
	}

	@Test
	void aCopyOfTheExamplesOutsideGitFindsItsSourcesAndReportsTheOrphanedCitation() throws IOException {
		Path copy = dir.resolve("copy");
		Files.createDirectories(copy.resolve("pu-shuang"));
		Files.createDirectories(copy.resolve("sources"));
		for (String f : new String[] { "pu-shuang/ping.reading", "pu-shuang/qiliang.reading" }) {
			Files.copy(EXAMPLES.resolve(f), copy.resolve(f));
		}
		try (var tei = Files.list(EXAMPLES.resolve("sources"))) {
			for (Path p : tei.toList()) {
				Files.copy(p, copy.resolve("sources").resolve(p.getFileName()));
			}
		}
		String qiliang = copy.resolve("pu-shuang/qiliang.reading").toString();
		assertEquals(0, cli.run("check", qiliang), cli.out());
		assertEquals("", cli.out());
		Path pushuang = copy.resolve("sources/pushuang.tei");
		Files.writeString(pushuang, Files.readString(pushuang).replace("兩馬相比為梁", ""));
		assertEquals(0, cli.run("check", qiliang));
		List<String> warnings = cli.out().lines().filter(l -> l.contains("[reading.quote-not-in-passage]")).toList();
		assertEquals(1, warnings.size(), cli.out());
		assertTrue(warnings.get(0).contains("orphaned citation: the quote is no longer in passage pushuang.qiliang.liang"),
				cli.out());
	}
}
