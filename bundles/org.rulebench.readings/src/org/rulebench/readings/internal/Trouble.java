package org.rulebench.readings.internal;

import org.eclipse.jgit.api.errors.CheckoutConflictException;
import org.eclipse.jgit.api.errors.ConcurrentRefUpdateException;
import org.eclipse.jgit.errors.LockFailedException;
import org.eclipse.jgit.errors.RevisionSyntaxException;
import org.eclipse.jgit.lib.Repository;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.health.DamagedWorkspace;
import org.rulebench.readings.health.RepositoryHealth;

/** JGit's exceptions put into words: what went wrong in which file, and what to do. */
public final class Trouble {
	private Trouble() {
	}

	/**
	 * @param doing what was being done, e.g. "commit"
	 */
	public static WorkspaceProblem of(Repository repo, String doing, Throwable e) {
		if (e instanceof WorkspaceProblem p) {
			return p;
		}
		for (Throwable t = e; t != null; t = t.getCause()) {
			if (t instanceof CheckoutConflictException c) {
				return new WorkspaceProblem("cannot " + doing + ": uncommitted changes to " + String.join(", ", c.getConflictingPaths())
						+ " would be overwritten; commit them first (rulebench readings commit -m MESSAGE)", t);
			}
			if (t instanceof RevisionSyntaxException r) {
				return new WorkspaceProblem("'" + r.getMessage() + "' is not a branch, tag or commit", t);
			}
		}
		if (repo != null) {
			// whatever JGit says, the check says it in its words: a lock, a lost branch, a missing or corrupt object
			DamagedWorkspace damaged = RepositoryHealth.explain(repo, e);
			if (damaged != null) {
				return damaged;
			}
		}
		for (Throwable t = e; t != null; t = t.getCause()) {
			if (t instanceof ConcurrentRefUpdateException || t instanceof LockFailedException) {
				return new WorkspaceProblem("cannot " + doing + ": another program changed the workspace at the same time; try again", t);
			}
		}
		return new WorkspaceProblem("cannot " + doing + " in " + where(repo) + ": " + e.getMessage(), e);
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
