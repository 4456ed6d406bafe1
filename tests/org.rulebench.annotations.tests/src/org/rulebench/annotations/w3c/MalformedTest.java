package org.rulebench.annotations.w3c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.annotations.AnnotationProblem;
import org.rulebench.annotations.MalformedAnnotations;

/** Malformed JSON-LD: every message names the file, the annotation (its place and id) and what is wrong. */
class MalformedTest {

	private static List<AnnotationProblem> problems(String json) {
		return assertThrows(MalformedAnnotations.class, () -> new W3cReader().file("in.json").text(json).call()).problems();
	}

	@Test
	void aSyntaxErrorIsReportedAtItsLineAndColumn() {
		List<AnnotationProblem> p = problems("{\n  \"type\": \"Annotation\",\n  \"id\": \"urn:x\"\n  \"target\": \"t\"\n}");
		assertEquals(1, p.size());
		assertEquals(4, p.get(0).line());
		assertTrue(p.get(0).toString().startsWith("in.json:4:"), p.get(0).toString());
		assertTrue(p.get(0).message().startsWith("malformed JSON"), p.get(0).message());
	}

	@Test
	void trailingTextAndAnEmptyFileAreSyntaxErrors() {
		assertTrue(problems("{\"type\": \"Annotation\", \"id\": \"a\", \"target\": \"t\"} }").get(0).message().contains("more after the end"));
		assertEquals("in.json:1:1: error: the file is empty: expected W3C annotations in JSON-LD", problems("  \n").get(0).toString());
	}

	@Test
	void eachBadAnnotationIsNamedByItsPlaceAndId() {
		String json = """
				[
				  {"type": "Annotation", "id": "urn:ok", "bodyValue": "fine", "target": "../sources/pushuang.tei#pushuang.qiliang.ping"},
				  {"type": "Annotation", "id": "urn:no-target", "bodyValue": "where?"},
				  {"type": "Annotation", "id": "urn:bad-motivation", "motivation": "shouting", "target": "t"},
				  {"type": "Annotation", "id": "urn:bad-selector", "target": {"source": "s", "selector": {"type": "TextPositionSelector", "start": 5, "end": 2}}},
				  {"type": "Annotation", "id": "urn:bad-date", "created": "yesterday", "target": "t"},
				  {"type": "Annotation", "id": "urn:ok", "target": "t"},
				  "not an annotation"
				]""";
		List<String> p = problems(json).stream().map(AnnotationProblem::toString).toList();
		assertEquals(List.of(
				"in.json: error: annotation 2 (id urn:no-target) at $[1].target: it has no \"target\": an annotation must say which passage it is about",
				"in.json: error: annotation 3 (id urn:bad-motivation) at $[2].motivation: unknown motivation \"shouting\"; use one of"
						+ " assessing, bookmarking, classifying, commenting, describing, editing, highlighting, identifying, linking,"
						+ " moderating, questioning, replying, tagging, translating",
				"in.json: error: annotation 4 (id urn:bad-selector) at $[3].target.selector: the TextPositionSelector ends (2) before it starts (5)",
				"in.json: error: annotation 5 (id urn:bad-date) at $[4].created: 'yesterday' is not an xsd:dateTime such as 2026-11-20T09:30:00Z",
				"in.json: error: annotation 7 at $[6]: expected an annotation (a JSON object), not \"not an annotation\"",
				"in.json: error: annotation 6 (id urn:ok): the id is used twice, here and by annotation 1; ids must be unique"), p);
	}

	@Test
	void aStoredSetNeedsIdsAndACollectionWithItsPagesInIt() {
		assertTrue(problems("{\"type\": \"Annotation\", \"target\": \"t\"}").get(0).toString()
				.contains("annotation 1 at $: it has no \"id\""));
		assertTrue(problems("{\"type\": \"AnnotationCollection\", \"total\": 3, \"first\": \"https://example.org/page1\"}").get(0)
				.message().contains("only linked"));
		assertTrue(problems("{\"type\": \"Book\"}").get(0).message().startsWith("the file holds neither an annotation"));
		assertTrue(problems("{\"type\": \"Annotation\", \"id\": \"a\", \"motivation\": [\"commenting\", \"tagging\"], \"target\": \"t\"}")
				.get(0).message().startsWith("Rulebench keeps one motivation per annotation"));
		assertTrue(problems("{\"type\": \"Annotation\", \"id\": \"a\", \"target\": [\"t1\", \"t2\"]}").get(0).message()
				.startsWith("Rulebench keeps one target per annotation"));
	}
}
