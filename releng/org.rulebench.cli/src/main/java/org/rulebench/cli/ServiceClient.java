package org.rulebench.cli;

import java.io.DataInputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.rulebench.readings.internal.Json;

/**
 * A sweep (or a training run) on the embedded Spark, handed to the sweep service ({@link SweepService}) instead of
 * starting Spark in this process: the service is found from the user's entry file, or started in the background
 * if there is none; its output comes back here as the command prints it, and its exit status is this one's. If it
 * cannot be started the command runs in this process as before; if it dies during the command, this says so and
 * how to go on. `--no-service` (or RULEBENCH_SERVICE=off) runs the command in this process.
 */
final class ServiceClient {
	/** How long a new service may take to answer (its JVM's start, not Spark's). */
	private static final long START_MILLIS = 120_000;

	private final PrintStream out;
	private final PrintStream err;

	ServiceClient(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	/** Whether this command line goes to the service: a sweep or `train --master` on the embedded Spark, not asked otherwise. */
	static boolean serves(String[] args) {
		if (args.length == 0 || !(args[0].equals("sweep") || args[0].equals("train") && master(args) != null)) {
			return false;
		}
		if (Stream.of(args).anyMatch(a -> a.equals("-h") || a.equals("--help") || a.equals("-V") || a.equals("--version")
				|| a.equals("--no-service"))) {
			return false;
		}
		if ("off".equalsIgnoreCase(System.getenv("RULEBENCH_SERVICE")) || System.getProperty("spark.master") != null) {
			return false;
		}
		String master = master(args);
		return master == null || SparkCluster.local(master.strip());
	}

	/** The value of --master, or null. */
	private static String master(String[] args) {
		for (int i = 0; i < args.length; i++) {
			if (args[i].equals("--master") && i + 1 < args.length) {
				return args[i + 1];
			}
			if (args[i].startsWith("--master=")) {
				return args[i].substring("--master=".length());
			}
		}
		return null;
	}

	/** Whether the service has answered this command yet. */
	private boolean heard;

	/** Runs the command line in the service; its exit status. */
	int run(String[] args) {
		Socket socket = null;
		ServiceEntry entry = ServiceEntry.read();
		heard = false;
		boolean reused = false;
		if (entry != null) {
			socket = connect(entry);
			reused = socket != null;
			if (socket == null) {
				replacing(entry, entry.alive() ? "does not answer" : "is gone");
				if (!entry.alive()) {
					entry.remove();
				}
			}
		}
		try {
			if (socket == null) {
				socket = start();
				entry = ServiceEntry.read();
			}
		} catch (IOException e) {
			socket = null;
			err.println("rulebench: the sweep service could not be started (" + e.getMessage() + "; its log: " + ServiceEntry.log()
					+ "); running in this process instead");
		}
		if (socket == null || entry == null) {
			return SparkJars.needed(args) && !SparkJars.present() ? SparkJars.runWithSpark(args, out, err) : Main.run(args, out, err);
		}
		try (Socket s = socket) {
			return relay(s, entry, args);
		} catch (IOException e) {
			if (reused && !heard && gone(entry)) { // an earlier service killed a moment ago accepted, then reset
				replacing(entry, "is gone");
				entry.remove();
				return run(args);
			}
			return died(entry, args, e.getMessage());
		}
	}

	private void replacing(ServiceEntry entry, String state) {
		err.println("rulebench: the sweep service of an earlier command (pid " + entry.pid() + ") " + state + " (its log: "
				+ ServiceEntry.log() + "); starting a new one");
	}

	/** Whether the entry's process ends within a few seconds (a kill being carried out). */
	private static boolean gone(ServiceEntry entry) {
		long deadline = System.currentTimeMillis() + 5_000;
		while (entry.alive() && System.currentTimeMillis() < deadline) {
			try {
				Thread.sleep(50);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return false;
			}
		}
		return !entry.alive();
	}

	private int relay(Socket s, ServiceEntry entry, String[] args) throws IOException {
		Map<String, Object> request = new LinkedHashMap<>();
		request.put("key", entry.key());
		request.put("do", "run");
		request.put("args", List.of(args));
		request.put("directory", Path.of("").toAbsolutePath().toString());
		request.put("terminal", TerminalProgress.stderrIsTerminal());
		request.put("milestones", launched());
		request.put("debug", System.getenv("RULEBENCH_DEBUG") != null);
		OutputStream o = s.getOutputStream();
		o.write((Json.line(request) + "\n").getBytes(StandardCharsets.UTF_8));
		o.flush();
		DataInputStream in = new DataInputStream(s.getInputStream());
		for (ServiceWire.Frame f; (f = ServiceWire.read(in)) != null;) {
			heard = true;
			switch (f.kind()) {
			case ServiceWire.OUT -> out.write(f.bytes());
			case ServiceWire.ERR -> {
				err.write(f.bytes());
				err.flush();
			}
			case ServiceWire.EXIT -> {
				out.flush();
				return Integer.parseInt(f.text().strip());
			}
			default -> throw new IOException("a frame of kind " + f.kind() + ": not the sweep service speaking");
			}
		}
		out.flush();
		if (!heard) {
			throw new IOException("it closed the connection");
		}
		return died(entry, args, "it closed the connection");
	}

	/** Says that the service stopped during the command, and what is kept. */
	private int died(ServiceEntry entry, String[] args, String how) {
		err.println("rulebench: the sweep service (pid " + entry.pid() + ") stopped before the command ended: " + how + " (its log: "
				+ ServiceEntry.log() + ")");
		if (args[0].equals("sweep")) {
			err.println("rulebench: the tasks finished are kept in the sweep's folder; the same command resumes the sweep (it starts a"
					+ " new service; --no-service runs it in this process)");
		} else {
			err.println("rulebench: the players finished were saved; the same command trains the others (--no-service runs it in this"
					+ " process)");
		}
		return Main.PROBLEMS;
	}

	/** RULEBENCH_MILESTONES for the service: the launch's time, or this process's start if it is no time. */
	private static String launched() {
		String set = System.getenv("RULEBENCH_MILESTONES");
		if (set == null) {
			return null;
		}
		try {
			if (Double.parseDouble(set) > 1e9) {
				return set;
			}
		} catch (NumberFormatException e) {
			// from the process's start
		}
		long started = ProcessHandle.current().info().startInstant().map(Instant::toEpochMilli).orElse(System.currentTimeMillis());
		return Double.toString(started / 1e3);
	}

	/** A connection to the service of the entry, or null if nothing answers there. */
	static Socket connect(ServiceEntry entry) {
		Socket s = new Socket();
		try {
			s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), entry.port()), 2000);
			return s;
		} catch (IOException e) {
			try {
				s.close();
			} catch (IOException ignored) {
				// not open
			}
			return null;
		}
	}

	/**
	 * Starts a service in the background (under a lock, so that two commands started together start one) and connects
	 * to it once it answers; another's, if one started meanwhile.
	 */
	private Socket start() throws IOException {
		Path folder = ServiceEntry.makeFolder();
		try (FileChannel channel = FileChannel.open(ServiceEntry.lock(), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
				FileLock lock = channel.lock()) {
			ServiceEntry there = ServiceEntry.read();
			Socket s = there == null ? null : connect(there);
			if (s != null) {
				return s;
			}
			err.println("rulebench: starting the sweep service, which keeps Spark ready for the sweeps after this one (`rulebench"
					+ " service status`, `rulebench service stop`; log " + ServiceEntry.log() + ")");
			ProcessBuilder pb = new ProcessBuilder(command()).directory(folder.toFile()).redirectInput(new File("/dev/null"))
					.redirectOutput(ProcessBuilder.Redirect.appendTo(ServiceEntry.log().toFile())).redirectErrorStream(true);
			pb.environment().remove("RULEBENCH_MILESTONES");
			pb.environment().put("RULEBENCH_SERVICE_DIR", folder.toAbsolutePath().toString());
			pb.environment().put("RULEBENCH_SERVICE_BUILD", ServiceEntry.build());
			Process p = pb.start();
			long deadline = System.currentTimeMillis() + START_MILLIS;
			while (System.currentTimeMillis() < deadline) {
				ServiceEntry e = ServiceEntry.read();
				if (e != null && (s = connect(e)) != null) {
					return s;
				}
				if (!p.isAlive() && p.exitValue() != 0) {
					throw new IOException("it ended at once, status " + p.exitValue() + ": " + lastLines(ServiceEntry.log()));
				}
				try {
					Thread.sleep(20);
				} catch (InterruptedException e2) {
					Thread.currentThread().interrupt();
					throw new IOException("interrupted while it started");
				}
			}
			throw new IOException("it did not answer within " + START_MILLIS / 1000 + " s");
		} catch (java.nio.channels.OverlappingFileLockException e) {
			throw new IOException("another thread of this process is starting it");
		}
	}

	/**
	 * How the service is started: by the launcher this command came from (./rulebench, which gives it Spark's class
	 * path and start-up cache), else by this JVM's way of starting, with `service run`.
	 */
	private static List<String> command() {
		List<String> cmd = new ArrayList<>();
		if (Files.isExecutable(Path.of("/usr/bin/setsid"))) {
			// a session of its own, forked off: neither the terminal's Ctrl-C for this command nor a program that ends
			// this command's process tree (the workbench's Cancel) reaches it; this command going away cancels its tasks
			cmd.addAll(List.of("/usr/bin/setsid", "--fork"));
		}
		String launcher = System.getProperty("rulebench.launcher");
		if (launcher != null && Files.isExecutable(Path.of(launcher))) {
			cmd.add(launcher);
		} else {
			cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
			cmd.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
			Path jar = SparkJars.ownJar();
			if (jar != null) {
				cmd.addAll(List.of("-jar", jar.toString()));
			} else {
				cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
			}
		}
		cmd.addAll(List.of("service", "run"));
		return cmd;
	}

	private static String lastLines(Path log) {
		try {
			List<String> lines = Files.readAllLines(log);
			return String.join(" / ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
		} catch (IOException e) {
			return "(no log)";
		}
	}
}
