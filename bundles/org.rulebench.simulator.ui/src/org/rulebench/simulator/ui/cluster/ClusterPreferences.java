package org.rulebench.simulator.ui.cluster;

import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
		return masterProblem(m) == null;
	}

	/** What is wrong with a master as typed, in words that say what to type instead; null if `rulebench sweep` takes it. */
	public static String masterProblem(String typed) {
		String m = typed.strip();
		if (m.isEmpty()) {
			return null;
		}
		if (m.chars().anyMatch(Character::isWhitespace)) {
			return "The master has a space in it ('" + m + "'): a master is one word, such as spark://HOST:7077";
		}
		if (m.startsWith("local")) {
			return MASTERS.matcher(m).matches() ? null
					: "'" + m + "' is not an embedded master: local, local[*] (every core) or local[N] with N from 1 up";
		}
		if (m.startsWith("http://") || m.startsWith("https://")) {
			return "'" + m + "' is a web address (the master's web page): its master is spark://HOST:PORT, shown at the top of"
					+ " that page (port 7077 unless the master was started with another)";
		}
		if (m.startsWith("yarn") || m.startsWith("k8s://") || m.startsWith("mesos://")) {
			return "Rulebench runs on Spark in this machine (local[N]) or on a standalone Spark master (spark://HOST:PORT), not on '"
					+ m + "'";
		}
		if (!m.startsWith("spark://")) {
			return "'" + m + "' is not a master: spark://HOST:PORT for a standalone Spark master, local[*] for Spark on this machine,"
					+ " or empty to simulate in the workbench";
		}
		for (String hostPort : m.substring("spark://".length()).split(",", -1)) {
			int colon = hostPort.lastIndexOf(':');
			String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
			if (host.isEmpty() || host.contains("/")) {
				return "'" + m + "' names no host: spark://HOST:PORT, for example spark://cluster.example:7077";
			}
			if (colon >= 0 && !port(hostPort.substring(colon + 1))) {
				return "'" + hostPort.substring(colon + 1) + "' in '" + m + "' is not a port: a number from 1 to 65535 (a standalone"
						+ " master listens on 7077 unless told otherwise)";
			}
		}
		return MASTERS.matcher(m).matches() ? null : "'" + m + "' is not a master: spark://HOST:PORT";
	}

	private static boolean port(String p) {
		return p.matches("[0-9]{1,5}") && Integer.parseInt(p) >= 1 && Integer.parseInt(p) <= 65535;
	}

	/** The host and port of each master in a spark:// URL (port 7077 when none is said). */
	static List<InetSocketAddress> addresses(String master) {
		List<InetSocketAddress> list = new ArrayList<>();
		for (String hostPort : master.strip().substring("spark://".length()).split(",")) {
			int colon = hostPort.lastIndexOf(':');
			String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
			int port = colon < 0 ? 7077 : Integer.parseInt(hostPort.substring(colon + 1));
			list.add(InetSocketAddress.createUnresolved(host, port));
		}
		return list;
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
