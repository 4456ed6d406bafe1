package org.rulebench.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;

import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Repetition;

/**
 * Perft of an example reading's game by its short name (xiangqi, makruk, dark-xiangqi, maka-dai-dai: dsl-examples, {@link
 * ExampleGames}), or of a grid reading file (its first alternatives), with the thread's CPU time:
 *
 * <pre>
 * java -cp releng/org.rulebench.benchmarks/target/benchmarks.jar org.rulebench.benchmarks.GridPerft xiangqi 5 [--fen FEN] [--divide]
 * java -cp releng/org.rulebench.benchmarks/target/benchmarks.jar org.rulebench.benchmarks.GridPerft dsl-examples/shogi/shogi.reading 5
 * </pre>
 */
public final class GridPerft {
	private GridPerft() {
	}

	static GridRules variant(String name) {
		if (name.endsWith(".reading")) {
			return reading(java.nio.file.Path.of(name));
		}
		return switch (name) {
		case "xiangqi" -> ExampleGames.grid("xiangqi.standard");
		case "makruk" -> ExampleGames.grid("makruk.standard");
		case "dark-xiangqi" -> ExampleGames.grid("xiangqi.dark");
		case "maka-dai-dai" -> ExampleGames.grid("maka.oecu");
		// article 141 left out (a plain fourfold repetition draws), to measure what the rule costs
		case "maka-dai-dai-plain" -> ExampleGames.grid("maka.oecu").withRepetition(new Repetition(4, false));
		default -> throw new IllegalArgumentException("no grid variant " + name
				+ " (xiangqi, makruk, dark-xiangqi, maka-dai-dai, maka-dai-dai-plain)");
		};
	}

	/** The grid rules of a reading file, its first alternatives (its base readings are looked for in the folders around it). */
	private static GridRules reading(java.nio.file.Path file) {
		org.eclipse.xtext.resource.XtextResourceSet set = new org.rulebench.reading.ReadingStandaloneSetup().createInjectorAndDoEMFRegistration()
				.getInstance(org.eclipse.xtext.resource.XtextResourceSet.class);
		try (var walk = java.nio.file.Files.walk(file.toAbsolutePath().getParent().getParent())) {
			for (java.nio.file.Path f : walk.filter(f -> f.toString().endsWith(".reading")).toList()) {
				set.getResource(org.eclipse.emf.common.util.URI.createFileURI(f.toAbsolutePath().toString()), true);
			}
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
		org.eclipse.emf.ecore.util.EcoreUtil.resolveAll(set);
		org.eclipse.emf.ecore.resource.Resource r = set.getResource(org.eclipse.emf.common.util.URI.createFileURI(file.toAbsolutePath().toString()), true);
		org.rulebench.reading.reading.Reading reading = (org.rulebench.reading.reading.Reading) r.getContents().get(0);
		return org.rulebench.reading.grid.GridReadingCompiler
				.compile(org.rulebench.reading.compile.ReadingChain.of(reading), org.rulebench.reading.compile.Choice.FIRST).rules();
	}

	public static void main(String[] args) {
		if (args.length < 2) {
			System.err.println("usage: GridPerft xiangqi|makruk|FILE.reading DEPTH [--fen FEN] [--divide]");
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
