package org.rulebench.editor.check;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.service.OperationCanceledError;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.editor.model.ProjectFiles;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.reading.workspace.ReadingWorkspace;
import org.rulebench.reading.validation.IssueCodes;

/**
 * Checks the saved readings of a project and sets their problem markers, as the workspace builds it. Incremental:
 * a changed reading is checked again with the readings that extend it (at any depth), a changed source with the
 * readings that cite it, and after any change the readings that miss a name or a passage; what depends on what is
 * learnt from the cross-references of the last check. Without that knowledge (the first build of a session) every reading is
 * checked. The full check (every combination compiled, expectations played) is made here, on save, once per
 * change of the project's files: the simulator reuses it ({@link ProjectReadings}); the editor checks only the fast ones.
 */
public final class ReadingBuilder extends IncrementalProjectBuilder {
	/** The builder's id (plugin.xml), which a project's description names. */
	public static final String ID = "org.rulebench.editor.readingBuilder";
	/** The codes of a name or a passage that does not resolve (ProblemMarkers.code): a new file may define it. */
	private static final Set<String> UNRESOLVED = Set.of("reading.unknown-name", IssueCodes.UNKNOWN_PASSAGE);

	/** How often one file's check starts again after giving way; then it finishes, so that restarts cost little. */
	private static final int GIVE_WAY = 3;

	/** Per reading of the project: the files (readings, sources) its cross-references reach. */
	private final Map<IPath, Set<IPath>> dependencies = new HashMap<>();

	@Override
	protected IProject[] build(int kind, Map<String, String> args, IProgressMonitor monitor) throws CoreException {
		IResourceDelta delta = kind == FULL_BUILD || dependencies.isEmpty() ? null : getDelta(getProject());
		Set<IFile> toCheck = delta == null ? new LinkedHashSet<>(ProjectFiles.readingsOf(getProject())) : affected(delta);
		if (!toCheck.isEmpty()) {
			check(toCheck, monitor);
		}
		return null;
	}

	@Override
	protected void clean(IProgressMonitor monitor) throws CoreException {
		dependencies.clear();
		getProject().deleteMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_INFINITE);
	}

	/** The project alone: checking one project's readings never touches another's. */
	@Override
	public ISchedulingRule getRule(int kind, Map<String, String> args) {
		return getProject();
	}

	/** The readings a change touches: see the class comment. */
	private Set<IFile> affected(IResourceDelta delta) throws CoreException {
		Set<IPath> changed = new LinkedHashSet<>();
		Set<IFile> readings = new LinkedHashSet<>();
		boolean[] added = { false };
		delta.accept(d -> {
			IResource r = d.getResource();
			if (r.getType() != IResource.FILE) {
				return true;
			}
			boolean reading = ReadingLanguage.FILE_EXTENSION.equals(r.getFileExtension());
			if (!reading && !ProjectFiles.isSource(r)) {
				return false;
			}
			switch (d.getKind()) {
			case IResourceDelta.ADDED -> {
				added[0] = true;
				if (reading) {
					readings.add((IFile) r);
				}
			}
			case IResourceDelta.REMOVED -> {
				changed.add(r.getFullPath());
				dependencies.remove(r.getFullPath());
			}
			case IResourceDelta.CHANGED -> {
				if ((d.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED | IResourceDelta.ENCODING)) != 0) {
					changed.add(r.getFullPath());
					if (reading) {
						readings.add((IFile) r);
					}
				}
			}
			default -> {
				// phantoms and the like: nothing to check
			}
			}
			return false;
		});
		for (IPath dependent : dependentsOf(changed)) {
			readings.add(getProject().getWorkspace().getRoot().getFile(dependent));
		}
		if (added[0] || !changed.isEmpty()) {
			readings.addAll(missingNames()); // what a changed file names now may be what they missed
		}
		readings.removeIf(f -> !f.exists());
		return readings;
	}

	/** The readings whose cross-references reach one of the files, directly or through other readings. */
	private Set<IPath> dependentsOf(Collection<IPath> files) {
		Set<IPath> found = new LinkedHashSet<>();
		Deque<IPath> open = new ArrayDeque<>(files);
		while (!open.isEmpty()) {
			IPath file = open.pop();
			for (Map.Entry<IPath, Set<IPath>> e : dependencies.entrySet()) {
				if (e.getValue().contains(file) && found.add(e.getKey())) {
					open.push(e.getKey());
				}
			}
		}
		return found;
	}

	/** Readings with a name or passage that did not resolve: a new reading or source may define it. */
	private Set<IFile> missingNames() throws CoreException {
		Set<IFile> found = new LinkedHashSet<>();
		for (IMarker m : getProject().findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_INFINITE)) {
			if (UNRESOLVED.contains(m.getAttribute(ProblemMarkers.CODE, "")) && m.getResource() instanceof IFile f) {
				found.add(f);
			}
		}
		return found;
	}

	/** One file at a time, so that the editor's checks get their turn between files. */
	private void check(Set<IFile> files, IProgressMonitor monitor) {
		SubMonitor progress = SubMonitor.convert(monitor, "Checking readings of " + getProject().getName(), files.size());
		ReadingWorkspace workspace = ProjectReadings.of(getProject());
		for (IFile file : files) {
			if (progress.isCanceled()) {
				throw canceled();
			}
			progress.subTask(file.getName());
			try {
				Checked checked = check(workspace, file, progress);
				if (checked != null) { // else unreadable (removed or locked meanwhile): its next change is checked again
					ProblemMarkers.replace(file, checked.issues());
					dependencies.put(file.getFullPath(), checked.reached());
				}
			} catch (CoreException e) {
				ILog.get().log(e.getStatus());
			}
			progress.worked(1);
		}
	}

	/**
	 * The file's full check; it gives way to whoever waits for the project's parses (an editor's check of the text
	 * being typed, the simulator) and starts again after them.
	 */
	private Checked check(ReadingWorkspace workspace, IFile file, SubMonitor progress) {
		for (int given = 0;; given++) {
			boolean mayGiveWay = given < GIVE_WAY;
			try {
				return workspace.read(parses -> {
					XtextResource resource = parses.reading(ProjectFiles.uri(file));
					return resource == null ? null
							: new Checked(parses.issues(resource, CheckMode.NORMAL_AND_FAST,
									() -> progress.isCanceled() || mayGiveWay && workspace.othersWaiting()), reached(resource));
				});
			} catch (OperationCanceledError e) {
				if (progress.isCanceled()) {
					throw canceled();
				}
			}
		}
	}

	/** What is left unchecked is checked again by the next build. */
	private OperationCanceledException canceled() {
		forgetLastBuiltState();
		return new OperationCanceledException();
	}

	private record Checked(List<Issue> issues, Set<IPath> reached) {
	}

	/** The workspace files the resource's cross-references resolve into (validation has resolved them). */
	private static Set<IPath> reached(Resource resource) {
		Set<IPath> files = new HashSet<>();
		for (EObject target : EcoreUtil.ExternalCrossReferencer.find(resource).keySet()) {
			IFile f = ProjectFiles.fileOf(target.eResource());
			if (f != null) {
				files.add(f.getFullPath());
			}
		}
		return files;
	}
}
