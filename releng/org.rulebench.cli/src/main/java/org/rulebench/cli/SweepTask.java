package org.rulebench.cli;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One task of a sweep: games {@code from} to {@code to - 1} of one combination of alternatives (its index among the
 * compiled reading's and its labels) between one pair of players. Its result is a pure function of the task, the
 * reading and the seed, so a task played again (retried, or resumed) gives the same summary.
 */
record SweepTask(int combination, LinkedHashMap<String, String> labels, String first, String second, int from, int to)
		implements Serializable {

	/** Every task of a sweep: combinations, then pairs, then blocks of at most {@code block} games. */
	static List<SweepTask> plan(Compiled compiled, List<SidePlayers> pairs, int games, int block) {
		List<SweepTask> tasks = new ArrayList<>();
		for (int c = 0; c < compiled.choices().size(); c++) {
			LinkedHashMap<String, String> labels = new LinkedHashMap<>(compiled.choices().get(c).labels());
			for (SidePlayers pair : pairs) {
				for (int from = 0; from < games; from += block) {
					tasks.add(new SweepTask(c, labels, pair.first(), pair.second(), from, Math.min(games, from + block)));
				}
			}
		}
		return tasks;
	}

	/** What names the task in a sweep's record: the combination, the players and the block. */
	String key() {
		return labels + " " + first + "," + second + " " + from + "-" + to;
	}

	/** The combination and the players, whose blocks merge into one row of results. */
	String row() {
		return labels + " " + first + "," + second;
	}

	Map<String, Object> json() {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("alternatives", labels);
		m.put("players", List.of(first, second));
		m.put("from", from);
		m.put("to", to);
		return m;
	}

	/** Refuses a reading compiled elsewhere whose combination at this index is another (it never should be). */
	void check(Compiled compiled) {
		if (combination >= compiled.choices().size() || !compiled.choices().get(combination).labels().equals(labels)) {
			throw new IllegalStateException("the reading compiled on this executor has other combinations of alternatives than the"
					+ " command line's: " + compiled.choices());
		}
	}
}
