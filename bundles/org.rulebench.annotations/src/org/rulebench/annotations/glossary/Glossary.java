package org.rulebench.annotations.glossary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.anchoring.PassageText;
import org.rulebench.annotations.anchoring.Transcriptions;

/**
 * Every term the annotations of a workspace name (a tag, or the word a gloss explains), with the glosses given for
 * it (the texts of the annotations that name it) and the passages where it occurs: those annotated with it, and
 * those whose text contains it.
 *
 * <pre>
 * Glossary g = Glossary.of(store.readAll(), Transcriptions.in(root.resolve("sources")));
 * </pre>
 */
public record Glossary(List<Entry> entries) {

	/**
	 * A term and what the workspace says of it.
	 *
	 * @param term      as written
	 * @param glosses   the texts of the annotations that name it, in the order of the sets
	 * @param annotated the passages its annotations are on
	 * @param occurs    the passages whose text contains the term, innermost only (empty without transcriptions)
	 */
	public record Entry(String term, List<Gloss> glosses, List<String> annotated, List<String> occurs) {
		public Entry {
			glosses = List.copyOf(glosses);
			annotated = List.copyOf(annotated);
			occurs = List.copyOf(occurs);
		}
	}

	/**
	 * One thing said of a term.
	 *
	 * @param text       the gloss, translation or comment
	 * @param language   its language; null if not said
	 * @param set        the annotation set it is in
	 * @param annotation the annotation's id
	 * @param author     who said it; null if not said
	 */
	public record Gloss(String text, String language, String set, String annotation, String author) {
	}

	public Glossary {
		entries = List.copyOf(entries);
	}

	public static Glossary of(List<AnnotationSet> sets, Transcriptions transcriptions) {
		Map<String, List<Gloss>> glosses = new LinkedHashMap<>();
		Map<String, Set<String>> annotated = new LinkedHashMap<>();
		for (AnnotationSet set : sets) {
			for (Annotation a : set.annotations()) {
				for (String term : new LinkedHashSet<>(a.terms())) {
					List<Gloss> g = glosses.computeIfAbsent(term, k -> new ArrayList<>());
					for (Body b : a.texts()) {
						g.add(new Gloss(b.value(), b.language(), set.name(), a.id(),
								a.creator() == null ? null : a.creator().label()));
					}
					String passage = a.target().passageId();
					annotated.computeIfAbsent(term, k -> new LinkedHashSet<>()).add(passage != null ? passage : a.target().source());
				}
			}
		}
		List<Entry> entries = new ArrayList<>();
		for (String term : glosses.keySet().stream().sorted().toList()) {
			List<String> occurs = transcriptions.holding(term).stream().map(PassageText::id).toList();
			entries.add(new Entry(term, glosses.get(term), new ArrayList<>(annotated.get(term)), occurs));
		}
		return new Glossary(entries);
	}

	/** The entry of a term; null if no annotation names it. */
	public Entry entry(String term) {
		return entries.stream().filter(e -> e.term().equals(term)).findFirst().orElse(null);
	}
}
