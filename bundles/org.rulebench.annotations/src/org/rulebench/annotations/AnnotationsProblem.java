package org.rulebench.annotations;

/** Annotations that cannot be read or stored as asked: the message says what and what to do. */
public final class AnnotationsProblem extends RuntimeException {
	private static final long serialVersionUID = 1L;

	public AnnotationsProblem(String message) {
		super(message);
	}

	public AnnotationsProblem(String message, Throwable cause) {
		super(message, cause);
	}
}
