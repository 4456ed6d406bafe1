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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.engine.grid.play.CompiledRules;

/**
 * Random playouts of grid games: whole games between two uniformly random players under every end rule of the
 * variant (checkmate, stalemate, repetition, makruk's counting), capped at 2,000 plies, one game per operation, on
 * every core (JMH sums the threads' throughput).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = { "-Xms1g", "-Xmx1g" })
@Threads(Threads.MAX)
public class GridPlayoutBenchmark {

	@Param({ "xiangqi", "makruk", "dark-xiangqi" })
	public String variant;

	private CompiledRules rules;
	private final RandomGridPlayer first = new RandomGridPlayer();
	private final RandomGridPlayer second = new RandomGridPlayer();
	private long seed;

	@Setup
	public void setUp() {
		rules = CompiledRules.of(GridPerft.variant(variant));
		seed = Thread.currentThread().getId() << 32;
	}

	@Benchmark
	public int randomPlayout() {
		return new GridGame(rules, first, second, seed++, false).playOut(2000).plies();
	}
}
