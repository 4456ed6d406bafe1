package org.rulebench.editor.check;

import java.util.LinkedHashSet;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IStartup;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.editor.model.ParsedReading;
import org.rulebench.editor.model.ReadingParser;

/**
 * Keeps the Problems view true for readings that are not open: every reading of the workspace is checked at
 * start, and the readings of a project again whenever one of its readings or sources is saved, added or removed
 * (a change to a base reading can break the readings that extend it, a change to a source their citations).
 */
public final class WorkspaceCheck implements IStartup, IResourceChangeListener {
	@Override
	public void earlyStartup() {
		ResourcesPlugin.getWorkspace().addResourceChangeListener(this, IResourceChangeEvent.POST_CHANGE);
		Set<IProject> all = new LinkedHashSet<>();
		for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
			if (p.isOpen()) {
				all.add(p);
			}
		}
		schedule(all);
	}

	@Override
	public void resourceChanged(IResourceChangeEvent event) {
		Set<IProject> changed = new LinkedHashSet<>();
		try {
			event.getDelta().accept(delta -> {
				IResource r = delta.getResource();
				if (r.getType() == IResource.FILE
						&& (ReadingLanguage.FILE_EXTENSION.equals(r.getFileExtension()) || ReadingParser.isSource(r))
						&& (delta.getKind() != IResourceDelta.CHANGED || (delta.getFlags() & IResourceDelta.CONTENT) != 0)) {
					changed.add(r.getProject());
				}
				return true;
			});
		} catch (CoreException e) {
			ILog.get().log(e.getStatus());
		}
		schedule(changed);
	}

	private static void schedule(Set<IProject> projects) {
		if (projects.isEmpty()) {
			return;
		}
		Job job = Job.create("Checking readings", (IProgressMonitor monitor) -> {
			for (IProject project : projects) {
				for (IFile file : ReadingParser.readingsOf(project)) {
					if (monitor.isCanceled()) {
						return Status.CANCEL_STATUS;
					}
					IStatus status = check(file);
					if (!status.isOK()) {
						ILog.get().log(status);
					}
				}
			}
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.setRule(null);
		job.schedule();
	}

	/** Checks the saved file and replaces its markers; a file that cannot be read is reported in the log. */
	static IStatus check(IFile file) {
		try {
			ParsedReading parsed = ReadingParser.parseSaved(file);
			ProblemMarkers.replace(file, parsed.validate(() -> false));
			return Status.OK_STATUS;
		} catch (CoreException | java.io.IOException e) {
			return Status.warning(file.getFullPath() + " cannot be read: " + e.getMessage(), e);
		}
	}
}
