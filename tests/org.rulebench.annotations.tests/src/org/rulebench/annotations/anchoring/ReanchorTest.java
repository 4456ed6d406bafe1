package org.rulebench.annotations.anchoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.anchoring.Placement.Status;
import org.rulebench.annotations.tests.Fixtures;
import org.rulebench.annotations.w3c.W3cReader;

/** Annotations survive edits of the transcription as citations do, and are orphaned, never moved, when their text is gone. */
class ReanchorTest {
	private static final String G = "tag:rulebench.org,2026:qiliang-glosses/";

	private static Map<String, Placement> reanchor(AnnotationSet set, Transcriptions t) {
		return new ReanchorCommand().transcriptions(t).annotations(set.annotations()).call().stream()
				.collect(Collectors.toMap(p -> p.before().id(), Function.identity()));
	}

	@Test
	void theExamplesHoldInTheExampleTranscriptionsAsTheyAre() {
		Transcriptions t = Fixtures.transcriptions();
		assertEquals(List.of(), t.problems());
		for (String set : List.of(Fixtures.TRANSLATION, Fixtures.GLOSSES)) {
			for (Placement p : reanchor(Fixtures.store().read(set), t).values()) {
				assertTrue(p.status() == Status.UNCHANGED || p.status() == Status.WHOLE_PASSAGE, p.before().id() + ": " + p);
				assertEquals(p.before(), p.after());
			}
		}
	}

	@Test
	void editsOfTheTranscriptionMoveOrOrphanAnnotationsAsTheyMoveOrOrphanCitations() {
		String tei = Fixtures.pushuang()
				// text inserted before 梁: the gloss moves with it
				.replace(">兩馬相比為梁<", ">凡兩馬相比為梁<")
				// 大彩 is gone: its gloss is orphaned
				.replace("擲出大彩但移動後一梁馬", "擲出但移動後一梁馬")
				// one character of the linked phrase changes: a fuzzy match of a quote long enough for one
				.replace("謂之揭頭輸三籌", "謂之掲頭輸三籌");
		Transcriptions edited = Transcriptions.of("pushuang.tei", tei);
		Map<String, Placement> p = reanchor(Fixtures.store().read(Fixtures.GLOSSES), edited);

		Placement liang = p.get(G + "liang");
		assertEquals(Status.MOVED, liang.status());
		assertEquals(6, liang.after().target().position().start());
		assertEquals("凡兩馬相比為", liang.after().target().quote().prefix());

		assertEquals(Status.UNCHANGED, p.get(G + "chou").status());

		Placement dacai = p.get(G + "dacai");
		assertEquals(Status.ORPHANED, dacai.status());
		assertNull(dacai.after(), "an orphaned annotation is attached nowhere");
		assertTrue(dacai.detail().contains("大彩"), dacai.detail());
		Placement dice = p.get(G + "dice-rule");
		assertEquals(Status.FUZZY, dice.status(), "its quote is long enough for the two edits");
		assertEquals("擲出但移動後一梁馬", dice.found());

		Placement link = p.get(G + "jietou-rule");
		assertEquals(Status.FUZZY, link.status());
		assertEquals("謂之掲頭輸三籌", link.found());
		assertTrue(link.detail().contains("1 edit"), link.detail());

		assertEquals(Status.WHOLE_PASSAGE, p.get(G + "ping").status());
	}

	@Test
	void aRemovedPassageLeavesItsAnnotationsOnAnUnknownPassage() {
		String tei = Fixtures.pushuang().replaceAll("<seg xml:id=\"pushuang.qiliang.ping\" n=\"4\">[^<]*</seg>", "");
		Map<String, Placement> p = reanchor(Fixtures.store().read(Fixtures.GLOSSES), Transcriptions.of("pushuang.tei", tei));
		assertEquals(Status.UNKNOWN_PASSAGE, p.get(G + "ping").status());
		assertEquals("no transcription has a passage pushuang.qiliang.ping", p.get(G + "ping").detail());
	}

	@Test
	void anAnnotationMadeOnAWebPageIsPlacedInThePassageThatHoldsItsQuote() {
		String json = """
				[{"type": "Annotation", "id": "urn:h:1", "bodyValue": "-3",
				  "target": {"source": "https://example.org/pushuang.html", "selector": [
				    {"type": "TextQuoteSelector", "exact": "輸三籌", "prefix": "謂之揭頭", "suffix": "不下"},
				    {"type": "TextPositionSelector", "start": 300, "end": 303}]}},
				 {"type": "Annotation", "id": "urn:h:2", "bodyValue": "which one?",
				  "target": {"source": "https://example.org/pushuang.html", "selector": {"type": "TextQuoteSelector", "exact": "七梁"}}},
				 {"type": "Annotation", "id": "urn:h:3", "bodyValue": "not there",
				  "target": {"source": "https://example.org/other.html", "selector": {"type": "TextQuoteSelector", "exact": "チェス盤"}}}]""";
		List<Annotation> imported = new W3cReader().text(json).call().annotations();
		List<Placement> p = new ReanchorCommand().transcriptions(Fixtures.transcriptions()).annotations(imported).call();
		assertEquals(Status.MOVED, p.get(0).status());
		assertEquals("../sources/pushuang.tei#pushuang.qiliang.jietou", p.get(0).after().target().source());
		assertEquals(24, p.get(0).after().target().position().start());
		assertEquals(Status.UNPLACED, p.get(1).status());
		assertTrue(p.get(1).detail().contains("passages hold its quote \"七梁\""), p.get(1).detail());
		assertEquals(Status.UNPLACED, p.get(2).status());
		assertEquals("no passage holds its quote \"チェス盤\"", p.get(2).detail());
	}
}
