package org.rulebench.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.readings.internal.Json;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.reflect.TypeToken;

/**
 * A sweep's folder: {@code sweep.json} (what is swept: the reading's version, seed, games, blocks, players,
 * combinations; and the command), {@code tasks.jsonl} (one line per finished task, written as it finishes, with the
 * summary of its games) and, once every task is done, {@code results.jsonl} (one line per combination and pair of
 * players). A sweep started again with the same folder and the same settings skips the tasks it finds; other
 * settings are refused rather than mixed in.
 */
final class SweepRecord implements AutoCloseable {
	static final String SWEEP = "sweep.json";
	static final String TASKS = "tasks.jsonl";
	static final String RESULTS = "results.jsonl";

	private final Path dir;
	private final Map<String, JsonObject> finished;
	private final BufferedWriter tasks;

	private SweepRecord(Path dir, Map<String, JsonObject> finished, BufferedWriter tasks) {
		this.dir = dir;
		this.finished = finished;
		this.tasks = tasks;
	}

	/**
	 * Opens or starts the record of a sweep in {@code dir}: {@code identity} is what makes two runs the same sweep;
	 * a {@link Problem} if the folder holds another sweep or cannot be written.
	 */
	static SweepRecord open(Path dir, Map<String, Object> identity, String command) throws SweepProblem {
		try {
			Files.createDirectories(dir);
			Path sweep = dir.resolve(SWEEP);
			JsonElement wanted = JsonParser.parseString(Json.line(identity));
			Map<String, JsonObject> finished = new LinkedHashMap<>();
			if (Files.exists(sweep)) {
				JsonElement found;
				try {
					found = JsonParser.parseString(Files.readString(sweep)).getAsJsonObject().get("identity");
				} catch (JsonParseException | IllegalStateException e) {
					throw new SweepProblem(sweep + ": not a sweep's record (" + e.getMessage() + "); give another --out or remove it");
				}
				if (!wanted.equals(found)) {
					throw new SweepProblem(dir + " holds another sweep (" + differences(found, wanted)
							+ "); give another --out, or remove the folder to start this sweep there");
				}
				finished = readTasks(dir.resolve(TASKS));
				rewrite(dir.resolve(TASKS), finished.values());
			} else {
				Map<String, Object> head = new LinkedHashMap<>();
				head.put("identity", identity);
				head.put("command", command);
				writeAtomically(sweep, Json.write(head) + "\n");
				Files.deleteIfExists(dir.resolve(TASKS));
			}
			Files.deleteIfExists(dir.resolve(RESULTS));
			BufferedWriter w = Files.newBufferedWriter(dir.resolve(TASKS), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
					StandardOpenOption.APPEND);
			return new SweepRecord(dir, finished, w);
		} catch (IOException e) {
			throw new SweepProblem(dir + ": cannot be written: " + e.getMessage());
		}
	}

	private static String differences(JsonElement found, JsonElement wanted) {
		if (found == null || !found.isJsonObject()) {
			return "no settings recorded";
		}
		List<String> keys = new ArrayList<>();
		for (String k : wanted.getAsJsonObject().keySet()) {
			if (!wanted.getAsJsonObject().get(k).equals(found.getAsJsonObject().get(k))) {
				keys.add(k.equals("version") ? "the reading changed" : "another " + k.replace('_', ' '));
			}
		}
		return keys.isEmpty() ? "other settings" : String.join(", ", keys);
	}

	/** The finished tasks' lines; a line cut short (the run was stopped while writing it) is left out. */
	private static Map<String, JsonObject> readTasks(Path file) throws IOException {
		Map<String, JsonObject> m = new LinkedHashMap<>();
		if (!Files.exists(file)) {
			return m;
		}
		for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
			try {
				JsonObject o = JsonParser.parseString(line).getAsJsonObject();
				m.put(o.get("key").getAsString(), o);
			} catch (RuntimeException e) {
				// a line cut short: its task is played again
			}
		}
		return m;
	}

	private static void rewrite(Path file, Iterable<JsonObject> lines) throws IOException {
		StringBuilder b = new StringBuilder();
		for (JsonObject o : lines) {
			b.append(o).append('\n');
		}
		writeAtomically(file, b.toString());
	}

	static void writeAtomically(Path file, String text) throws IOException {
		Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
		Files.writeString(tmp, text, StandardCharsets.UTF_8);
		try {
			Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		} catch (AtomicMoveNotSupportedException e) {
			Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
		}
	}

	boolean done(SweepTask task) {
		return finished.containsKey(task.key());
	}

	int finishedCount() {
		return finished.size();
	}

	/** The summary data of a finished task. */
	Map<String, Object> summary(SweepTask task) {
		return Json.GSON.fromJson(finished.get(task.key()).get("summary"), new TypeToken<Map<String, Object>>() {
		}.getType());
	}

	double seconds(SweepTask task) {
		JsonElement s = finished.get(task.key()).get("seconds");
		return s == null || s.isJsonNull() ? 0 : s.getAsDouble();
	}

	/** Records a task as it finishes: its line is on disk before the next task is told. */
	synchronized void add(SweepTask task, String result) {
		JsonObject r = JsonParser.parseString(result).getAsJsonObject();
		JsonObject line = JsonParser.parseString(Json.line(task.json())).getAsJsonObject();
		line.addProperty("key", task.key());
		line.add("seconds", r.get("seconds"));
		line.add("summary", r.get("summary"));
		try {
			tasks.write(line.toString());
			tasks.write('\n');
			tasks.flush();
		} catch (IOException e) {
			throw new UncheckedIOException(dir.resolve(TASKS) + ": cannot be written: " + e.getMessage(), e);
		}
		finished.put(task.key(), line);
	}

	/** The results, one line per row, written whole. */
	void results(List<Map<String, Object>> rows) throws IOException {
		StringBuilder b = new StringBuilder();
		for (Map<String, Object> r : rows) {
			b.append(Json.line(r)).append('\n');
		}
		writeAtomically(dir.resolve(RESULTS), b.toString());
	}

	@Override
	public void close() throws IOException {
		tasks.close();
	}

	/** A sweep's folder that cannot be used: the message says why and what to do. */
	static final class SweepProblem extends RuntimeException {
		private static final long serialVersionUID = 1L;

		SweepProblem(String message) {
			super(message);
		}
	}
}
