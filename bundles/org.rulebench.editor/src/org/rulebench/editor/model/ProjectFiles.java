package org.rulebench.editor.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Path;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.reading.workspace.FolderFiles;
import org.rulebench.reading.workspace.WorkspaceFile;
import org.rulebench.reading.workspace.WorkspaceFiles;
import org.rulebench.sources.tei.Tei;

/** The readings and TEI sources of an Eclipse project, as saved: a workspace of the reading language. */
public final class ProjectFiles implements WorkspaceFiles {
	private final IProject project;

	public ProjectFiles(IProject project) {
		this.project = project;
	}

	@Override
	public List<WorkspaceFile> list() {
		List<WorkspaceFile> found = new ArrayList<>();
		for (IFile f : filesOf(project, f -> isReading(f) || isSource(f))) {
			found.add(new Saved(f));
		}
		return found;
	}

	/** The URI a workspace file is parsed under. */
	public static URI uri(IFile file) {
		return URI.createPlatformResourceURI(file.getFullPath().toString(), true);
	}

	/** The workspace file a resource was loaded from, or null. */
	public static IFile fileOf(Resource resource) {
		URI uri = resource == null ? null : resource.getURI();
		if (uri == null || !uri.isPlatformResource()) {
			return null;
		}
		return ResourcesPlugin.getWorkspace().getRoot().getFile(new Path(uri.toPlatformString(true)));
	}

	/** Every .reading file of the container, outside hidden and build-output folders. */
	public static List<IFile> readingsOf(IContainer container) {
		return filesOf(container, ProjectFiles::isReading);
	}

	/** Every TEI source (.tei, .tei.xml) of the container, whose passages the readings cite. */
	public static List<IFile> sourcesOf(IContainer container) {
		return filesOf(container, ProjectFiles::isSource);
	}

	public static boolean isReading(IResource file) {
		return file.getType() == IResource.FILE && ReadingLanguage.FILE_EXTENSION.equals(file.getFileExtension());
	}

	public static boolean isSource(IResource file) {
		return file.getType() == IResource.FILE && Tei.isTei(URI.createURI(file.getName()));
	}

	private static List<IFile> filesOf(IContainer container, Predicate<IFile> wanted) {
		List<IFile> found = new ArrayList<>();
		try {
			container.accept(r -> {
				if (r.getType() == IResource.FILE) {
					if (wanted.test((IFile) r)) {
						found.add((IFile) r);
					}
					return false;
				}
				return r == container || !(r.getName().startsWith(".") || FolderFiles.SKIPPED.contains(r.getName()));
			});
		} catch (CoreException e) {
			// a closed or vanished project has no readings to offer
		}
		return found;
	}

	private record Saved(IFile file) implements WorkspaceFile {
		@Override
		public URI uri() {
			return ProjectFiles.uri(file);
		}

		@Override
		public long stamp() {
			return file.getModificationStamp();
		}

		@Override
		public boolean source() {
			return isSource(file);
		}

		@Override
		public InputStream open() throws IOException {
			try {
				return file.getContents(true);
			} catch (CoreException e) {
				throw new IOException(e.getMessage(), e);
			}
		}

		@Override
		public String charset() {
			try {
				return file.getCharset();
			} catch (CoreException e) {
				return StandardCharsets.UTF_8.name();
			}
		}
	}
}
