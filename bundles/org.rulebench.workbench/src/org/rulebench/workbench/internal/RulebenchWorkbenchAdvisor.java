package org.rulebench.workbench.internal;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.eclipse.ui.ide.IDE;
import org.rulebench.workbench.ReadingsPerspective;
import org.rulebench.workbench.examples.ReadingsProject;

/** Starts the workbench on the readings workspace; the first start copies the examples and opens one. */
public final class RulebenchWorkbenchAdvisor extends WorkbenchAdvisor {
	/** Opened on the first start: the reading with the literature's 掲頭 claim. */
	static final String FIRST_READING = "pu-shuang/qiliang.reading";
	/** The family of the job that sets the readings project up (tests wait for it). */
	public static final Object SET_UP = ReadingsProject.class;

	@Override
	public void initialize(IWorkbenchConfigurer configurer) {
		configurer.setSaveAndRestore(true);
		IDE.registerAdapters();
		WorkbenchImages.declare(configurer);
	}

	@Override
	public String getInitialWindowPerspectiveId() {
		return ReadingsPerspective.ID;
	}

	@Override
	public IAdaptable getDefaultPageInput() {
		return ResourcesPlugin.getWorkspace().getRoot();
	}

	@Override
	public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
		return new RulebenchWindowAdvisor(configurer);
	}

	/**
	 * Sets the readings project up in a job, off the UI thread (the first start copies the examples and makes a Git
	 * repository of them); the window opens meanwhile, and the first start then opens a reading.
	 */
	@Override
	public void postStartup() {
		IWorkspace workspace = ResourcesPlugin.getWorkspace();
		boolean firstStart = ReadingsProject.missing(workspace);
		WorkspaceJob setUp = new WorkspaceJob("Setting up the readings workspace") {
			@Override
			public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
				ReadingsProject.ensure(workspace, monitor);
				return Status.OK_STATUS;
			}

			@Override
			public boolean belongsTo(Object family) {
				return family == SET_UP;
			}
		};
		setUp.setRule(workspace.getRoot());
		setUp.addJobChangeListener(new JobChangeAdapter() {
			@Override
			public void done(IJobChangeEvent event) {
				Display display = getWorkbenchConfigurer().getWorkbench().getDisplay();
				if (!event.getResult().isOK() && event.getResult().getSeverity() == IStatus.ERROR) {
					display.asyncExec(() -> ErrorDialog.openError(null, "Rulebench",
							"The readings workspace could not be set up", event.getResult()));
				} else if (firstStart) {
					display.asyncExec(RulebenchWorkbenchAdvisor.this::openFirstReading);
				}
			}
		});
		setUp.schedule();
	}

	private void openFirstReading() {
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(ReadingsProject.NAME);
		IFile first = project.getFile(FIRST_READING);
		IWorkbenchWindow window = getWorkbenchConfigurer().getWorkbench().getActiveWorkbenchWindow();
		IWorkbenchPage page = window == null ? null : window.getActivePage();
		// a reading the person opened while the workspace was set up keeps the editor area
		if (first.exists() && page != null && page.getEditorReferences().length == 0) {
			try {
				IDE.openEditor(page, first);
			} catch (PartInitException e) {
				ILog.get().log(e.getStatus());
			}
		}
	}

	@Override
	public boolean preShutdown() {
		try {
			ResourcesPlugin.getWorkspace().save(true, new NullProgressMonitor());
		} catch (CoreException e) {
			ILog.get().log(e.getStatus());
		}
		return true;
	}
}
