package org.rulebench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

import org.apache.spark.broadcast.Broadcast;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.rulebench.engine.game.Players;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.engine.simulation.Summary;
import org.rulebench.publish.figures.SimulationReport;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.readings.internal.Json;

/**
 * `rulebench sweep FILE`: every combination of a reading's alternatives, every pair of players, in blocks of games,
 * as tasks on Apache Spark (embedded, or a standalone cluster). Each task plays its games with the engine, on the
 * seeds `rulebench simulate` gives them, and returns their summary; the summaries of a row's blocks merge into
 * exactly the statistics `simulate` prints for it, whatever the tasks, executors or retries. Each finished task is
 * recorded at once in the sweep's folder ({@link SweepRecord}), so a stopped sweep resumes where it was.
 */
final class Sweep {
	/** Attempts per task: a task lost with its executor is played again elsewhere. */
	static final int RETRIES = 4;

	private final PrintStream out;
	private final PrintStream err;
	private Path file;
	/** Where the command was typed: the file and the folder are found from there, and said as typed. */
	private Path directory = Path.of("");
	/** The file as found (for reading it). */
	private Path at;
	private List<String> choose = List.of();
	private List<SidePlayers> pairs = List.of(new SidePlayers("random", "random"));
	private int games = 1000;
	private long seed = 1;
	private int turnCap = 2000;
	private int block = 5000;
	private String master = "local[*]";
	private Path folder;
	private String command = "rulebench sweep";
	private boolean json;

