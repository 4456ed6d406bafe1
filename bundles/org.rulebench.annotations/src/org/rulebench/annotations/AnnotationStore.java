package org.rulebench.annotations;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.rulebench.annotations.internal.AtomicWrite;
import org.rulebench.annotations.w3c.W3cDocument;
import org.rulebench.annotations.w3c.W3cReader;
import org.rulebench.annotations.w3c.W3cWriter;

/**
 * The annotation sets of a workspace: {@code annotations/NAME.jsonld} under its root, each a W3C
 * AnnotationCollection, read whole and written whole and atomically (a crash leaves the old set or the new).
 *
 * <pre>
 * AnnotationStore store = AnnotationStore.in(workspaceRoot);
 * store.write(store.read("qiliang-en").with(annotation));
 * </pre>
 */
public final class AnnotationStore {
	/** The folder of the sets, relative to the workspace root. */
	public static final String FOLDER = "annotations";
	public static final String EXTENSION = ".jsonld";

	private final Path root;

	private AnnotationStore(Path root) {
		this.root = root;
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
		return parse(name, text, f.toString());
	}

	/** A set from the text of its file (for files read from elsewhere, such as a commit). */
	public static AnnotationSet parse(String name, String text, String file) {
		W3cDocument d = new W3cReader().file(file).text(text).call();
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

	/** Writes the set to its file, replacing what was there in one step. */
	public void write(AnnotationSet set) {
		Path f = file(set.name());
		try {
			AtomicWrite.write(f, W3cWriter.write(set));
		} catch (IOException e) {
			throw new AnnotationsProblem("cannot write " + f + ": " + e.getMessage() + "; the set on disk is as it was", e);
		}
	}
}
