package org.rulebench.benchmarks;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Perft;

/**
 * Perft from the start on one thread, the last ply counted in bulk as Fairy-Stockfish counts it: xiangqi depth 5
 * (Fairy-Stockfish: 133,312,995 nodes in about 17.5 s of CPU on this kind of machine) and makruk depth 6
 * (142,078,049 in about 17 s). Each operation is a whole perft, checked against Fairy-Stockfish's count.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = { "-Xms1g", "-Xmx1g" })
public class GridPerftBenchmark {

	/** variant:depth:Fairy-Stockfish's count. */
	@Param({ "xiangqi:5:133312995", "makruk:6:142078049" })
	public String perft;

	private GridPosition position;
	private int depth;
	private long expected;

	@Setup
	public void setUp() {
		String[] p = perft.split(":");
		position = GridPosition.start(CompiledRules.of(GridPerft.variant(p[0])));
		depth = Integer.parseInt(p[1]);
		expected = Long.parseLong(p[2]);
	}

	@Benchmark
	public long perft() {
		long nodes = new Perft(position, depth).count(depth);
		if (nodes != expected) {
			throw new IllegalStateException(perft + ": counted " + nodes);
		}
		return nodes;
	}
}
