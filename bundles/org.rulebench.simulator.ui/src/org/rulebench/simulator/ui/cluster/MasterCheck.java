package org.rulebench.simulator.ui.cluster;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The Cluster page's Test Connection: whether what the page names can run a simulation, short of running one. For
 * a standalone master, whether its host accepts connections on its port (the sweep itself says if what answers is
 * no Spark master); for Spark on this machine, whether the command line and Spark's jars beside it are there.
 */
final class MasterCheck {
	/** How long a host may take to accept a connection. */
	static final int CONNECT_MILLIS = 3000;

	/** The outcome: whether it looks ready, and what to say. */
	record Outcome(boolean ready, String message) {
	}

	private MasterCheck() {
	}

	/** Tries the master and the command line as typed on the page (may take seconds: not on the UI thread). */
	static Outcome of(String master, String commandLine) {
		String problem = ClusterPreferences.masterProblem(master);
		if (problem != null) {
			return new Outcome(false, problem);
		}
		String m = master.strip();
		if (m.isEmpty()) {
			return new Outcome(true, "Simulations run in the workbench: no master to try.");
		}
		Path jar = Path.of(commandLine.strip());
		if (commandLine.isBlank() || !Files.isRegularFile(jar)) {
			return new Outcome(false, "The command line " + (commandLine.isBlank() ? "is not named" : jar + " is missing")
					+ ": build it (./mvnw -B verify makes releng/org.rulebench.cli/target/rulebench.jar) and name it below the master.");
		}
		if (m.startsWith("local")) {
			Path spark = jar.resolveSibling("spark").resolve("jars");
			return Files.isDirectory(spark) ? new Outcome(true, "Ready: Spark's jars are beside the command line (" + spark + ").")
					: new Outcome(false, "Spark's jars are not beside the command line (" + spark + "): the build puts them there.");
		}
		List<String> refused = new ArrayList<>();
		for (InetSocketAddress a : ClusterPreferences.addresses(m)) {
			try (Socket s = new Socket()) {
				s.connect(new InetSocketAddress(a.getHostString(), a.getPort()), CONNECT_MILLIS);
				return new Outcome(true, a.getHostString() + ":" + a.getPort() + " accepts connections: simulations go there (if it"
						+ " is no Spark master, the simulation says so).");
			} catch (IOException e) {
				refused.add(a.getHostString() + ":" + a.getPort() + " (" + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())
						+ ")");
			}
		}
		return new Outcome(false, "No master answers at " + String.join(", ", refused) + ". Start one (releng/org.rulebench.cli/"
				+ "spark-cluster.sh start) or check the host and port in the master's log: Starting Spark master at spark://….");
	}
}
