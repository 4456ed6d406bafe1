package org.rulebench.simulator.ui.statistics;

import java.util.List;

/**
 * One chart of a simulation's figures as data, apart from any drawing: the screen draws it ({@link ChartCanvas}),
 * and so may a file. Either estimates by category (each series a value with its 95% interval per category: wins
 * per side, events per game) or a distribution over a numeric axis drawn as steps (game lengths).
 *
 * @param title      what the chart shows and in what unit, e.g. "Wins: % of games (95% CI)"
 * @param xTitle     what the categories or the x axis are
 * @param yTitle     the unit of the values alone, e.g. "% of games" (a tooltip's, an axis's where there is room)
 * @param categories the categories of an estimates chart, in order; empty for a steps chart
 * @param series     one per combination charted, in the legend's order
 * @param steps      whether the series are distributions over x (drawn as steps) rather than estimates by category
 * @param yLimit     the largest value there can be (100 for a share in percent), the axis's end at most; NaN for none
 */
public record ChartModel(String title, String xTitle, String yTitle, List<String> categories, List<Series> series, boolean steps,
		double yLimit) {

	public ChartModel {
		categories = List.copyOf(categories);
		series = List.copyOf(series);
	}

	/** A chart whose values have no upper limit. */
	public ChartModel(String title, String xTitle, String yTitle, List<String> categories, List<Series> series, boolean steps) {
		this(title, xTitle, yTitle, categories, series, steps, Double.NaN);
	}

	/**
	 * One combination's values.
	 *
	 * @param name   the combination, as the legend names it
	 * @param colour its colour as 0xRRGGBB
	 * @param x      a steps chart's bin edges, one more than the values (value i from x[i] to x[i + 1]); empty for
	 *               an estimates chart
	 * @param y      the values (one per category, or per x)
	 * @param low    each value's interval's lower end, NaN where there is none
	 * @param high   each value's interval's upper end, NaN where there is none
	 */
	public record Series(String name, int colour, double[] x, double[] y, double[] low, double[] high) {
	}

	/** The smallest and largest value to show, intervals included; NaN without values. */
	public double[] yRange() {
		double min = Double.POSITIVE_INFINITY;
		double max = Double.NEGATIVE_INFINITY;
		for (Series s : series) {
			for (int i = 0; i < s.y().length; i++) {
				for (double v : new double[] { s.y()[i], s.low().length > i ? s.low()[i] : Double.NaN, s.high().length > i ? s.high()[i] : Double.NaN }) {
					if (!Double.isNaN(v)) {
						min = Math.min(min, v);
						max = Math.max(max, v);
					}
				}
			}
		}
		return min > max ? new double[] { Double.NaN, Double.NaN } : new double[] { min, max };
	}

	/** The smallest and largest x of a steps chart; NaN without values. */
	public double[] xRange() {
		double min = Double.POSITIVE_INFINITY;
		double max = Double.NEGATIVE_INFINITY;
		for (Series s : series) {
			for (double v : s.x()) {
				min = Math.min(min, v);
				max = Math.max(max, v);
			}
		}
		return min > max ? new double[] { Double.NaN, Double.NaN } : new double[] { min, max };
	}

	/**
	 * What the chart says of curves that lie on one another (equal values over equal bins), so that a person does not
	 * take the colour on top for the only curve: "the 2 curves coincide", "the blue and green curves coincide"; null
	 * where none do.
	 */
	public String coincide() {
		if (!steps || series.size() < 2) {
			return null;
		}
		java.util.Set<Integer> same = new java.util.TreeSet<>();
		for (int a = 0; a < series.size(); a++) {
			for (int b = a + 1; b < series.size(); b++) {
				if (java.util.Arrays.equals(series.get(a).x(), series.get(b).x()) && java.util.Arrays.equals(series.get(a).y(), series.get(b).y())) {
					same.add(a);
					same.add(b);
				}
			}
		}
		if (same.isEmpty()) {
			return null;
		}
		if (same.size() == series.size()) {
			return series.size() == 2 ? "the 2 curves coincide" : "all " + series.size() + " curves coincide";
		}
		List<String> colours = same.stream().map(i -> colourName(series.get(i).colour())).toList();
		return "the " + String.join(", ", colours.subList(0, colours.size() - 1)) + " and " + colours.get(colours.size() - 1)
				+ " curves coincide";
	}

	private static String colourName(int rgb) {
		for (int i = 0; i < SimulationCharts.PALETTE.length; i++) {
			if (SimulationCharts.PALETTE[i] == rgb) {
				return SimulationCharts.COLOUR_NAMES[i];
			}
		}
		return String.format(java.util.Locale.ROOT, "#%06x", rgb);
	}

	/** Whether there is anything to draw. */
	public boolean isEmpty() {
		return series.isEmpty() || series.stream().allMatch(s -> s.y().length == 0);
	}
}
