package org.rulebench.editor.model;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.emf.common.util.URI;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.reading.workspace.ReadingWorkspace;
import org.rulebench.reading.workspace.WorkspaceFiles;

/**
 * One {@link ReadingWorkspace} per project of the Eclipse workspace: the parses the builder checks, the simulator
 * compiles, and the editor's text is checked, assisted and hovered against.
 */
public final class ProjectReadings {
	private static final Map<IProject, ReadingWorkspace> PROJECTS = new ConcurrentHashMap<>();
	private static final ReadingWorkspace NONE = new ReadingWorkspace(ReadingLanguage.injector(), WorkspaceFiles.NONE);
	private static final URI UNSAVED = URI.createURI("synthetic:/unsaved.reading");

	private ProjectReadings() {
	}

	/** The project's readings and sources. */
	public static ReadingWorkspace of(IProject project) {
		PROJECTS.keySet().removeIf(p -> !p.isAccessible());
		return PROJECTS.computeIfAbsent(project, p -> new ReadingWorkspace(ReadingLanguage.injector(), new ProjectFiles(p)));
	}

	/**
	 * The text of the file (its editor's, which may not be saved) parsed against the project's saved readings and
	 * sources; the parse is only valid inside {@code work}. A text with no file is parsed alone.
	 */
	public static <T> T withText(IFile file, String text, Function<ParsedReading, T> work) {
		ReadingWorkspace workspace = file == null || file.getProject() == null ? NONE : of(file.getProject());
		URI uri = file == null ? UNSAVED : ProjectFiles.uri(file);
		return workspace.withText(uri, text, parses -> work.apply(new ParsedReading(file, text, parses.edited(), parses)));
	}

	/** The file as saved, with its full check (made once per save: the builder's, whoever asks first); only valid inside {@code work}. */
	public static <T> T withSaved(IFile file, Function<ParsedReading, T> work) {
		return of(file.getProject()).read(parses -> work.apply(new ParsedReading(file, null, parses.reading(ProjectFiles.uri(file)), parses)));
	}
}
