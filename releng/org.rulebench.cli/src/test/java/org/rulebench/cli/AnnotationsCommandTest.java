package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `rulebench annotations` on a copy of the example sets and transcriptions, and `rulebench diff` of two branches. */
class AnnotationsCommandTest {
	private static final String GLOSSES = "qiliang-glosses";
	private static final String TRANSLATION = "qiliang-translation";

	@TempDir
	Path dir;

	private final Cli cli = new Cli();

	@BeforeEach
	void workspace() throws IOException {
		Path examples = ExamplesTest.examples();
		for (String folder : List.of("annotations", "sources")) {
			Files.createDirectories(dir.resolve(folder));
			try (var files = Files.list(examples.resolve(folder))) {
				for (Path f : files.toList()) {
					Files.copy(f, dir.resolve(folder).resolve(f.getFileName()));
				}
			}
		}
	}

	/** Runs the command line in the copy of the examples, unless the arguments name another --dir. */
	private int run(String... args) {
		boolean elsewhere = List.of(args).contains("--dir");
		String[] all = new String[args.length + (elsewhere ? 0 : 2)];
		System.arraycopy(args, 0, all, 0, args.length);
		if (!elsewhere) {
			all[args.length] = "--dir";
			all[args.length + 1] = dir.toString();
		}
		return cli.run(all);
	}

	private Path set(String name) {
		return dir.resolve("annotations/" + name + ".jsonld");
	}

	@Test
	void listFiltersByMotivationAuthorAndTag() {
		assertEquals(0, run("annotations", "list"));
		assertTrue(cli.out().contains("qiliang-glosses (譜雙, 七梁雙陸: glosses, tags and questions): 7 of 7 annotations"), cli.out());
		assertTrue(cli.out().contains("qiliang-translation (譜雙, 七梁雙陸: a working translation into English and Japanese): 8 of 8"),
				cli.out());
		assertTrue(cli.out().contains("  describing   pushuang.qiliang.liang \"梁\"  Rulebench examples, 2026-11-20\n"
				+ "      [梁] (lzh) · point: a place on the board; in 七梁雙陸 a point held by a pair of one's pieces (en) · ポイント（地） (ja)\n"
				+ "      tag:rulebench.org,2026:qiliang-glosses/liang\n"), cli.out());

		assertEquals(0, run("annotations", "list", "--motivation", "questioning"));
		assertTrue(cli.out().contains("1 of 7 annotations"), cli.out());
		assertTrue(cli.out().contains("questioning  pushuang.qiliang.jietou \"不下\"  A. Reader, 2026-11-21"), cli.out());
		assertTrue(!cli.out().contains(TRANSLATION), "a set with nothing to show is left out");

		assertEquals(0, run("annotations", "list", "--author", "a. reader", GLOSSES));
		assertTrue(cli.out().contains("2 of 7 annotations"), cli.out());

		assertEquals(0, run("annotations", "list", "--tag", "dice rule"));
		assertTrue(cli.out().contains("tagging      pushuang.qiliang.jietou \"擲出大彩但移動後一梁馬\""), cli.out());
		assertTrue(cli.out().contains("[dice rule] (en)"), cli.out());

		assertEquals(0, run("annotations", "list", "--motivation", "translating", TRANSLATION));
		assertTrue(cli.out().contains("8 of 8 annotations"), cli.out());
		assertEquals(2, run("annotations", "list", "--motivation", "shouting"));
		assertTrue(cli.err().contains("--motivation shouting: use one of assessing"), cli.err());
		assertEquals(1, run("annotations", "list", "nothing"));
		assertTrue(cli.err().startsWith("rulebench: there is no annotation set 'nothing'"), cli.err());
	}

