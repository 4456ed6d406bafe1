package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.rulebench.engine.learning.TrainedPlayer;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;

/**
 * The sweep service as a user meets it: the first sweep starts it in the background (through ./rulebench, as the
 * launcher does), later sweeps run in it on the Spark it kept, and every one's figures are exactly `simulate`'s; its
 * status and stop; a service that dies during a sweep is said, and the same command resumes the sweep in a new one.
 */
@Tag("spark")
class SweepServiceTest {
	static final Path PING = SweepTest.PING;
	/** The launcher at the repository's root (target/rulebench.jar is built when these tests run). */
	static final Path LAUNCHER = Path.of(System.getProperty("rulebench.jar", "target/rulebench.jar")).toAbsolutePath().getParent()
			.resolve("../../../rulebench").normalize();

	@TempDir
	Path dir;

	final ByteArrayOutputStream out = new ByteArrayOutputStream();
	final ByteArrayOutputStream err = new ByteArrayOutputStream();

	@BeforeEach
	void ownServiceFolder() {
		System.setProperty("rulebench.service.dir", dir.resolve("service").toString());
		System.setProperty("rulebench.launcher", LAUNCHER.toString());
	}

	@AfterEach
	void stopService() {
		ServiceEntry e = ServiceEntry.read();
		ServiceCommand.ask("stop", new PrintStream(new ByteArrayOutputStream()), new PrintStream(new ByteArrayOutputStream()));
		long deadline = System.currentTimeMillis() + 60_000;
		while (e != null && e.alive() && System.currentTimeMillis() < deadline) {
			Thread.onSpinWait();
		}
		System.clearProperty("rulebench.service.dir");
		System.clearProperty("rulebench.launcher");
	}

