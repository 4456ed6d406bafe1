package org.rulebench.simulator.ui.statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.rulebench.engine.measures.GameMeasures;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Statistics;

/**
 * The table of a simulation as data, one row per combination of alternatives and a column per figure, the family's
 * words in the headers (the player and the banker in a card game, plies on a grid): what the Simulator view's table
 * shows, and what a copy of it would hold.
 *
 * @param headers the columns' names
 * @param rows    each row's cells, in the columns' order
 */
public record StatisticsTable(List<String> headers, List<List<String>> rows) {
	/** The column of the combinations' names. */
	public static final int ALTERNATIVES = 0;
	/** The column of a game's length (turns, plies, cards dealt). */
	public static final int LENGTH = 5;

	public StatisticsTable {
		headers = List.copyOf(headers);
		rows = rows.stream().map(List::copyOf).toList();
	}

	/**
	 * The table of these statistics.
	 *
	 * @param labels   each row's combination of alternatives
	 * @param stats    each row's statistics (the first rows only, while the others are played)
	 * @param turnUnit what a game's length is counted in
	 * @param sides    the two sides' names
	 */
	public static StatisticsTable of(List<String> labels, List<Statistics> stats, String turnUnit, List<String> sides) {
		List<String> headers = List.of("alternatives", "games", sides.get(0) + " wins", sides.get(1) + " wins", "mover wins", turnUnit,
				"unfinished", "decisive", "balance", "chips per game (" + sides.get(0) + " / " + sides.get(1) + ")", "events per game");
		List<List<String>> rows = new ArrayList<>();
		for (int i = 0; i < stats.size(); i++) {
			Statistics s = stats.get(i);
			StringBuilder ev = new StringBuilder();
			for (String e : s.events()) {
				ev.append(ev.isEmpty() ? "" : ", ").append(e).append(' ')
						.append(String.format(Locale.ROOT, "%.3f", s.eventPerGame(e).mean().estimate()));
			}
			GameMeasures m = GameMeasures.of(s);
			rows.add(List.of(labels.get(i), String.format(Locale.ROOT, "%,d", s.games()), percent(s.winRate(0)), percent(s.winRate(1)),
					percent(s.starterWinRate()), String.format(Locale.ROOT, "%.1f", s.turns().mean().estimate()),
					Integer.toString(s.unfinished()), percent(m.decisiveness()), ratio(m.balance()), chips(s), ev.toString()));
		}
		return new StatisticsTable(headers, rows);
	}

	private static String chips(Statistics s) {
		if (!s.chips(0).anyNonZero() && !s.chips(1).anyNonZero()) {
			return "";
		}
		return String.format(Locale.ROOT, "%+.3f / %+.3f", s.chips(0).mean().estimate(), s.chips(1).mean().estimate());
	}

	static String percent(Interval i) {
		return Double.isNaN(i.estimate()) ? "n/a"
				: String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * i.estimate(), 100 * i.low(), 100 * i.high());
	}

	static String ratio(Interval i) {
		return Double.isNaN(i.estimate()) ? "" : String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", i.estimate(), i.low(), i.high());
	}
}
