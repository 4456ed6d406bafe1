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
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.RuleSet;

/**
 * Random playouts: whole games between two uniformly random players, one game per operation, on every core
 * (JMH sums the threads' throughput). Each thread has its own play generator, as the simulator's workers do.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = { "-Xms1g", "-Xmx1g" })
@Threads(Threads.MAX)
public class PlayoutBenchmark {

	@Param({ "backgammon", "pushuang.ping", "pushuang.qiliang" })
	public String game;

	private RuleSet rules;
	private PlayGenerator generator;
	private final RandomPlayer first = new RandomPlayer();
	private final RandomPlayer second = new RandomPlayer();
	private long seed;

	@Setup
	public void setUp() {
		rules = ExampleGames.compile(game);
		generator = new PlayGenerator(rules);
		seed = Thread.currentThread().getId() << 32;
	}

	@Benchmark
	public int randomPlayout() {
		return new Game(rules, generator, first, second, seed++, false).playOut(10_000).turns();
	}
}
