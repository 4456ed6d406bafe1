package org.rulebench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Serializable;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;

import scala.Function1;
import scala.Function2;
import scala.reflect.ClassTag$;
import scala.runtime.BoxedUnit;

/**
 * Apache Spark as the sweep and the training use it: embedded ({@code local[*]}, nothing to install) or a standalone
 * cluster ({@code spark://host:7077}), whose master is tried before Spark is started so that a wrong address is
 * said at once instead of after Spark's minute of retries. Tasks are played one per partition and their results
 * handed back one by one as they finish, so the command line can record each at once.
 */
final class SparkCluster implements AutoCloseable {
	private static final Pattern LOCAL = Pattern.compile("local(\\[(\\*|[1-9][0-9]*)(,[1-9][0-9]*)?\\])?");
	private static final Pattern STANDALONE = Pattern.compile("spark://([^,/:\\s]+(:[0-9]+)?)(,[^,/:\\s]+(:[0-9]+)?)*");
	/** How long a master may take to accept a connection. */
	private static final int CONNECT_MILLIS = 5000;
	/** After this long with no executor, the command says why it is waiting. */
	private static final long EXECUTOR_WAIT_MILLIS = 30_000;

	private final JavaSparkContext context;
	private final String master;
	private final PrintStream err;
	private final AtomicBoolean anyDone = new AtomicBoolean();
	/** Tasks at a time on a kept context ({@link KeptSpark}), 0 for a context of this run alone (all its slots). */
	private final int lanes;
	/** The job group of a run on a kept context, so that it alone can be cancelled. */
	private final String group;

	private SparkCluster(JavaSparkContext context, String master, PrintStream err) {
		this(context, master, err, 0, null);
	}

	private SparkCluster(JavaSparkContext context, String master, PrintStream err, int lanes, String group) {
		this.context = context;
		this.master = master;
		this.err = err;
		this.lanes = lanes;
		this.group = group;
	}

	/**
	 * Spark for one run: the sweep service's kept context if this process is that service and the master is local
	 * (ready at once, never stopped by the run), else a context of the run's own, started now.
	 */
	static SparkCluster forRun(String master, String application, int retries, int coresPerTask, PrintStream err) {
		KeptSpark kept = KeptSpark.here();
		if (kept != null && local(master)) {
			return kept.lease(master, coresPerTask, err);
		}
		return start(master, application, retries, coresPerTask, err);
	}

	/** A run on a kept context: at most {@code lanes} tasks at a time, in a job group of its own; closing it stops nothing. */
	static SparkCluster leased(JavaSparkContext context, String master, int lanes, String group, PrintStream err) {
		return new SparkCluster(context, master, err, Math.max(1, lanes), group);
	}

	/** The threads of an embedded master: local is one, local[*] every core. */
	static int localThreads(String master) {
		Matcher m = LOCAL.matcher(master);
		if (!m.matches()) {
			throw new IllegalArgumentException(master + ": not a local master");
		}
		if (m.group(2) == null) {
			return 1;
		}
		return m.group(2).equals("*") ? Runtime.getRuntime().availableProcessors() : Integer.parseInt(m.group(2));
	}

	/** The master typed, else spark-submit's (it sets spark.master), else Spark in this process on every core. */
	static String master(String typed) {
		if (typed != null && !typed.isBlank()) {
			return typed.strip();
		}
		String submitted = System.getProperty("spark.master");
		return submitted != null && !submitted.isBlank() ? submitted.strip() : "local[*]";
	}

	/** A {@link Usage} unless the master is one Rulebench runs on: before anything is written or started. */
	static void check(String master) {
		if (!LOCAL.matcher(master).matches() && !STANDALONE.matcher(master).matches()) {
			throw new Usage("--master takes local, local[N], local[*] (Spark in this process) or spark://HOST:PORT (a standalone"
					+ " Spark master), not '" + master + "'");
		}
	}

	/** Whether the master is an embedded Spark in this JVM. */
	static boolean local(String master) {
		return LOCAL.matcher(master).matches();
	}

