package org.rulebench.workbench.internal;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IAdaptable;
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
	private boolean firstStart;

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

	@Override
	public void preStartup() {
		IWorkspace workspace = ResourcesPlugin.getWorkspace();
		firstStart = ReadingsProject.missing(workspace);
		try {
			ReadingsProject.ensure(workspace, new NullProgressMonitor());
		} catch (CoreException e) {
			ILog.get().log(e.getStatus());
			ErrorDialog.openError(null, "Rulebench", "The readings workspace could not be set up", e.getStatus());
		}
	}

	@Override
	public void postStartup() {
		if (!firstStart) {
			return;
		}
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(ReadingsProject.NAME);
		IFile first = project.getFile(FIRST_READING);
		IWorkbenchPage page = getWorkbenchConfigurer().getWorkbench().getActiveWorkbenchWindow().getActivePage();
		if (first.exists() && page != null) {
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
