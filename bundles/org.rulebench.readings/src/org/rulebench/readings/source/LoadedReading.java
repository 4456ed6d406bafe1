package org.rulebench.readings.source;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jgit.lib.ObjectLoader;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.PathSuffixFilter;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.rulebench.reading.compile.ExtensionCycle;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.internal.Language;
import org.rulebench.readings.internal.Trouble;

/**
 * A reading loaded with every reading of its workspace as of the same moment (the files on disk, or the tree of
 * one commit), so that {@code extends} finds its base, and resolved along its extension chain.
 */
public final class LoadedReading {
	private static final Set<String> SKIPPED = Set.of("target", "bin", "node_modules");

	private final ReadingSource source;
	private final Reading reading;
	private final ReadingChain chain;
	private final Map<Resource, String> labels;
	private final byte[] text;

	private LoadedReading(ReadingSource source, Reading reading, ReadingChain chain, Map<Resource, String> labels, byte[] text) {
		this.source = source;
		this.reading = reading;
		this.chain = chain;
		this.labels = labels;
		this.text = text;
	}

	/**
	 * @throws WorkspaceProblem if the file cannot be read, or the reading or a reading it extends has syntax errors
	 *                          or names a base that does not exist (FILE:LINE:COL: message for each)
	 */
	public static LoadedReading load(ReadingSource source) {
		Map<String, byte[]> files = new LinkedHashMap<>();
		String target;
		if (source.isFile()) {
			Path file = source.file().toAbsolutePath().normalize();
			target = file.toString();
			for (Path p : workspaceFiles(file)) {
				files.put(p.toString(), read(p));
			}
			files.put(target, read(file));
		} else {
			target = source.path();
			files.putAll(treeFiles(source.repository(), source.commit()));
			if (!files.containsKey(target)) {
				throw new WorkspaceProblem(source.label() + ": there is no such file at " + source.revision());
			}
		}
		return parse(source, files, target);
	}

	/** The reading at the source's path, or null if the commit has no file there (it was added later). */
	public static LoadedReading loadIfPresent(ReadingSource source) {
		if (source.isFile()) {
			return load(source);
		}
		Map<String, byte[]> files = treeFiles(source.repository(), source.commit());
		return files.containsKey(source.path()) ? parse(source, files, source.path()) : null;
	}

	private static LoadedReading parse(ReadingSource source, Map<String, byte[]> files, String target) {
		XtextResourceSet set = Language.resourceSet();
		Map<String, Object> options = Map.of(XtextResource.OPTION_ENCODING, "UTF-8");
		Map<Resource, String> labels = new LinkedHashMap<>();
		Resource main = null;
		for (Map.Entry<String, byte[]> f : files.entrySet()) {
			URI uri = source.isFile() ? URI.createFileURI(f.getKey()) : revisionUri(source, f.getKey());
			Resource r = set.createResource(uri);
			try {
				r.load(new ByteArrayInputStream(f.getValue()), options);
			} catch (IOException e) {
				throw new WorkspaceProblem(labelOf(source, f.getKey()) + ": cannot be read: " + e.getMessage(), e);
			}
			labels.put(r, labelOf(source, f.getKey()));
			if (f.getKey().equals(target)) {
				main = r;
			}
		}
		EcoreUtil.resolveAll(set);
		if (main == null || main.getContents().isEmpty() || !(main.getContents().get(0) instanceof Reading reading)) {
			throw new WorkspaceProblem(source.label() + ":1:1: not a reading (a reading starts with `reading NAME`)");
		}
		List<String> errors = new ArrayList<>();
		List<Resource> checked = new ArrayList<>();
		for (Reading r = reading; r != null && !r.eIsProxy() && !checked.contains(r.eResource()); r = r.getBase()) {
			checked.add(r.eResource());
			for (Resource.Diagnostic d : r.eResource().getErrors()) {
				errors.add(labels.get(r.eResource()) + ":" + d.getLine() + ":" + d.getColumn() + ": " + d.getMessage());
			}
		}
		if (!errors.isEmpty()) {
			throw new WorkspaceProblem(String.join("\n", errors)
					+ "\n(fix the reading first: `rulebench check` shows every problem)");
		}
		try {
			return new LoadedReading(source, reading, ReadingChain.of(reading), labels, files.get(target));
		} catch (ExtensionCycle | IllegalStateException e) {
			throw new WorkspaceProblem(source.label() + ": " + e.getMessage());
		}
	}