	/**
	 * Checks the master's address (a {@link Usage} if it is none Rulebench runs on, a {@link Unreachable} if no
	 * master answers there) and starts Spark's context: its logging off (the command says what happens), no web UI
	 * for an embedded run, and the command line's jar sent to a cluster's executors.
	 *
	 * @param retries      attempts per task before the run fails (Spark's spark.task.maxFailures; local mode's too)
	 * @param coresPerTask the cores each task takes (threads it runs)
	 */
	static SparkCluster start(String master, String application, int retries, int coresPerTask, PrintStream err) {
		SparkConf conf = new SparkConf().setAppName(application).set("spark.ui.showConsoleProgress", "false")
				.set("spark.task.maxFailures", Integer.toString(retries)).set("spark.task.cpus", Integer.toString(coresPerTask));
		Matcher local = LOCAL.matcher(master);
		if (local.matches()) {
			String threads = local.group(2) == null ? "1" : local.group(2);
			conf.setMaster("local[" + threads + "," + retries + "]").set("spark.ui.enabled", "false");
			conf.setIfMissing("spark.driver.host", "127.0.0.1").setIfMissing("spark.driver.bindAddress", "127.0.0.1");
			// a lean embedded start: the one broadcast (the reading's files) never leaves this JVM, so it is not
			// compressed; the context lives for one run, so nothing is tracked for cleaning while it runs
			conf.setIfMissing("spark.broadcast.compress", "false").setIfMissing("spark.cleaner.referenceTracking", "false");
		} else if (STANDALONE.matcher(master).matches()) {
			reachable(master);
			conf.setMaster(master);
			Path jar = SparkJars.ownJar();
			String shipped = System.getProperty("rulebench.jar", jar == null ? null : jar.toString());
			if (shipped == null) {
				throw new IllegalStateException("the command line runs from classes, not from rulebench.jar: nothing to send to"
						+ " the executors (set rulebench.jar)");
			}
			conf.setJars(new String[] { shipped });
		} else {
			throw new Usage("--master takes local, local[N], local[*] (Spark in this process) or spark://HOST:PORT (a standalone"
					+ " Spark master), not '" + master + "'");
		}
		// Spark's Netty, as Spark's own launcher would set it on Java 17+
		System.setProperty("io.netty.tryReflectionSetAccessible", "true");
		return new SparkCluster(new JavaSparkContext(conf), master, err);
	}

