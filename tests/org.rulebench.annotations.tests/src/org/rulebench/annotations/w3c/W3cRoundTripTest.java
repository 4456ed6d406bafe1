package org.rulebench.annotations.w3c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.AnnotationStore;
import org.rulebench.annotations.Motivation;
import org.rulebench.annotations.tests.Fixtures;

import com.google.gson.JsonParser;

/** Annotations through W3C JSON-LD and back, with nothing lost; the shapes other tools export. */
class W3cRoundTripTest {

	@ParameterizedTest
	@ValueSource(strings = { Fixtures.TRANSLATION, Fixtures.GLOSSES })
	void anExampleSetIsWrittenBackByteForByte(String name) {
		String file = Fixtures.exampleText(name);
		var iri = Fixtures.store().iri();
		AnnotationSet set = AnnotationStore.parse(name, file, name, iri);
		assertEquals(file, W3cWriter.write(set, iri));
	}

	@Test
	void everythingTheModelHoldsSurvivesARoundTrip() {
		AnnotationSet set = Fixtures.everything();
		String json = W3cWriter.write(set);
		AnnotationSet back = AnnotationStore.parse("everything", json, "everything.jsonld");
		assertEquals(set, back);
		assertEquals(json, W3cWriter.write(back));
		// the extra properties are written as they came, numbers included
		assertTrue(json.contains("\"weight\": 1.50"), json);
		assertTrue(json.contains("\"@context\": [\n    \"http://www.w3.org/ns/anno.jsonld\""), json);
	}

	@Test
	void translatingIsRulebenchsMotivationDefinedInTheContext() {
		String json = W3cWriter.write(Fixtures.everything());
		var context = JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("@context");
		assertEquals("rb:translating", context.get(1).getAsJsonObject().get("translating").getAsString());
		assertEquals("https://rulebench.org/ns/annotation#", context.get(1).getAsJsonObject().get("rb").getAsString());
		assertEquals(Motivation.TRANSLATING, Motivation.of("rb:translating"));
		assertEquals(Motivation.TRANSLATING, Motivation.of("https://rulebench.org/ns/annotation#translating"));
		assertEquals(Motivation.COMMENTING, Motivation.of("oa:commenting"));
		assertEquals(Motivation.COMMENTING, Motivation.of("http://www.w3.org/ns/oa#commenting"));
		assertEquals(Motivation.DESCRIBING, Motivation.of("glossing"));
	}

	/** As Hypothesis exports one: no motivation, a web page as source, three selectors, tags as bodies. */
	static final String HYPOTHESIS = """
			{
			  "@context": "http://www.w3.org/ns/anno.jsonld",
			  "type": "Annotation",
			  "id": "https://hypothes.is/a/Kx9f2Qm3EfCk",
			  "created": "2026-10-02T08:12:44.101+00:00",
			  "modified": "2026-10-02T08:13:02.553+00:00",
			  "creator": "acct:reader@hypothes.is",
			  "body": [
			    {"type": "TextualBody", "value": "Kishi reads this as **-3 chips**.", "format": "text/markdown"},
			    {"type": "TextualBody", "purpose": "tagging", "value": "dice rule"}
			  ],
			  "target": [{
			    "source": "https://example.org/pushuang.html",
			    "selector": [
			      {"type": "RangeSelector", "startSelector": {"type": "XPathSelector", "value": "/p[2]"}, "endSelector": {"type": "XPathSelector", "value": "/p[2]"}},
			      {"type": "TextPositionSelector", "start": 120, "end": 127},
			      {"type": "TextQuoteSelector", "exact": "謂之揭頭輸三籌", "prefix": "但移動後一梁馬", "suffix": "不下"}
			    ]
			  }],
			  "group": "__world__"
			}
			""";

	@Test
	void aHypothesisAnnotationIsReadWithItsTagsAndSelectorsKept() {
		W3cDocument d = new W3cReader().file("h.json").text(HYPOTHESIS).call();
		assertEquals(W3cDocument.Kind.ANNOTATION, d.kind());
		Annotation a = d.annotations().get(0);
		assertNull(a.motivation());
		assertEquals(Motivation.TAGGING, a.kind(), "the purpose of its tag body says what it is");
		assertEquals(List.of("dice rule"), a.terms());
		assertEquals("謂之揭頭輸三籌", a.target().quote().exact());
		assertEquals(120, a.target().position().start());
		assertEquals(1, a.target().otherSelectors().size(), "the RangeSelector is kept");
		assertEquals("\"__world__\"", a.extras().get("group"));
		assertEquals("acct:reader@hypothes.is", a.creator().id());
		// and written back, then read again, it is the same annotation
		String again = W3cWriter.write(a);
		assertEquals(a, new W3cReader().text(again).call().annotations().get(0));
	}

	@Test
	void anArrayAPageAndACollectionAreAllAccepted() {
		String one = """
				{"type": "Annotation", "id": "urn:x:1", "motivation": "oa:commenting", "bodyValue": "a note",
				 "target": "../sources/pushuang.tei#pushuang.qiliang.ping"}""";
		String two = """
				{"type": "Annotation", "id": "urn:x:2", "motivation": "questioning", "body": {"type": "TextualBody", "value": "why?", "language": "en"},
				 "target": {"source": "../sources/pushuang.tei#pushuang.qiliang.chips"}}""";
		W3cDocument array = new W3cReader().text("[" + one + "," + two + "]").call();
		assertEquals(W3cDocument.Kind.ARRAY, array.kind());
		assertEquals(List.of("urn:x:1", "urn:x:2"), array.annotations().stream().map(Annotation::id).toList());
		assertEquals("a note", array.annotations().get(0).bodies().get(0).value());
		assertTrue(array.annotations().get(1).target().wholePassage());

		W3cDocument page = new W3cReader().text("{\"type\": \"AnnotationPage\", \"items\": [" + one + "," + two + "]}").call();
		assertEquals(W3cDocument.Kind.PAGE, page.kind());
		assertEquals(2, page.annotations().size());

		W3cDocument collection = new W3cReader().text("{\"@context\": \"http://www.w3.org/ns/anno.jsonld\", \"type\": "
				+ "\"AnnotationCollection\", \"label\": \"CATMA export\", \"first\": {\"type\": \"AnnotationPage\", \"items\": ["
				+ one + "," + two + "]}}").call();
		assertEquals(W3cDocument.Kind.COLLECTION, collection.kind());
		assertEquals("CATMA export", collection.label());
		assertEquals(array.annotations(), collection.annotations());
	}

	@Test
	void onImportAnAnnotationWithoutIdIsGivenOne() {
		String noId = "{\"type\": \"Annotation\", \"bodyValue\": \"x\", \"target\": \"https://example.org/p\"}";
		W3cDocument d = new W3cReader().text(noId).idsRequired(false).call();
		assertEquals(1, d.newIds());
		assertTrue(d.annotations().get(0).id().startsWith("urn:uuid:"));
	}
}
