package org.rulebench.publish.charts;

import java.util.List;

/**
 * A chart of estimates with their 95% intervals, one row per combination (or per measure), as a forest plot reads:
 * each row a point on a common axis with its interval as a line, a reference line where the values are compared
 * (an even game at 50 %, no difference at 0). Several series of a row are told apart by the shape of their points,
 * so that the chart reads in black and white.
 *
 * @param id        a name for files and anchors, e.g. "wins"
 * @param title     what the chart shows, e.g. "Wins of the first side (% of finished games, 95% CI)"
 * @param axis      the value axis's label, with its unit
 * @param rows      the rows' labels, top to bottom
 * @param series    one or more series, each a value per row
 * @param reference where a dashed reference line stands on the value axis; NaN for none
 * @param caption   a sentence under the chart: what to read in it
 */
public record Forest(String id, String title, String axis, List<String> rows, List<Series> series, double reference, String caption) {

	public Forest {
		rows = List.copyOf(rows);
		series = List.copyOf(series);
	}

	/**
	 * One series: a value and interval per row (NaN where the row has none).
	 *
	 * @param name what the series is, for the legend
	 */
	public record Series(String name, double[] value, double[] low, double[] high) {
	}

	public boolean isEmpty() {
		return rows.isEmpty() || series.stream().allMatch(s -> java.util.Arrays.stream(s.value()).allMatch(Double::isNaN));
	}
}