	@Test
	void exportAsW3cIsTheSetAndAsTeiPointsIntoTheTranscription() throws IOException {
		assertEquals(0, run("annotations", "export", "--format", "w3c", GLOSSES));
		assertEquals(Files.readString(set(GLOSSES)), cli.out());
		assertEquals(0, run("annotations", "export", "--format", "tei", TRANSLATION));
		assertTrue(cli.out().contains("<note xml:id=\"a1\" n=\"tag:rulebench.org,2026:qiliang-translation/liang\" type=\"translating\""
				+ " resp=\"#p1\" target=\"https://rulebench.org/workspace/sources/pushuang.tei#pushuang.qiliang.liang\">"), cli.out());
		Path tei = dir.resolve("translation.xml");
		assertEquals(0, run("annotations", "export", "--format", "tei", "--output", tei.toString(), TRANSLATION));
		assertEquals("wrote 8 annotations of qiliang-translation to " + tei + "\n", cli.out());

		// and the TEI brings back the same set: through TEI and back with nothing lost
		String before = Files.readString(set(TRANSLATION));
		Files.delete(set(TRANSLATION));
		assertEquals(0, run("annotations", "import", tei.toString(), "--set", TRANSLATION));
		assertEquals(before, Files.readString(set(TRANSLATION)));
		assertEquals(2, run("annotations", "export", "--format", "pdf", GLOSSES));
	}

	@Test
	void importPlacesAnnotationsMadeElsewhereAndRefusesMalformedFilesWhole() throws IOException {
		Path hypothesis = Files.writeString(dir.resolve("hypothesis.json"), """
				{"@context": "http://www.w3.org/ns/anno.jsonld", "type": "AnnotationPage", "items": [
				  {"type": "Annotation", "id": "https://hypothes.is/a/1", "creator": "acct:reader@hypothes.is",
				   "body": [{"type": "TextualBody", "value": "-3 chips"}, {"type": "TextualBody", "purpose": "tagging", "value": "penalty"}],
				   "target": {"source": "https://example.org/pushuang.html",
				              "selector": {"type": "TextQuoteSelector", "exact": "輸三籌", "prefix": "謂之揭頭", "suffix": "不下"}}}]}""");
		assertEquals(0, run("annotations", "import", hypothesis.toString()));
		assertEquals("imported 1 annotation into hypothesis (annotations/hypothesis.jsonld): 1 added, 0 replaced, 0 unchanged\n",
				cli.out());
		assertEquals(0, run("annotations", "list", "--tag", "penalty"));
		assertTrue(cli.out().contains("commenting   pushuang.qiliang.jietou \"輸三籌\"  acct:reader@hypothes.is") || cli.out().contains(
				"tagging      pushuang.qiliang.jietou \"輸三籌\"  acct:reader@hypothes.is"), cli.out());

		String before = Files.readString(set(GLOSSES));
		Path bad = Files.writeString(dir.resolve("recogito.jsonld"), """
				[{"type": "Annotation", "id": "#a1", "body": [{"type": "TextualBody", "value": "ok", "purpose": "commenting"}],
				  "target": {"source": "../sources/pushuang.tei#pushuang.qiliang.ping"}},
				 {"type": "Annotation", "id": "#a2", "body": [{"type": "TextualBody", "purpose": "tagging"}],
				  "target": {"source": "../sources/pushuang.tei#pushuang.qiliang.ping"}}]""");
		assertEquals(1, run("annotations", "import", bad.toString(), "--set", GLOSSES));
		assertTrue(cli.err().startsWith(bad + ": error: annotation 2 (id #a2) at $[1].body[0]: the body has neither a \"value\""),
				cli.err());
		assertTrue(cli.err().endsWith("rulebench: nothing was imported; fix the file and import it again\n"), cli.err());
		assertEquals(before, Files.readString(set(GLOSSES)), "nothing already stored is touched");

		Path syntax = Files.writeString(dir.resolve("broken.json"), "[{\"type\": \"Annotation\",\n \"id\": }]");
		assertEquals(1, run("annotations", "import", syntax.toString()));
		assertTrue(cli.err().startsWith(syntax + ":2:"), cli.err());
		assertTrue(!Files.exists(set("broken")));
	}

