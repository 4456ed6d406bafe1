package org.rulebench.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.rulebench.readings.Readings;
import org.rulebench.readings.health.Damage;
import org.rulebench.readings.health.RepositoryHealth;

/**
 * The check every readings command makes before it reads or writes (RepositoryHealth): on the example workspace
 * (24 files, two commits), and on one whose HEAD holds 1,000 readings more, to show what it grows with.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = { "-Xms512m", "-Xmx512m" })
public class RepositoryHealthBenchmark {

	/** How many readings beside the examples. */
	@Param({ "0", "1000" })
	public int extra;

	private Path dir;
	private Readings readings;

	@Setup
	public void workspace() throws IOException {
		dir = Files.createTempDirectory("rulebench-health");
		readings = Readings.init().setDirectory(dir).setAuthor("Benchmark", "b@example.org").call();
		String qiliang = Files.readString(dir.resolve("pu-shuang/qiliang.reading"));
		for (int i = 0; i < extra; i++) {
			Path f = dir.resolve("more/" + (i / 100) + "/qiliang-" + i + ".reading");
			Files.createDirectories(f.getParent());
			Files.writeString(f, qiliang.replace("reading pushuang.qiliang ", "reading pushuang.qiliang" + i + " "));
		}
		Files.writeString(dir.resolve("pu-shuang/qiliang.reading"), qiliang + "\n// a note\n");
		readings.commit().setMessage("more readings").call();
	}

	@Benchmark
	public List<Damage> check() {
		return RepositoryHealth.of(readings.repository()).damage();
	}

	@TearDown
	public void remove() throws IOException {
		readings.close();
		try (Stream<Path> walk = Files.walk(dir)) {
			for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
				p.toFile().setWritable(true);
				Files.delete(p);
			}
		}
	}
}
