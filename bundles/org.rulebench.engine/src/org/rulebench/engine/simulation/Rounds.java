package org.rulebench.engine.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;

import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.game.Table;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.progress.Progress;

/**
 * N games of each of several variants (a reading's combinations of alternatives) played in rounds, every variant in
 * every round, on all cores: the first round plays one game of each, and each round after doubles the games played
 * so far. After each round the statistics of every variant so far are told to a listener, so that first figures of
 * every combination come within seconds and firm up as games come in, instead of one combination's figures after
 * another. Game i of a variant is played on seed {@code derive(seed, i)}, as {@link Simulation} plays it, and
 * summaries merge whatever the split: the last round's figures are {@link Simulation}'s for the same seed and players.
 *
 * <pre>
 * List&lt;Statistics&gt; rows = new Rounds(variants).games(1000).seed(1).players("random", "random")
 * 		.listener((soFar, games) -&gt; show(soFar)).call();
 * </pre>
 */
public final class Rounds {
	/** Told the statistics of every variant after each round, from the thread that called {@link #call}. */
	public interface Listener {
		/**
		 * @param soFar  each variant's statistics, in the order of the variants, over its first {@code played} games
		 * @param played the games of each variant played so far
		 */
		void round(List<Statistics> soFar, int played);
	}

	private final List<Variant> variants;
	private int games = 1000;
	private long seed = 1;
	private int threads = Runtime.getRuntime().availableProcessors();
	private int turnCap = 2000;
	private String firstPlayer = "random";
	private String secondPlayer = "random";
	private Progress progress = Progress.NONE;
	private Listener listener = (soFar, played) -> {
	};
	private List<Statistics> soFar = List.of();

	public Rounds(List<? extends Variant> variants) {
		if (variants.isEmpty()) {
			throw new IllegalArgumentException("no variant to play");
		}
		this.variants = List.copyOf(variants);
	}

	/** Games of each variant. */
	public Rounds games(int n) {
		if (n < 1) {
			throw new IllegalArgumentException("games must be at least 1, not " + n);
		}
		games = n;
		return this;
	}

	public Rounds seed(long s) {
		seed = s;
		return this;
	}

	public Rounds threads(int n) {
		threads = Math.max(1, n);
		return this;
	}

	/** Turns after which a game is stopped and reported unfinished. */
	public Rounds turnCap(int n) {
		turnCap = Math.max(1, n);
		return this;
	}

	/** Players by name for the first and the second side, the same in every variant (of one family). */
	public Rounds players(String first, String second) {
		for (String p : List.of(first, second)) {
			if (!variants.get(0).players().contains(p)) {
				throw new IllegalArgumentException("unknown player '" + p + "'; known players: " + variants.get(0).players());
			}
		}
		firstPlayer = first;
		secondPlayer = second;
		return this;
	}

	/**
	 * Told the games of all variants done (of games × variants), and asked between games whether to stop: then
	 * {@link #call} throws a {@link CancellationException} and {@link #soFar()} keeps the last round's figures.
	 */
	public Rounds progress(Progress p) {
		progress = Objects.requireNonNull(p);
		return this;
	}

	public Rounds listener(Listener l) {
		listener = Objects.requireNonNull(l);
		return this;
	}

	/** The statistics of the last round played: every game of each variant once {@link #call} returns. */
	public List<Statistics> soFar() {
		return soFar;
	}

	/** Plays every round and returns each variant's statistics over all its games. */
	public List<Statistics> call() {
		int k = variants.size();
		progress.begin(k == 1 ? variants.get(0).name() : k + " variants", (long) games * k);
		Summary[] totals = new Summary[k];
		double[] seconds = new double[k];
		for (int v = 0; v < k; v++) {
			totals[v] = new Summary(variants.get(v));
		}
		List<Worker> workers = new ArrayList<>();
		for (int w = 0; w < threads; w++) {
			workers.add(new Worker());
		}
		int played = 0;
		while (played < games) {
			int from = played;
			int n = Math.min(games - from, Math.max(1, from)); // 1, 1, 2, 4, 8, ...: the games so far doubled
			workers.forEach(Worker::startRound);
			if (progress.cancelled()) {
				throw new CancellationException("simulation stopped after " + played + " of " + games + " games of each");
			}
			// a chunk of work keeps to one variant (its table is seated once per thread)
			Workers.run(n * k, workers, (w, j) -> w.play(j / n, from + j % n), progress, (long) from * k);
			int used = Workers.workers(n * k, threads); // the round's time on its threads, shared out by each variant's games
			for (Worker w : workers) {
				for (int v = 0; v < k; v++) {
					if (w.round[v] != null) {
						totals[v].merge(w.round[v]);
					}
					seconds[v] += w.nanos[v] / 1e9 / used;
				}
			}
			played = from + n;
			List<Statistics> rows = new ArrayList<>(k);
			for (int v = 0; v < k; v++) {
				// a statistics copies what it needs of the summary: later rounds do not change it
				rows.add(new Statistics(variants.get(v), List.of(firstPlayer, secondPlayer), seed, totals[v], seconds[v]));
			}
			soFar = List.copyOf(rows);
			listener.round(soFar, played);
		}
		return soFar;
	}

	/** One thread's tables (seated once per variant) and the summaries of its games in the current round. */
	private final class Worker {
		final Table[] tables = new Table[variants.size()];
		final Summary[] round = new Summary[variants.size()];
		final long[] nanos = new long[variants.size()];

		void startRound() {
			java.util.Arrays.fill(round, null);
			java.util.Arrays.fill(nanos, 0);
		}

		void play(int variant, int game) {
			if (tables[variant] == null) {
				tables[variant] = variants.get(variant).seat(firstPlayer, secondPlayer);
			}
			if (round[variant] == null) {
				round[variant] = new Summary(variants.get(variant));
			}
			long t0 = System.nanoTime();
			GameResult r = tables[variant].play(Rng.derive(seed, game), turnCap);
			nanos[variant] += System.nanoTime() - t0;
			round[variant].add(r);
		}
	}
}
