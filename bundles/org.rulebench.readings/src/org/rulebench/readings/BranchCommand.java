package org.rulebench.readings;

import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.api.errors.InvalidRefNameException;
import org.eclipse.jgit.api.errors.RefAlreadyExistsException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.rulebench.readings.internal.Trouble;
import org.rulebench.readings.source.ReadingSource;

/** Starts a branch: a line of readings apart from the others, e.g. a competing reading of one game. */
public final class BranchCommand extends ReadingsCommand<Branch> {
	private final Readings readings;
	private String name;
	private String startPoint = Constants.HEAD;

	BranchCommand(Readings readings) {
		super(readings.repository());
		this.readings = readings;
	}

	public BranchCommand setName(String name) {
		this.name = name;
		return this;
	}

	/** The branch, tag or commit it starts from; HEAD if not set. */
	public BranchCommand setStartPoint(String startPoint) {
		this.startPoint = startPoint;
		return this;
	}

	@Override
	public Branch call() {
		checkCallable();
		if (name == null || name.isBlank()) {
			throw new WorkspaceProblem("a branch needs a name, e.g. kishi-1998");
		}
		var repo = readings.repository();
		readings.health().requireWritable();
		ReadingSource.commitOf(repo, startPoint);
		try {
			Ref ref = readings.git().branchCreate().setName(name).setStartPoint(startPoint).call();
			try (RevWalk walk = new RevWalk(repo)) {
				RevCommit head = walk.parseCommit(ref.getObjectId());
				return new Branch(name, false, Revision.of(head));
			}
		} catch (RefAlreadyExistsException e) {
			throw new WorkspaceProblem("there is already a branch " + name + "; `rulebench readings switch " + name
					+ "` goes to it", e);
		} catch (InvalidRefNameException e) {
			throw new WorkspaceProblem("'" + name + "' cannot name a branch (no spaces, no '..', '~', '^', ':' or '\\')", e);
		} catch (GitAPIException | java.io.IOException | RuntimeException e) {
			throw Trouble.of(repo, "make the branch " + name, e);
		}
	}
}
