package org.rulebench.annotations.diff;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.rulebench.annotations.Annotation;

/**
 * How one annotation differs between two states of a workspace.
 *
 * @param id      the annotation's id
 * @param set     the set it is in (in the new state, or the old one if it was removed)
 * @param aspects what differs; {@link Aspect#ADDED} or {@link Aspect#REMOVED} alone for one only one side has
 * @param before  in the old state; null if added
 * @param after   in the new state; null if removed
 */
public record AnnotationChange(String id, String set, Set<Aspect> aspects, Annotation before, Annotation after) {

	public enum Aspect {
		ADDED, REMOVED,
		/** its motivation */
		MOTIVATION,
		/** what it says: its bodies (texts, terms, links) */
		BODY,
		/** what it is on: passage, quote or position */
		TARGET,
		/** who made it, when, or what else an imported annotation carries */
		PROVENANCE,
		/** it is in another set */
		SET;

		public String word() {
			return name().toLowerCase(Locale.ROOT);
		}
	}

	public AnnotationChange {
		aspects = Set.copyOf(EnumSet.copyOf(aspects));
	}

	/** "body, target" */
	public String what() {
		List<String> words = new ArrayList<>();
		for (Aspect a : Aspect.values()) {
			if (aspects.contains(a)) {
				words.add(a.word());
			}
		}
		return String.join(", ", words);
	}
}
