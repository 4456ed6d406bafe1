package org.rulebench.cli;

import java.io.PrintStream;
import java.time.Instant;
import java.util.Locale;

/**
 * Where a command's wall time goes: with RULEBENCH_MILESTONES set in the environment, each milestone (Spark ready,
 * the first task, the last, Spark stopped, ...) is said on standard error with the wall seconds since the process
 * started and since the milestone before, and the CPU seconds the process has used. Set to the launch's time in
 * seconds since the epoch ({@code RULEBENCH_MILESTONES=$(date +%s.%N)}), the wall seconds count from there (the
 * JVM's own start included); otherwise from the process's start as the kernel has it. docs/performance.md's
 * breakdown of a sweep comes from these.
 */
final class Milestones {
	private static final String SET = System.getenv("RULEBENCH_MILESTONES");
	private static boolean on = SET != null;
	/** Wall seconds since the launch are this plus System.nanoTime() in seconds. */
	private static double base = on ? (System.currentTimeMillis() - launched(SET)) / 1e3 - System.nanoTime() / 1e9 : 0;
	private static double last = base + System.nanoTime() / 1e9;
	private static PrintStream sink;

	private Milestones() {
	}

	/** The launch in milliseconds since the epoch: as given, else the process's start (to the kernel's 10 ms tick). */
	private static double launched(String set) {
		try {
			double seconds = Double.parseDouble(set);
			if (seconds > 1e9) {
				return seconds * 1e3;
			}
		} catch (NumberFormatException e) {
			// not a time: from the process's start
		}
		return ProcessHandle.current().info().startInstant().map(Instant::toEpochMilli).orElse(System.currentTimeMillis());
	}

	/** Says the milestone if asked to (RULEBENCH_MILESTONES set); nothing otherwise. */
	static synchronized void reached(String what) {
		if (!on) {
			return;
		}
		double now = base + System.nanoTime() / 1e9;
		PrintStream err = sink != null ? sink : System.err;
		double cpu = ProcessHandle.current().info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(Double.NaN);
		double thread = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() / 1e9;
		err.printf(Locale.ROOT, "milestone %7.3f s (+%6.3f), CPU %6.2f s, this thread %6.2f s [%s] %s%n", now, now - last, cpu, thread,
				Thread.currentThread().getName(), what);
		last = now;
		if (what.equals("exit") || what.equals("every task done") || what.equals("games played")) {
			threads(err);
		}
	}

	/**
	 * The sweep service's milestones of one client's command, said to that client (its standard error), counted from
	 * its launch ({@code launched}: its RULEBENCH_MILESTONES, or null if it set none: then none are said); the CPU
	 * seconds are the service's. Closing it ends them.
	 */
	static synchronized AutoCloseable forClient(String launched, PrintStream err) {
		boolean wasOn = on;
		double wasBase = base;
		PrintStream wasSink = sink;
		on = launched != null;
		if (on) {
			base = (System.currentTimeMillis() - launched(launched)) / 1e3 - System.nanoTime() / 1e9;
			last = base + System.nanoTime() / 1e9;
			sink = err;
		}
		return () -> {
			synchronized (Milestones.class) {
				on = wasOn;
				base = wasBase;
				sink = wasSink;
			}
		};
	}

	/**
	 * The CPU seconds of the process's live threads (the JVM's own among them: JIT compilers, collector), most first:
	 * when the games are done (the games' threads still alive) and at the exit.
	 */
	private static void threads(PrintStream err) {
		java.util.Map<String, Double> byName = new java.util.TreeMap<>();
		try (var tasks = java.nio.file.Files.list(java.nio.file.Path.of("/proc/self/task"))) {
			for (var t : tasks.toList()) {
				String stat = java.nio.file.Files.readString(t.resolve("stat"));
				String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replaceAll("[0-9]+", "#");
				String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
				byName.merge(name, (Long.parseLong(f[11]) + Long.parseLong(f[12])) / 100.0, Double::sum);
			}
		} catch (java.io.IOException | RuntimeException e) {
			return;
		}
		byName.entrySet().stream().filter(e -> e.getValue() >= 0.05).sorted(java.util.Map.Entry.<String, Double>comparingByValue().reversed())
				.forEach(e -> err.printf(Locale.ROOT, "milestone threads %6.2f s %s%n", e.getValue(), e.getKey()));
	}
}
