package org.rulebench.annotations.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.MalformedAnnotations;
import org.rulebench.annotations.tests.Fixtures;
import org.rulebench.annotations.w3c.W3cWriter;

/** Annotation sets as TEI standoff notes pointing into the transcription, and back, with nothing lost. */
class TeiStandoffTest {

	@ParameterizedTest
	@ValueSource(strings = { Fixtures.TRANSLATION, Fixtures.GLOSSES })
	void anExampleSetGoesThroughTeiAndBackToTheSameJsonLd(String name) {
		var store = Fixtures.store();
		AnnotationSet set = store.read(name);
		String tei = TeiStandoff.write(set, store.iri());
		AnnotationSet back = TeiStandoff.read(tei, name + ".xml", store.iri());
		assertEquals(set, back);
		assertEquals(Fixtures.exampleText(name), W3cWriter.write(back, store.iri()));
		// tei_all allows no <seg> inside <span> (checked with jing, docs/annotations.md): the quote's parts are <q>
		assertTrue(!tei.contains("<seg"), tei);
		assertTrue(!tei.contains("file:") && !tei.contains("\"../"), "every pointer is an absolute IRI of the workspace");
	}

	@Test
	void everythingTheModelHoldsGoesThroughTei() {
		AnnotationSet set = Fixtures.everything();
		String tei = TeiStandoff.write(set);
		assertEquals(set, TeiStandoff.read(tei, "everything.xml"));
	}

	@Test
	void aSpanIsANotePointingIntoTheTranscriptionByStringRange() {
		String tei = TeiStandoff.write(Fixtures.store().read(Fixtures.GLOSSES), Fixtures.store().iri());
		assertTrue(tei.contains("<standOff type=\"annotations\" n=\"qiliang-glosses\">"), tei);
		assertTrue(tei.contains("<note xml:id=\"a1\" n=\"tag:rulebench.org,2026:qiliang-glosses/liang\" type=\"describing\" resp=\"#p1\""
				+ " target=\"https://rulebench.org/workspace/sources/pushuang.tei#string-range(pushuang.qiliang.liang,5,1)\">"), tei);
		assertTrue(tei.contains("<span type=\"quote\" target=\"https://rulebench.org/workspace/sources/pushuang.tei#string-range(pushuang.qiliang.liang,5,1)\">"
				+ "<q type=\"prefix\">兩馬相比為</q><q type=\"exact\">梁</q><q type=\"suffix\"/></span>"), tei);
		assertTrue(tei.contains("<term xml:lang=\"lzh\">梁</term>"), tei);
		assertTrue(tei.contains("<p xml:lang=\"en\">chip: the unit of score</p>"), tei);
		assertTrue(tei.contains("<ptr target=\"https://rulebench.org/workspace/pu-shuang/qiliang.reading#kaito\"/>"), tei);
		assertTrue(tei.contains("<person xml:id=\"p2\" role=\"Person\"><persName>A. Reader</persName></person>"), tei);
		assertTrue(!tei.contains("json-ld"), "the examples need nothing outside TEI's own elements");
	}

	@Test
	void malformedXmlIsReportedWhereItIs() {
		var e = assertThrows(MalformedAnnotations.class, () -> TeiStandoff.read("<TEI xmlns=\"http://www.tei-c.org/ns/1.0\">\n<standOff>\n</TEI>", "x.xml"));
		assertTrue(e.getMessage().startsWith("x.xml:3:"), e.getMessage());
	}
}
