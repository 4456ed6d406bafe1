package org.rulebench.engine.learning;

import java.nio.file.Path;

/** A trained player's file that cannot be used: unreadable, malformed, or trained for other rules. */
public final class PlayerFileProblem extends Exception {
	private static final long serialVersionUID = 1L;
	private final Path file;

	public PlayerFileProblem(Path file, String message) {
		super(file + ": " + message);
		this.file = file;
	}

	public Path file() {
		return file;
	}
}
