package org.rulebench.readings.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.rulebench.annotations.internal.AtomicWrite;

/**
 * The example readings of dsl-examples, with their transcriptions and annotation sets, embedded in this bundle by its
 * build (tools/CopyExamples.java), with the index of their paths.
 */
public final class Examples {
	private static final String ROOT = "/org/rulebench/readings/examples/";

	private Examples() {
	}

	/** Relative paths such as "pu-shuang/ping.reading". */
	public static List<String> paths() throws IOException {
		List<String> paths = new ArrayList<>();
		for (String line : new String(read("index"), StandardCharsets.UTF_8).split("\n")) {
			if (!line.isBlank()) {
				paths.add(line.strip());
			}
		}
		return paths;
	}

	/** Copies every example into {@code dir}, keeping their folders; returns the files written. */
	public static List<Path> copyTo(Path dir) throws IOException {
		List<Path> written = new ArrayList<>();
		for (String p : paths()) {
			Path target = dir.resolve(p);
			AtomicWrite.write(target, read(p));
			written.add(target);
		}
		return written;
	}

	/** The text of one example, by its relative path. */
	public static String text(String path) throws IOException {
		return new String(read(path), StandardCharsets.UTF_8);
	}

	private static byte[] read(String name) throws IOException {
		try (InputStream in = Examples.class.getResourceAsStream(ROOT + name)) {
			if (in == null) {
				throw new IOException("the example readings are missing from this build of Rulebench (no " + ROOT + name
						+ "); rebuild it with ./mvnw verify");
			}
			return in.readAllBytes();
		}
	}
}
