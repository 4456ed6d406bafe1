package org.rulebench.readings.ui.internal;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jgit.lib.Constants;
import org.rulebench.readings.Readings;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.workbench.examples.ReadingsProject;

/**
 * The folder of an Eclipse project as a readings workspace. Only a project whose own folder holds the repository
 * counts: a folder that merely lies inside some other Git repository is not taken for one.
 */
public final class ReadingsFolder {
	private ReadingsFolder() {
	}

	/** The default readings project of the workspace. */
	public static IProject defaultProject() {
		return ResourcesPlugin.getWorkspace().getRoot().getProject(ReadingsProject.NAME);
	}

	public static Path of(IProject project) {
		return project.getLocation().toFile().toPath();
	}

	public static boolean underGit(IProject project) {
		return project.getLocation() != null && Files.exists(of(project).resolve(Constants.DOT_GIT));
	}

	/** The workspace of the project, open; the caller closes it. */
	public static Readings open(IProject project) {
		if (project.getLocation() == null || !project.isOpen()) {
			throw new WorkspaceProblem("the project " + project.getName() + " is not open: open it in the Project Explorer first");
		}
		if (!underGit(project)) {
			throw new WorkspaceProblem(of(project) + " is not a readings workspace (it has no Git repository of its own):"
					+ " \"Make a readings workspace\" in the Readings view puts its readings under version control");
		}
		return Readings.open(of(project));
	}

	/** The path of a file of the project relative to its folder, '/'-separated, as the commands name files. */
	public static String pathOf(IResource file) {
		return file.getProjectRelativePath().toString();
	}
}
