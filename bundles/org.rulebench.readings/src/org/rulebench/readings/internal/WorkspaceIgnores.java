package org.rulebench.readings.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jgit.lib.Constants;
import org.rulebench.annotations.internal.AtomicWrite;

/**
 * The lines a readings workspace's {@code .gitignore} must hold: the lock files written beside annotation sets
 * ({@code annotations/.NAME.lock}, see AnnotationStore#locked) are no part of a reading, so {@code git status} must
 * not show them. Lines the researcher wrote are kept as they are.
 */
public final class WorkspaceIgnores {
	/** The annotation sets' lock files. */
	public static final String ANNOTATION_LOCKS = "annotations/.*.lock";

	private static final List<String> REQUIRED = List.of(ANNOTATION_LOCKS);

	private WorkspaceIgnores() {
	}

	/**
	 * Adds every required line the workspace's .gitignore lacks (making the file if there is none), never twice.
	 *
	 * @return whether the file was written
	 */
	public static boolean ensure(Path root) throws IOException {
		Path file = root.resolve(Constants.GITIGNORE_FILENAME);
		String text = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
		List<String> present = text.lines().map(String::strip).toList();
		StringBuilder added = new StringBuilder();
		for (String line : REQUIRED) {
			if (!present.contains(line) && !present.contains("/" + line)) {
				added.append(line).append('\n');
			}
		}
		if (added.isEmpty()) {
			return false;
		}
		StringBuilder out = new StringBuilder(text);
		if (!text.isEmpty() && !text.endsWith("\n")) {
			out.append('\n');
		}
		out.append("# Rulebench: locks held while an annotation set is written\n").append(added);
		AtomicWrite.write(file, out.toString());
		return true;
	}
}
