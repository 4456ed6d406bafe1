package org.rulebench.annotations.glossary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.annotations.anchoring.Transcriptions;
import org.rulebench.annotations.tests.Fixtures;

/** The glossary of the examples: terms, their glosses, where they are annotated and where they occur. */
class GlossaryTest {

	@Test
	void everyTermOfTheExamplesWithItsGlossesAndPassages() {
		Glossary g = Glossary.of(Fixtures.store().readAll(), Fixtures.transcriptions());
		assertEquals(List.of("dice rule", "大彩", "梁", "籌"), g.entries().stream().map(Glossary.Entry::term).toList());

		Glossary.Entry liang = g.entry("梁");
		assertEquals(List.of("point: a place on the board; in 七梁雙陸 a point held by a pair of one's pieces", "ポイント（地）"),
				liang.glosses().stream().map(Glossary.Gloss::text).toList());
		assertEquals("en", liang.glosses().get(0).language());
		assertEquals("qiliang-glosses", liang.glosses().get(0).set());
		assertEquals("Rulebench examples", liang.glosses().get(0).author());
		assertEquals(List.of("pushuang.qiliang.liang"), liang.annotated());
		assertTrue(liang.occurs().containsAll(List.of("pushuang.qiliang.liang", "pushuang.qiliang.name", "pushuang.qiliang.jietou")),
				liang.occurs().toString());
		assertTrue(liang.occurs().stream().noneMatch(p -> p.equals("pushuang.qiliang.p1") || p.equals("pushuang.qiliang")),
				"only the innermost passages: " + liang.occurs());

		Glossary.Entry chou = g.entry("籌");
		assertEquals(List.of("pushuang.qiliang.chips", "pushuang.qiliang.double", "pushuang.qiliang.jietou"), chou.occurs());

		Glossary.Entry dice = g.entry("dice rule");
		assertEquals(List.of(), dice.glosses(), "a tag alone says nothing more of its term");
		assertEquals(List.of("pushuang.qiliang.jietou"), dice.annotated());
		assertEquals(List.of(), dice.occurs());
		assertNull(g.entry("馬"));
	}

	@Test
	void withoutTranscriptionsTheGlossaryStillListsWhereTermsAreAnnotated() {
		Glossary g = Glossary.of(Fixtures.store().readAll(), Transcriptions.none());
		assertEquals(List.of(), g.entry("梁").occurs());
		assertEquals(List.of("pushuang.qiliang.chips"), g.entry("籌").annotated());
	}
}
