package org.rulebench.benchmarks;

import java.util.ArrayList;
import java.util.List;
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
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;

/**
 * Legal-play generation on one thread: every distinct result of a roll, over a fixed sample of positions and rolls
 * met in random games (from the opening to the bear-off). One operation is one position.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = { "-Xms1g", "-Xmx1g" })
public class LegalPlaysBenchmark {

	@Param({ "backgammon", "pushuang.ping", "pushuang.qiliang" })
	public String game;

	private PlayGenerator generator;
	private Position[] positions;
	private int[][] rolls;
	private int next;

	@Setup
	public void setUp() {
		RuleSet rules = ExampleGames.compile(game);
		generator = new PlayGenerator(rules);
		List<Position> sample = new ArrayList<>();
		for (int g = 0; sample.size() < 10_000; g++) {
			Game game = new Game(rules, generator, new RandomPlayer(), new RandomPlayer(), g, true);
			game.playOut(10_000);
			for (Game.Turn t : game.turns()) {
				Position p = t.after().copy();
				p.setSideToMove(1 - t.side());
				sample.add(p);
			}
		}
		positions = sample.toArray(Position[]::new);
		Rng rng = new Rng(2026);
		rolls = new int[positions.length][];
		for (int i = 0; i < rolls.length; i++) {
			rolls[i] = new int[rules.dice().count()];
			for (int d = 0; d < rolls[i].length; d++) {
				rolls[i][d] = rng.die(rules.dice().faces());
			}
		}
	}

	@Benchmark
	public int legalPlays() {
		int i = next++ % positions.length;
		return generator.generate(positions[i], rolls[i]).size();
	}
}
