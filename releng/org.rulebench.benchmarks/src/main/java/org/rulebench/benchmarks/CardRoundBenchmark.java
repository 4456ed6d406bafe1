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
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.game.Table;

/**
 * Pok Deng (docs/pok-deng.md), as the example readings state it ({@link CardCpuTime#rules}): simulated rounds per
 * second on every core, as the simulator plays them (random policies, a round a game), and the exact enumeration of
 * every deal of the deck, one edge per operation.
 */
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = { "-Xms1g", "-Xmx1g" })
public class CardRoundBenchmark {

	/**
	 * The banker's drawing rule: as a player must, at will, or on 0 to 3 whatever its deng (a rule of the open language);
	 * IN_PARTS: as a player must, the hands as conditions ({@link CardCpuTime#rules}).
	 */
	@Param({ "AS_A_PLAYER", "CHOICE", "ZERO_TO_THREE", "IN_PARTS" })
	public String banker;

	private CardVariant variant;
	private Table table;
	private Enumeration enumeration;
	private long seed;

	@Setup
	public void setUp() {
		variant = new CardVariant(CardCpuTime.rules(banker));
		table = variant.seat("random", "random");
		enumeration = variant.enumeration();
		seed = Thread.currentThread().getId() << 32;
	}

	@Benchmark
	@BenchmarkMode(Mode.Throughput)
	@OutputTimeUnit(TimeUnit.SECONDS)
	@Warmup(iterations = 3, time = 2)
	@Measurement(iterations = 5, time = 2)
	@Threads(Threads.MAX)
	public int round() {
		return table.play(seed++, 10).points();
	}

	@Benchmark
	@BenchmarkMode(Mode.AverageTime)
	@OutputTimeUnit(TimeUnit.MILLISECONDS)
	@Warmup(iterations = 2, time = 5)
	@Measurement(iterations = 3, time = 10)
	public double exactEdge() {
		return enumeration.edge(DrawPolicy.RANDOM, DrawPolicy.RANDOM).value();
	}
}