	/** The master's own address, tried: null if one of its hosts accepts a connection. */
	private static void reachable(String master) {
		List<String> tried = new ArrayList<>();
		for (String hostPort : master.substring("spark://".length()).split(",")) {
			int colon = hostPort.lastIndexOf(':');
			String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
			int port = colon < 0 ? 7077 : Integer.parseInt(hostPort.substring(colon + 1));
			try (Socket s = new Socket()) {
				s.connect(new InetSocketAddress(host, port), CONNECT_MILLIS);
				return;
			} catch (IOException e) {
				tried.add(host + ":" + port + " (" + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()) + ")");
			}
		}
		throw new Unreachable("no Spark master answers at " + master + ": " + String.join(", ", tried)
				+ ". Start one (`spark-class org.apache.spark.deploy.master.Master`, or releng/org.rulebench.cli/spark-cluster.sh"
				+ " start), check the host and port (the master's log says `Starting Spark master at spark://…`), or leave"
				+ " --master out to run on this machine");
	}

	/** The value for every executor (sent once to each, not with every task). */
	<T> Broadcast<T> broadcast(T value) {
		return context.broadcast(value);
	}

	/** Slots for tasks: the cores of the embedded Spark or of the cluster's executors at this moment. */
	int parallelism() {
		return context.defaultParallelism();
	}

	/**
	 * Runs {@code work} on every item, one task each, and hands each result to {@code done} on this JVM as its task
	 * finishes (on one thread of Spark's, one at a time), in the order tasks finish. Blocks until all are done; a
	 * task that fails is retried, and one that fails every time fails the run with its cause.
	 */
	@SuppressWarnings("unchecked")
	<T extends Serializable, R> void run(List<T> items, Function<T, R> work, BiConsumer<T, R> done) {
		if (items.isEmpty()) {
			return;
		}
		if (lanes > 0) {
			runInLanes(items, work, done);
			return;
		}
		Thread watch = local(master) ? null : watchExecutors();
		try {
			var results = context.parallelize(items, items.size()).map(work).rdd();
			Function1<scala.collection.Iterator<R>, R> first = (Function1<scala.collection.Iterator<R>, R> & Serializable) it -> it.next();
			Function2<Object, R, BoxedUnit> handler = (partition, result) -> {
				anyDone.set(true);
				done.accept(items.get((Integer) partition), result);
				return BoxedUnit.UNIT;
			};
			context.sc().runJob(results, first, handler, ClassTag$.MODULE$.apply(Object.class));
		} finally {
			if (watch != null) {
				watch.interrupt();
			}
		}
	}

	/**
	 * As {@link #run}, on a kept context: one job per item, {@code lanes} at a time (the cores the run asked for,
	 * whatever the context has), in this run's job group; the first failure cancels the others.
	 */
	private <T extends Serializable, R> void runInLanes(List<T> items, Function<T, R> work, BiConsumer<T, R> done) {
		var results = context.parallelize(items, items.size()).map(work).rdd();
		Function1<scala.collection.Iterator<R>, R> first = (Function1<scala.collection.Iterator<R>, R> & Serializable) it -> it.next();
		java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
		java.util.concurrent.atomic.AtomicReference<RuntimeException> failed = new java.util.concurrent.atomic.AtomicReference<>();
		List<Thread> lanesRunning = new ArrayList<>();
		for (int l = 0; l < Math.min(lanes, items.size()); l++) {
			Thread t = new Thread(() -> {
				context.setJobGroup(group, "rulebench", true);
				int i;
				while (failed.get() == null && (i = next.getAndIncrement()) < items.size()) {
					try {
						Object[] r = (Object[]) context.sc().runJob(results, first,
								scala.jdk.javaapi.CollectionConverters.asScala(List.of((Object) i)).toSeq(),
								ClassTag$.MODULE$.apply(Object.class));
						synchronized (this) {
							done.accept(items.get(i), (R) r[0]);
						}
					} catch (RuntimeException e) {
						if (failed.compareAndSet(null, e)) {
							context.cancelJobGroup(group);
						}
					}
				}
			}, "rulebench-lane-" + l);
			t.setDaemon(true);
			lanesRunning.add(t);
			t.start();
		}
		try {
			for (Thread t : lanesRunning) {
				t.join();
			}
		} catch (InterruptedException e) {
			context.cancelJobGroup(group);
			Thread.currentThread().interrupt();
			throw new IllegalStateException("the run was interrupted");
		}
		if (failed.get() != null) {
			throw failed.get();
		}
	}

	/** Whether this run is on the sweep service's kept context (closing it stops nothing). */
	boolean kept() {
		return lanes > 0;
	}

	/** Cancels this run's tasks on a kept context (its client went away); nothing on a context of its own. */
	void cancel() {
		if (group != null) {
			context.cancelJobGroup(group);
		}
	}

	/** Says, once, why a cluster run shows no progress when no executor has come after a while. */
	private Thread watchExecutors() {
		Thread t = new Thread(() -> {
			try {
				Thread.sleep(EXECUTOR_WAIT_MILLIS);
				if (!anyDone.get() && context.statusTracker().getExecutorInfos().length <= 1) {
					err.printf(Locale.ROOT, "%nrulebench: no executor has joined after %d s: the master at %s has no worker with free cores"
							+ " and memory for this run (its web UI, port 8080, lists the workers); still waiting%n",
							EXECUTOR_WAIT_MILLIS / 1000, master);
				}
			} catch (InterruptedException e) {
				// the run ended
			}
		}, "rulebench-executor-watch");
		t.setDaemon(true);
		t.start();
		return t;
	}

	/** Stops a context of this run's own; a kept context's run leaves it running for the next. */
	@Override
	public void close() {
		if (lanes == 0) {
			context.close();
		}
	}

	/** No Spark master answers at the address given. */
	static final class Unreachable extends RuntimeException {
		private static final long serialVersionUID = 1L;

		Unreachable(String message) {
			super(message);
		}
	}
}
