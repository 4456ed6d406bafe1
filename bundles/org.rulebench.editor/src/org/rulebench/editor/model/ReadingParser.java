package org.rulebench.editor.model;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.sources.tei.Tei;
import org.rulebench.sources.tei.TeiResourceFactory;

/**
 * Parses a reading's text (the editor's, which may not be saved) with the saved readings and TEI sources of the same
 * project beside it, as the command line does with those of a workspace: a base reading is found by name among
 * them, a cited passage by its id.
 */
public final class ReadingParser {
	/** Folders of build output, never readings of the workspace. */
	private static final Set<String> SKIPPED = Set.of("target", "bin", "node_modules");

	private ReadingParser() {
	}

	/** The file's text as the editor holds it. */
	public static ParsedReading parse(IFile file, String text) {
		XtextResourceSet set = ReadingLanguage.get(XtextResourceSet.class);
		set.addLoadOption(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name());
		XtextResource resource = (XtextResource) set.createResource(uri(file));
		load(resource, text);
		if (file != null && file.getProject() != null) {
			for (IFile source : sourcesOf(file.getProject())) {
				loadSource(set, source);
			}
			for (IFile other : readingsOf(file.getProject())) {
				if (!other.equals(file)) {
					loadSaved(set, other);
				}
			}
		}
		return new ParsedReading(file, text, resource);
	}

	/** The file as saved. */
	public static ParsedReading parseSaved(IFile file) throws CoreException, IOException {
		try (InputStream in = file.getContents(true)) {
			return parse(file, new String(in.readAllBytes(), charset(file)));
		}
	}

	/**
	 * Every saved reading and source of the project in one resource set, as a build checks them: each file is
	 * parsed once, however many readings extend it or cite it. The map holds the readings that could be read.
	 */
	public static Map<IFile, XtextResource> parseProject(IProject project) {
		XtextResourceSet set = ReadingLanguage.get(XtextResourceSet.class);
		set.addLoadOption(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name());
		for (IFile source : sourcesOf(project)) {
			loadSource(set, source);
		}
		Map<IFile, XtextResource> readings = new LinkedHashMap<>();
		for (IFile reading : readingsOf(project)) {
			if (loadSaved(set, reading) instanceof XtextResource r) {
				readings.put(reading, r);
			}
		}
		return readings;
	}

	/** The workspace file a resource of a parse was loaded from, or null. */
	public static IFile fileOf(Resource resource) {
		URI uri = resource == null ? null : resource.getURI();
		if (uri == null || !uri.isPlatformResource()) {
			return null;
		}
		return ResourcesPlugin.getWorkspace().getRoot().getFile(new Path(uri.toPlatformString(true)));
	}

	/** Every .reading file of the container, outside hidden and build-output folders. */
	public static List<IFile> readingsOf(IContainer container) {
		return filesOf(container, f -> ReadingLanguage.FILE_EXTENSION.equals(f.getFileExtension()));
	}

	/** Every TEI source (.tei, .tei.xml) of the container, whose passages the readings cite. */
	public static List<IFile> sourcesOf(IContainer container) {
		return filesOf(container, ReadingParser::isSource);
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
				return r == container || !(r.getName().startsWith(".") || SKIPPED.contains(r.getName()));
			});
		} catch (CoreException e) {
			// a closed or vanished project has no readings to offer
		}
		return found;
	}

	private static URI uri(IFile file) {
		return file == null ? URI.createURI("synthetic:/unsaved.reading")
				: URI.createPlatformResourceURI(file.getFullPath().toString(), true);
	}

	private static void load(XtextResource resource, String text) {
		try {
			resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
					Map.of(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name()));
		} catch (IOException e) {
			throw new IllegalStateException("reading text from memory cannot fail", e);
		}
	}

	private static Resource loadSaved(XtextResourceSet set, IFile file) {
		Resource resource = set.createResource(uri(file));
		try (InputStream in = file.getContents(true)) {
			resource.load(in, Map.of(XtextResource.OPTION_ENCODING, charset(file)));
			return resource;
		} catch (CoreException | IOException e) {
			// an unreadable neighbour: names it defines stay unknown, and its own check reports it
			set.getResources().remove(resource);
			return null;
		}
	}

	/** A TEI file as a source, whatever its extension (.tei.xml has no resource factory of its own). */
	private static void loadSource(XtextResourceSet set, IFile file) {
		Resource resource = new TeiResourceFactory().createResource(uri(file));
		set.getResources().add(resource);
		try (InputStream in = file.getContents(true)) {
			resource.load(in, set.getLoadOptions());
		} catch (CoreException | IOException e) {
			// an unreadable source: its passages stay unknown, which the citations' checks report
			set.getResources().remove(resource);
		}
	}

	private static String charset(IFile file) {
		try {
			return file.getCharset();
		} catch (CoreException e) {
			return StandardCharsets.UTF_8.name();
		}
	}
}
