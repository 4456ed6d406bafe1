package org.rulebench.engine.simulation;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Player;
import org.rulebench.engine.game.Players;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.RuleSet;

/**
 * Plays many games of one rule set in parallel. Game i is played with seed {@code derive(seed, i)} whatever thread
 * plays it, so the statistics are the same for the same seed whatever the thread count.
 *
 * <pre>
 * Statistics s = new Simulation(rules).games(10_000).seed(1).players("random", "greedy").call();
 * </pre>
 */
public final class Simulation {
	private static final int CHUNK = 32;

	private final RuleSet rules;
	private int games = 1000;
	private long seed = 1;
	private int threads = Runtime.getRuntime().availableProcessors();
	private int turnCap = 2000;
	private String firstPlayer = "random";
	private String secondPlayer = "random";
	private IntConsumer progress = done -> {
	};
	private BooleanSupplier cancelled = () -> false;

	public Simulation(RuleSet rules) {
		this.rules = Objects.requireNonNull(rules, "rules");
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

	/** Players by name ({@link Players#NAMES}) for the first and the second side. */
	public Simulation players(String first, String second) {
		Players.named(first);
		Players.named(second);
		firstPlayer = first;
		secondPlayer = second;
		return this;
	}

	/** Told the number of games done, now and then, from a worker thread. */
	public Simulation progress(IntConsumer listener) { progress = Objects.requireNonNull(listener); return this; }

	/** Polled between chunks of games: true stops the run with a {@link CancellationException}. */
	public Simulation cancelWhen(BooleanSupplier check) { cancelled = Objects.requireNonNull(check); return this; }

	/** Plays every game and gathers the statistics. */
	public Statistics call() {
		GameResult[] results = new GameResult[games];
		AtomicInteger next = new AtomicInteger();
		AtomicInteger done = new AtomicInteger();
		long started = System.nanoTime();
		int workers = Math.min(threads, (games + CHUNK - 1) / CHUNK);
		Supplier<Player> first = Players.named(firstPlayer);
		Supplier<Player> second = Players.named(secondPlayer);
		Runnable work = () -> {
			PlayGenerator generator = new PlayGenerator(rules);
			Player a = first.get();
			Player b = second.get();
			int from;
			while ((from = next.getAndAdd(CHUNK)) < games && !cancelled.getAsBoolean()) {
				int to = Math.min(games, from + CHUNK);
				for (int i = from; i < to; i++) {
					results[i] = new Game(rules, generator, a, b, Rng.derive(seed, i), false).playOut(turnCap);
				}
				progress.accept(done.addAndGet(to - from));
			}
		};
		if (workers <= 1) {
			work.run();
		} else {
			runParallel(work, workers);
		}
		if (cancelled.getAsBoolean() && done.get() < games) {
			throw new CancellationException("simulation cancelled after " + done.get() + " of " + games + " games");
		}
		double seconds = (System.nanoTime() - started) / 1e9;
		return new Statistics(rules, List.of(firstPlayer, secondPlayer), seed, results, seconds);
	}

	private static void runParallel(Runnable work, int workers) {
		ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
			Thread t = new Thread(r, "rulebench-simulation");
			t.setDaemon(true);
			return t;
		});
		try {
			List<Future<?>> running = new java.util.ArrayList<>();
			for (int i = 0; i < workers; i++) {
				running.add(pool.submit(work));
			}
			for (Future<?> f : running) {
				f.get();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new CancellationException("simulation interrupted");
		} catch (java.util.concurrent.ExecutionException e) {
			throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
		} finally {
			pool.shutdownNow();
		}
	}
}
