package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;

/**
 * A standalone Spark cluster on this machine, started from the jars beside the built command line
 * (releng/org.rulebench.cli/spark-cluster.sh: a master and two workers of one core each): a sweep sent to it, with
 * the built rulebench.jar shipped to its executors, gives `simulate`'s figures, and both workers play.
 */
@Tag("spark")
class StandaloneClusterTest {
	static final Path SCRIPT = Path.of("spark-cluster.sh").toAbsolutePath();

	@TempDir
	static Path cluster;
	static String master;

	@BeforeAll
	static void start() throws IOException, InterruptedException {
		int port;
		try (ServerSocket s = new ServerSocket(0)) {
			port = s.getLocalPort();
		}
		Process p = new ProcessBuilder("bash", SCRIPT.toString(), "start", "--workers", "2", "--cores", "1", "--memory", "768m", "--port",
				Integer.toString(port), "--dir", cluster.toString()).redirectErrorStream(true).start();
		assertTrue(p.waitFor(180, TimeUnit.SECONDS), "the cluster starts");
		String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertEquals(0, p.exitValue(), said);
		master = said.strip();
		assertEquals("spark://127.0.0.1:" + port, master);
		// the driver (this JVM) where the executors of this machine reach it; executors that fit the workers
		System.setProperty("spark.driver.host", "127.0.0.1");
		System.setProperty("spark.driver.bindAddress", "127.0.0.1");
		System.setProperty("spark.executor.memory", "512m");
	}

	@AfterAll
	static void stop() throws IOException, InterruptedException {
		System.clearProperty("spark.driver.host");
		System.clearProperty("spark.driver.bindAddress");
		System.clearProperty("spark.executor.memory");
		new ProcessBuilder("bash", SCRIPT.toString(), "stop", "--dir", cluster.toString()).inheritIO().start().waitFor(60, TimeUnit.SECONDS);
	}

	@Test
	@Timeout(value = 15, unit = TimeUnit.MINUTES)
	void aSweepOnTheClusterIsSimulates() throws IOException {
		SweepTest t = new SweepTest();
		Path reading = SweepTest.EXAMPLES.resolve("backgammon/backgammon.reading");
		JsonElement simulated = t.simulate(reading, "random,greedy", 240);
		List<JsonElement> swept = t.sweep(reading.toString(), "--games", "240", "--players", "random,greedy", "--block", "30", "--master", master,
				"--out", cluster.resolve("backgammon.sweep").toString());
		assertEquals(List.of(simulated), swept);
		for (String worker : List.of("worker-1", "worker-2")) {
			try (Stream<Path> apps = Files.list(cluster.resolve(worker))) {
				assertTrue(apps.anyMatch(a -> a.getFileName().toString().startsWith("app-")), worker + " ran an executor of the sweep");
			}
		}
	}
}
