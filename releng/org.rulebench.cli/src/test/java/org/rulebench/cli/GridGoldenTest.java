package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Every grid reading of dsl-examples plays as it did before the grid engine learnt hands, drops, passing, bans and
 * several royal pieces (issue 26): the same perft, and the same seeded games with the random and the search players,
 * every combination of alternatives (src/test/resources/org/rulebench/cli/grid-golden.json, recorded with main at
 * a772e66). A reading whose text changed since is recorded again, on purpose, by running this test with
 * {@code -Drulebench.golden.record=true} (its failure says so); an unchanged reading must give identical results.
 */
class GridGoldenTest {
	private static final Path GOLDEN = Path.of("src/test/resources/org/rulebench/cli/grid-golden.json");
	private static final String RECORD = "rulebench.golden.record";

	@Test
	void everyGridReadingPlaysAsRecorded() throws IOException {
		JsonObject golden = JsonParser.parseString(Files.readString(GOLDEN)).getAsJsonObject();
		long seed = golden.get("seed").getAsLong();
		boolean record = Boolean.getBoolean(RECORD);
		List<String> changed = new ArrayList<>();
		for (Map.Entry<String, JsonElement> e : golden.getAsJsonObject("readings").entrySet()) {
			Path file = ExamplesTest.examples().resolve(e.getKey());
			JsonObject expected = e.getValue().getAsJsonObject();
			JsonObject actual = measure(file, expected, seed);
			if (!actual.get("sha256").equals(expected.get("sha256"))) {
				changed.add(e.getKey());
				if (record) {
					e.setValue(actual);
				}
				continue;
			}
			assertEquals(expected.get("perft"), actual.get("perft"), e.getKey() + ": perft");
			JsonArray want = expected.getAsJsonArray("simulate");
			JsonArray got = actual.getAsJsonArray("simulate");
			for (int i = 0; i < want.size(); i++) {
				JsonObject w = want.get(i).getAsJsonObject();
				JsonArray wantRows = w.getAsJsonArray("rows");
				JsonArray gotRows = got.get(i).getAsJsonObject().getAsJsonArray("rows");
				for (int r = 0; r < wantRows.size(); r++) {
					assertEquals(wantRows.get(r), gotRows.get(r), e.getKey() + ", " + w.get("players").getAsString() + ", row " + r);
				}
				assertEquals(wantRows.size(), gotRows.size(), e.getKey() + ": combinations");
			}
		}
		if (record && !changed.isEmpty()) {
			Files.writeString(GOLDEN, new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(golden) + "\n");
			return;
		}
		assertTrue(changed.isEmpty(), "readings changed since their results were recorded: " + changed + "; if the change is meant,"
				+ " record them again: ./mvnw -B verify -pl releng/org.rulebench.cli -am -Dtest=GridGoldenTest"
				+ " -Dsurefire.failIfNoSpecifiedTests=false -D" + RECORD + "=true");
	}

	/** The reading's hash, perft and seeded results for the cases of its golden entry. */
	private static JsonObject measure(Path file, JsonObject cases, long seed) throws IOException {
		JsonObject out = new JsonObject();
		out.addProperty("sha256", sha256(Files.readAllBytes(file)));
		JsonObject perft = new JsonObject();
		for (String depth : cases.getAsJsonObject("perft").keySet()) {
			String text = Cli.expect(0, "perft", file.toString(), "--depth", depth).out().strip();
			perft.addProperty(depth, Long.parseLong(text.substring(text.lastIndexOf(' ') + 1)));
		}
		out.add("perft", perft);
		JsonArray simulate = new JsonArray();
		for (JsonElement c : cases.getAsJsonArray("simulate")) {
			JsonObject s = c.getAsJsonObject();
			JsonObject result = JsonParser.parseString(Cli.expect(0, "simulate", file.toString(), "--games", s.get("games").getAsString(),
					"--seed",
					Long.toString(seed), "--players", s.get("players").getAsString(), "--turn-cap", s.get("turnCap").getAsString(),
					"--threads", "2", "--format", "json").out()).getAsJsonObject();
			JsonObject row = new JsonObject();
			row.add("players", s.get("players"));
			row.add("games", s.get("games"));
			row.add("turnCap", s.get("turnCap"));
			row.add("rows", rows(result));
			simulate.add(row);
		}
		out.add("simulate", simulate);
		return out;
	}

	/** Per combination, what its seeded games came to: ends, wins, plies, events (no timings). */
	private static JsonArray rows(JsonObject result) {
		JsonArray rows = new JsonArray();
		for (JsonElement e : result.getAsJsonArray("rows")) {
			JsonObject r = e.getAsJsonObject();
			JsonObject row = new JsonObject();
			row.add("alternatives", r.get("alternatives"));
			row.add("games", r.get("games"));
			row.add("finished", r.get("finished"));
			row.add("draws", r.get("draws"));
			JsonArray wins = new JsonArray();
			wins.add(r.getAsJsonObject("wins").getAsJsonObject("first").get("count"));
			wins.add(r.getAsJsonObject("wins").getAsJsonObject("second").get("count"));
			row.add("wins", wins);
			row.add("win_kinds", r.get("win_kinds"));
			JsonObject t = r.getAsJsonObject("turns");
			JsonArray turns = new JsonArray();
			turns.add(t.get("mean"));
			turns.add(t.get("median"));
			turns.add(t.get("max"));
			row.add("turns", turns);
			JsonObject events = new JsonObject();
			for (Map.Entry<String, JsonElement> ev : r.getAsJsonObject("events").entrySet()) {
				JsonArray sides = new JsonArray();
				sides.add(ev.getValue().getAsJsonObject().get("first"));
				sides.add(ev.getValue().getAsJsonObject().get("second"));
				events.add(ev.getKey(), sides);
			}
			row.add("events", events);
			rows.add(row);
		}
		return rows;
	}

	private static String sha256(byte[] bytes) {
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}
}
