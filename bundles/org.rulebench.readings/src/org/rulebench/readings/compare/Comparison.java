package org.rulebench.readings.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.rulebench.engine.simulation.Statistics;
import org.rulebench.readings.internal.Json;
import org.rulebench.readings.internal.TextTable;

/**
 * Two readings simulated on the same seeds with the same players, and every measure side by side with the test
 * of its difference.
 *
 * @param old      the old reading: "NAME (WHERE) [alternatives]"
 * @param now      the new reading, the same way
 * @param games    games played by each
 * @param seed     the seed both used
 * @param players  the players of the first and the second side
 * @param before   the old reading's statistics
 * @param after    the new reading's statistics
 * @param measures every measure, the significant ones marked
 * @param turnUnit what a game's length is counted in, in the readings' family ("turns", "plies")
 * @param sides    what the family calls its two sides ("first", "second"; "player", "banker")
 */
public record Comparison(String old, String now, int games, long seed, List<String> players, Statistics before,
		Statistics after, List<Measure> measures, String turnUnit, List<String> sides) {

	public Comparison {
		measures = List.copyOf(measures);
		players = List.copyOf(players);
		sides = List.copyOf(sides);
	}

	public Measure measure(String name) {
		return measures.stream().filter(m -> m.name().equals(name)).findFirst().orElse(null);
	}

	/** The measures whose difference is significant at 5%. */
	public List<Measure> significant() {
		return measures.stream().filter(Measure::significant).toList();
	}

	public String table() {
		StringBuilder b = new StringBuilder();
		b.append("old: ").append(old).append('\n').append("new: ").append(now).append('\n');
		boolean apart = measures.stream().anyMatch(m -> m.test().equals(Significance.TWO_PROPORTIONS) || m.test().equals(Significance.WELCH));
		b.append(String.format(Locale.ROOT, "%,d games each, seed %d, %s (first side) against %s (second side)%s%n%n", games, seed,
				players.get(0), players.get(1), apart ? ", played apart" : ": the same dice for both as long as their games agree"));
		// played apart, a measure is over the games each reading counts for it (the fewer of the two), not over pairs
		TextTable t = new TextTable(new String[] { "measure", "old [95% CI]", "new [95% CI]", "new − old [95% CI]", "p", "", "test",
				apart ? "games" : "pairs" }, new int[] { 28, 0, 0, 0, 0, 0, 0, 0 });
		for (Measure m : measures) {
			t.row(m.name(), m.format(m.old(), false), m.format(m.now(), false), m.format(m.difference(), true), m.formatP(),
					m.significant() ? "*" : "", m.testName(), pairs(m));
		}
		b.append(t);
		if (apart) {
			b.append("\n* significant at 5% (two-sided). The games were played apart (results read from files), so each\n"
					+ "  difference is tested without pairs: rates by the pooled two-proportion z-test, the interval of the\n"
					+ "  difference by Wald's; means by Welch's t-test. Wins, lengths, chips and events are of finished games.\n");
			return b.toString();
		}
		b.append("\n* significant at 5% (two-sided). Both readings play game i on the same seed, so each difference is\n"
				+ "  tested on the pairs of games:\n  Rates: McNemar: ").append(Significance.MCNEMAR)
				.append(" on the pairs that disagree; the interval of the difference by Bonett and Price's paired adjusted Wald.\n"
						+ "  Means: paired t: ").append(Significance.PAIRED_T).append(" on the per-seed differences.\n"
						+ "  Old and new are over the same pairs as their difference (the pairs column): wins, lengths, chips\n"
						+ "  and events over the pairs where both games finished, the side moving first over those both decided,\n"
						+ "  unfinished games over all; so new − old is the difference of the two columns. A reading's figures\n"
						+ "  over all its own games are `rulebench simulate`'s. Intervals: Wilson for a rate, normal for a mean.\n");
		return b.toString();
	}

	/** The pairs a measure is over: all of them, or how many of the games' pairs. */
	public String pairs(Measure m) {
		return m.pairs() == games ? String.format(Locale.ROOT, "%,d", m.pairs()) : String.format(Locale.ROOT, "%,d of %,d", m.pairs(), games);
	}

	public String json() {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("old", old);
		m.put("new", now);
		m.put("games", games);
		m.put("seed", seed);
		m.put("players", players);
		m.put("alpha", Measure.ALPHA);
		List<Object> list = new ArrayList<>();
		for (Measure x : measures) {
			list.add(x.json());
		}
		m.put("measures", list);
		return Json.write(m);
	}
}
