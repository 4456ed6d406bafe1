package org.rulebench.workbench.examples;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * The example readings of every race game of the sources and the TEI sources they cite, shipped in this bundle
 * (examples/, copied from the repository's dsl-examples/ by the build), and their copy into a folder.
 */
public final class ExampleReadings {
	private static final String ROOT = "examples/";

	private ExampleReadings() {
	}

	/** The examples' paths relative to the examples folder, e.g. "pu-shuang/qiliang.reading", "sources/kishi.tei", sorted. */
	public static List<String> names() {
		Bundle bundle = FrameworkUtil.getBundle(ExampleReadings.class);
		List<String> names = new ArrayList<>();
		Enumeration<URL> entries = bundle.findEntries(ROOT, "*", true);
		while (entries != null && entries.hasMoreElements()) {
			String path = entries.nextElement().getPath();
			if (!path.endsWith("/")) {
				names.add(path.substring(path.indexOf(ROOT) + ROOT.length()));
			}
		}
		Collections.sort(names);
		return names;
	}

	/**
	 * Copies every example into {@code folder} (created if needed), keeping files that are already there: a
	 * reading the historian changed is never overwritten.
	 *
	 * @return the files written
	 */
	public static List<Path> copyTo(Path folder) throws IOException {
		Bundle bundle = FrameworkUtil.getBundle(ExampleReadings.class);
		List<Path> written = new ArrayList<>();
		for (String name : names()) {
			Path target = folder.resolve(name);
			if (Files.exists(target)) {
				continue;
			}
			Files.createDirectories(target.getParent());
			try (InputStream in = bundle.getEntry(ROOT + name).openStream()) {
				Files.copy(in, target);
			}
			written.add(target);
		}
		return written;
	}
}