	/** A command line as `rulebench` runs it, through the service. */
	int client(String... args) {
		out.reset();
		err.reset();
		return new ServiceClient(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
	}

	List<JsonElement> sweep(String... args) {
		List<String> all = new ArrayList<>(List.of("sweep"));
		all.addAll(List.of(args));
		all.addAll(List.of("--seed", "29", "--format", "json"));
		assertEquals(0, client(all.toArray(String[]::new)), err.toString());
		List<JsonElement> pairs = new ArrayList<>();
		JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("pairs").forEach(p -> pairs.add(SweepTest.timeless(p)));
		return pairs;
	}

	JsonElement simulate(Path reading, int games) {
		out.reset();
		err.reset();
		assertEquals(0, Main.run(new String[] { "simulate", reading.toString(), "--games", Integer.toString(games), "--seed", "29",
				"--format", "json" }, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
		return SweepTest.timeless(JsonParser.parseString(out.toString()));
	}

	String service(String what) {
		out.reset();
		err.reset();
		Main.run(new String[] { "service", what }, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
		return out.toString() + err;
	}

	@Test
	void theFirstSweepStartsTheServiceAndTheNextRunInItWithSimulatesFigures() throws IOException {
		assertTrue(ServiceClient.serves(new String[] { "sweep", "x.reading", "--master", "local[2]" }));
		assertFalse(ServiceClient.serves(new String[] { "sweep", "x.reading", "--no-service" }));
		assertFalse(ServiceClient.serves(new String[] { "sweep", "x.reading", "--master", "spark://host:7077" }));
		assertFalse(ServiceClient.serves(new String[] { "train", "x.reading" }), "training on this process's threads, no Spark");
		assertTrue(service("status").contains("none is running"), out.toString());

		JsonElement expected = simulate(PING, 600);
		Path a = dir.resolve("a");
		// the reading's path is relative: the service finds it from the client's folder, and the results say it as typed
		assertEquals(List.of(expected), sweep(PING.toString(), "--games", "600", "--block", "100", "--master", "local[2]", "--out", a.toString()));
		assertTrue(err.toString().contains("starting the sweep service"), err.toString());
		ServiceEntry first = ServiceEntry.read();
		assertNotNull(first, "the service's entry");
		assertEquals(PING.toString(), JsonParser.parseString(Files.readAllLines(a.resolve(SweepRecord.RESULTS)).get(0)).getAsJsonObject()
				.get("file").getAsString());

		assertEquals(List.of(expected), sweep(PING.toString(), "--games", "600", "--block", "250", "--master", "local[1]", "--out",
				dir.resolve("b").toString()));
		assertFalse(err.toString().contains("starting"), "the second sweep runs in the same service: " + err);
		assertEquals(first, ServiceEntry.read());
		String status = service("status");
		assertTrue(status.contains("running, pid " + first.pid()) && status.contains("2 commands served"), status);

		assertTrue(service("stop").contains("stopped"), out.toString());
		assertFalse(first.alive(), "the service's process ended");
		assertTrue(service("status").contains("none is running"), out.toString());
	}

	@Test
	void trainingOnThisMachinesSparkRunsInTheServiceAndWritesEachPlayerBesideTheReading() throws IOException {
		Path reading = Files.writeString(dir.resolve("small.reading"), TrainCommandTest.SMALL.replace("rule dice: 2 dice of 4 faces", """
				rule dice: one of {
					four: 2 dice of 4 faces
					five: 2 dice of 5 faces
				}"""));
		assertEquals(0, client("train", reading.toString(), "--games", "200", "--hidden", "6", "--master", "local[2]"), err.toString());
		assertTrue(err.toString().contains("starting the sweep service"), err.toString());
		assertTrue(out.toString().contains("(2 of 2)"), out.toString());
		for (String label : List.of("four", "five")) {
			String header = new String(Files.readAllBytes(TrainedPlayer.fileFor(reading, Map.of("dice", label))), StandardCharsets.ISO_8859_1)
					.split("parameters: ")[0];
			assertTrue(header.contains("games: 200\n") && header.contains("hidden: 6\n"), header);
		}
		assertEquals(0, client("train", reading.toString(), "--games", "100", "--master", "local[1]"), err.toString());
		assertFalse(err.toString().contains("starting"), "the same service: " + err);
		String header = new String(Files.readAllBytes(TrainedPlayer.fileFor(reading, Map.of("dice", "five"))), StandardCharsets.ISO_8859_1);
		assertTrue(header.contains("games: 300\n"), "trained on from the file beside the reading");
	}

	@Test
	void aServiceThatDiesIsSaidAndTheSameCommandResumesTheSweep() throws Exception {
		Path folder = dir.resolve("ping.sweep");
		String[] args = { "sweep", PING.toString(), "--games", "6000", "--block", "50", "--master", "local[1]", "--out", folder.toString(),
				"--seed", "29", "--format", "json" };
		CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> client(args));
		Path tasks = folder.resolve(SweepRecord.TASKS);
		long deadline = System.currentTimeMillis() + 180_000;
		while (!(Files.exists(tasks) && Files.readAllLines(tasks).size() >= 3) && System.currentTimeMillis() < deadline) {
			Thread.sleep(20);
		}
		ServiceEntry entry = ServiceEntry.read();
		assertNotNull(entry);
		ProcessHandle.of(entry.pid()).orElseThrow().destroyForcibly();
		assertEquals(Main.PROBLEMS, running.get(60, TimeUnit.SECONDS));
		assertTrue(err.toString().contains("the sweep service (pid " + entry.pid() + ") stopped before the command ended"), err.toString());
		assertTrue(err.toString().contains("the same command resumes the sweep"), err.toString());
		int kept = Files.readAllLines(tasks).size();
		assertTrue(kept >= 3 && kept < 240, kept + " of 240 tasks were recorded before it died");

		assertEquals(0, client(args), err.toString());
		assertTrue(err.toString().contains("is gone") && err.toString().contains("starting the sweep service"), err.toString());
		assertTrue(err.toString().contains("resuming the sweep in " + folder), err.toString());
		List<JsonElement> resumed = new ArrayList<>();
		JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("pairs").forEach(p -> resumed.add(SweepTest.timeless(p)));
		assertEquals(List.of(simulate(PING, 6000)), resumed);
	}
}
