package org.rulebench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.rulebench.engine.learning.PlayerFileProblem;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.engine.learning.TrainingRun;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.compile.Choice;

/**
 * `rulebench train FILE`: a player learns the reading by self-play (TD(λ)), one player per combination of the
 * reading's alternatives (or those chosen with --choose), each saved beside the reading as NAME.player
 * ({@link TrainedPlayer#fileFor}). Training goes on from a player already there (resumable: the file is saved
 * after every round of games, so an interrupted run loses at most one round); a file trained for other rules is
 * refused unless --restart. The command's logic is this object (fluent settings, {@link #call}); {@link TrainLine}
 * is the thin layer that reads the command line.
 */
final class TrainCommand {
	private final PrintStream out;
	private final PrintStream err;
	private Path file;
	private List<String> chosen = List.of();
	private long games = 100_000;
	private int threads = Runtime.getRuntime().availableProcessors();
	private int hidden = TrainedPlayer.DEFAULT_HIDDEN;
	private float lambda;
	private double minutes;
	private boolean restart;
	private boolean live = System.console() != null;

	TrainCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	/** Reads `train FILE [--choose RULE=LABEL]… [--games N] [--minutes M] [--threads K] [--hidden H] [--lambda L] [--restart]`. */
	TrainCommand file(Path f) { file = f; return this; }
	TrainCommand choose(List<String> c) { chosen = List.copyOf(c); return this; }
	/** Games to train each player for in this run. */
	TrainCommand games(long n) { games = n; return this; }
	TrainCommand threads(int n) { threads = n; return this; }
	/** Hidden units of a new player (a player already trained keeps its own). */
	TrainCommand hidden(int n) { hidden = n; return this; }
	/** λ of a new player (a player already trained keeps its own). */
	TrainCommand lambda(float l) { lambda = l; return this; }
	/** Stop each player's training after this many minutes (0: no limit). */
	TrainCommand minutes(double m) { minutes = m; return this; }
	/** Start afresh even where a player file is. */
	TrainCommand restart(boolean r) { restart = r; return this; }
	/** Progress rewritten in place on the terminal (else a line per round). */
	TrainCommand live(boolean l) { live = l; return this; }

	/** Exit status: 0 trained, 1 a reading with errors or a player file that cannot be used. */
	int call() {
		Compiled compiled = Compiled.of(file, chosen, err);
		if (compiled == null) {
			return 1;
		}
		String reading = compiled.reading().getName();
		for (int i = 0; i < compiled.rules().size(); i++) {
			Choice choice = compiled.choices().get(i);
			RuleSet rules = compiled.rules().get(i);
			Path target = TrainedPlayer.fileFor(file, choice.labels());
			TrainedPlayer player;
			try {
				player = settings().playerFor(target, rules, reading, choice.labels());
			} catch (PlayerFileProblem p) {
				err.println("rulebench: " + p.getMessage());
				err.println("rulebench: `rulebench train --restart` trains a new player in its place");
				return 1;
			}
			try {
				train(player, rules, label(reading, choice), target);
			} catch (IOException e) {
				err.println("rulebench: " + target + ": cannot be written: " + e.getMessage());
				return 1;
			}
		}
		return 0;
	}

	/** What every player of this run is trained with (a cluster's executors get it too). */
	Settings settings() {
		return new Settings(games, minutes, threads, hidden, lambda, restart);
	}

	/** The settings of a training run, for each player: as the options say. */
	record Settings(long games, double minutes, int threads, int hidden, float lambda, boolean restart) implements java.io.Serializable {

		/** The player file's player, to be trained on, or a new one (none there, or --restart). */
		TrainedPlayer playerFor(Path target, RuleSet rules, String reading, java.util.Map<String, String> labels) throws PlayerFileProblem {
			if (!restart && Files.exists(target)) {
				return TrainedPlayer.load(target, rules, reading, labels);
			}
			return TrainedPlayer.fresh(rules, reading, labels, hidden, 1).lambda(lambda);
		}
	}

	static String label(String reading, Choice choice) {
		return reading + (choice.labels().isEmpty() ? "" : " (" + choice + ")");
	}

	private void train(TrainedPlayer player, RuleSet rules, String label, Path target) throws IOException {
		long before = player.games();
		long started = System.nanoTime();
		long deadline = minutes > 0 ? started + (long) (minutes * 60e9) : Long.MAX_VALUE;
		out.printf(Locale.ROOT, "%s: training %,d games from %,d (%d hidden units, α %s, λ %s, %d threads)%n", label,
				games, before, player.network().hiddenUnits(), player.alpha(), player.lambda(), threads);
		out.flush();
		long done = new TrainingRun(player, rules, target).games(games).threads(threads).deadline(deadline)
				.progress(k -> {
					if (live) {
						err.printf(Locale.ROOT, "\r%s: %,d / %,d games (%,.0f games/s)", label, k, games,
								k / ((System.nanoTime() - started) / 1e9));
					}
				}).saved(k -> {
					if (!live) {
						out.printf(Locale.ROOT, "%s: %,d / %,d games, saved%n", label, k, games);
						out.flush();
					}
				}).call();
		if (live) {
			err.println();
		}
		double s = (System.nanoTime() - started) / 1e9;
		out.printf(Locale.ROOT, "%s: %,d games in %.1f s (%,.0f games/s), %,d in all; saved %s%n", label, done, s,
				done / Math.max(s, 1e-9), player.games(), target);
		out.flush();
	}
}
