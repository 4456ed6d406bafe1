package org.rulebench.readings.ui.internal;

import java.util.function.Consumer;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.rulebench.readings.Readings;
import org.rulebench.readings.WorkspaceProblem;

/**
 * One piece of Git work on a project's readings workspace, off the UI thread. A problem the workspace names
 * (locked, damaged, nothing to commit, ...) goes to {@code failed} in its own words; anything else is logged and
 * reported as what could not be done, never thrown at the person. Work that changes files refreshes the project,
 * so that editors and markers follow; it holds the project as its rule, so two such jobs never overlap.
 */
public final class GitJob<T> extends Job {
	/** The family of every Git job (tests wait for them). */
	public static final Object FAMILY = GitJob.class;

	/** The work itself, given the open workspace. */
	public interface Work<T> {
		T run(Readings readings);
	}

	private final IProject project;
	private final boolean changesFiles;
	private final Work<T> work;
	private final Consumer<T> done;
	private final Consumer<String> failed;

	public GitJob(String name, IProject project, boolean changesFiles, Work<T> work, Consumer<T> done, Consumer<String> failed) {
		super(name);
		this.project = project;
		this.changesFiles = changesFiles;
		this.work = work;
		this.done = done;
		this.failed = failed;
		setRule(changesFiles ? project : null);
		setSystem(!changesFiles);
	}

	@Override
	public boolean belongsTo(Object family) {
		return family == FAMILY;
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		T result;
		try (Readings readings = ReadingsFolder.open(project)) {
			result = work.run(readings);
		} catch (WorkspaceProblem e) {
			failed.accept(e.getMessage());
			return Status.OK_STATUS;
		} catch (RuntimeException e) {
			ILog.get().error(getName() + " failed", e);
			failed.accept(getName() + " failed: " + e + ". The error log (workspace .metadata/.log) has the details.");
			return Status.OK_STATUS;
		} finally {
			refresh(monitor);
		}
		done.accept(result);
		return Status.OK_STATUS;
	}

	private void refresh(IProgressMonitor monitor) {
		if (changesFiles && project.isOpen()) {
			try {
				project.refreshLocal(IResource.DEPTH_INFINITE, monitor);
			} catch (CoreException e) {
				ILog.get().log(e.getStatus());
			}
		}
	}
}
