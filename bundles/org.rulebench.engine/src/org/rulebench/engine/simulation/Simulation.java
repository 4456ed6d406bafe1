package org.rulebench.engine.simulation;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.game.Table;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.progress.Progress;
import org.rulebench.engine.rules.RuleSet;

/**
 * Plays many games of one variant, of any family, in parallel. Game i is played with seed {@code derive(seed, i)} whatever thread
 * plays it, so the statistics are the same for the same seed whatever the thread count.
 *
 * <pre>
 * Statistics s = new Simulation(rules).games(10_000).seed(1).players("random", "greedy").call();
 * </pre>
 */
public final class Simulation {
	private final Variant rules;
	private int games = 1000;
	private long seed = 1;
	private int threads = Runtime.getRuntime().availableProcessors();
	private int turnCap = 2000;
	private String firstPlayer = "random";
	private String secondPlayer = "random";
	private Progress progress = Progress.NONE;

	public Simulation(Variant rules) {
		this.rules = Objects.requireNonNull(rules, "rules");
	}

	/** A race game's rules. */
	public Simulation(RuleSet rules) {
		this(new RaceVariant(rules));
	}

	public Simulation games(int n) {
		if (n < 1) {
			throw new IllegalArgumentException("games must be at least 1, not " + n);
		}
		games = n;
		return this;
	}

	public Simulation seed(long s) { seed = s; return this; }

	public Simulation threads(int n) {
		threads = Math.max(1, n);
		return this;
	}

	/** Turns after which a game is stopped and reported unfinished. */
	public Simulation turnCap(int n) {
		turnCap = Math.max(1, n);
		return this;
	}

	/** Players by name ({@link Variant#players()}) for the first and the second side. */
	public Simulation players(String first, String second) {
		for (String p : List.of(first, second)) {
			if (!rules.players().contains(p)) {
				throw new IllegalArgumentException("unknown player '" + p + "'; known players: " + rules.players());
			}
		}
		firstPlayer = first;
		secondPlayer = second;
		return this;
	}

	/**
	 * Told the games done, now and then, from a worker thread, and asked between games whether to stop: then
	 * {@link #call} throws a {@link CancellationException}.
	 */
	public Simulation progress(Progress p) { progress = Objects.requireNonNull(p); return this; }

	/** Plays every game and gathers the statistics. */
	public Statistics call() {
		long started = System.nanoTime();
		progress.begin(rules.name(), games);
		Summary all = summary(0, games);
		double seconds = (System.nanoTime() - started) / 1e9;
		return new Statistics(rules, List.of(firstPlayer, secondPlayer), seed, all, seconds);
	}

	/**
	 * Plays games {@code from} to {@code to - 1} of the run (game i on seed {@code derive(seed, i)}, as {@link #call}
	 * plays it) and returns their summary: the summaries of blocks that cover games 0 to n-1 merge into exactly the
	 * summary of {@code games(n).call()}, however the games were split and wherever each block was played. The
	 * progress counts the block's games.
	 */
	public Summary summary(int from, int to) {
		if (from < 0 || to < from) {
			throw new IllegalArgumentException("games " + from + " to " + to + ": not a block of games");
		}
		List<Worker> done = Workers.run(to - from, threads, Worker::new, (w, i) -> w.play(Rng.derive(seed, from + i)), progress);
		Summary all = new Summary(rules);
		done.forEach(w -> all.merge(w.summary));
		return all;
	}

	/**
	 * Plays game i of these rules and of {@code other} on the same seed with the same players, for every i: the
	 * statistics of both, and the pairs given to a {@link Pairing} (for paired tests), in the memory of a summary.
	 * The progress counts games of both rule sets (up to twice the games).
	 */
	public <P extends Pairing<P>> PairedStatistics<P> pairedWith(RuleSet other, Supplier<P> pairing) {
		return pairedWith(new RaceVariant(other), pairing);
	}

	/** As {@link #pairedWith(RuleSet, Supplier)}, for a variant of any family (of the same family as these rules). */
	public <P extends Pairing<P>> PairedStatistics<P> pairedWith(Variant other, Supplier<P> pairing) {
		long started = System.nanoTime();
		progress.begin(rules.name() + " and " + other.name(), 2L * games);
		Simulation otherRun = new Simulation(other).turnCap(turnCap).players(firstPlayer, secondPlayer);
		record Pair<P>(Worker a, Worker b, P pairs) {
		}
		List<Pair<P>> done = Workers.run(games, threads,
				() -> new Pair<>(new Worker(), otherRun.new Worker(), pairing.get()),
				(w, i) -> {
					GameResult a = w.a.play(Rng.derive(seed, i));
					GameResult b = w.b.play(Rng.derive(seed, i));
					w.pairs.add(a, b);
				}, new Progress() {
					@Override
					public void worked(long done) {
						progress.worked(2 * done);
					}

					@Override
					public boolean cancelled() {
						return progress.cancelled();
					}
				});
		Summary a = new Summary(rules);
		Summary b = new Summary(other);
		P pairs = pairing.get();
		for (Pair<P> w : done) {
			a.merge(w.a.summary);
			b.merge(w.b.summary);
			pairs.merge(w.pairs);
		}
		double seconds = (System.nanoTime() - started) / 1e9;
		List<String> players = List.of(firstPlayer, secondPlayer);
		return new PairedStatistics<>(new Statistics(rules, players, seed, a, seconds), new Statistics(other, players, seed, b, seconds),
				pairs);
	}

	/** One thread's table and summary of the games it played. */
	final class Worker {
		final Table table = rules.seat(firstPlayer, secondPlayer);
		final Summary summary = new Summary(rules);

		/** Plays one game, adds it to the summary and returns it. */
		GameResult play(long gameSeed) {
			GameResult r = table.play(gameSeed, turnCap);
			summary.add(r);
			return r;
		}
	}
}