	Sweep(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	Sweep file(Path f) { file = f; return this; }
	Sweep directory(Path d) { directory = d; return this; }
	Sweep choose(List<String> c) { choose = List.copyOf(c); return this; }
	Sweep pairs(List<SidePlayers> p) { pairs = List.copyOf(p); return this; }
	Sweep games(int n) { games = n; return this; }
	Sweep seed(long s) { seed = s; return this; }
	Sweep turnCap(int t) { turnCap = t; return this; }
	/** Games per task. */
	Sweep block(int n) { block = n; return this; }
	Sweep master(String m) { master = m; return this; }
	/** The sweep's folder (its record and results). */
	Sweep folder(Path d) { folder = d; return this; }
	/** The command line as typed, for the record. */
	Sweep command(String c) { command = c; return this; }
	Sweep json(boolean j) { json = j; return this; }

	/** Exit status: 0 done, 1 a problem in the input (said on standard error), the results on standard output. */
	int call() {
		SparkCluster.check(master);
		at = directory.resolve(file);
		if (!java.nio.file.Files.isReadable(at)) {
			Compiled.ofAnyFamily(at, choose, err);
			return Main.PROBLEMS;
		}
		// Spark starts (seconds of class loading) on one core while the reading is compiled on the other
		// and the workspace is read and hashed and its commit asked of JGit beside both, off the critical path
		CompletableFuture<Around> around = CompletableFuture.supplyAsync(() -> Around.of(at), daemon("rulebench-workspace"));
		Starting spark = new Starting(() -> {
			Milestones.reached("Spark starting");
			SparkCluster started = SparkCluster.forRun(master, "rulebench sweep " + file.getFileName(), RETRIES, 1, err);
			Milestones.reached("Spark ready");
			return started;
		});
		try {
			return call(spark, around);
		} finally {
			spark.close();
		}
	}

	private int call(Starting spark, CompletableFuture<Around> around) {
		Compiled compiled = Compiled.ofAnyFamily(at, choose, err);
		Milestones.reached("reading compiled");
		if (compiled == null) {
			return Main.PROBLEMS;
		}
		List<String> known = compiled.variants().get(0).players();
		LinkedHashSet<String> players = new LinkedHashSet<>();
		for (SidePlayers pair : pairs) {
			for (String p : List.of(pair.first(), pair.second())) {
				if (!known.contains(p)) {
					throw new Usage("unknown player '" + p + "' for " + compiled.reading().getName() + "; its players: " + String.join(", ", known));
				}
				players.add(p);
			}
		}
		String unfit = PlayerFiles.prepare(at, compiled, players.toArray(String[]::new));
		if (unfit != null) {
			err.println("rulebench: " + unfit);
			return Main.PROBLEMS;
		}
		Around read = around.join();
		if (read.unreadable() != null) {
			err.println("rulebench: " + file + ": its workspace cannot be read: " + read.unreadable().getMessage());
			return Main.PROBLEMS;
		}
		ShippedWorkspace workspace = read.workspace();
		Map<String, Object> version = version(compiled, workspace, players, read.commit());
		List<SweepTask> tasks = SweepTask.plan(compiled, pairs, games, block);
		Path dir = folder != null ? folder : Path.of(file.getFileName().toString().replaceFirst("\\.reading$", "") + ".sweep");
		long started = System.nanoTime();
		try (SweepRecord record = SweepRecord.open(directory.resolve(dir), identity(compiled, version), command)) {
			List<SweepTask> left = tasks.stream().filter(t -> !record.done(t)).toList();
			if (!left.isEmpty()) {
				if (record.finishedCount() > 0) {
					err.printf("rulebench: resuming the sweep in %s: %d of %d tasks were done already%n", dir, tasks.size() - left.size(),
							tasks.size());
				}
				play(spark, compiled, workspace, left, record, List.copyOf(players), TerminalProgress.on(err).tasks(tasks.size(),
						tasks.size() - left.size(), left.stream().mapToLong(t -> t.to() - t.from()).sum()));
			}
			Milestones.reached("every task done");
			spark.stopSoon();
			List<Map<String, Object>> results = new ArrayList<>();
			List<List<Statistics>> byPair = rows(compiled, tasks, record, version, results);
			record.results(results);
			print(compiled, byPair, dir, tasks.size(), (System.nanoTime() - started) / 1e9);
			Milestones.reached("results written");
			return Main.OK;
		} catch (SweepRecord.SweepProblem | SparkCluster.Unreachable e) {
			err.println("rulebench: " + e.getMessage());
			return Main.PROBLEMS;
		} catch (Stopped e) {
			err.println("rulebench: the sweep stopped: " + e.getMessage());
			err.println("rulebench: the tasks finished are kept in " + dir + "; the same command resumes the sweep");
			return Main.PROBLEMS;
		} catch (IOException e) {
			err.println("rulebench: " + dir + ": cannot be written: " + e.getMessage());
			return Main.PROBLEMS;
		}
	}

	private void play(Starting starting, Compiled compiled, ShippedWorkspace workspace, List<SweepTask> left, SweepRecord record,
			List<String> players, TerminalProgress.Tasks progress) {
		try {
			SparkCluster spark = starting.get();
			Milestones.reached("waited for Spark");
			if (SparkCluster.local(master)) {
				OnExecutor.compiledHere(workspace, choose, at, compiled, players);
			}
			Milestones.reached("job starts");
			Broadcast<ShippedWorkspace> shipped = spark.broadcast(workspace);
			List<String> chosen = choose;
			long s = seed;
			int cap = turnCap;
			spark.run(left, task -> OnExecutor.play(shipped.value(), chosen, task, s, cap), (task, result) -> {
				record.add(task, result);
				Milestones.reached("task " + task.key() + " recorded");
				progress.done(task.to() - task.from());
			});
		} catch (SparkCluster.Unreachable | Usage e) {
			throw e;
		} catch (Exception e) {
			throw new Stopped(cause(e));
		}
	}

	/** The first line of the deepest message: Spark wraps the task's own exception in its report. */
	static String cause(Throwable e) {
		Throwable t = e;
		while (t.getCause() != null && t.getCause() != t) {
			t = t.getCause();
		}
		String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
		String first = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("");
		return m.lines().findFirst().orElse(m) + (t == e || first.isEmpty() ? "" : " (" + first + ")");
	}

	/** The statistics of every row, per pair of players (the order of simulate's rows), and the results' lines. */
	private List<List<Statistics>> rows(Compiled compiled, List<SweepTask> tasks, SweepRecord record, Map<String, Object> version,
			List<Map<String, Object>> results) {
		Map<String, Summary> summaries = new LinkedHashMap<>();
		Map<String, Double> seconds = new LinkedHashMap<>();
		for (SweepTask t : tasks) {
			Summary part = Summary.of(compiled.variants().get(t.combination()), record.summary(t));
			summaries.merge(t.row(), part, Summary::merge);
			seconds.merge(t.row(), record.seconds(t), Double::sum);
		}
		List<List<Statistics>> byPair = new ArrayList<>();
		for (SidePlayers pair : pairs) {
			List<Statistics> rows = new ArrayList<>();
			for (int c = 0; c < compiled.variants().size(); c++) {
				SweepTask any = new SweepTask(c, new LinkedHashMap<>(compiled.choices().get(c).labels()), pair.first(), pair.second(), 0, 0);
				Summary summary = summaries.get(any.row());
				Statistics s = new Statistics(compiled.variants().get(c), List.of(pair.first(), pair.second()), seed, summary,
						seconds.get(any.row()));
				rows.add(s);
				Map<String, Object> line = new LinkedHashMap<>();
				line.put("reading", compiled.reading().getName());
				line.put("game", compiled.reading().getGame());
				line.put("file", file.toString());
				line.put("version", version);
				line.put("command", command);
				line.put("alternatives", compiled.choices().get(c).labels());
				line.put("players", List.of(pair.first(), pair.second()));
				line.put("seed", seed);
				line.put("games", games);
				line.put("turn_cap", turnCap);
				line.put("turn_unit", compiled.variants().get(c).turnUnit());
				line.put("sides", compiled.variants().get(c).sides());
				line.put("statistics", SimulationReport.row(compiled.choices().get(c), compiled.variants().get(c), s));
				line.put("summary", summary.data());
				results.add(line);
			}
			byPair.add(rows);
		}
		return byPair;
	}

	private void print(Compiled compiled, List<List<Statistics>> byPair, Path dir, int tasks, double seconds) {
		SimulateCommand simulate = new SimulateCommand(out, err);
		if (json) {
			Map<String, Object> top = new LinkedHashMap<>();
			top.put("results", dir.resolve(SweepRecord.RESULTS).toString());
			top.put("tasks", tasks);
			top.put("seconds", seconds);
			List<Object> list = new ArrayList<>();
			for (int p = 0; p < pairs.size(); p++) {
				list.add(SimulateCommand.json(compiled, byPair.get(p), List.of(), games, seed, pairs.get(p).first(), pairs.get(p).second(),
						byPair.get(p).stream().mapToDouble(Statistics::seconds).sum()));
			}
			top.put("pairs", list);
			out.println(Json.write(top));
			return;
		}
		for (int p = 0; p < pairs.size(); p++) {
			if (p > 0) {
				out.println();
			}
			simulate.text(compiled, byPair.get(p), List.of(), games, seed, pairs.get(p).first(), pairs.get(p).second(),
					byPair.get(p).stream().mapToDouble(Statistics::seconds).sum());
		}
		// the rows' seconds are their tasks' (summed over the executors); the sweep's own wall time is this
		out.printf(java.util.Locale.ROOT, "%nsweep: %d task%s in %.1f s (the seconds above are the tasks', summed); results in %s%n", tasks,
				tasks == 1 ? "" : "s", seconds, dir.resolve(SweepRecord.RESULTS));
	}

	/** What makes two runs the same sweep. */
	private Map<String, Object> identity(Compiled compiled, Map<String, Object> version) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("reading", compiled.reading().getName());
		m.put("version", version.get("sha256"));
		m.put("seed", seed);
		m.put("games", games);
		m.put("block", block);
		m.put("turn_cap", turnCap);
		m.put("players", pairs.stream().map(p -> List.of(p.first(), p.second())).toList());
		m.put("combinations", compiled.choices().stream().map(c -> c.labels()).toList());
		return m;
	}