	@Test
	void checkReportsOrphanedAnnotationsAndUpdatesOnlyThoseThatHold() throws IOException {
		assertEquals(0, run("annotations", "check"));
		assertEquals("15 of 15 annotations hold in the transcriptions\n", cli.out());

		Path tei = dir.resolve("sources/pushuang.tei");
		Files.writeString(tei, Files.readString(tei).replace(">兩馬相比為梁<", ">凡兩馬相比為梁<").replace("擲出大彩但", "擲出但")
				.replace("不下<", "<"));
		String before = Files.readString(set(GLOSSES));
		assertEquals(1, run("annotations", "check", GLOSSES));
		assertTrue(cli.out().contains("qiliang-glosses: orphaned: tag:rulebench.org,2026:qiliang-glosses/dacai on pushuang.qiliang.jietou"
				+ " \"大彩\": the quote \"大彩\" is no longer in passage pushuang.qiliang.jietou"), cli.out());
		assertTrue(cli.out().contains("qiliang-glosses: orphaned: tag:rulebench.org,2026:qiliang-glosses/buxia"), cli.out());
		assertTrue(cli.out().contains("qiliang-glosses: moved: tag:rulebench.org,2026:qiliang-glosses/liang"), cli.out());
		assertTrue(cli.out().contains("qiliang-glosses: fuzzy: tag:rulebench.org,2026:qiliang-glosses/dice-rule"), cli.out());
		assertTrue(cli.out().endsWith("5 of 7 annotations hold in the transcriptions; 2 orphaned or not placed, kept as they were"
				+ " (edit or remove them); 3 moved (--update stores where they are now)\n"), cli.out());
		assertEquals(before, Files.readString(set(GLOSSES)), "without --update nothing is written");

		assertEquals(1, run("annotations", "check", GLOSSES, "--update"));
		assertTrue(cli.out().endsWith("; 3 targets updated\n"), cli.out());
		String after = Files.readString(set(GLOSSES));
		assertTrue(after.contains("\"prefix\": \"凡兩馬相比為\""), after);
		assertTrue(after.contains("\"exact\": \"大彩\""), "an orphaned annotation is kept as it was");
		assertTrue(after.contains("\"exact\": \"不下\""), "an orphaned annotation is kept as it was");
	}

	@Test
	void aDiffOfTwoBranchesShowsTheAnnotationChangesAfterTheRuleChanges() throws IOException {
		Path ws = dir.resolve("workspace");
		assertEquals(0, run("readings", "init", "--dir", ws.toString()));
		assertTrue(Files.exists(ws.resolve("annotations/qiliang-glosses.jsonld")), "a new workspace has the example sets");
		assertTrue(Files.exists(ws.resolve("sources/pushuang.tei")), "and the transcriptions they are on");
		assertEquals(0, run("readings", "switch", "kishi", "--create", "--dir", ws.toString()));
		Path reading = ws.resolve("pu-shuang/qiliang.reading");
		Files.writeString(reading, Files.readString(reading).replace("at most 2 pieces", "at most 3 pieces"));
		Path glosses = ws.resolve("annotations/qiliang-glosses.jsonld");
		Files.writeString(glosses, Files.readString(glosses).replace("chip: the unit of score", "chip, tally: the unit of score"));
		assertEquals(0, run("readings", "commit", "-m", "七梁: three to a point; 籌 as a tally", "--dir", ws.toString()));
		assertEquals(0, run("diff", "main:pu-shuang/qiliang.reading", "kishi", "--dir", ws.toString()));
		assertTrue(cli.out().contains("1 of 26 rules differ"), cli.out());
		assertTrue(cli.out().contains("annotations: 1 differ: 0 added, 0 removed, 1 changed; 14 the same\n"
				+ "  body  tag:rulebench.org,2026:qiliang-glosses/chou  (qiliang-glosses)\n"), cli.out());
		assertTrue(cli.out().contains("new: describing \"籌\" in pushuang.qiliang.chips: [籌] (lzh); chip, tally: the unit of score (en)"),
				cli.out());
		assertTrue(cli.out().indexOf("at most 3 pieces") < cli.out().indexOf("annotations:"), cli.out());
	}

	@Test
	void theGlossaryListsTermsWithTheirGlossesAndPassages() {
		assertEquals(0, run("annotations", "glossary"));
		assertTrue(cli.out().startsWith("dice rule\n  annotated: pushuang.qiliang.jietou\n大彩\n"), cli.out());
		assertTrue(cli.out().contains("籌\n  chip: the unit of score  (en; qiliang-glosses, Rulebench examples)\n"
				+ "  チップ（得点の単位）  (ja; qiliang-glosses, Rulebench examples)\n  annotated: pushuang.qiliang.chips\n"
				+ "  occurs (3): pushuang.qiliang.chips, pushuang.qiliang.double, pushuang.qiliang.jietou\n"), cli.out());
	}
}
