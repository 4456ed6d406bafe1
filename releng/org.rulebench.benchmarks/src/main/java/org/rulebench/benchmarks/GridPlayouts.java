package org.rulebench.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.engine.grid.play.CompiledRules;

/**
 * Random playouts of a grid variant on some threads, reporting games per wall second and per CPU second (the sum of
 * the threads' CPU time), the second being the figure that a host shared with other work disturbs least:
 *
 * <pre>
 * java -cp releng/org.rulebench.benchmarks/target/benchmarks.jar org.rulebench.benchmarks.GridPlayouts xiangqi 20000 2
 * java -cp releng/org.rulebench.benchmarks/target/benchmarks.jar org.rulebench.benchmarks.GridPlayouts maka-dai-dai 2000 2 300
 * </pre>
 * (the last argument a ply cap, 2,000 unless given).
 */
public final class GridPlayouts {
	private GridPlayouts() {
	}

	public static void main(String[] args) throws InterruptedException {
		CompiledRules rules = CompiledRules.of(GridPerft.variant(args[0]));
		int games = Integer.parseInt(args[1]);
		int threads = args.length > 2 ? Integer.parseInt(args[2]) : 2;
		int cap = args.length > 3 ? Integer.parseInt(args[3]) : 2000;
		ThreadMXBean bean = ManagementFactory.getThreadMXBean();
		// warm-up, not counted
		for (int i = 0; i < Math.min(games, 2000); i++) {
			new GridGame(rules, new RandomGridPlayer(), new RandomGridPlayer(), Rng.derive(99, i), false).playOut(cap);
		}
		AtomicInteger next = new AtomicInteger();
		AtomicLong cpu = new AtomicLong();
		AtomicLong plies = new AtomicLong();
		List<Thread> workers = new ArrayList<>();
		long wall = System.nanoTime();
		for (int t = 0; t < threads; t++) {
			Thread w = new Thread(() -> {
				long start = bean.getCurrentThreadCpuTime();
				RandomGridPlayer a = new RandomGridPlayer();
				RandomGridPlayer b = new RandomGridPlayer();
				int i;
				while ((i = next.getAndIncrement()) < games) {
					plies.addAndGet(new GridGame(rules, a, b, Rng.derive(1, i), false).playOut(cap).plies());
				}
				cpu.addAndGet(bean.getCurrentThreadCpuTime() - start);
			});
			workers.add(w);
			w.start();
		}
		for (Thread w : workers) {
			w.join();
		}
		double wallSeconds = (System.nanoTime() - wall) / 1e9;
		double cpuSeconds = cpu.get() / 1e9;
		System.out.printf("%s: %d games on %d threads, ply cap %d, %.0f games/s wall, %.0f games per CPU second, %.0f plies a game%n",
				args[0], games, threads, cap, games / wallSeconds, games / cpuSeconds, (double) plies.get() / games);
	}
}
