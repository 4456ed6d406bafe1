package org.rulebench.benchmarks;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.rules.GridRules;

/**
 * Maka Dai Dai Shogi (seed 002): random games capped at {@value #PLY_CAP} plies on every core (random play seldom
 * takes all three of 玉将, 自在王 and 王子 sooner), and the rules compiled into move tables, 19 × 19 and 74 kinds, as
 * dsl-examples/maka-dai-dai/maka-dai-dai.reading states them (first alternatives).
 */
@State(Scope.Thread)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = { "-Xms1g", "-Xmx1g" })
public class MakaDaiDaiBenchmark {
	/** The declared ply cap of the playouts. */
	public static final int PLY_CAP = 300;

	private GridRules reading;
	private CompiledRules rules;
	private final RandomGridPlayer first = new RandomGridPlayer();
	private final RandomGridPlayer second = new RandomGridPlayer();
	private long seed;
	private int names;

	@Setup
	public void setUp() {
		reading = ExampleGames.grid("maka.oecu");
		rules = CompiledRules.of(reading);
		seed = Thread.currentThread().getId() << 32;
	}

	@Benchmark
	@BenchmarkMode(Mode.Throughput)
	@OutputTimeUnit(TimeUnit.SECONDS)
	@Threads(Threads.MAX)
	public int randomPlayout() {
		return new GridGame(rules, first, second, seed++, false).playOut(PLY_CAP).plies();
	}

	/** The rules compiled into move tables afresh, nothing taken from a cache. */
	@Benchmark
	@BenchmarkMode(Mode.AverageTime)
	@OutputTimeUnit(TimeUnit.MILLISECONDS)
	@Threads(1)
	public CompiledRules compile() {
		return CompiledRules.afresh(reading);
	}

	/**
	 * A fresh rule set each time (a new name) whose pieces move as before: what one more combination of a reading costs
	 * when its alternatives change no move (promotions, the ends), its move tables shared.
	 */
	@Benchmark
	@BenchmarkMode(Mode.AverageTime)
	@OutputTimeUnit(TimeUnit.MILLISECONDS)
	@Threads(1)
	public CompiledRules compileAnotherCombination() {
		return CompiledRules.of(reading.withName("maka " + names++));
	}
}
