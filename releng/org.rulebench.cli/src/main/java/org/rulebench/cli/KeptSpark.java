package org.rulebench.cli;

import java.io.PrintStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicLong;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The sweep service's embedded Spark, started once and kept for the service's life, so that a sweep or a training
 * run pays neither Spark's start nor its warming up (docs/performance.md, "A warm Spark context"). It has a thread
 * for every core (more if a run asks for more); a run of {@code local[N]} leases it with N tasks at a time
 * ({@link SparkCluster#leased}), so local[1] and local[2] are what they say without starting Spark again.
 */
final class KeptSpark {
	private static volatile KeptSpark here;

	private final String application;
	private final AtomicLong runs = new AtomicLong();
	private volatile CompletableFuture<JavaSparkContext> context;
	private volatile int threads;

	private KeptSpark(String application) {
		this.application = application;
	}

	/** The kept Spark of this process (the service), or null in any other. */
	static KeptSpark here() {
		return here;
	}

	/** Starts keeping Spark in this process: started now on a thread of its own, for every core. */
	static synchronized KeptSpark keep(String application) {
		if (here == null) {
			KeptSpark k = new KeptSpark(application);
			k.startContext(Runtime.getRuntime().availableProcessors());
			here = k;
		}
		return here;
	}

	private void startContext(int n) {
		threads = n;
		context = CompletableFuture.supplyAsync(() -> {
			SparkConf conf = new SparkConf().setAppName(application).setMaster("local[" + n + "," + Sweep.RETRIES + "]")
					.set("spark.ui.enabled", "false").set("spark.ui.showConsoleProgress", "false")
					.set("spark.task.maxFailures", Integer.toString(Sweep.RETRIES))
					.setIfMissing("spark.driver.host", "127.0.0.1").setIfMissing("spark.driver.bindAddress", "127.0.0.1")
					// the broadcasts (readings' files) never leave this JVM; the context lives on, so its cleaner stays
					.setIfMissing("spark.broadcast.compress", "false");
			System.setProperty("io.netty.tryReflectionSetAccessible", "true");
			JavaSparkContext c = new JavaSparkContext(conf);
			Milestones.reached("Spark ready (kept)");
			return c;
		}, r -> {
			Thread t = new Thread(r, "rulebench-spark-start");
			t.setDaemon(true);
			t.start();
		});
	}

	/**
	 * A run of {@code master} (local, local[N] or local[*]) on the kept context, waiting for it to be ready; Spark is
	 * started again, once, with more threads if the run asks for more than it has.
	 */
	synchronized SparkCluster lease(String master, int coresPerTask, PrintStream err) {
		int wanted = SparkCluster.localThreads(master);
		if (wanted > threads) {
			ready().close();
			startContext(wanted);
		}
		return SparkCluster.leased(ready(), master, wanted / Math.max(1, coresPerTask), "rulebench-run-" + runs.incrementAndGet(), err);
	}

	/** The context once started (what stopped it from starting, as thrown). */
	private JavaSparkContext ready() {
		try {
			return context.join();
		} catch (CompletionException e) {
			throw e.getCause() instanceof RuntimeException r ? r : e;
		}
	}

	/** Whether Spark has started (for the service's status). */
	String state() {
		if (!context.isDone()) {
			return "starting, local[" + threads + "]";
		}
		return context.isCompletedExceptionally() ? "failed to start" : "local[" + threads + "], " + runs.get() + " run" + (runs.get() == 1 ? "" : "s");
	}

	/** Cancels the tasks of every run (its client went away). */
	void cancelAll() {
		CompletableFuture<JavaSparkContext> c = context;
		if (c.isDone() && !c.isCompletedExceptionally()) {
			c.join().cancelAllJobs();
		}
	}

	/** Cancels every run and stops Spark (the service stops). */
	synchronized void stop() {
		if (context.isDone() && !context.isCompletedExceptionally()) {
			JavaSparkContext c = context.join();
			c.cancelAllJobs();
			c.close();
		}
	}
}
