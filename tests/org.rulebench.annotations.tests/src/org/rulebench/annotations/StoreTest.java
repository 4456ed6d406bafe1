package org.rulebench.annotations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulebench.annotations.ImportCommand.ImportResult;
import org.rulebench.annotations.anchoring.Placement.Status;
import org.rulebench.annotations.tests.Fixtures;
import org.rulebench.annotations.w3c.W3cWriter;

/** Sets stored in a workspace's annotations folder, and annotations imported into them. */
class StoreTest {
	@TempDir
	Path root;

	private AnnotationStore store() throws IOException {
		Path dir = Files.createDirectories(root.resolve(AnnotationStore.FOLDER));
		for (String n : List.of(Fixtures.TRANSLATION, Fixtures.GLOSSES)) {
			Files.writeString(dir.resolve(n + ".jsonld"), Fixtures.exampleText(n));
		}
		// the transcription, whose language the sets' targets name
		Files.writeString(Files.createDirectories(root.resolve("sources")).resolve("pushuang.tei"), Fixtures.pushuang());
		return AnnotationStore.in(root);
	}

	@Test
	void setsAreListedReadAndWrittenWhole() throws IOException {
		AnnotationStore store = store();
		assertEquals(List.of(Fixtures.GLOSSES, Fixtures.TRANSLATION), store.names());
		AnnotationSet s = store.read(Fixtures.GLOSSES);
		Annotation a = Annotation.builder().motivation(Motivation.COMMENTING)
				.target(Target.passage(Target.passageIri("pushuang.tei", "pushuang.qiliang.rear"))).text("後梁 are the home points", "en")
				.creator(Author.named("T. Ester")).build();
		store.write(s.with(a));
		assertEquals(s.annotations().size() + 1, store.read(Fixtures.GLOSSES).annotations().size());
		assertEquals(a, store.read(Fixtures.GLOSSES).get(a.id()).orElseThrow());
		try (var files = Files.list(store.folder())) {
			assertEquals(List.of(), files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".tmp")).toList(),
					"no temporary file is left beside the sets");
		}
		var e = assertThrows(AnnotationsProblem.class, () -> store.read("nothing"));
		assertTrue(e.getMessage().startsWith("there is no annotation set 'nothing'"), e.getMessage());
	}

	@Test
	void malformedJsonLdOnImportTouchesNothing() throws IOException {
		AnnotationStore store = store();
		Path bad = Files.writeString(root.resolve("bad.json"), """
				[{"type": "Annotation", "id": "urn:a", "bodyValue": "ok", "target": "https://example.org/p"},
				 {"type": "Annotation", "id": "urn:b", "bodyValue": "no target"}]""");
		String before = Files.readString(store.file(Fixtures.GLOSSES));
		var e = assertThrows(MalformedAnnotations.class,
				() -> new ImportCommand(store).file(bad).label("bad.json").into(Fixtures.GLOSSES).call());
		assertEquals("bad.json: error: annotation 2 (id urn:b) at $[1].target: it has no \"target\": an annotation must say which"
				+ " passage it is about", e.getMessage());
		assertEquals(before, Files.readString(store.file(Fixtures.GLOSSES)));
		assertEquals(List.of(Fixtures.GLOSSES, Fixtures.TRANSLATION), store.names(), "no set was made");
	}

	@Test
	void anImportIsPlacedInThePassagesAndStoredAsASet() throws IOException {
		AnnotationStore store = store();
		Path file = Files.writeString(root.resolve("hypothesis-export.json"), """
				[{"@context": "http://www.w3.org/ns/anno.jsonld", "type": "Annotation", "id": "https://hypothes.is/a/1",
				  "creator": "acct:reader@hypothes.is", "created": "2026-10-02T08:12:44+00:00",
				  "body": [{"type": "TextualBody", "value": "Kishi: -3 chips"}, {"type": "TextualBody", "purpose": "tagging", "value": "penalty"}],
				  "target": [{"source": "https://example.org/pushuang.html", "selector": [
				    {"type": "TextPositionSelector", "start": 300, "end": 303},
				    {"type": "TextQuoteSelector", "exact": "輸三籌", "prefix": "謂之揭頭", "suffix": "不下"}]}]},
				 {"type": "Annotation", "bodyValue": "somewhere else", "target": "https://example.org/other.html"}]""");
		ImportResult r = new ImportCommand(store).file(file).transcriptions(Fixtures.transcriptions()).call();
		assertEquals("hypothesis-export", r.set());
		assertEquals(2, r.added());
		assertEquals(1, r.newIds());
		assertEquals(1, r.notPlaced().size());
		assertEquals(Status.UNPLACED, r.notPlaced().get(0).status());
		AnnotationSet stored = store.read("hypothesis-export");
		Annotation h = stored.get("https://hypothes.is/a/1").orElseThrow();
		assertEquals("../sources/pushuang.tei#pushuang.qiliang.jietou", h.target().source());
		assertEquals(24, h.target().position().start());
		assertEquals("https://example.org/other.html", stored.annotations().get(1).target().source(), "kept as it came");

		// imported again: the same annotations, nothing added; into another set: the id is taken
		ImportResult again = new ImportCommand(store).file(file).transcriptions(Fixtures.transcriptions()).call();
		assertEquals(1, again.unchanged());
		assertEquals(1, again.added(), "the one without an id is new each time");
		var e = assertThrows(AnnotationsProblem.class, () -> new ImportCommand(store).file(file).into("elsewhere").call());
		assertTrue(e.getMessage().contains("is already in the set 'hypothesis-export'"), e.getMessage());
		assertTrue(!store.exists("elsewhere"));
	}

	@Test
	void aTeiExportImportsBackToTheSameSet() throws IOException {
		AnnotationStore store = store();
		Path tei = Files.writeString(root.resolve("glosses.xml"),
				org.rulebench.annotations.tei.TeiStandoff.write(store.read(Fixtures.GLOSSES), store.iri()));
		Files.delete(store.file(Fixtures.GLOSSES));
		ImportResult r = new ImportCommand(store).file(tei).into(Fixtures.GLOSSES).transcriptions(Fixtures.transcriptions()).call();
		assertEquals(7, r.added());
		assertEquals(List.of(), r.notPlaced());
		assertEquals(Fixtures.exampleText(Fixtures.GLOSSES), Files.readString(store.file(Fixtures.GLOSSES)));
		assertEquals(Fixtures.exampleText(Fixtures.GLOSSES), W3cWriter.write(store.read(Fixtures.GLOSSES), store.iri()));
	}
}
