package org.rulebench.sources.ui.annotate;

import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationStore;
import org.rulebench.annotations.AnnotationsProblem;
import org.rulebench.annotations.MalformedAnnotations;

/**
 * Adds an annotation to its set in the project's {@code annotations/} folder (the set created if it is new), written
 * whole and atomically by the annotations bundle, then refreshes the folder so the views see the change.
 */
public final class SaveAnnotation extends Job {
	private final IProject project;
	private final IFile source;
	private final AnnotationRequest request;
	private final Consumer<String> report;

	/** {@code report} receives what happened, in the UI thread. */
	public SaveAnnotation(IProject project, IFile source, AnnotationRequest request, Consumer<String> report) {
		super("Saving the annotation");
		this.project = project;
		this.source = source;
		this.request = request;
		this.report = report;
		setRule(project);
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		String message;
		try {
			AnnotationStore store = AnnotationStore.in(project.getLocation().toFile().toPath());
			Annotation a = request.annotation(source.getProjectRelativePath().toString());
			// read and written under the set's lock: an import from the command line meanwhile is not lost
			store.update(request.set(), set -> set.with(a));
			project.getFolder(AnnotationStore.FOLDER).refreshLocal(IResource.DEPTH_ONE, monitor);
			message = a.kind().term() + " of \"" + request.span().quote() + "\" saved in annotations/" + request.set() + ".jsonld";
		} catch (MalformedAnnotations e) {
			message = "Not saved: " + e.problems().get(0) + " (fix the set's file first)";
		} catch (AnnotationsProblem | IllegalArgumentException e) {
			message = "Not saved: " + e.getMessage();
		} catch (CoreException e) {
			message = "Saved, but the workspace was not refreshed: " + e.getMessage();
		}
		String m = message;
		Display.getDefault().asyncExec(() -> report.accept(m));
		return Status.OK_STATUS;
	}
}
