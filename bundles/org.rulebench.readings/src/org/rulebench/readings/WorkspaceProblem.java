package org.rulebench.readings;

/**
 * Something the workspace cannot do, in words for the person at the keyboard: what is wrong, where (a file, or
 * FILE:LINE:COL in a reading) and what to do about it.
 */
public class WorkspaceProblem extends RuntimeException {
	private static final long serialVersionUID = 1L;

	public WorkspaceProblem(String message) {
		super(message);
	}

	public WorkspaceProblem(String message, Throwable cause) {
		super(message, cause);
	}
}
