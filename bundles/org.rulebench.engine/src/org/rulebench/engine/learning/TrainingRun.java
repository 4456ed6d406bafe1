package org.rulebench.engine.learning;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.LongConsumer;

import org.rulebench.engine.progress.Progress;
import org.rulebench.engine.rules.RuleSet;

/**
 * A player's training as the command line and the workbench run it: rounds of {@link Training}, the player saved to
 * its file after each, so that a run stopped by a deadline, a cancel or a crash loses at most one round and the next
 * run goes on from the file.
 */
public final class TrainingRun {
	/** Games between two saves of the player file. */
	public static final long ROUND = 10_000;

	private final TrainedPlayer player;
	private final RuleSet rules;
	private final Path file;
	private long games = 100_000;
	private long round = ROUND;
	private int threads = 1;
	private long deadline = Long.MAX_VALUE;
	private Progress progress = Progress.NONE;
	private LongConsumer saved = n -> {
	};

	/** Trains {@code player} (loaded from or made for {@code file}) on {@code rules}, saving it to {@code file}. */
	public TrainingRun(TrainedPlayer player, RuleSet rules, Path file) {
		this.player = Objects.requireNonNull(player);
		this.rules = Objects.requireNonNull(rules);
		this.file = Objects.requireNonNull(file);
	}

	/** Games to play in this run (the player's earlier games not counted). */
	public TrainingRun games(long n) { games = n; return this; }
	/** Games between two saves. */
	public TrainingRun round(long n) { round = Math.max(1, n); return this; }
	public TrainingRun threads(int n) { threads = Math.max(1, n); return this; }
	/** {@link System#nanoTime()} after which no more games are started. */
	public TrainingRun deadline(long nanoTime) { deadline = nanoTime; return this; }
	/**
	 * Told the games played in this run so far, from the training threads; asked between games whether to stop: then
	 * the run ends after saving what was learned.
	 */
	public TrainingRun progress(Progress p) { progress = Objects.requireNonNull(p); return this; }
	/** Told the games played in this run after each save. */
	public TrainingRun saved(LongConsumer listener) { saved = Objects.requireNonNull(listener); return this; }

	private boolean stopping() {
		return progress.cancelled() || System.nanoTime() >= deadline;
	}

	/**
	 * Trains and returns the games played in this run.
	 *
	 * @throws IOException if the player file cannot be written (the games of the last round are then not saved)
	 */
	public long call() throws IOException {
		long done = 0;
		while (done < games && !stopping()) {
			long base = done;
			long n = player.training(rules).games(Math.min(round, games - done)).threads(threads).progress(new Progress() {
				@Override
				public void worked(long k) {
					progress.worked(base + k);
				}

				@Override
				public boolean cancelled() {
					return stopping();
				}
			}).call();
			player.played(n);
			done += n;
			player.save(file);
			saved.accept(done);
		}
		return done;
	}
}