	private static URI revisionUri(ReadingSource source, String path) {
		List<String> segments = new ArrayList<>();
		segments.add(source.commit().name());
		segments.addAll(List.of(path.split("/")));
		return URI.createHierarchicalURI("readings", null, null, segments.toArray(String[]::new), null, null);
	}

	private static String labelOf(ReadingSource source, String key) {
		if (!source.isFile()) {
			return source.revision() + ":" + key;
		}
		Path p = Path.of(key);
		if (p.equals(source.file().toAbsolutePath().normalize())) {
			return source.label();
		}
		Path cwd = Path.of("").toAbsolutePath();
		return p.startsWith(cwd) ? cwd.relativize(p).toString() : p.toString();
	}

	private static byte[] read(Path file) {
		try {
			return Files.readAllBytes(file);
		} catch (IOException e) {
			throw new WorkspaceProblem(file + ": cannot be read: " + e.getMessage(), e);
		}
	}

	/** Every .reading file of the workspace as it is on disk: the enclosing Git work tree, else the file's folder. */
	static List<Path> workspaceFiles(Path file) {
		Path dir = file.getParent();
		Path root = dir;
		for (Path p = dir; p != null; p = p.getParent()) {
			if (Files.exists(p.resolve(".git"))) {
				root = p;
				break;
			}
		}
		List<Path> found = new ArrayList<>();
		Path top = root;
		try {
			Files.walkFileTree(top, new SimpleFileVisitor<>() {
				@Override
				public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
					return !d.equals(top) && skipped(d.getFileName().toString()) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
				}

				@Override
				public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
					if (f.getFileName().toString().endsWith(".reading") && !f.getFileName().toString().startsWith(".")) {
						found.add(f.toAbsolutePath().normalize());
					}
					return FileVisitResult.CONTINUE;
				}

				@Override
				public FileVisitResult visitFileFailed(Path f, IOException e) {
					return FileVisitResult.CONTINUE;
				}
			});
		} catch (IOException e) {
			// an unreadable workspace: the reading itself is still loaded
		}
		return found;
	}

	private static boolean skipped(String folder) {
		return folder.startsWith(".") || SKIPPED.contains(folder);
	}

	/** Every .reading file in the commit's tree, by path, outside hidden and build folders. */
	static Map<String, byte[]> treeFiles(Repository repository, org.eclipse.jgit.lib.ObjectId commit) {
		Map<String, byte[]> files = new LinkedHashMap<>();
		try (RevWalk walk = new RevWalk(repository); TreeWalk tree = new TreeWalk(repository)) {
			RevCommit c = walk.parseCommit(commit);
			tree.addTree(c.getTree());
			tree.setRecursive(true);
			tree.setFilter(PathSuffixFilter.create(".reading"));
			while (tree.next()) {
				String path = tree.getPathString();
				if (List.of(path.split("/")).stream().anyMatch(LoadedReading::skipped)) {
					continue;
				}
				ObjectLoader blob = repository.open(tree.getObjectId(0));
				files.put(path, blob.getCachedBytes(16 << 20));
			}
		} catch (IOException e) {
			throw Trouble.of(repository, "read the readings of " + commit.name(), e);
		}
		return files;
	}

	public ReadingSource source() {
		return source;
	}

	public Reading reading() {
		return reading;
	}

	public ReadingChain chain() {
		return chain;
	}

	/** The reading's own text, as stored. */
	public byte[] text() {
		return text.clone();
	}

	/** How reports name the file a part of the reading (or of a reading it extends) comes from. */
	public String labelOf(Resource resource) {
		String label = labels.get(resource);
		return label != null ? label : String.valueOf(resource.getURI());
	}
}
