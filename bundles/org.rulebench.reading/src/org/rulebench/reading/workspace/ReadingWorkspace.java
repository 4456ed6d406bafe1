package org.rulebench.reading.workspace;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.InternalEList;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.OnChangeEvictingCache;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.reading.reading.Reading;
import org.rulebench.sources.tei.TeiResourceFactory;

import com.google.inject.Injector;

/**
 * The readings and TEI sources of one workspace (a folder, an Eclipse project, a commit's tree) parsed into one
 * resource set and kept parsed: each use first brings the parses up to date with the files, parsing again only a
 * file whose stamp changed (and the readings whose resolved references reached into it), so that a save parses the
 * saved file, not the workspace. Bases and passages are found through Xtext's index of the resource set.
 *
 * <p>
 * EMF is not thread-safe: every use goes through {@link #read} or {@link #withText}, which hold the workspace's lock,
 * and nothing of a parse may be used after the function returns (the next use may parse it again). What a reading's
 * full check finds is kept until a file changes, so that whoever asks first (the builder, the simulator) checks it
 * and the other reuses the result.
 */
public final class ReadingWorkspace {
	private final Injector injector;
	private final WorkspaceFiles files;
	private final XtextResourceSet set;
	private final Map<URI, Long> stamps = new HashMap<>();
	/** The full checks of saved readings made since the files last changed. */
	private final Map<URI, List<Issue>> checked = new HashMap<>();
	/** Fair: a use that gives way ({@link #othersWaiting}) lets the one waiting go first. */
	private final ReentrantLock lock = new ReentrantLock(true);

	public ReadingWorkspace(Injector injector, WorkspaceFiles files) {
		this.injector = injector;
		this.files = files;
		this.set = injector.getInstance(XtextResourceSet.class);
		set.addLoadOption(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name());
	}

	/** The saved files, up to date, to {@code work}. */
	public <T> T read(Function<Parses, T> work) {
		lock.lock();
		try {
			refresh();
			return work.apply(new Parses(null));
		} finally {
			lock.unlock();
		}
	}

