package org.rulebench.workbench.examples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.rulebench.readings.Readings;
import org.rulebench.readings.WorkspaceProblem;

/**
 * The default readings workspace: the project "readings" of the Eclipse workspace, a folder beside .metadata.
 * The first start creates it with the example readings in it, as a readings workspace (a Git repository with the
 * examples committed on main); later starts leave it as the historian left it, under Git or not.
 */
public final class ReadingsProject {
	public static final String NAME = "readings";
	/** The editor's ReadingBuilder, which checks readings and sources and sets their markers. */
	public static final String CHECKER = "org.rulebench.editor.readingBuilder";

	private ReadingsProject() {
	}

	/** The project, created with the examples if the workspace has none of that name; opened if closed. */
	public static IProject ensure(IWorkspace workspace, IProgressMonitor monitor) throws CoreException {
		IProject project = workspace.getRoot().getProject(NAME);
		if (!project.exists()) {
			Path folder = workspace.getRoot().getLocation().toFile().toPath().resolve(NAME);
			try {
				ExampleReadings.copyTo(folder);
			} catch (IOException e) {
				throw new CoreException(Status.error("The example readings cannot be copied into " + folder + ": "
						+ e.getMessage() + ". Check that the workspace folder is writable, or start with -data DIR.", e));
			}
			underGit(folder);
			project.create(monitor);
		}
		if (!project.isOpen()) {
			project.open(monitor);
		}
		withChecker(project, monitor);
		if (project.getDefaultCharset(false) == null) {
			project.setDefaultCharset(StandardCharsets.UTF_8.name(), monitor); // readings are UTF-8 (the sources' CJK)
		}
		project.refreshLocal(IResource.DEPTH_INFINITE, monitor);
		return project;
	}

	/** Adds the reading checker (an incremental builder) to the project, made before it existed or not. */
	private static void withChecker(IProject project, IProgressMonitor monitor) throws CoreException {
		IProjectDescription description = project.getDescription();
		ICommand[] spec = description.getBuildSpec();
		for (ICommand c : spec) {
			if (CHECKER.equals(c.getBuilderName())) {
				return;
			}
		}
		ICommand checker = description.newCommand();
		checker.setBuilderName(CHECKER);
		ICommand[] more = java.util.Arrays.copyOf(spec, spec.length + 1);
		more[spec.length] = checker;
		description.setBuildSpec(more);
		project.setDescription(description, monitor);
	}

	/**
	 * Makes the folder a readings workspace unless it is one: its readings, sources and annotations committed. The
	 * Eclipse project's own files stay out of Git (info/exclude), so `git status` shows only the historian's work.
	 */
	private static void underGit(Path folder) throws CoreException {
		try (Readings readings = Readings.init().setDirectory(folder).setExamples(false).call()) {
			Path exclude = folder.resolve(".git/info/exclude");
			Files.createDirectories(exclude.getParent());
			String kept = Files.exists(exclude) ? Files.readString(exclude) : "";
			if (!kept.contains(".project")) {
				Files.writeString(exclude, kept + "# the Eclipse project's files, not readings\n.project\n.settings/\n");
			}
		} catch (WorkspaceProblem | IOException e) {
			throw new CoreException(Status.error("The readings in " + folder + " cannot be put under version control: "
					+ e.getMessage(), e));
		}
	}

	/** Whether the workspace has no readings project yet (the first start). */
	public static boolean missing(IWorkspace workspace) {
		return !workspace.getRoot().getProject(NAME).exists();
	}
}
