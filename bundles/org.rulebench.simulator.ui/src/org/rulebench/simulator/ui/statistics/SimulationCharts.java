package org.rulebench.simulator.ui.statistics;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rulebench.engine.measures.GameMeasures;
import org.rulebench.engine.simulation.Distribution;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Statistics;

/**
 * The four charts of a simulation, as data: wins with their 95% intervals, the game-length histogram, chips per game
 * (or, where nothing is staked, how games end) and events per game, one series per combination charted.
 */
public final class SimulationCharts {
	/** The series' colours, one per combination charted (0xRRGGBB). */
	public static final int[] PALETTE = { 0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2, 0x7f7f7f };
	/** The palette's colours as a person names them, in the same order. */
	static final String[] COLOUR_NAMES = { "blue", "orange", "green", "red", "purple", "brown", "pink", "grey" };
	private static final int BINS = 20;

	private SimulationCharts() {
	}

	/**
	 * The charts of these statistics, named as the legend names them.
	 *
	 * @param names    each series' name
	 * @param shown    each series' statistics
	 * @param turnUnit what a game's length is counted in ("turns", "plies", "cards dealt")
	 * @param sides    the two sides' names ("first", "second"; "player", "banker")
	 */
	public static List<ChartModel> of(List<String> names, List<Statistics> shown, String turnUnit, List<String> sides) {
		return List.of(wins(names, shown, sides), lengths(names, shown, turnUnit), chips(names, shown, sides), events(names, shown));
	}

	static ChartModel wins(List<String> names, List<Statistics> shown, List<String> sides) {
		List<ChartModel.Series> series = new ArrayList<>();
		for (int i = 0; i < shown.size(); i++) {
			Statistics s = shown.get(i);
			series.add(estimates(names.get(i), i, new Interval[] { s.winRate(0), s.winRate(1), s.starterWinRate() }, 100, true));
		}
		return new ChartModel("Wins: % of games (95% CI)", "side (mover: the side moving first)", "% of games",
				List.of(sides.get(0), sides.get(1), "mover"), series, false, 100);
	}

	static ChartModel chips(List<String> names, List<Statistics> shown, List<String> sides) {
		boolean scored = shown.stream().anyMatch(s -> s.chips(0).anyNonZero() || s.chips(1).anyNonZero());
		List<ChartModel.Series> series = new ArrayList<>();
		for (int i = 0; i < shown.size(); i++) {
			Statistics s = shown.get(i);
			if (scored) {
				series.add(estimates(names.get(i), i, new Interval[] { s.chips(0).mean(), s.chips(1).mean() }, 1, false));
			} else { // a game without stakes: how its games end (docs/measures.md) in the chips' place
				GameMeasures m = GameMeasures.of(s);
				series.add(estimates(names.get(i), i, new Interval[] { m.decisiveness(), m.drawishness(), m.timeouts() }, 100, true));
			}
		}
		return scored ? new ChartModel("Chips per game (mean, 95% CI)", "side", "chips", sides, series, false)
				: new ChartModel("Outcomes: % of games (95% CI)", "game", "% of games", List.of("won", "drawn", "unfinished"), series, false,
						100);
	}

	static ChartModel events(List<String> names, List<Statistics> shown) {
		Set<String> eventNames = new LinkedHashSet<>();
		shown.forEach(s -> eventNames.addAll(s.events()));
		List<String> categories = eventNames.isEmpty() ? List.of("(no events)") : List.copyOf(eventNames);
		List<ChartModel.Series> series = new ArrayList<>();
		for (int i = 0; i < shown.size(); i++) {
			Statistics s = shown.get(i);
			Interval[] e = new Interval[categories.size()];
			for (int k = 0; k < e.length; k++) {
				e[k] = s.events().contains(categories.get(k)) ? s.eventPerGame(categories.get(k)).mean() : new Interval(0, 0, 0);
			}
			series.add(estimates(names.get(i), i, e, 1, true));
		}
		return new ChartModel("Events per game (mean, 95% CI)", "event", "per game", categories, series, false);
	}

	/** Game lengths in common bins over every series' range, as % of each series' finished games. */
	static ChartModel lengths(List<String> names, List<Statistics> shown, String turnUnit) {
		int min = Integer.MAX_VALUE;
		int max = Integer.MIN_VALUE;
		for (Statistics s : shown) {
			if (s.turns().size() > 0) {
				min = Math.min(min, s.turns().min());
				max = Math.max(max, s.turns().max());
			}
		}
		List<ChartModel.Series> series = new ArrayList<>();
		if (min <= max) {
			int bins = Math.min(BINS, max - min + 1);
			double width = (max - min + 1) / (double) bins;
			double[] edges = new double[bins + 1];
			for (int b = 0; b <= bins; b++) {
				edges[b] = min + b * width;
			}
			for (int i = 0; i < shown.size(); i++) {
				Distribution d = shown.get(i).turns();
				double[] y = new double[bins];
				for (Map.Entry<Integer, Integer> e : d.counts().entrySet()) {
					int b = Math.min(bins - 1, (int) ((e.getKey() - min) / width));
					y[b] += 100.0 * e.getValue() / Math.max(1, d.size());
				}
				double[] none = new double[bins];
				java.util.Arrays.fill(none, Double.NaN);
				series.add(new ChartModel.Series(names.get(i), PALETTE[i % PALETTE.length], edges, y, none, none));
			}
		}
		return new ChartModel("Game length: % of games", turnUnit, "% of games", List.of(), series, true, 100);
	}

	/** A series of estimates; a count's or a share's interval is cut at zero (a normal interval of a rare event reaches below it). */
	private static ChartModel.Series estimates(String name, int index, Interval[] values, double scale, boolean nonNegative) {
		double[] y = new double[values.length];
		double[] low = new double[values.length];
		double[] high = new double[values.length];
		for (int k = 0; k < values.length; k++) {
			Interval v = values[k];
			y[k] = v.estimate() * scale;
			low[k] = nonNegative ? Math.max(0, v.low() * scale) : v.low() * scale;
			high[k] = v.high() * scale;
		}
		return new ChartModel.Series(name, PALETTE[index % PALETTE.length], new double[0], y, low, high);
	}
}
