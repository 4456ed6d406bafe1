package org.rulebench.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;

import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Repetition;
import org.rulebench.engine.grid.variants.DarkXiangqi;
import org.rulebench.engine.grid.variants.MakaDaiDai;
import org.rulebench.engine.grid.variants.Makruk;
import org.rulebench.engine.grid.variants.Xiangqi;

/**
 * Perft from a variant definition on the command line, with the thread's CPU time, until {@code rulebench perft}
 * reads it from a reading:
 *
 * <pre>
 * java -cp releng/org.rulebench.benchmarks/target/benchmarks.jar org.rulebench.benchmarks.GridPerft xiangqi 5 [--fen FEN] [--divide]
 * </pre>
 */
public final class GridPerft {
	private GridPerft() {
	}

	static GridRules variant(String name) {
		return switch (name) {
		case "xiangqi" -> Xiangqi.RULES;
		case "makruk" -> Makruk.RULES;
		case "dark-xiangqi" -> DarkXiangqi.RULES;
		case "maka-dai-dai" -> MakaDaiDai.RULES;
		// article 141 left out (a plain fourfold repetition draws), to measure what the rule costs
		case "maka-dai-dai-plain" -> MakaDaiDai.RULES.withRepetition(new Repetition(4, false));
		default -> throw new IllegalArgumentException("no grid variant " + name
				+ " (xiangqi, makruk, dark-xiangqi, maka-dai-dai, maka-dai-dai-plain)");
		};
	}

	public static void main(String[] args) {
		if (args.length < 2) {
			System.err.println("usage: GridPerft xiangqi|makruk DEPTH [--fen FEN] [--divide]");
			System.exit(2);
		}
		GridRules rules = variant(args[0]);
		int depth = Integer.parseInt(args[1]);
		String fen = rules.startFen();
		boolean divide = false;
		for (int i = 2; i < args.length; i++) {
			if (args[i].equals("--fen") && i + 1 < args.length) {
				fen = args[++i];
			} else if (args[i].equals("--divide")) {
				divide = true;
			}
		}
		GridPosition position = GridPosition.of(CompiledRules.of(rules), fen);
		ThreadMXBean bean = ManagementFactory.getThreadMXBean();
		long cpu = bean.getCurrentThreadCpuTime();
		long wall = System.nanoTime();
		long nodes;
		Perft perft = new Perft(position, depth);
		if (divide) {
			Map<String, Long> counts = perft.divide(depth);
			counts.forEach((move, n) -> System.out.println(move + ": " + n));
			nodes = counts.values().stream().mapToLong(Long::longValue).sum();
		} else {
			nodes = perft.count(depth);
		}
		double cpuSeconds = (bean.getCurrentThreadCpuTime() - cpu) / 1e9;
		double wallSeconds = (System.nanoTime() - wall) / 1e9;
		System.out.printf("perft(%d) = %d, %.2f s CPU, %.2f s wall, %.1f M nodes/s%n", depth, nodes, cpuSeconds, wallSeconds,
				nodes / wallSeconds / 1e6);
	}
}