	/**
	 * The reading's version: the SHA-256 of its file, the files of the readings it extends and the trained players
	 * that play it; and the commit of its repository, if it is in one.
	 */
	private Map<String, Object> version(Compiled compiled, ShippedWorkspace workspace, LinkedHashSet<String> players, String commit) {
		List<Path> files = new ArrayList<>();
		for (Reading r : ReadingChain.of(compiled.reading()).readings()) {
			URI uri = r.eResource() == null ? null : r.eResource().getURI();
			if (uri != null && uri.isFile()) {
				files.add(Path.of(uri.toFileString()));
			}
		}
		if (players.stream().anyMatch(Players::trained)) {
			for (var choice : compiled.choices()) {
				files.add(TrainedPlayer.fileFor(at.toAbsolutePath().normalize(), choice.labels()));
			}
		}
		Map<String, Object> v = new LinkedHashMap<>();
		v.put("sha256", workspace.sha256Of(files));
		v.put("commit", commit);
		return v;
	}

	/** The commit checked out where the reading is, or null outside Git. */
	private static String commit(Path file) {
		Path dir = file.toAbsolutePath().normalize().getParent();
		try (Repository repo = new FileRepositoryBuilder().findGitDir(dir.toFile()).setMustExist(true).build()) {
			ObjectId head = repo.resolve("HEAD");
			return head == null ? null : head.name();
		} catch (IOException | RuntimeException e) {
			return null;
		}
	}

