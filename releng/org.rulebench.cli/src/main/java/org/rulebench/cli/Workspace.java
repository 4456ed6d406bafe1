package org.rulebench.cli;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Where the readings a file extends and the sources it cites are looked for: the enclosing Git repository (a
 * readings workspace is one), else the nearest folder holding a sources/ folder, else the file's own folder;
 * every .reading and every TEI file (.tei, .tei.xml) in it outside build output and hidden folders.
 */
final class Workspace {
	private static final Set<String> SKIPPED = Set.of("target", "bin", "node_modules");

	private Workspace() {
	}

	static Path rootOf(Path file) {
		Path dir = file.toAbsolutePath().normalize().getParent();
		for (Path p = dir; p != null; p = p.getParent()) {
			if (Files.exists(p.resolve(".git"))) {
				return p;
			}
		}
		// a copy of the examples outside Git: the readings sit in folders beside sources/
		for (Path p = dir; p != null; p = p.getParent()) {
			if (Files.isDirectory(p.resolve("sources"))) {
				return p;
			}
		}
		return dir;
	}

	static List<Path> readings(Path root) {
		return files(root, ".reading");
	}

	static List<Path> sources(Path root) {
		return files(root, ".tei", ".tei.xml");
	}

	private static List<Path> files(Path root, String... endings) {
		List<Path> found = new ArrayList<>();
		try {
			Files.walkFileTree(root, new SimpleFileVisitor<>() {
				@Override
				public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
					String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
					return !dir.equals(root) && (name.startsWith(".") || SKIPPED.contains(name))
							? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
				}

				@Override
				public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
					if (java.util.Arrays.stream(endings).anyMatch(file.toString()::endsWith)) {
						found.add(file.toAbsolutePath().normalize());
					}
					return FileVisitResult.CONTINUE;
				}

				@Override
				public FileVisitResult visitFileFailed(Path file, IOException e) {
					return FileVisitResult.CONTINUE;
				}
			});
		} catch (IOException e) {
			// an unreadable workspace: only the files named on the command line are loaded
		}
		return found;
	}
}
