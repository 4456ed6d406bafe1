package org.rulebench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.spark.broadcast.Broadcast;
import org.rulebench.engine.learning.PlayerFileProblem;
import org.rulebench.reading.compile.Choice;

/**
 * `rulebench train FILE --master URL`: one task per combination of alternatives, each training that combination's
 * player on an executor (from the player file beside the reading, if there is one) and sending the file back,
 * which is written beside the reading whole or not at all (a new file moved over the old): a task that fails and is
 * retried, or a run that is stopped, never leaves a player file half written. Players finished before a run is
 * stopped are kept, and train on from there the next time.
 */
final class ClusterTraining {
	private final PrintStream out;
	private final PrintStream err;

	ClusterTraining(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	/** Exit status: 0 every player trained, 1 a problem in the input or a run that stopped (said on standard error). */
	int call(Path file, List<String> choose, TrainCommand.Settings settings, String master) {
		SparkCluster.check(master);
		Compiled compiled = Compiled.of(file, choose, err);
		if (compiled == null) {
			return Main.PROBLEMS;
		}
		String reading = compiled.reading().getName();
		List<Integer> combinations = new ArrayList<>();
		for (int i = 0; i < compiled.choices().size(); i++) {
			Choice choice = compiled.choices().get(i);
			try {
				settings.playerFor(target(file, choice), compiled.rules().get(i), reading, choice.labels());
			} catch (PlayerFileProblem p) {
				err.println("rulebench: " + p.getMessage());
				err.println("rulebench: `rulebench train --restart` trains a new player in its place");
				return Main.PROBLEMS;
			}
			combinations.add(i);
		}
		ShippedWorkspace workspace;
		try {
			workspace = ShippedWorkspace.of(file);
		} catch (IOException e) {
			err.println("rulebench: " + file + ": its workspace cannot be read: " + e.getMessage());
			return Main.PROBLEMS;
		}
		out.printf(Locale.ROOT, "%s: training %d player%s on %s, %,d games each, %d thread%s a player%n", reading, combinations.size(),
				combinations.size() == 1 ? "" : "s", master, settings.games(), settings.threads(), settings.threads() == 1 ? "" : "s");
		out.flush();
		int[] done = { 0 };
		try (SparkCluster spark = SparkCluster.forRun(master, "rulebench train " + reading, Sweep.RETRIES, settings.threads(), err)) {
			if (SparkCluster.local(master)) {
				OnExecutor.compiledHere(workspace, choose, file, compiled, List.of());
			}
			Broadcast<ShippedWorkspace> shipped = spark.broadcast(workspace);
			List<String> chosen = List.copyOf(choose);
			spark.run(combinations, c -> OnExecutor.train(shipped.value(), chosen, c, settings), (c, trained) -> {
				Choice choice = compiled.choices().get(c);
				Path target = target(file, choice);
				write(target, trained.player());
				done[0]++;
				out.printf(Locale.ROOT, "%s: %,d games in %.1f s (%,.0f games/s), %,d in all; saved %s (%d of %d)%n",
						TrainCommand.label(reading, choice), trained.played(), trained.seconds(), trained.played() / Math.max(trained.seconds(), 1e-9),
						trained.total(), target, done[0], combinations.size());
				out.flush();
			});
			return Main.OK;
		} catch (SparkCluster.Unreachable e) {
			err.println("rulebench: " + e.getMessage());
			return Main.PROBLEMS;
		} catch (Usage e) {
			throw e;
		} catch (Exception e) {
			err.println("rulebench: the training stopped: " + Sweep.cause(e));
			err.println("rulebench: " + done[0] + " of " + combinations.size() + " players were saved; the same command trains the others"
					+ " (and those further)");
			return Main.PROBLEMS;
		}
	}

	private static Path target(Path file, Choice choice) {
		return org.rulebench.engine.learning.TrainedPlayer.fileFor(file, choice.labels());
	}

	/** The player file whole or not at all: written beside, then moved over the old one. */
	static void write(Path target, byte[] bytes) {
		try {
			Path tmp = Files.createTempFile(target.toAbsolutePath().getParent(), target.getFileName().toString(), ".tmp");
			try {
				Files.write(tmp, bytes);
				try {
					Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
				} catch (AtomicMoveNotSupportedException e) {
					Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
				}
			} finally {
				Files.deleteIfExists(tmp);
			}
		} catch (IOException e) {
			throw new UncheckedIOException(target + ": cannot be written: " + e.getMessage(), e);
		}
	}
}
