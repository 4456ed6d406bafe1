package org.rulebench.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.grid.GridReadingCompiler;

/**
 * Every combination of a grid reading's alternatives compiled into move tables, as the simulator compiles them to
 * play each: the CPU time and the heap they hold, with the tables shared by combinations whose pieces move alike (as
 * {@link CompiledRules#of} compiles) and, with {@code --afresh}, each compiled anew (as before tables were shared);
 * {@code --first N} compiles the first N combinations only.
 *
 * <pre>java -cp releng/org.rulebench.benchmarks/target/benchmarks.jar org.rulebench.benchmarks.GridCombinations maka.oecu [--afresh] [--first N]</pre>
 */
public final class GridCombinations {
	private GridCombinations() {
	}

	public static void main(String[] args) {
		String name = args.length > 0 ? args[0] : "maka.oecu";
		boolean afresh = List.of(args).contains("--afresh");
		ReadingChain chain = ReadingChain.of(ExampleGames.reading(name));
		List<Choice> choices = Choice.all(chain);
		int first = List.of(args).indexOf("--first");
		if (first >= 0) {
			choices = choices.subList(0, Math.min(choices.size(), Integer.parseInt(args[first + 1])));
		}
		ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
		Runtime rt = Runtime.getRuntime();
		System.gc();
		long heapBefore = rt.totalMemory() - rt.freeMemory();
		long start = cpu.getCurrentThreadCpuTime();
		List<CompiledRules> held = new ArrayList<>();
		for (Choice c : choices) {
			GridRules rules = GridReadingCompiler.compile(chain, c).rules();
			held.add(afresh ? CompiledRules.afresh(rules) : CompiledRules.of(rules));
		}
		long ns = cpu.getCurrentThreadCpuTime() - start;
		System.gc();
		long heap = rt.totalMemory() - rt.freeMemory() - heapBefore;
		System.out.printf(Locale.ROOT, "%s: %d combinations compiled %s in %.1f s CPU (%.1f ms each), holding %d MB of heap%n", name,
				choices.size(), afresh ? "afresh" : "with shared tables", ns / 1e9, ns / 1e6 / choices.size(), heap >> 20);
		if (held.isEmpty()) {
			throw new IllegalStateException("nothing compiled");
		}
	}
}
