package org.rulebench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Apache Spark's jars for the commands that run on Spark (`sweep`, `train --master`). They stay out of rulebench.jar
 * (150 MB): the build lays them out beside it in spark/jars, as a Spark installation has them. Started with
 * {@code java -jar rulebench.jar}, such a command runs in a class loader over rulebench.jar and those jars; under
 * spark-submit, or in the tests, Spark is on the class path already and nothing is done.
 */
final class SparkJars {
	/** A class every Spark installation has. */
	private static final String PROBE = "org.apache.spark.SparkContext";

	private SparkJars() {
	}

	/** Whether the command line runs a command that needs Spark. */
	static boolean needed(String[] args) {
		if (args.length == 0 || Stream.of(args).anyMatch(a -> a.equals("--help") || a.equals("-h"))) {
			return false;
		}
		if (args[0].equals("sweep") || args[0].equals("service") && args.length > 1 && args[1].equals("run")) {
			return true;
		}
		return args[0].equals("train") && Stream.of(args).anyMatch(a -> a.equals("--master") || a.startsWith("--master="));
	}

	static boolean present() {
		try {
			Class.forName(PROBE, false, SparkJars.class.getClassLoader());
			return true;
		} catch (ClassNotFoundException e) {
			return false;
		}
	}

	/** The jar the command line runs from, or null when it runs from classes (the tests). */
	static Path ownJar() {
		try {
			Path p = Path.of(SparkJars.class.getProtectionDomain().getCodeSource().getLocation().toURI());
			return Files.isRegularFile(p) ? p : null;
		} catch (URISyntaxException | SecurityException | NullPointerException e) {
			return null;
		}
	}

	/**
	 * Spark's jars: {@code rulebench.spark.jars} if set, else spark/jars beside rulebench.jar, else
	 * $SPARK_HOME/jars; null if none is a folder of jars.
	 */
	static Path folder() {
		List<Path> candidates = new ArrayList<>();
		String property = System.getProperty("rulebench.spark.jars");
		if (property != null) {
			candidates.add(Path.of(property));
		}
		Path jar = ownJar();
		if (jar != null) {
			candidates.add(jar.resolveSibling("spark").resolve("jars"));
		}
		String home = System.getenv("SPARK_HOME");
		if (home != null && !home.isBlank()) {
			candidates.add(Path.of(home, "jars"));
		}
		for (Path c : candidates) {
			if (hasSparkCore(c)) {
				return c;
			}
		}
		return null;
	}

	private static boolean hasSparkCore(Path dir) {
		if (!Files.isDirectory(dir)) {
			return false;
		}
		try (Stream<Path> files = Files.list(dir)) {
			return files.anyMatch(f -> f.getFileName().toString().startsWith("spark-core_"));
		} catch (IOException e) {
			return false;
		}
	}

	private static String sparkVersion() {
		return "4.2.0";
	}

	/**
	 * Runs the command line again in a class loader over rulebench.jar and Spark's jars (rulebench.jar first, so its
	 * own libraries win), with the same streams; its exit status, or {@link Main#PROBLEMS} after saying where Spark's
	 * jars were looked for.
	 */
	static int runWithSpark(String[] args, PrintStream out, PrintStream err) {
		Path jar = ownJar();
		Path folder = folder();
		if (jar == null || folder == null) {
			err.println("rulebench: `" + args[0] + "` runs on Apache Spark, whose jars were not found: the build puts them in "
					+ "spark/jars beside rulebench.jar (./mvnw -B verify), or set SPARK_HOME to a Spark " + sparkVersion()
					+ " installation, or run rulebench.jar with spark-submit");
			return Main.PROBLEMS;
		}
		List<URL> urls = new ArrayList<>();
		try (Stream<Path> files = Files.list(folder)) {
			urls.add(jar.toUri().toURL());
			// Spark's log4j binding for slf4j is left out: the command line's own (silent) is the one, and it says
			// in its words what happens
			for (Path f : files.filter(f -> f.toString().endsWith(".jar") && !f.getFileName().toString().startsWith("log4j-slf4j2-impl"))
					.sorted().toList()) {
				urls.add(f.toUri().toURL());
			}
		} catch (IOException e) {
			err.println("rulebench: " + folder + ": cannot be read: " + e.getMessage());
			return Main.PROBLEMS;
		}
		URLClassLoader loader = new URLClassLoader("rulebench-spark", urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
		Thread.currentThread().setContextClassLoader(loader);
		try {
			Object status = Class.forName(Main.class.getName(), true, loader)
					.getMethod("run", String[].class, PrintStream.class, PrintStream.class).invoke(null, args, out, err);
			return (Integer) status;
		} catch (InvocationTargetException e) {
			Throwable cause = e.getCause();
			if (cause instanceof RuntimeException re) {
				throw re;
			}
			if (cause instanceof Error error) {
				throw error;
			}
			throw new IllegalStateException(cause);
		} catch (ReflectiveOperationException e) {
			throw new IllegalStateException("cannot start the command line over Spark's jars in " + folder, e);
		}
	}
}
