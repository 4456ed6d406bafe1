package org.rulebench.reading.workspace;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.rulebench.sources.tei.Tei;

/**
 * The readings and sources of a folder on disk, as the command line sees a workspace: every .reading and TEI file
 * (.tei, .tei.xml) under the root outside hidden and build-output folders, and any file named besides.
 */
public final class FolderFiles implements WorkspaceFiles {
	/** Folders of build output, never readings of the workspace. */
	public static final Set<String> SKIPPED = Set.of("target", "bin", "node_modules");

	private final Path root;
	private final Set<Path> named = new LinkedHashSet<>();

	public FolderFiles(Path root) {
		this.root = root.toAbsolutePath().normalize();
	}

	/**
	 * The workspace a file belongs to: the enclosing Git work tree (a readings workspace is one), else the nearest
	 * folder holding a sources/ folder (a copy of the examples outside Git), else the file's own folder.
	 */
	public static FolderFiles around(Path file) {
		Path dir = file.toAbsolutePath().normalize().getParent();
		for (Path p = dir; p != null; p = p.getParent()) {
			if (Files.exists(p.resolve(".git"))) {
				return new FolderFiles(p);
			}
		}
		for (Path p = dir; p != null; p = p.getParent()) {
			if (Files.isDirectory(p.resolve("sources"))) {
				return new FolderFiles(p);
			}
		}
		return new FolderFiles(dir);
	}

	public Path root() {
		return root;
	}

	/** Adds a file wherever it is (one named on a command line may sit in a skipped folder or elsewhere). */
	public FolderFiles with(Path file) {
		named.add(file.toAbsolutePath().normalize());
		return this;
	}

	public static URI uri(Path file) {
		return URI.createFileURI(file.toAbsolutePath().normalize().toString());
	}

	public static boolean isSource(Path file) {
		return Tei.isTei(URI.createFileURI(file.toString()));
	}

	@Override
	public List<WorkspaceFile> list() {
		Set<Path> paths = new LinkedHashSet<>(walk(root));
		paths.addAll(named);
		List<WorkspaceFile> files = new ArrayList<>();
		for (Path p : paths) {
			if (Files.isRegularFile(p)) {
				files.add(new OnDisk(p));
			}
		}
		return files;
	}

	/** Every reading and source under the root. */
	public static List<Path> walk(Path root) {
		List<Path> found = new ArrayList<>();
		try {
			Files.walkFileTree(root, new SimpleFileVisitor<>() {
				@Override
				public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
					String name = d.getFileName() == null ? "" : d.getFileName().toString();
					return !d.equals(root) && (name.startsWith(".") || SKIPPED.contains(name)) ? FileVisitResult.SKIP_SUBTREE
							: FileVisitResult.CONTINUE;
				}

				@Override
				public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
					String name = f.getFileName().toString();
					if (!name.startsWith(".") && (name.endsWith(".reading") || isSource(f))) {
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
			// an unreadable workspace: only the files named are loaded
		}
		return found;
	}

	private record OnDisk(Path path) implements WorkspaceFile {
		@Override
		public URI uri() {
			return FolderFiles.uri(path);
		}

		@Override
		public long stamp() {
			try {
				return Files.getLastModifiedTime(path).toMillis() * 31 + Files.size(path);
			} catch (IOException e) {
				return -1;
			}
		}

		@Override
		public boolean source() {
			return isSource(path);
		}

		@Override
		public InputStream open() throws IOException {
			return Files.newInputStream(path);
		}
	}
}
