package org.rulebench.simulator.ui.cluster;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import org.eclipse.jface.preference.IPreferenceStore;
import org.rulebench.editor.preferences.RulebenchPreferences;

/**
 * Where the Simulator view's simulations run (Window > Preferences > Rulebench > Cluster): on this machine (no
 * master, the default), or on the Apache Spark master named, through the command line's `rulebench sweep`, whose
 * rulebench.jar the workbench runs (the ./workbench script names the one the build made).
 */
public final class ClusterPreferences {
	public static final String MASTER = "cluster.master";
	public static final String COMMAND_LINE = "cluster.commandLine";
	/** The masters `rulebench sweep --master` takes. */
	static final Pattern MASTERS = Pattern.compile("local(\\[(\\*|[1-9][0-9]*)\\])?|spark://[^\\s/,:]+(:[0-9]+)?(,[^\\s/,:]+(:[0-9]+)?)*");

	private ClusterPreferences() {
	}

	/** The store, with this page's defaults set. */
	public static IPreferenceStore store() {
		IPreferenceStore s = RulebenchPreferences.store();
		s.setDefault(MASTER, "");
		s.setDefault(COMMAND_LINE, defaultCommandLine());
		return s;
	}

	/** The master's URL, or null to simulate on this machine. */
	public static String master() {
		String m = store().getString(MASTER).strip();
		return m.isEmpty() ? null : m;
	}

	/** The command line's jar. */
	public static Path commandLine() {
		return Path.of(store().getString(COMMAND_LINE).strip());
	}

	/** Whether a master is one `rulebench sweep` takes (empty: none). */
	public static boolean validMaster(String m) {
		return m.isBlank() || MASTERS.matcher(m.strip()).matches();
	}

	/** RULEBENCH_CLI (./workbench sets it to the jar the build made), else rulebench.jar beside the product. */
	private static String defaultCommandLine() {
		String env = System.getenv("RULEBENCH_CLI");
		if (env != null && !env.isBlank()) {
			return env;
		}
		String property = System.getProperty("rulebench.cli");
		if (property != null && !property.isBlank()) {
			return property;
		}
		Path beside = Path.of(System.getProperty("user.dir"), "rulebench.jar");
		return Files.exists(beside) ? beside.toString() : "";
	}
}
