package org.rulebench.readings;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.revwalk.RevWalk;
import org.rulebench.readings.internal.Trouble;

/** The branches of the workspace, each with its newest commit; which one the work tree is on. */
public final class BranchListCommand extends ReadingsCommand<List<Branch>> {
	private final Readings readings;

	BranchListCommand(Readings readings) {
		super(readings.repository());
		this.readings = readings;
	}

	@Override
	public List<Branch> call() {
		checkCallable();
		var repo = readings.repository();
		readings.health().requireReadable();
		String current = readings.currentBranch();
		List<Branch> branches = new ArrayList<>();
		try (RevWalk walk = new RevWalk(repo)) {
			for (Ref ref : readings.git().branchList().call()) {
				String name = shortName(ref.getName());
				branches.add(new Branch(name, name.equals(current), Revision.of(walk.parseCommit(ref.getObjectId()))));
			}
		} catch (GitAPIException | IOException | RuntimeException e) {
			throw Trouble.of(repo, "list the branches", e);
		}
		return branches;
	}

	private static String shortName(String ref) {
		return ref.startsWith(Constants.R_HEADS) ? ref.substring(Constants.R_HEADS.length()) : ref;
	}
}
