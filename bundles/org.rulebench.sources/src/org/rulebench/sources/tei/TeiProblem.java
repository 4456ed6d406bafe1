package org.rulebench.sources.tei;

import org.eclipse.emf.ecore.resource.Resource;

/**
 * Something wrong or not supported in a TEI file, where it is: an error (malformed XML, an id used twice, a
 * pointer to no witness) or a warning (TEI outside the supported subset, which is not kept).
 */
public record TeiProblem(String location, int line, int column, boolean error, String message) implements Resource.Diagnostic {

	@Override
	public String getMessage() {
		return message;
	}

	@Override
	public String getLocation() {
		return location;
	}

	@Override
	public int getLine() {
		return line;
	}

	@Override
	public int getColumn() {
		return column;
	}

	/** FILE:LINE:COL: error|warning: message, as `rulebench check` prints it. */
	@Override
	public String toString() {
		return location + ":" + line + ":" + column + ": " + (error ? "error" : "warning") + ": " + message;
	}
}
