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
		AnnotationSet set = Fixtures.store().read(name);
		AnnotationSet back = TeiStandoff.read(TeiStandoff.write(set), name + ".xml");
		assertEquals(set, back);
		assertEquals(Fixtures.exampleText(name), W3cWriter.write(back));
	}

	@Test
	void everythingTheModelHoldsGoesThroughTei() {
		AnnotationSet set = Fixtures.everything();
		String tei = TeiStandoff.write(set);
		assertEquals(set, TeiStandoff.read(tei, "everything.xml"));
	}

	@Test
	void aSpanIsANotePointingIntoTheTranscriptionByStringRange() {
		String tei = TeiStandoff.write(Fixtures.store().read(Fixtures.GLOSSES));
		assertTrue(tei.contains("<standOff type=\"annotations\" n=\"qiliang-glosses\">"), tei);
		assertTrue(tei.contains("<note xml:id=\"a1\" n=\"tag:rulebench.org,2026:qiliang-glosses/liang\" type=\"describing\" resp=\"#p1\""
				+ " target=\"../sources/pushuang.tei#string-range(pushuang.qiliang.liang,5,1)\">"), tei);
		assertTrue(tei.contains("<span type=\"quote\" target=\"../sources/pushuang.tei#string-range(pushuang.qiliang.liang,5,1)\">"
				+ "<seg type=\"prefix\">兩馬相比為</seg><seg type=\"exact\">梁</seg><seg type=\"suffix\"/></span>"), tei);
		assertTrue(tei.contains("<term xml:lang=\"lzh\">梁</term>"), tei);
		assertTrue(tei.contains("<p xml:lang=\"en\">chip: the unit of score</p>"), tei);
		assertTrue(tei.contains("<ptr target=\"../pu-shuang/qiliang.reading#kaito\"/>"), tei);
		assertTrue(tei.contains("<person xml:id=\"p2\" role=\"Person\"><persName>A. Reader</persName></person>"), tei);
		assertTrue(!tei.contains("json-ld"), "the examples need nothing outside TEI's own elements");
	}

	@Test
	void malformedXmlIsReportedWhereItIs() {
		var e = assertThrows(MalformedAnnotations.class, () -> TeiStandoff.read("<TEI xmlns=\"http://www.tei-c.org/ns/1.0\">\n<standOff>\n</TEI>", "x.xml"));
		assertTrue(e.getMessage().startsWith("x.xml:3:"), e.getMessage());
	}
}
