package org.rulebench.readings.internal;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.jgit.api.errors.CheckoutConflictException;
import org.eclipse.jgit.api.errors.ConcurrentRefUpdateException;
import org.eclipse.jgit.errors.CorruptObjectException;
import org.eclipse.jgit.errors.LockFailedException;
import org.eclipse.jgit.errors.MissingObjectException;
import org.eclipse.jgit.errors.RevisionSyntaxException;
import org.eclipse.jgit.lib.Repository;
import org.rulebench.readings.WorkspaceProblem;

/** JGit's exceptions put into words: what went wrong in which file, and what to do. */
public final class Trouble {
	private Trouble() {
	}

	/** @param doing what was being done, e.g. "commit" */
	public static WorkspaceProblem of(Repository repo, String doing, Throwable e) {
		if (e instanceof WorkspaceProblem p) {
			return p;
		}
		for (Throwable t = e; t != null; t = t.getCause()) {
			if (t instanceof LockFailedException lock) {
				return locked(repo, List.of(new File(lock.getFile().getPath() + ".lock").toPath()), t);
			}
			if (t instanceof ConcurrentRefUpdateException) {
				List<Path> locks = lockFiles(repo);
				if (!locks.isEmpty()) {
					return locked(repo, locks, t);
				}
				return new WorkspaceProblem("cannot " + doing + ": another program changed the branch at the same time; try again", t);
			}
			if (t instanceof MissingObjectException || t instanceof CorruptObjectException) {
				return damaged(repo, t);
			}
			if (t instanceof CheckoutConflictException c) {
				return new WorkspaceProblem("cannot " + doing + ": uncommitted changes to " + String.join(", ", c.getConflictingPaths())
						+ " would be overwritten; commit them first (rulebench readings commit -m MESSAGE)", t);
			}
			if (t instanceof RevisionSyntaxException r) {
				return new WorkspaceProblem("'" + r.getMessage() + "' is not a branch, tag or commit", t);
			}
		}
		List<Path> locks = repo == null ? List.of() : lockFiles(repo);
		if (!locks.isEmpty()) {
			return locked(repo, locks, e);
		}
		return new WorkspaceProblem("cannot " + doing + " in " + where(repo) + ": " + e.getMessage(), e);
	}

	/** Throws if a lock file says another writer is at work (or one crashed there). */
	public static void checkUnlocked(Repository repo) {
		List<Path> locks = lockFiles(repo);
		if (!locks.isEmpty()) {
			throw locked(repo, locks, null);
		}
	}

	public static WorkspaceProblem damaged(Repository repo, Throwable cause) {
		return new WorkspaceProblem("the readings workspace " + where(repo) + " is damaged: " + cause.getMessage()
				+ ". `git fsck` there says what is broken; restore the repository from a clone or a backup", cause);
	}

	private static WorkspaceProblem locked(Repository repo, List<Path> locks, Throwable cause) {
		String files = String.join(", ", locks.stream().map(Path::toString).toList());
		return new WorkspaceProblem("the readings workspace " + where(repo) + " is locked: " + files
				+ (locks.size() == 1 ? " exists" : " exist") + ". Another program (git, the workbench, another rulebench)"
				+ " may be writing to it: wait until it has finished. If none is running, a crash left the lock behind:"
				+ " delete " + files + " and try again", cause);
	}

	/** Lock files of Git's own writes: the index, HEAD, the configuration, packed refs and every ref. */
	static List<Path> lockFiles(Repository repo) {
		List<Path> found = new ArrayList<>();
		if (repo == null || repo.getDirectory() == null) {
			return found;
		}
		Path git = repo.getDirectory().toPath();
		for (String name : List.of("index.lock", "HEAD.lock", "config.lock", "packed-refs.lock")) {
			if (Files.exists(git.resolve(name))) {
				found.add(git.resolve(name));
			}
		}
		Path refs = git.resolve("refs");
		if (Files.isDirectory(refs)) {
			try (Stream<Path> walk = Files.walk(refs)) {
				walk.filter(p -> p.getFileName().toString().endsWith(".lock")).forEach(found::add);
			} catch (IOException e) {
				// an unreadable refs folder shows up as the error of the operation itself
			}
		}
		return found;
	}

	private static String where(Repository repo) {
		if (repo == null) {
			return "(none)";
		}
		if (repo.getDirectory() == null) {
			return "(in memory)";
		}
		return repo.isBare() ? repo.getDirectory().toString() : repo.getWorkTree().toString();
	}
}
