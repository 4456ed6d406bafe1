package org.rulebench.readings;

import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.api.errors.RefNotFoundException;
import org.rulebench.readings.internal.Trouble;

/**
 * Puts the work tree on another branch: its readings replace those on disk (JGit writes each file to a temporary
 * file and renames it). Uncommitted changes that the switch would overwrite stop it, named.
 */
public final class SwitchCommand extends ReadingsCommand<Branch> {
	private final Readings readings;
	private String branch;
	private boolean create;

	SwitchCommand(Readings readings) {
		super(readings.repository());
		this.readings = readings;
	}

	public SwitchCommand setBranch(String branch) {
		this.branch = branch;
		return this;
	}

	/** Make the branch first, from where the work tree is. */
	public SwitchCommand setCreate(boolean create) {
		this.create = create;
		return this;
	}

	@Override
	public Branch call() {
		checkCallable();
		if (branch == null || branch.isBlank()) {
			throw new WorkspaceProblem("switch needs the name of a branch");
		}
		if (readings.workTree() == null) {
			throw new WorkspaceProblem("this workspace has no folder of files to switch (a bare repository)");
		}
		var repo = readings.repository();
		readings.health().requireWritable();
		if (create) {
			readings.branch().setName(branch).call();
		}
		try {
			readings.git().checkout().setName(branch).call();
		} catch (RefNotFoundException e) {
			throw new WorkspaceProblem("there is no branch " + branch + "; `rulebench readings branch` lists them, and `rulebench"
					+ " readings branch " + branch + "` makes it", e);
		} catch (GitAPIException | RuntimeException e) {
			throw Trouble.of(repo, "switch to " + branch, e);
		}
		return readings.branchList().call().stream().filter(Branch::current).findFirst()
				.orElseThrow(() -> new WorkspaceProblem("the switch to " + branch + " did not take effect; `git status` in "
						+ readings.workTree() + " says where the work tree is"));
	}
}
