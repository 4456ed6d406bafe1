package org.rulebench.simulator.ui.cluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.IProgressMonitor;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.engine.simulation.Summary;
import org.rulebench.simulator.ui.CompiledReading;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.reflect.TypeToken;

/**
 * A simulation played on an Apache Spark master: the command line's `rulebench sweep` of the saved reading, with the
 * same seed, games, turn cap and players as the workbench's own simulation, so the figures are the same; each
 * combination's statistics are rebuilt from the exact summary the sweep writes in its results. The sweep's folder is
 * kept per reading and settings under the workbench's state, so a simulation cancelled (or a workbench closed) goes
 * on where it stopped the next time.
 */
public final class ClusterSimulation {
	private final CompiledReading reading;
	private final Path jar;
	private final String master;
	private final Path folders;

	/**
	 * @param folders where sweeps' folders are kept (the plug-in's state location)
	 */
	public ClusterSimulation(CompiledReading reading, Path jar, String master, Path folders) {
		this.reading = reading;
		this.jar = jar;
		this.master = master;
		this.folders = folders;
	}

	/** Why a simulation on the cluster did not give its statistics: what the command line said. */
	public static final class Failed extends Exception {
		private static final long serialVersionUID = 1L;

		Failed(String message) {
			super(message);
		}
	}

	/**
	 * Plays N games of every combination with {@code players} on both sides; the statistics in the order of the
	 * reading's combinations. The monitor is told games as tasks finish; cancelling it stops the sweep.
	 */
	public List<Statistics> call(int games, String players, long seed, int turnCap, IProgressMonitor monitor) throws Failed {
		if (!Files.isRegularFile(jar)) {
			throw new Failed("the command line " + (jar.toString().isEmpty() ? "(none named)" : jar) + " is missing: build it (./mvnw -B"
					+ " verify) or name its rulebench.jar in Window > Preferences > Rulebench > Cluster");
		}
		Path file = reading.file().getLocation().toFile().toPath();
		int block = Math.max(50, (games + 7) / 8);
		Path folder;
		try {
			folder = folders.resolve(folderName(file, games, players, seed, turnCap, block));
			Files.createDirectories(folder);
		} catch (IOException e) {
			throw new Failed(folders + ": cannot be written: " + e.getMessage());
		}
		List<String> command = new ArrayList<>(List.of(java(), "-XX:+UseSerialGC"));
		if (Runtime.version().feature() >= 23) {
			// Spark reads memory through sun.misc.Unsafe, which Java 24+ warns about unless allowed
			command.add("--sun-misc-unsafe-memory-access=allow");
		}
		command.addAll(List.of("-jar", jar.toString(), "sweep", file.toString(), "--games", Integer.toString(games), "--seed",
				Long.toString(seed), "--players", players + "," + players, "--turn-cap", Integer.toString(turnCap), "--block",
				Integer.toString(block), "--master", master, "--out", folder.toString(), "--format", "json"));
		Path said = folder.resolve("sweep.err");
		Process process;
		try {
			process = new ProcessBuilder(command).redirectOutput(folder.resolve("sweep.out").toFile()).redirectError(said.toFile()).start();
		} catch (IOException e) {
			throw new Failed("cannot run the command line (" + String.join(" ", command) + "): " + e.getMessage());
		}
		int tasks = reading.choices().size() * ((games + block - 1) / block);
		watch(process, folder.resolve("tasks.jsonl"), tasks, (long) games * reading.choices().size(), monitor);
		if (process.exitValue() != 0) {
			throw new Failed("the sweep on " + master + " failed: " + lastWords(said));
		}
		return statistics(folder.resolve("results.jsonl"), players, seed);
	}

	/** Waits for the sweep, telling the monitor the games of the tasks done; a cancel ends the process and its own. */
	private static void watch(Process process, Path tasks, int total, long games, IProgressMonitor monitor) {
		long told = 0;
		try {
			while (!process.waitFor(300, TimeUnit.MILLISECONDS)) {
				if (monitor.isCanceled()) {
					process.descendants().forEach(ProcessHandle::destroy);
					process.destroy();
					process.waitFor(10, TimeUnit.SECONDS);
					throw new CancellationException("the sweep was cancelled; its finished tasks are kept");
				}
				long now = games * lines(tasks) / total;
				if (now > told) {
					monitor.worked((int) Math.min(Integer.MAX_VALUE, now - told));
					told = now;
				}
			}
		} catch (InterruptedException e) {
			process.destroy();
			Thread.currentThread().interrupt();
			throw new CancellationException("interrupted");
		}
	}

	private static long lines(Path file) {
		try {
			return Files.exists(file) ? Files.readAllLines(file, StandardCharsets.UTF_8).size() : 0;
		} catch (IOException e) {
			return 0;
		}
	}

	/** The statistics rebuilt from the results' summaries, in the order of the reading's combinations. */
	private List<Statistics> statistics(Path results, String players, long seed) throws Failed {
		Statistics[] rows = new Statistics[reading.choices().size()];
		try {
			for (String line : Files.readAllLines(results, StandardCharsets.UTF_8)) {
				JsonObject row = JsonParser.parseString(line).getAsJsonObject();
				Map<String, String> labels = new Gson().fromJson(row.get("alternatives"), new TypeToken<Map<String, String>>() {
				}.getType());
				int i = 0;
				while (i < rows.length && !reading.choices().get(i).labels().equals(labels)) {
					i++;
				}
				if (i == rows.length) {
					throw new Failed(results + ": a combination this reading does not have: " + labels);
				}
				Map<String, Object> summary = new Gson().fromJson(row.get("summary"), new TypeToken<Map<String, Object>>() {
				}.getType());
				double seconds = row.getAsJsonObject("statistics").get("seconds").getAsDouble();
				rows[i] = new Statistics(reading.variants().get(i), List.of(players, players), seed,
						Summary.of(reading.variants().get(i), summary), seconds);
			}
		} catch (IOException | RuntimeException e) {
			throw new Failed(results + ": cannot be read: " + e.getMessage());
		}
		if (Arrays.asList(rows).contains(null)) {
			throw new Failed(results + ": a combination is missing");
		}
		return List.of(rows);
	}

	/** The last lines the command line said, without the JVM's warnings. */
	private static String lastWords(Path said) {
		try {
			List<String> lines = Files.readAllLines(said, StandardCharsets.UTF_8).stream()
					.filter(l -> !l.startsWith("WARNING:") && !l.isBlank()).toList();
			return String.join("\n", lines.subList(Math.max(0, lines.size() - 4), lines.size())).replace("rulebench: ", "");
		} catch (IOException e) {
			return "(nothing said)";
		}
	}

	/** A folder per reading's content and settings: the same simulation again resumes it, another gets its own. */
	private String folderName(Path file, int games, String players, long seed, int turnCap, int block) throws IOException {
		try {
			MessageDigest d = MessageDigest.getInstance("SHA-256");
			d.update(file.toString().getBytes(StandardCharsets.UTF_8));
			d.update(Files.readAllBytes(file));
			d.update(List.of(games, players, seed, turnCap, block, master).toString().getBytes(StandardCharsets.UTF_8));
			String name = file.getFileName().toString().replaceFirst("\\.reading$", "");
			return name + "-" + HexFormat.of().formatHex(d.digest()).substring(0, 16);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

	/** The workbench's own Java (21 or newer, as the command line needs). */
	private static String java() {
		return ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
	}
}
