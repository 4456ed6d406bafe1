package org.rulebench.annotations;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.rulebench.annotations.internal.AtomicWrite;
import org.rulebench.annotations.w3c.W3cDocument;
import org.rulebench.annotations.w3c.W3cReader;
import org.rulebench.annotations.w3c.W3cWriter;

/**
 * The annotation sets of a workspace: {@code annotations/NAME.jsonld} under its root, each a W3C
 * AnnotationCollection, read whole and written whole and atomically (a crash leaves the old set or the new). A
 * change of a set is {@link #update}: read, changed and written while the set is locked, against other threads and
 * other processes alike (the workbench saving an annotation while the command line imports), so neither loses the
 * other's change. The file names the workspace's resources by absolute IRIs ({@link WorkspaceIri}).
 *
 * <pre>
 * AnnotationStore store = AnnotationStore.in(workspaceRoot);
 * store.update("qiliang-en", set -> set.with(annotation));
 * </pre>
 */
public final class AnnotationStore {
	/** The folder of the sets, relative to the workspace root. */
	public static final String FOLDER = "annotations";
	public static final String EXTENSION = ".jsonld";

	private static final Pattern TEI_LANGUAGE = Pattern.compile("<TEI\\b[^>]*?\\sxml:lang\\s*=\\s*[\"']([^\"']+)[\"']");
	/** One lock per set file in this JVM: a FileLock is held by the whole process, not by a thread. */
	private static final Map<Path, ReentrantLock> LOCKS = new ConcurrentHashMap<>();

	private final Path root;
	private WorkspaceIri iri;

	private AnnotationStore(Path root) {
		this.root = root;
	}

	/** The IRIs of the workspace's resources, with the languages of its transcriptions (sources/*.tei). */
	public WorkspaceIri iri() {
		if (iri == null) {
			Map<String, String> languages = new TreeMap<>();
			Path sources = root.resolve("sources");
			if (Files.isDirectory(sources)) {
				try (Stream<Path> files = Files.list(sources)) {
					for (Path f : files.filter(f -> f.toString().endsWith(".tei") || f.toString().endsWith(".tei.xml")).toList()) {
						String head = Files.readString(f, StandardCharsets.UTF_8);
						Matcher m = TEI_LANGUAGE.matcher(head.length() > 4096 ? head.substring(0, 4096) : head);
						if (m.find()) {
							languages.put("../sources/" + f.getFileName(), m.group(1));
						}
					}
				} catch (IOException e) {
					// a transcription that cannot be read gives no language: its targets are written without one
				}
			}
			iri = WorkspaceIri.in(root).withLanguages(languages);
		}
		return iri;
	}

	/** The sets of the workspace (or any folder) at {@code root}. */
	public static AnnotationStore in(Path root) {
		return new AnnotationStore(root.toAbsolutePath().normalize());
	}

	public Path root() {
		return root;
	}

	public Path folder() {
		return root.resolve(FOLDER);
	}

	/** The file of a set, whether it exists or not. */
	public Path file(String name) {
		return folder().resolve(AnnotationSet.checkName(name) + EXTENSION);
	}

