package org.rulebench.annotations.w3c;

import java.util.List;
import java.util.Map;

import org.rulebench.annotations.Annotation;

/**
 * What a JSON-LD file held.
 *
 * @param kind        how the annotations were given
 * @param label       the collection's or page's label; null if none
 * @param annotations in the order of the file
 * @param extras      properties of a collection the model does not name (its id, creator...), as JSON text
 * @param newIds      how many annotations had no id and were given one (only when ids are not required)
 */
public record W3cDocument(Kind kind, String label, List<Annotation> annotations, Map<String, String> extras, int newIds) {

	public enum Kind {
		ANNOTATION, ARRAY, PAGE, COLLECTION
	}

	public W3cDocument {
		annotations = List.copyOf(annotations);
	}
}
