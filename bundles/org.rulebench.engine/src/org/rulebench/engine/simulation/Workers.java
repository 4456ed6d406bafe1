package org.rulebench.engine.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;

import org.rulebench.engine.progress.Progress;

/**
 * Games 0..n-1 played in chunks by a few threads, each with its own state (players, generators, a summary): the
 * states come back to be merged, so nothing is kept per game.
 */
final class Workers {
	private static final int CHUNK = 32;

	private Workers() {
	}

	static <S> List<S> run(int games, int threads, Supplier<S> state, ObjIntConsumer<S> play, Progress progress) {
		int workers = workers(games, threads);
		List<S> states = new ArrayList<>();
		for (int w = 0; w < workers; w++) {
			states.add(state.get());
		}
		run(games, states, play, progress, 0);
		return states;
	}

	/** How many of the threads games 0..n-1 keep busy (a chunk each at least). */
	static int workers(int games, int threads) {
		return Math.max(1, Math.min(threads, (games + CHUNK - 1) / CHUNK));
	}

	/**
	 * Games 0..n-1 played by one thread per state given (states kept from run to run: a round of a longer run); the
	 * progress is told {@code before} plus the games done.
	 */
	static <S> void run(int games, List<S> states, ObjIntConsumer<S> play, Progress progress, long before) {
		AtomicInteger next = new AtomicInteger();
		AtomicInteger done = new AtomicInteger();
		List<Runnable> work = new ArrayList<>();
		int workers = Math.min(states.size(), workers(games, states.size()));
		for (int w = 0; w < workers; w++) {
			S s = states.get(w);
			work.add(() -> {
				int from;
				while ((from = next.getAndAdd(CHUNK)) < games && !progress.cancelled()) {
					int to = Math.min(games, from + CHUNK);
					for (int i = from; i < to; i++) {
						if (progress.cancelled()) { // asked each game: a searched game takes a second
							return;
						}
						play.accept(s, i);
					}
					progress.worked(before + done.addAndGet(to - from));
				}
			});
		}
		if (workers == 1) {
			work.get(0).run();
		} else {
			runParallel(work);
		}
		if (done.get() < games && progress.cancelled()) {
			throw new CancellationException("simulation cancelled after " + done.get() + " of " + games + " games");
		}
	}

	private static void runParallel(List<Runnable> work) {
		ExecutorService pool = Executors.newFixedThreadPool(work.size(), r -> {
			Thread t = new Thread(r, "rulebench-simulation");
			t.setDaemon(true);
			return t;
		});
		try {
			List<Future<?>> running = new ArrayList<>();
			for (Runnable r : work) {
				running.add(pool.submit(r));
			}
			for (Future<?> f : running) {
				f.get();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new CancellationException("simulation interrupted");
		} catch (ExecutionException e) {
			throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
		} finally {
			pool.shutdownNow();
		}
	}
}