	/** Runs each piece of work on a new daemon thread of that name. */
	private static Executor daemon(String name) {
		return r -> {
			Thread t = new Thread(r, name);
			t.setDaemon(true);
			t.start();
		};
	}

	/** The reading's workspace as shipped to executors (or why it cannot be read) and its commit (null outside Git). */
	record Around(ShippedWorkspace workspace, IOException unreadable, String commit) {
		static Around of(Path file) {
			String commit = Sweep.commit(file);
			try {
				return new Around(ShippedWorkspace.of(file), null, commit);
			} catch (IOException e) {
				return new Around(null, e, commit);
			}
		}
	}

	/**
	 * Spark being started on a thread of its own; stopped when the sweep ends, whether it was used or not, or as soon
	 * as its tasks are done ({@link #stopSoon}: beside the writing of the results).
	 */
	static final class Starting implements AutoCloseable {
		private final CompletableFuture<SparkCluster> cluster;
		private CompletableFuture<Void> stopping;

		Starting(Supplier<SparkCluster> start) {
			cluster = CompletableFuture.supplyAsync(start, daemon("rulebench-spark-start"));
		}

		/** Starts stopping Spark on a thread of its own: nothing more runs on it. */
		void stopSoon() {
			if (stopping == null) {
				stopping = CompletableFuture.runAsync(this::stop, daemon("rulebench-spark-stop"));
			}
		}

		/** The started cluster, or what stopped it from starting (a {@link SparkCluster.Unreachable}, say). */
		SparkCluster get() {
			try {
				return cluster.join();
			} catch (CompletionException e) {
				if (e.getCause() instanceof RuntimeException r) {
					throw r;
				}
				throw e;
			}
		}

		/** Stops Spark (started or not) and waits until it has stopped. */
		@Override
		public void close() {
			stopSoon();
			stopping.join();
		}

		private void stop() {
			SparkCluster started;
			try {
				started = cluster.join();
			} catch (RuntimeException e) {
				return;
			}
			started.close();
			Milestones.reached(started.kept() ? "Spark left running (the service's)" : "Spark stopped");
		}
	}

	/** The run stopped before every task was done: the message says why. */
	static final class Stopped extends RuntimeException {
		private static final long serialVersionUID = 1L;

		Stopped(String message) {
			super(message);
		}
	}
}
