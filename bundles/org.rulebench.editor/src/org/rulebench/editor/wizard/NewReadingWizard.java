package org.rulebench.editor.wizard;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

/** File > New Reading: writes the new reading's file and opens it in the editor. */
public final class NewReadingWizard extends Wizard implements INewWizard {
	/** The wizard's id (plugin.xml). */
	public static final String ID = "org.rulebench.editor.newReading";
	private IWorkbench workbench;
	private NewReadingPage page;
	private IStructuredSelection selection;

	public NewReadingWizard() {
		setWindowTitle("New Reading");
		setNeedsProgressMonitor(false);
	}

	@Override
	public void init(IWorkbench workbench, IStructuredSelection selection) {
		this.workbench = workbench;
		this.selection = selection;
	}

	@Override
	public void addPages() {
		page = new NewReadingPage(selection);
		addPage(page);
	}

	@Override
	public boolean performFinish() {
		IFile file = page.file();
		String text = page.text();
		if (text == null) {
			page.setErrorMessage("The template's reading is not in the workspace: extend a reading instead");
			return false;
		}
		try {
			create(file.getParent());
			file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
			file.setCharset(StandardCharsets.UTF_8.name(), null);
		} catch (CoreException e) {
			MessageDialog.openError(getShell(), "New Reading", file.getFullPath() + " cannot be written: " + e.getMessage());
			return false;
		}
		try {
			IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), file);
		} catch (PartInitException e) {
			MessageDialog.openError(getShell(), "New Reading", file.getFullPath() + " was written but cannot be opened: " + e.getMessage());
		}
		return true;
	}

	private static void create(IContainer folder) throws CoreException {
		if (folder instanceof IFolder f && !f.exists()) {
			create(f.getParent());
			f.create(true, true, null);
		}
	}
}
