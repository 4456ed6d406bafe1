package org.rulebench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.rulebench.engine.simulation.Statistics;
import org.rulebench.engine.simulation.Summary;
import org.rulebench.readings.internal.Json;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.reflect.TypeToken;

/**
 * A sweep's results.jsonl read back: each line's statistics rebuilt exactly from the summary it holds, so that
 * `compare --results` (and anyone else) can use a sweep's figures without playing its games again.
 */
final class SweepResults {
	private SweepResults() {
	}

	/** One line: a combination and a pair of players. */
	record Row(String reading, String version, Map<String, String> alternatives, List<String> players, long seed, int games,
			String turnUnit, List<String> sides, Statistics statistics) {
	}

	/** The rows of a results file, or of the results.jsonl in a sweep's folder; a {@link Usage} if it is neither. */
	static List<Row> read(Path fileOrFolder) {
		Path file = Files.isDirectory(fileOrFolder) ? fileOrFolder.resolve(SweepRecord.RESULTS) : fileOrFolder;
		List<String> lines;
		try {
			lines = Files.readAllLines(file, StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new SweepRecord.SweepProblem(file + ": cannot be read (" + e.getMessage() + "); give a sweep's results.jsonl or its"
					+ " folder (a sweep still running writes it when every task is done)");
		}
		List<Row> rows = new ArrayList<>();
		for (int i = 0; i < lines.size(); i++) {
			if (lines.get(i).isBlank()) {
				continue;
			}
			try {
				JsonObject o = JsonParser.parseString(lines.get(i)).getAsJsonObject();
				Map<String, String> alternatives = Json.GSON.fromJson(o.get("alternatives"), new TypeToken<Map<String, String>>() {
				}.getType());
				List<String> players = Json.GSON.fromJson(o.get("players"), new TypeToken<List<String>>() {
				}.getType());
				Map<String, Object> summary = Json.GSON.fromJson(o.get("summary"), new TypeToken<Map<String, Object>>() {
				}.getType());
				long seed = o.get("seed").getAsLong();
				String reading = o.get("reading").getAsString();
				Statistics s = new Statistics(reading, players, seed, Summary.of(summary),
						o.getAsJsonObject("statistics").get("seconds").getAsDouble());
				// what the family calls its sides; a sweep written before it was recorded has the race's and grid's
				List<String> sides = o.has("sides") ? Json.GSON.fromJson(o.get("sides"), new TypeToken<List<String>>() {
				}.getType()) : List.of("first", "second");
				rows.add(new Row(reading, o.getAsJsonObject("version").get("sha256").getAsString(), alternatives, players, seed,
						o.get("games").getAsInt(), o.has("turn_unit") ? o.get("turn_unit").getAsString() : "turns", sides, s));
			} catch (RuntimeException e) {
				throw new SweepRecord.SweepProblem(file + ":" + (i + 1) + ":1: not a sweep's result (" + e.getMessage() + ")");
			}
		}
		if (rows.isEmpty()) {
			throw new SweepRecord.SweepProblem(file + ": no results in it");
		}
		return rows;
	}
}
