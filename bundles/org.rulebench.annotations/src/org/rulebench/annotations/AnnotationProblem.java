package org.rulebench.annotations;

/**
 * Something wrong in a file of annotations, where it is: at a line and column for a JSON syntax error, at an
 * annotation (its place in the file, from 1, and its id if it has one) for an annotation that does not say what it
 * must.
 *
 * @param file   the file as the user named it
 * @param line   from 1; 0 if the problem is an annotation's, not a place in the text
 * @param column from 1; 0 with line 0
 * @param index  the annotation's place in the file, from 1; 0 if the problem is the file's as a whole
 * @param id     the annotation's id; null if it has none or the problem is the file's
 * @param path   where in the JSON ($.first.items[2].target); null for a syntax error
 */
public record AnnotationProblem(String file, int line, int column, int index, String id, String path, String message) {

	/** FILE:LINE:COL: error: message, or FILE: error: annotation N (id ID) at PATH: message. */
	@Override
	public String toString() {
		StringBuilder b = new StringBuilder(file);
		if (line > 0) {
			b.append(':').append(line).append(':').append(column);
		}
		b.append(": error: ");
		if (index > 0) {
			b.append("annotation ").append(index);
			if (id != null) {
				b.append(" (id ").append(id).append(')');
			}
			if (path != null) {
				b.append(" at ").append(path);
			}
			b.append(": ");
		} else if (path != null && line == 0) {
			b.append("at ").append(path).append(": ");
		}
		return b.append(message).toString();
	}
}
