package org.rulebench.engine.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;

/**
 * Games 0..n-1 played in chunks by a few threads, each with its own state (players, generators, a summary): the
 * states come back to be merged, so nothing is kept per game.
 */
final class Workers {
	private static final int CHUNK = 32;

	private Workers() {
	}

	static <S> List<S> run(int games, int threads, Supplier<S> state, ObjIntConsumer<S> play, IntConsumer progress,
			BooleanSupplier cancelled) {
		AtomicInteger next = new AtomicInteger();
		AtomicInteger done = new AtomicInteger();
		int workers = Math.max(1, Math.min(threads, (games + CHUNK - 1) / CHUNK));
		List<S> states = new ArrayList<>();
		List<Runnable> work = new ArrayList<>();
		for (int w = 0; w < workers; w++) {
			S s = state.get();
			states.add(s);
			work.add(() -> {
				int from;
				while ((from = next.getAndAdd(CHUNK)) < games && !cancelled.getAsBoolean()) {
					int to = Math.min(games, from + CHUNK);
					for (int i = from; i < to; i++) {
						play.accept(s, i);
					}
					progress.accept(done.addAndGet(to - from));
				}
			});
		}
		if (workers == 1) {
			work.get(0).run();
		} else {
			runParallel(work);
		}
		if (cancelled.getAsBoolean() && done.get() < games) {
			throw new CancellationException("simulation cancelled after " + done.get() + " of " + games + " games");
		}
		return states;
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
