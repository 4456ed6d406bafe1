package org.rulebench.annotations;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A named set of annotations, kept in one file of the workspace ({@code annotations/NAME.jsonld}, a W3C
 * AnnotationCollection): one scholar's commentary, a translation, a glossary. A competing reading's branch brings
 * its own sets.
 *
 * @param name        the file's name without .jsonld: letters, digits, '-', '_' and '.'
 * @param label       a title for people; null if none
 * @param annotations in the order of the file
 * @param extras      properties of the collection the model does not name (its id, creator...), as JSON text
 */
public record AnnotationSet(String name, String label, List<Annotation> annotations, Map<String, String> extras) {

	public AnnotationSet {
		checkName(name);
		annotations = annotations == null ? List.of() : List.copyOf(annotations);
		extras = Extras.copy(extras);
	}

	/** An empty set. */
	public static AnnotationSet named(String name, String label) {
		return new AnnotationSet(name, label, List.of(), Map.of());
	}

	/** @throws IllegalArgumentException if the name cannot be a file name of a set */
	public static String checkName(String name) {
		if (name == null || !name.matches("[\\p{L}\\p{N}_][\\p{L}\\p{N}_.-]*")) {
			throw new IllegalArgumentException("'" + name + "' cannot name an annotation set: use letters, digits, '-', '_'"
					+ " and '.', not starting with '.' or '-'");
		}
		return name;
	}

	public Optional<Annotation> get(String id) {
		return annotations.stream().filter(a -> a.id().equals(id)).findFirst();
	}

	public List<Annotation> select(Predicate<Annotation> filter) {
		return annotations.stream().filter(filter).toList();
	}

	/** The set with these annotations added, each replacing the one with its id if there is one, in place. */
	public AnnotationSet with(List<Annotation> more) {
		List<Annotation> all = new ArrayList<>(annotations);
		for (Annotation a : more) {
			int at = indexOf(all, a.id());
			if (at >= 0) {
				all.set(at, a);
			} else {
				all.add(a);
			}
		}
		return new AnnotationSet(name, label, all, extras);
	}

	public AnnotationSet with(Annotation a) {
		return with(List.of(a));
	}

	/** The set without the annotation of this id. */
	public AnnotationSet without(String id) {
		return new AnnotationSet(name, label, annotations.stream().filter(a -> !a.id().equals(id)).toList(), extras);
	}

	private static int indexOf(List<Annotation> list, String id) {
		for (int i = 0; i < list.size(); i++) {
			if (list.get(i).id().equals(id)) {
				return i;
			}
		}
		return -1;
	}
}
