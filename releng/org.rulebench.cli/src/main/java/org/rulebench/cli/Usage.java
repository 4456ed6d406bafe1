package org.rulebench.cli;

/** A command line that cannot be understood: the message says what is wrong and what to type instead. */
final class Usage extends RuntimeException {
	private static final long serialVersionUID = 1L;

	Usage(String message) {
		super(message);
	}
}
