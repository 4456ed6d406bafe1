package org.rulebench.engine.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.ToNumberPolicy;

import org.rulebench.engine.position.Position;
import org.rulebench.engine.position.Track;
import org.rulebench.engine.rules.RuleSet;

/** The ground truth in {@code ../shared/oracles}: GNU Backgammon's legal plays, as records and positions. */
public final class Oracles {
	/** Objects as maps, arrays as lists, whole numbers as Long and others as Double. */
	private static final Gson GSON = new GsonBuilder().setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE).create();

	private Oracles() {
	}

	/** The oracle folder: the system property {@code rulebench.oracles}, else {@code ../shared/oracles} upward. */
	public static Path folder() {
		String configured = System.getProperty("rulebench.oracles");
		if (configured != null && Files.isDirectory(Path.of(configured))) {
			return Path.of(configured);
		}
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			Path candidate = p.resolve("shared/oracles");
			if (Files.isDirectory(candidate)) {
				return candidate;
			}
		}
		throw new IllegalStateException("oracle folder not found: set -Drulebench.oracles to shared/oracles");
	}

	@SuppressWarnings("unchecked")
	public static List<Map<String, Object>> backgammonMoves() {
		try {
			List<Map<String, Object>> cases = new ArrayList<>();
			for (String line : Files.readAllLines(folder().resolve("backgammon-moves-public.jsonl"))) {
				if (!line.isBlank()) {
					cases.add(GSON.fromJson(line, Map.class));
				}
			}
			return cases;
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	@SuppressWarnings("unchecked")
	public static Map<String, Object> openingCounts() {
		try {
			return GSON.fromJson(Files.readString(folder().resolve("backgammon-opening-counts.json")), Map.class);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** Fairy-Stockfish's perft records of a variant ({@code xiangqi}, {@code makruk}): FEN, counts by depth, divide. */
	@SuppressWarnings("unchecked")
	public static List<Map<String, Object>> perft(String variant) {
		try {
			List<Map<String, Object>> cases = new ArrayList<>();
			for (String line : Files.readAllLines(folder().resolve(variant + "-perft-public.jsonl"))) {
				if (!line.isBlank()) {
					cases.add(GSON.fromJson(line, Map.class));
				}
			}
			return cases;
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** A position from an oracle position object ({@code sides}: per side off, points 1..24, bar). */
	@SuppressWarnings("unchecked")
	public static Position position(RuleSet rules, Map<String, Object> json, int sideToMove) {
		List<List<Object>> sides = (List<List<Object>>) json.get("sides");
		Position p = Position.empty(rules, sideToMove);
		for (int side = 0; side < 2; side++) {
			List<Object> s = sides.get(side);
			p.place(side, Track.OFF, ((Number) s.get(0)).intValue());
			for (int i = 1; i <= 24; i++) {
				p.place(side, i, ((Number) s.get(i)).intValue());
			}
			p.place(side, p.bar(), ((Number) s.get(25)).intValue());
		}
		return p;
	}

	/** The position as the oracle writes it: both sides' 26 counts. */
	public static String sides(Position p) {
		StringBuilder b = new StringBuilder();
		for (int side = 0; side < 2; side++) {
			b.append('[').append(p.borneOff(side));
			for (int i = 1; i <= 24; i++) {
				b.append(',').append(p.count(side, i));
			}
			b.append(',').append(p.onBar(side)).append(']');
		}
		return b.toString();
	}

	@SuppressWarnings("unchecked")
	public static int[] dice(Map<String, Object> record) {
		return ((List<Object>) record.get("dice")).stream().mapToInt(o -> ((Number) o).intValue()).toArray();
	}
}
