package org.rulebench.cli;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.rulebench.reading.workspace.FolderFiles;

/**
 * A reading with what it needs to be compiled and played elsewhere: every reading and TEI source of its workspace
 * (its bases, the passages it cites) and the trained players beside it, as bytes under their paths in the workspace.
 * An executor lays them out in a folder of its own ({@link #materialize}) and compiles the copy as the command line
 * compiled the original, so both play the same rules. Its SHA-256 over paths and contents is the reading's version
 * that a sweep's results record.
 */
final class ShippedWorkspace implements Serializable {
	private static final long serialVersionUID = 1L;

	private final transient Path root;
	private final String reading;
	private final TreeMap<String, byte[]> files;
	private final boolean gitRoot;
	private final String sha256;

	private ShippedWorkspace(Path root, String reading, TreeMap<String, byte[]> files, boolean gitRoot) {
		this.root = root;
		this.reading = reading;
		this.files = files;
		this.gitRoot = gitRoot;
		this.sha256 = digest(files);
	}

	/** The workspace of a reading file ({@link FolderFiles#around}), as the command line loads it. */
	static ShippedWorkspace of(Path file) throws IOException {
		Path absolute = file.toAbsolutePath().normalize();
		Path root = FolderFiles.around(absolute).root();
		List<Path> all = new ArrayList<>(FolderFiles.walk(root));
		all.add(absolute);
		try (Stream<Path> beside = Files.list(absolute.getParent())) {
			beside.filter(p -> p.getFileName().toString().endsWith(".player")).forEach(all::add);
		}
		TreeMap<String, byte[]> files = new TreeMap<>();
		for (Path p : all) {
			if (Files.isRegularFile(p) && Files.isReadable(p)) {
				files.put(relative(root, p), Files.readAllBytes(p));
			}
		}
		return new ShippedWorkspace(root, relative(root, absolute), files, Files.exists(root.resolve(".git")));
	}

	private static String relative(Path root, Path p) {
		return root.relativize(p.toAbsolutePath().normalize()).toString().replace('\\', '/');
	}

	/** SHA-256 of every file's path and bytes, in the order of the paths. */
	String sha256() {
		return sha256;
	}

	/**
	 * SHA-256 of the given files of the workspace (those of them it holds): a reading's version is the digest of its
	 * own file, the files of the readings it extends and the trained players that play it, so that a change anywhere
	 * else in the workspace does not make it another reading. Only where the workspace was taken.
	 */
	String sha256Of(List<Path> chosen) {
		TreeMap<String, byte[]> some = new TreeMap<>();
		for (Path p : chosen) {
			String key = relative(root, p);
			if (files.containsKey(key)) {
				some.put(key, files.get(key));
			}
		}
		return digest(some);
	}

	/** The reading's path in its workspace. */
	String reading() {
		return reading;
	}

	int size() {
		return files.size();
	}

	/**
	 * The files laid out under the temporary folder, once per content on a machine (a folder named by the digest,
	 * filled aside and moved into place whole, so that two executors of one machine never see half of it); the path
	 * of the reading in it.
	 */
	Path materialize() {
		Path base = Path.of(System.getProperty("java.io.tmpdir"));
		Path dir = base.resolve("rulebench-sweep-" + sha256.substring(0, 24));
		if (Files.isDirectory(dir)) {
			return dir.resolve(reading);
		}
		try {
			Path aside = Files.createTempDirectory(base, "rulebench-sweep-");
			for (Map.Entry<String, byte[]> f : files.entrySet()) {
				Path target = aside.resolve(f.getKey()).normalize();
				if (!target.startsWith(aside)) {
					throw new IOException("a path outside the workspace: " + f.getKey());
				}
				Files.createDirectories(target.getParent());
				Files.write(target, f.getValue());
			}
			if (gitRoot) {
				// the command line's workspace was a Git repository: the copy's root is found the same way
				Files.createDirectories(aside.resolve(".git"));
			}
			try {
				Files.move(aside, dir, StandardCopyOption.ATOMIC_MOVE);
			} catch (FileAlreadyExistsException | AtomicMoveNotSupportedException e) {
				if (!Files.isDirectory(dir)) {
					throw e;
				}
			} catch (IOException e) {
				if (!Files.isDirectory(dir)) {
					throw e;
				}
			}
			delete(aside);
			return dir.resolve(reading);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot lay out the reading's workspace under " + base + ": " + e.getMessage(), e);
		}
	}

	/** What is left of a copy another executor moved into place first. */
	private static void delete(Path aside) throws IOException {
		if (!Files.exists(aside)) {
			return;
		}
		try (Stream<Path> all = Files.walk(aside)) {
			for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
				Files.deleteIfExists(p);
			}
		}
	}

	private static String digest(TreeMap<String, byte[]> files) {
		try {
			MessageDigest d = MessageDigest.getInstance("SHA-256");
			for (Map.Entry<String, byte[]> f : files.entrySet()) {
				d.update(f.getKey().getBytes(StandardCharsets.UTF_8));
				d.update((byte) 0);
				d.update(Long.toString(f.getValue().length).getBytes(StandardCharsets.US_ASCII));
				d.update((byte) 0);
				d.update(f.getValue());
			}
			return HexFormat.of().formatHex(d.digest());
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}
}
