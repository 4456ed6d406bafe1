package org.rulebench.annotations;

import java.util.function.Predicate;

/**
 * Which annotations to show: of a motivation, by an author, with a tag; each null for any.
 *
 * @param motivation as {@link Annotation#kind()} says
 * @param author     a name or IRI ({@link Author#matches})
 * @param tag        a term the annotation names, case aside
 */
public record Filter(Motivation motivation, String author, String tag) implements Predicate<Annotation> {

	public static Filter any() {
		return new Filter(null, null, null);
	}

	@Override
	public boolean test(Annotation a) {
		return (motivation == null || a.kind() == motivation)
				&& (author == null || a.creator() != null && a.creator().matches(author))
				&& (tag == null || a.terms().stream().anyMatch(t -> t.equalsIgnoreCase(tag)));
	}
}