	/** The names of the sets, sorted. */
	public List<String> names() {
		if (!Files.isDirectory(folder())) {
			return List.of();
		}
		try (Stream<Path> files = Files.list(folder())) {
			return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(EXTENSION) && !n.startsWith("."))
					.map(n -> n.substring(0, n.length() - EXTENSION.length())).sorted().toList();
		} catch (IOException e) {
			throw new AnnotationsProblem("cannot list " + folder() + ": " + e.getMessage(), e);
		}
	}

	public boolean exists(String name) {
		return Files.isRegularFile(file(name));
	}

	/**
	 * @throws AnnotationsProblem    if there is no such set, or it cannot be read
	 * @throws MalformedAnnotations if its file is not a set of annotations
	 */
	public AnnotationSet read(String name) {
		Path f = file(name);
		if (!Files.isRegularFile(f)) {
			throw new AnnotationsProblem("there is no annotation set '" + name + "' (no " + root.relativize(f)
					+ "); the sets here: " + (names().isEmpty() ? "none" : String.join(", ", names())));
		}
		String text;
		try {
			text = Files.readString(f, StandardCharsets.UTF_8);
		} catch (MalformedInputException e) {
			throw new AnnotationsProblem(f + ": not UTF-8 text; annotation files are JSON in UTF-8", e);
		} catch (IOException e) {
			throw new AnnotationsProblem("cannot read " + f + ": " + e.getMessage(), e);
		}
		return parse(name, text, f.toString(), iri());
	}

	/** A set from the text of its file (for files read from elsewhere, such as a commit), at the default base. */
	public static AnnotationSet parse(String name, String text, String file) {
		return parse(name, text, file, WorkspaceIri.standard());
	}

	/** A set from the text of its file, its IRIs those of the workspace {@code iri}. */
	public static AnnotationSet parse(String name, String text, String file, WorkspaceIri iri) {
		W3cDocument d = new W3cReader().file(file).text(text).workspace(iri).call();
		if (d.kind() != W3cDocument.Kind.COLLECTION) {
			throw new MalformedAnnotations(List.of(new AnnotationProblem(file, 0, 0, 0, null, "$.type",
					"an annotation set's file is an AnnotationCollection; import other files with `rulebench annotations import`")));
		}
		return new AnnotationSet(name, d.label(), d.annotations(), d.extras());
	}

	/** Every set, in the order of their names. */
	public List<AnnotationSet> readAll() {
		List<AnnotationSet> all = new ArrayList<>();
		for (String n : names()) {
			all.add(read(n));
		}
		return all;
	}

	/** Writes the set to its file, replacing what was there in one step (under the set's lock). */
	public void write(AnnotationSet set) {
		locked(set.name(), () -> {
			writeUnlocked(set);
			return null;
		});
	}

	/**
	 * Changes a set: reads it (an empty one if there is none yet), applies {@code change} and writes the result,
	 * all under the set's lock, so that a change made meanwhile by another thread or process is neither lost nor
	 * overwritten. Returns what was written.
	 */
	public AnnotationSet update(String name, UnaryOperator<AnnotationSet> change) {
		return locked(name, () -> {
			AnnotationSet before = exists(name) ? read(name) : AnnotationSet.named(name, null);
			AnnotationSet after = change.apply(before);
			if (!after.name().equals(name)) {
				throw new IllegalArgumentException("an update of set " + name + " returned set " + after.name());
			}
			writeUnlocked(after);
			return after;
		});
	}

	/** Runs {@code work} holding the set's lock: a thread lock in this JVM, a file lock against other processes. */
	public <T> T locked(String name, java.util.function.Supplier<T> work) {
		Path lockFile = folder().resolve("." + AnnotationSet.checkName(name) + ".lock");
		ReentrantLock inJvm = LOCKS.computeIfAbsent(lockFile, k -> new ReentrantLock());
		inJvm.lock();
		try {
			if (inJvm.getHoldCount() > 1) {
				return work.get(); // this thread holds the file lock already
			}
			Files.createDirectories(folder());
			try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
					FileLock lock = channel.lock()) {
				return work.get();
			}
		} catch (IOException e) {
			throw new AnnotationsProblem("cannot lock " + lockFile + ": " + e.getMessage() + "; nothing was written", e);
		} finally {
			inJvm.unlock();
		}
	}

	private void writeUnlocked(AnnotationSet set) {
		Path f = file(set.name());
		try {
			AtomicWrite.write(f, W3cWriter.write(set, iri()));
		} catch (IOException e) {
			throw new AnnotationsProblem("cannot write " + f + ": " + e.getMessage() + "; the set on disk is as it was", e);
		}
	}
}
