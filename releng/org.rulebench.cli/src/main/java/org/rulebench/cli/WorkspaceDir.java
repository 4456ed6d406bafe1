package org.rulebench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.rulebench.readings.Readings;
import org.rulebench.readings.WorkspaceProblem;

import picocli.CommandLine.Option;

/** `--dir DIR`: the readings workspace a command works in, else the current directory (or a folder above it). */
final class WorkspaceDir {
	@Option(names = "--dir", paramLabel = "DIR", description = "the workspace (default: the current directory or the nearest one above)")
	String dir;

	Path path() {
		return Path.of(dir == null ? "" : dir).toAbsolutePath().normalize();
	}

	Readings open() {
		return Readings.open(path());
	}

	/**
	 * The repository around the directory, for readings named by revision; null if every spec is a file (those need
	 * no repository) or the directory is in none.
	 */
	Repository repositoryFor(List<String> specs) {
		if (specs.stream().allMatch(s -> Files.isRegularFile(Path.of(s)))) {
			return null;
		}
		Path dir = path();
		// a workspace whose .git is damaged is still the workspace (Readings.open says what is wrong with it), never
		// a repository further up that JGit alone would find instead
		if (Readings.workspaceOf(dir) == null && new FileRepositoryBuilder().findGitDir(dir.toFile()).getGitDir() == null) {
			return null;
		}
		return Readings.open(dir).repository();
	}

	/**
	 * A path as typed made relative to the workspace root, as Git names files: a path that reaches into the workspace
	 * from the current directory, else (with --dir elsewhere) a path relative to the workspace root.
	 */
	static String inWorkspace(Readings readings, String typed) {
		Path root = readings.workTree().toAbsolutePath().normalize();
		Path f = Path.of(typed).toAbsolutePath().normalize();
		if (f.startsWith(root)) {
			return root.relativize(f).toString().replace('\\', '/');
		}
		if (Path.of(typed).isAbsolute()) {
			throw new WorkspaceProblem(typed + " is outside the workspace " + root);
		}
		return typed.replace('\\', '/');
	}
}
