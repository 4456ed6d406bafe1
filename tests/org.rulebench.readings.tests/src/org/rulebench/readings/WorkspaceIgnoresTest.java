package org.rulebench.readings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.Status;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulebench.annotations.AnnotationStore;

/**
 * The lock files written beside annotation sets ({@code annotations/.NAME.lock}) never show in {@code git status}:
 * a new workspace's .gitignore lists them, and an older workspace's gets the line at its next commit, once.
 */
class WorkspaceIgnoresTest {
	private static final String LINE = "annotations/.*.lock";

	@TempDir
	Path dir;

	@Test
	void aNewWorkspaceIgnoresTheAnnotationLocksAndCommitsTheIgnoreFile() throws Exception {
		try (Readings r = Readings.init().setDirectory(dir).setAuthor("A. Historian", "historian@example.org").call()) {
			assertEquals(1, lines(LINE));
			String name = AnnotationStore.in(dir).names().get(0);
			AnnotationStore.in(dir).locked(name, () -> null); // leaves annotations/.NAME.lock, as every locked write does
			assertTrue(Files.exists(dir.resolve("annotations/." + name + ".lock")));
			Status status = status(r);
			assertTrue(status.isClean(), "git status shows " + status.getUntracked() + status.getModified());
			assertEquals(1, r.log().setPath(".gitignore").call().size(), "committed with the first commit");
		}
	}

	@Test
	void anEmptyNewWorkspaceHasTheIgnoreFileAndItsFirstCommitTakesIt() throws Exception {
		try (Readings r = Readings.init().setDirectory(dir).setExamples(false).call()) {
			assertEquals(1, lines(LINE));
			Files.writeString(dir.resolve("mine.reading"), "reading mine game \"Mine\"\n");
			r.commit().addPath("mine.reading").setMessage("A first reading").setAuthor("A. Historian", "a@h.org").call();
			assertTrue(status(r).isClean(), status(r).getUntracked().toString());
		}
	}

	@Test
	void anOlderWorkspaceGetsTheLineAtItsNextCommitOnce() throws Exception {
		try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
			Files.writeString(dir.resolve(".gitignore"), "*.bak"); // the researcher's own line, no final newline
			Files.writeString(dir.resolve("a.reading"), "reading a game \"A\"\n");
			git.add().addFilepattern(".").call();
			git.commit().setMessage("before the locks were ignored").setAuthor("A", "a@h.org").setCommitter("A", "a@h.org").call();
		}
		Files.createDirectories(dir.resolve("annotations"));
		Files.writeString(dir.resolve("annotations/.a.lock"), "");
		try (Readings r = Readings.open(dir)) {
			assertEquals(Set.of("annotations/.a.lock"), status(r).getUntracked(), "before: the lock shows");
			Files.writeString(dir.resolve("a.reading"), "reading a game \"A, again\"\n");
			r.commit().setMessage("A again").setAuthor("A. Historian", "a@h.org").call();
			assertEquals(List.of("*.bak", "# Rulebench: locks held while an annotation set is written", LINE),
					Files.readAllLines(dir.resolve(".gitignore")));
			assertTrue(status(r).isClean(), "after: " + status(r).getUntracked() + status(r).getModified());

			Files.writeString(dir.resolve("a.reading"), "reading a game \"A, a third time\"\n");
			r.commit().setMessage("A a third time").setAuthor("A. Historian", "a@h.org").call();
			assertEquals(1, lines(LINE), "never twice");
			assertEquals(2, r.log().setPath(".gitignore").call().size());
		}
	}

	private long lines(String line) throws IOException {
		return Files.readAllLines(dir.resolve(".gitignore")).stream().filter(line::equals).count();
	}

	private static Status status(Readings r) throws GitAPIException {
		return Git.wrap(r.repository()).status().call();
	}
}
