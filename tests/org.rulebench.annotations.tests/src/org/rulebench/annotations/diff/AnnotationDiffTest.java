package org.rulebench.annotations.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.Motivation;
import org.rulebench.annotations.Target;
import org.rulebench.annotations.diff.AnnotationChange.Aspect;
import org.rulebench.annotations.tests.Fixtures;

/** Two states of a workspace's annotations compared by id. */
class AnnotationDiffTest {
	private static final String G = "tag:rulebench.org,2026:qiliang-glosses/";

	@Test
	void addedRemovedAndChangedAnnotationsByIdAndWhatChanged() {
		List<AnnotationSet> old = Fixtures.store().readAll();
		AnnotationSet glosses = Fixtures.store().read(Fixtures.GLOSSES);
		Annotation chou = glosses.get(G + "chou").orElseThrow();
		Annotation changedGloss = new Annotation(chou.id(), chou.motivation(), chou.target(),
				List.of(Body.term("籌", "lzh"), Body.text("counter, tally: the unit of score", "en")), chou.creator(), chou.created(),
				"2026-12-01T00:00:00Z", chou.extras());
		Annotation ping = glosses.get(G + "ping").orElseThrow();
		Annotation retargeted = ping.withTarget(Target.passage(Target.passageIri("pushuang.tei", "pushuang.qiliang.p1")));
		Annotation fresh = Annotation.builder().id("urn:x:new").motivation(Motivation.QUESTIONING)
				.target(Target.passage(Target.passageIri("pushuang.tei", "pushuang.qiliang.rear"))).text("後梁: which points?", "en")
				.created("2026-12-01T00:00:00Z").build();
		AnnotationSet now = glosses.with(List.of(changedGloss, retargeted, fresh)).without(G + "buxia");
		List<AnnotationSet> sets = new ArrayList<>(old);
		sets.set(0, now);

		AnnotationDiff d = AnnotationDiff.compare(old, sets);
		assertEquals(List.of(G + "chou", G + "buxia", G + "ping", "urn:x:new"), d.changes().stream().map(AnnotationChange::id).toList());
		assertEquals(Set.of(Aspect.BODY, Aspect.PROVENANCE), d.change(G + "chou").aspects());
		assertEquals(Set.of(Aspect.REMOVED), d.change(G + "buxia").aspects());
		assertEquals(Set.of(Aspect.TARGET), d.change(G + "ping").aspects());
		assertEquals(Set.of(Aspect.ADDED), d.change("urn:x:new").aspects());
		assertEquals(old.stream().mapToInt(s -> s.annotations().size()).sum() - 3, d.same());
		String table = d.table();
		assertTrue(table.startsWith("annotations: 4 differ: 1 added, 1 removed, 2 changed;"), table);
		assertTrue(table.contains("new: describing \"籌\" in pushuang.qiliang.chips: [籌] (lzh); counter, tally: the unit of score (en)"), table);
	}

	@Test
	void anAnnotationMovedToAnotherSetIsOneChange() {
		AnnotationSet glosses = Fixtures.store().read(Fixtures.GLOSSES);
		Annotation liang = glosses.get(G + "liang").orElseThrow();
		AnnotationSet mine = AnnotationSet.named("mine", null).with(liang);
		AnnotationDiff d = AnnotationDiff.compare(List.of(glosses), List.of(glosses.without(liang.id()), mine));
		assertEquals(Set.of(Aspect.SET), d.change(liang.id()).aspects());
		assertEquals("mine", d.change(liang.id()).set());
	}
}
