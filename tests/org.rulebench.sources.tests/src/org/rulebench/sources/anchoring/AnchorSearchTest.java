package org.rulebench.sources.anchoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rulebench.sources.anchoring.Attachment.Status;

/** Citations survive edits of the transcription, and are orphaned, never misattached, when their words are gone. */
class AnchorSearchTest {
	// 七梁雙陸 as quoted in seed 000 §3.4, the passage the 七梁 reading cites
	static final String QILIANG = "兩馬相比為梁十四馬行過一邊就七路雙立故曰七梁凡成七梁贏一籌再成又勝它如平雙陸";
	static final String JIETOU = "如未成七梁馬未盡歸擲出大彩但移動後一梁馬謂之揭頭輸三籌不下";

	static Attachment find(Anchor anchor, String text) {
		return new AnchorSearch().anchor(anchor).text(text).call();
	}

	static Anchor anchor(String id, String text, String quote) {
		return Anchor.of(id, text, quote).orElseThrow();
	}

	@Test
	void anUnchangedPassageKeepsItsAnchor() {
		Anchor a = anchor("p", QILIANG, "兩馬相比為梁");
		Attachment found = find(a, QILIANG);
		assertEquals(Status.UNCHANGED, found.status());
		assertEquals(new TextPositionSelector(0, 6), found.position());
	}

	@Test
	void anAnchorRecordsTheQuoteItsContextAndItsPosition() {
		Anchor a = anchor("p", JIETOU, "移動後一梁馬謂之揭頭輸三籌");
		assertEquals("梁馬未盡歸擲出大彩但", a.quote().prefix());
		assertEquals("不下", a.quote().suffix());
		assertEquals(new TextPositionSelector(14, 27), a.position());
	}

	@Test
	void textInsertedBeforeTheQuoteMovesTheAnchor() {
		Anchor a = anchor("p", JIETOU, "移動後一梁馬謂之揭頭輸三籌");
		Attachment found = find(a, "[校] " + JIETOU);
		assertEquals(Status.MOVED, found.status());
		assertEquals(new TextPositionSelector(18, 31), found.position());
		assertEquals("移動後一梁馬謂之揭頭輸三籌", found.found());
	}

	@Test
	void aCharacterChangedElsewhereLeavesTheAnchor() {
		Anchor a = anchor("p", JIETOU, "移動後一梁馬謂之揭頭輸三籌");
		Attachment found = find(a, JIETOU.replace("大彩", "大綵"));
		assertTrue(found.anchored());
		assertEquals(new TextPositionSelector(14, 27), found.position());
	}

	@Test
	void offsetsCountCodePointsEvenOutsideTheBasicPlane() {
		String ext = "𠀋"; // U+2000B, CJK Extension B: one code point, two UTF-16 chars
		Anchor a = anchor("p", ext + QILIANG, "十四馬");
		assertEquals(new TextPositionSelector(7, 10), a.position());
		Attachment found = find(a, ext + ext + QILIANG);
		assertEquals(Status.MOVED, found.status());
		assertEquals(new TextPositionSelector(8, 11), found.position());
		assertEquals(ext + ext + "兩馬相比為梁", found.reanchor("p", ext + ext + QILIANG).quote().prefix());
	}

	@Test
	void aQuoteThatChangedALittleIsFoundFuzzily() {
		Anchor a = anchor("p", JIETOU, "移動後一梁馬謂之揭頭輸三籌");
		Attachment found = find(a, JIETOU.replace("揭頭", "掲頭"));
		assertEquals(Status.FUZZY, found.status());
		assertEquals(1, found.errors());
		assertEquals("移動後一梁馬謂之掲頭輸三籌", found.found());
	}

	@Test
	void deletingACitedPhraseOrphansExactlyItsCitations() {
		String text = QILIANG;
		Map<String, Anchor> citations = new LinkedHashMap<>();
		for (String quote : List.of("兩馬相比為梁", "十四馬行過一邊就七路雙立", "凡成七梁贏一籌", "它如平雙陸")) {
			citations.put(quote, anchor("p", text, quote));
		}
		String edited = text.replace("十四馬行過一邊就七路雙立", "");
		for (Map.Entry<String, Anchor> c : citations.entrySet()) {
			Attachment found = find(c.getValue(), edited);
			assertEquals(!c.getKey().equals("十四馬行過一邊就七路雙立"), found.anchored(), c.getKey() + ": " + found);
		}
		assertTrue(find(citations.get("十四馬行過一邊就七路雙立"), edited).reason().contains("no longer in passage p"));
	}

	@Test
	void aWeakMatchIsNeverTaken() {
		Anchor a = anchor("p", JIETOU, "移動後一梁馬謂之揭頭輸三籌");
		// a third of the quote rewritten: beyond the bound of one edit in five
		assertFalse(find(a, JIETOU.replace("移動後一梁", "動かす後梁")).anchored());
		// short quotes must be found word for word
		Anchor shortQuote = anchor("p", QILIANG, "為梁");
		assertFalse(find(shortQuote, QILIANG.replace("為梁", "謂梁")).anchored());
	}

	@Test
	void twoEquallyGoodFuzzyPlacesOrphanTheCitation() {
		String text = "abcdefghij and abcdefghij";
		Anchor a = new Anchor("p", new TextQuoteSelector("abcdefghiX", "", ""), null);
		Attachment found = find(a, text);
		assertEquals(Status.ORPHANED, found.status());
		assertTrue(found.reason().contains("2 places resemble it equally"), found.reason());
	}

	@Test
	void amongSeveralExactOccurrencesTheContextDecides() {
		String text = "one pair wins, and one pair loses";
		Anchor a = anchor("p", text, "one pair");
		Anchor second = Anchor.of("p", text, 19, 27);
		assertEquals("one pair", second.quote().exact());
		Attachment found = find(second, "Note: " + text);
		assertEquals(new TextPositionSelector(25, 33), found.position());
		assertEquals(new TextPositionSelector(6, 14), find(a, "Note: " + text).position());
	}
}
