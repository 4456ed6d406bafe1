package org.rulebench.editor.model;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.InternalEList;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.sources.tei.TeiResourceFactory;

/**
 * The saved readings and sources of a project kept parsed between saves, for the simulator: a save parses the
 * saved reading and whatever else changed on disk since the last use (by modification stamp), not the whole
 * project again. One resource set per project, used by one caller at a time ({@link #withSaved}).
 */
public final class SavedProject {
	private static final Map<IProject, SavedProject> PROJECTS = new ConcurrentHashMap<>();

	private final IProject project;
	private final XtextResourceSet set;
	private final Map<IFile, Long> stamps = new HashMap<>();

	private SavedProject(IProject project) {
		this.project = project;
		this.set = ReadingLanguage.get(XtextResourceSet.class);
		set.addLoadOption(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name());
	}

	/**
	 * Parses the file as saved, with the project's other saved readings and sources beside it, and hands the parse
	 * to {@code work}; the parse must not be kept after it returns (the next caller reuses the resource set).
	 */
	public static <T> T withSaved(IFile file, Function<ParsedReading, T> work) throws CoreException, IOException {
		SavedProject p = PROJECTS.computeIfAbsent(file.getProject(), SavedProject::new);
		synchronized (p) {
			return work.apply(p.parse(file));
		}
	}

	private ParsedReading parse(IFile file) throws CoreException, IOException {
		long stamp = file.getModificationStamp();
		String text;
		try (InputStream in = file.getContents(true)) {
			text = new String(in.readAllBytes(), charset(file));
		}
		refresh(file);
		XtextResource resource = (XtextResource) set.createResource(uri(file));
		resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
				Map.of(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name()));
		stamps.put(file, stamp);
		return new ParsedReading(file, text, resource);
	}

	/**
	 * Brings the parses up to date with the disk: files removed, changed (and the one to parse now) are dropped,
	 * with every reading whose resolved references reach into a dropped one (they would point at the old parse);
	 * then every file that is not parsed is, except the one to parse now.
	 */
	private void refresh(IFile target) {
		List<IFile> sources = ReadingParser.sourcesOf(project);
		List<IFile> readings = ReadingParser.readingsOf(project);
		Set<IFile> present = new HashSet<>(sources);
		present.addAll(readings);
		Set<Resource> dropped = new HashSet<>();
		for (IFile f : Set.copyOf(stamps.keySet())) {
			if (!present.contains(f) || f.equals(target) || stale(f)) {
				Resource r = set.getResource(uri(f), false);
				if (r != null) {
					dropped.add(r);
				}
				stamps.remove(f);
			}
		}
		for (boolean more = !dropped.isEmpty(); more;) {
			more = false;
			for (Resource r : set.getResources()) {
				if (!dropped.contains(r) && reachesInto(r, dropped)) {
					dropped.add(r);
					stamps.remove(ReadingParser.fileOf(r));
					more = true;
				}
			}
		}
		for (Resource r : dropped) {
			r.unload();
			set.getResources().remove(r);
		}
		for (IFile f : sources) {
			if (!stamps.containsKey(f)) {
				load(new TeiResourceFactory().createResource(uri(f)), f);
			}
		}
		for (IFile f : readings) {
			if (!f.equals(target) && !stamps.containsKey(f)) {
				load(set.createResource(uri(f)), f);
			}
		}
	}

	/** Whether a resolved cross-reference of the resource points into one of the others (proxies do not count). */
	private static boolean reachesInto(Resource resource, Set<Resource> others) {
		for (var it = resource.getAllContents(); it.hasNext();) {
			EObject o = it.next();
			for (EReference ref : o.eClass().getEAllReferences()) {
				if (ref.isContainment() || ref.isContainer() || !o.eIsSet(ref)) {
					continue;
				}
				Object value = o.eGet(ref, false);
				if (value instanceof InternalEList<?> l) {
					for (Iterator<?> i = l.basicIterator(); i.hasNext();) {
						if (into(i.next(), others)) {
							return true;
						}
					}
				} else if (into(value, others)) {
					return true;
				}
			}
		}
		return false;
	}

	private static boolean into(Object target, Set<Resource> others) {
		return target instanceof EObject t && !t.eIsProxy() && others.contains(t.eResource());
	}

	private boolean stale(IFile f) {
		Long seen = stamps.get(f);
		return seen == null || seen != f.getModificationStamp();
	}

	private void load(Resource resource, IFile file) {
		if (!set.getResources().contains(resource)) {
			set.getResources().add(resource);
		}
		long stamp = file.getModificationStamp();
		try (InputStream in = file.getContents(true)) {
			resource.load(in, Map.of(XtextResource.OPTION_ENCODING, charset(file)));
			stamps.put(file, stamp);
		} catch (CoreException | IOException e) {
			// unreadable now: what it defines stays unknown, and it is tried again next time
			set.getResources().remove(resource);
			stamps.remove(file);
		}
	}

	private static URI uri(IFile file) {
		return URI.createPlatformResourceURI(file.getFullPath().toString(), true);
	}

	private static String charset(IFile file) {
		try {
			return file.getCharset();
		} catch (CoreException e) {
			return StandardCharsets.UTF_8.name();
		}
	}
}
