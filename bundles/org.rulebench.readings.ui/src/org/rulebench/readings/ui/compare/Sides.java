package org.rulebench.readings.ui.compare;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.jgit.lib.Repository;
import org.rulebench.readings.Readings;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.source.ReadingSource;
import org.rulebench.readings.ui.internal.ReadingsFolder;

/**
 * The two readings of a comparison as the commands name them (FILE, REV:PATH or REV, relative to the project's
 * folder), and where they are read: the project's readings workspace, or its folder alone when it is not under Git
 * (then only files can be compared).
 *
 * @param project the project whose readings are compared
 * @param old     the old reading's spec
 * @param now     the new reading's spec
 */
public record Sides(IProject project, String old, String now) {

	/** What the work on both readings needs: the repository (null without one) and the folder specs start from. */
	public interface Work<T> {
		T run(Repository repository, Path folder);
	}

	/** Runs the work with the workspace open (when there is one), closing it after. */
	public <T> T with(Work<T> work) {
		if (old.isBlank() || now.isBlank()) {
			throw new WorkspaceProblem("name both readings: each a file (pu-shuang/ping.reading), a file at a branch or commit"
					+ " (kishi:pu-shuang/ping.reading), or a bare branch or commit (the other reading's file there)");
		}
		Path folder = ReadingsFolder.of(project);
		if (!ReadingsFolder.underGit(project)) {
			return work.run(null, folder);
		}
		try (Readings readings = ReadingsFolder.open(project)) {
			return work.run(readings.repository(), folder);
		}
	}

	/** Both readings resolved (so that both jobs read the same commits even if a branch moves meanwhile). */
	public List<ReadingSource> resolve(Repository repository, Path folder) {
		return ReadingSource.resolve(repository, folder, old, now);
	}
}
