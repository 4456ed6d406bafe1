package org.rulebench.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;

/**
 * The CPU time of one thread for random playouts and for listing legal plays, per example reading: the figure a
 * loaded host moves least, for A/B runs of two engine builds in the same minute when JMH's wall-clock figures would
 * be noise (docs/performance.md). {@code java -cp benchmarks.jar org.rulebench.benchmarks.RaceCpuTime [GAMES [READING...]]}
 */
public final class RaceCpuTime {
	private RaceCpuTime() {
	}

	public static void main(String[] args) {
		int games = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
		String[] readings = args.length > 1 ? java.util.Arrays.copyOfRange(args, 1, args.length)
				: new String[] { "backgammon", "pushuang.ping", "pushuang.qiliang", "plakoto", "nard" };
		ThreadMXBean mx = ManagementFactory.getThreadMXBean();
		for (String name : readings) {
			RuleSet rules = ExampleGames.compile(name);
			PlayGenerator g = new PlayGenerator(rules);
			RandomPlayer p = new RandomPlayer();
			long turns = 0;
			long t0 = mx.getCurrentThreadCpuTime();
			for (int i = 0; i < games; i++) {
				turns += new Game(rules, g, p, p, 1000 + i, false).playOut(10_000).turns();
			}
			long t1 = mx.getCurrentThreadCpuTime();
			Game recorded = new Game(rules, g, p, p, 7, true);
			recorded.playOut(10_000);
			long calls = 0;
			long t2 = 0;
			// five untimed passes first: the random playouts above need not have compiled the listing's code (they draw
			// without it on backgammon's board), and the JIT compiler's warm-up is no part of a call's cost
			for (int rep = -5; rep < 20; rep++) {
				if (rep == 0) {
					calls = 0;
					t2 = mx.getCurrentThreadCpuTime();
				}
				for (Game.Turn t : recorded.turns()) {
					Position pos = t.after();
					for (int d1 = 1; d1 <= 6; d1++) {
						for (int d2 = d1; d2 <= 6; d2++) {
							g.generate(pos, d1, d2);
							calls++;
						}
					}
				}
			}
			long t3 = mx.getCurrentThreadCpuTime();
			System.out.printf("%-18s playout %9.1f us/game %6.2f us/turn (%d turns)  legal plays %7.0f ns/call%n", name,
					(t1 - t0) / 1e3 / games, (t1 - t0) / 1e3 / turns, turns, (t3 - t2) / (double) calls);
		}
	}
}