	/**
	 * The saved files with {@code text} in place of the file at {@code uri} (an editor's unsaved text), to {@code work}:
	 * only that text is parsed; the other files are the saved parses, which the text's references resolve into.
	 */
	public <T> T withText(URI uri, String text, Function<Parses, T> work) {
		lock.lock();
		try {
			refresh();
			Resource saved = set.getResource(uri, false);
			int at = saved == null ? -1 : set.getResources().indexOf(saved);
			if (saved != null) {
				set.getResources().remove(saved);
			}
			XtextResource edited = (XtextResource) set.createResource(uri);
			try {
				edited.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
						Map.of(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name()));
				return work.apply(new Parses(edited));
			} catch (IOException e) {
				throw new IllegalStateException("reading text from memory cannot fail", e);
			} finally {
				edited.unload();
				set.getResources().remove(edited);
				if (saved != null) {
					set.getResources().add(at, saved);
				}
			}
		} finally {
			lock.unlock();
		}
	}

	/**
	 * Whether another use waits for this one: a long one (a full check) can stop (its cancel indicator saying so),
	 * let it go first, and start again, so that an editor's check of the text being typed never waits for a build.
	 */
	public boolean othersWaiting() {
		return lock.hasQueuedThreads();
	}

	/** What a use sees: the parses of the saved files, and the edited text if there is one. */
	public final class Parses {
		private final XtextResource edited;

		private Parses(XtextResource edited) {
			this.edited = edited;
		}

		/** The edited text's parse ({@link #withText}), or null. */
		public XtextResource edited() {
			return edited;
		}

		/** The saved reading at the URI, or null if there is none or it could not be read. */
		public XtextResource reading(URI uri) {
			return set.getResource(uri, false) instanceof XtextResource r && r != edited ? r : null;
		}

		/** Every saved reading that could be read, in the order of the files. */
		public Map<URI, XtextResource> readings() {
			Map<URI, XtextResource> found = new LinkedHashMap<>();
			for (Resource r : set.getResources()) {
				if (r instanceof XtextResource x && r != edited) {
					found.put(r.getURI(), x);
				}
			}
			return found;
		}

		/** Every source (TEI) resource. */
		public List<Resource> sources() {
			return set.getResources().stream().filter(r -> !(r instanceof XtextResource)).toList();
		}

		/** The resource at the URI, a reading or a source, or null. */
		public Resource resource(URI uri) {
			return set.getResource(uri, false);
		}

		/** The reading a resource holds, or null if its text does not even start like one. */
		public Reading readingOf(Resource resource) {
			return resource == null || resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Reading r) ? null : r;
		}

		/**
		 * The problems of a parse. {@link CheckMode#FAST_ONLY} for text being typed; the full check
		 * ({@link CheckMode#NORMAL_AND_FAST}: every combination compiled, expectations played) of a saved reading is
		 * made once until a file of the workspace changes.
		 *
		 * @throws org.eclipse.xtext.service.OperationCanceledError when {@code cancel} says so midway
		 */
		public List<Issue> issues(XtextResource resource, CheckMode mode, CancelIndicator cancel) {
			boolean keep = resource != edited && mode != CheckMode.FAST_ONLY;
			if (keep && checked.containsKey(resource.getURI())) {
				return checked.get(resource.getURI());
			}
			List<Issue> issues = List.copyOf(injector.getInstance(IResourceValidator.class).validate(resource, mode, cancel));
			if (keep && !cancel.isCanceled()) { // a check stopped midway may have found only some problems
				checked.put(resource.getURI(), issues);
			}
			return issues;
		}
	}

	/**
	 * Brings the parses up to date with the files: files removed or changed are dropped, with every reading whose
	 * resolved references reach into a dropped one (they would point at the old parse); then every file that is
	 * not parsed is, sources first.
	 */
	private void refresh() {
		Map<URI, WorkspaceFile> now = new LinkedHashMap<>();
		for (WorkspaceFile f : files.list()) {
			now.putIfAbsent(f.uri(), f);
		}
		boolean changed = false;
		Set<Resource> dropped = new HashSet<>();
		for (URI known : Set.copyOf(stamps.keySet())) {
			WorkspaceFile f = now.get(known);
			if (f == null || f.stamp() != stamps.get(known)) {
				Resource r = set.getResource(known, false);
				if (r != null) {
					dropped.add(r);
				}
				stamps.remove(known);
				changed = true;
			}
		}
		for (boolean more = !dropped.isEmpty(); more;) {
			more = false;
			for (Resource r : set.getResources()) {
				if (!dropped.contains(r) && reachesInto(r, dropped)) {
					dropped.add(r);
					stamps.remove(r.getURI());
					more = true;
				}
			}
		}
		for (Resource r : dropped) {
			r.unload();
			set.getResources().remove(r);
		}
		List<WorkspaceFile> missing = new ArrayList<>();
		for (WorkspaceFile f : now.values()) {
			if (!stamps.containsKey(f.uri())) {
				missing.add(f);
			}
		}
		missing.sort((a, b) -> Boolean.compare(b.source(), a.source()));
		for (WorkspaceFile f : missing) {
			load(f);
			changed = true;
		}
		if (changed) {
			checked.clear();
			// scopes cached on a parse may list the files as they were (a passage or base added since)
			for (Resource r : set.getResources()) {
				if (r instanceof XtextResource x && x.getCache() instanceof OnChangeEvictingCache cache) {
					cache.clear(x);
				}
			}
		}
	}

	private void load(WorkspaceFile f) {
		long stamp = f.stamp();
		Resource resource = f.source() ? new TeiResourceFactory().createResource(f.uri()) : set.createResource(f.uri());
		if (!set.getResources().contains(resource)) {
			set.getResources().add(resource);
		}
		try (InputStream in = f.open()) {
			resource.load(in, Map.of(XtextResource.OPTION_ENCODING, f.charset()));
		} catch (IOException | RuntimeException e) {
			// unreadable now: what it defines stays unknown (its own check says why); tried again when it changes
			set.getResources().remove(resource);
		}
		stamps.put(f.uri(), stamp);
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
}
