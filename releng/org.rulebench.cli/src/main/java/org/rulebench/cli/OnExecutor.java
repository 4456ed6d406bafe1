package org.rulebench.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.spark.TaskContext;
import org.rulebench.engine.learning.PlayerFileProblem;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.engine.learning.TrainingRun;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.readings.internal.Json;

/**
 * What a Spark executor does with a task: compiles the shipped reading once per JVM (the same compiler as the
 * command line, on a copy of its workspace), then plays a block of games or trains a player. Everything it returns
 * is a string or bytes, so that nothing of the engine needs to be serializable. In local mode the executor is the
 * command line's own JVM, which {@link #compiledHere} tells the reading it compiled already.
 */
final class OnExecutor {
	/** The reading compiled, per workspace digest and --choose. */
	private static final Map<String, Compiled> COMPILED = new ConcurrentHashMap<>();
	/** Where each compiled reading's file is (the original in local mode, a copy elsewhere). */
	private static final Map<String, Path> FILES = new ConcurrentHashMap<>();
	/** The players made ready for a compiled reading (trained players loaded). */
	private static final Map<String, Boolean> PREPARED = new ConcurrentHashMap<>();

	private OnExecutor() {
	}

	private static String key(ShippedWorkspace workspace, List<String> choose) {
		return workspace.sha256() + " " + choose;
	}

	/** Local mode: the command line's compiled reading and its players serve the tasks of its own JVM. */
	static void compiledHere(ShippedWorkspace workspace, List<String> choose, Path file, Compiled compiled, List<String> players) {
		String key = key(workspace, choose);
		COMPILED.put(key, compiled);
		FILES.put(key, file);
		for (String p : players) {
			PREPARED.put(key + " " + p, true);
		}
	}

	/** Forgets every reading compiled here (the sweep service, after each command: the next may see the files changed). */
	static void forget() {
		COMPILED.clear();
		FILES.clear();
		PREPARED.clear();
	}

	/** The reading compiled on this JVM; an exception with the compiler's messages if it does not compile here. */
	static synchronized Compiled compiled(ShippedWorkspace workspace, List<String> choose) {
		String key = key(workspace, choose);
		Compiled c = COMPILED.get(key);
		if (c != null) {
			return c;
		}
		Path file = workspace.materialize();
		ByteArrayOutputStream messages = new ByteArrayOutputStream();
		c = Compiled.ofAnyFamily(file, choose, new PrintStream(messages, true, StandardCharsets.UTF_8));
		if (c == null) {
			throw new IllegalStateException("the reading does not compile on this executor: " + messages.toString(StandardCharsets.UTF_8));
		}
		COMPILED.put(key, c);
		FILES.put(key, file);
		return c;
	}

	private static synchronized void prepare(ShippedWorkspace workspace, List<String> choose, Compiled c, String... players) {
		String key = key(workspace, choose);
		for (String p : players) {
			if (PREPARED.containsKey(key + " " + p)) {
				continue;
			}
			String unfit = PlayerFiles.prepare(FILES.get(key), c, p);
			if (unfit != null) {
				throw new IllegalStateException(unfit);
			}
			PREPARED.put(key + " " + p, true);
		}
	}

	/** Plays a task's block of games on one thread: its summary's data as JSON, with the seconds it took. */
	static String play(ShippedWorkspace workspace, List<String> choose, SweepTask task, long seed, int turnCap) {
		Milestones.reached("task " + task.key() + " begins");
		failFirstAttemptIfAsked(task);
		Compiled c = compiled(workspace, choose);
		task.check(c);
		prepare(workspace, choose, c, task.first(), task.second());
		long started = System.nanoTime();
		Map<String, Object> summary = new Simulation(c.variants().get(task.combination())).seed(seed).players(task.first(), task.second())
				.turnCap(turnCap).threads(1).summary(task.from(), task.to()).data();
		Milestones.reached("task " + task.key() + " played");
		return Json.line(Map.of("summary", summary, "seconds", (System.nanoTime() - started) / 1e9));
	}

	/**
	 * With the system property {@code rulebench.sweep.failFirstAttempts} (the tests set it, to see retries give the same
	 * figures), the first attempt of every other task fails.
	 */
	private static void failFirstAttemptIfAsked(SweepTask task) {
		TaskContext context = TaskContext.get();
		if (Boolean.getBoolean("rulebench.sweep.failFirstAttempts") && context != null && context.attemptNumber() == 0
				&& task.from() / Math.max(1, task.to() - task.from()) % 2 == 0) {
			throw new IllegalStateException("the first attempt of games " + task.from() + "-" + task.to() + " fails, as asked");
		}
	}

	/**
	 * Trains the player of one combination on this executor, from the player file shipped with the reading (or a new
	 * player), in a file of the executor's copy; the bytes of the player file when done. A task that fails leaves
	 * only the copy's file, which no one reads: the command line writes the bytes beside the reading.
	 */
	static Trained train(ShippedWorkspace workspace, List<String> choose, int combination, TrainCommand.Settings s) {
		Compiled c = compiled(workspace, choose);
		Path file = FILES.get(key(workspace, choose));
		RuleSet rules = c.rules().get(combination);
		Map<String, String> labels = c.choices().get(combination).labels();
		String reading = c.reading().getName();
		try {
			TrainedPlayer player = s.playerFor(TrainedPlayer.fileFor(file, labels), rules, reading, labels);
			Path scratch = Files.createTempFile("rulebench-training-", ".player");
			try {
				long before = player.games();
				long started = System.nanoTime();
				long deadline = s.minutes() > 0 ? started + (long) (s.minutes() * 60e9) : Long.MAX_VALUE;
				long done = new TrainingRun(player, rules, scratch).games(s.games()).threads(s.threads()).deadline(deadline).call();
				double seconds = (System.nanoTime() - started) / 1e9;
				return new Trained(combination, Files.readAllBytes(scratch), before, done, player.games(), seconds);
			} finally {
				Files.deleteIfExists(scratch);
			}
		} catch (PlayerFileProblem e) {
			throw new IllegalStateException(e.getMessage(), e);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** A combination's player trained on an executor: the file's bytes and how much it played. */
	record Trained(int combination, byte[] player, long before, long played, long total, double seconds) implements java.io.Serializable {
	}
}
