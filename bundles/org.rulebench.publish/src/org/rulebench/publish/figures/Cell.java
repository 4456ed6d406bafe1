package org.rulebench.publish.figures;

/**
 * One cell of a table: words, or a number with its 95% interval (NaN bounds where it has none).
 *
 * @param text  the words; null for a number
 * @param value the number
 * @param low   the interval's lower bound; NaN without an interval
 * @param high  its upper bound
 */
public record Cell(String text, double value, double low, double high) {

	public static Cell text(String text) {
		return new Cell(text == null ? "" : text, Double.NaN, Double.NaN, Double.NaN);
	}

	public static Cell number(double value) {
		return new Cell(null, value, Double.NaN, Double.NaN);
	}

	public static Cell interval(double value, double low, double high) {
		return new Cell(null, value, low, high);
	}

	public boolean isNumber() {
		return text == null;
	}

	public boolean hasInterval() {
		return isNumber() && !Double.isNaN(low) && !Double.isNaN(high);
	}

	/** The estimate as the column writes it: "51.23". */
	public String estimate(Unit unit) {
		return isNumber() ? unit.format(value) : text;
	}

	/** The interval's bounds as the column writes them: {"49.10", "53.35"}; empty without an interval. */
	public String[] bounds(Unit unit) {
		if (!hasInterval()) {
			return new String[0];
		}
		int d = unit.decimals(value);
		return new String[] { unit.bound(low, d), unit.bound(high, d) };
	}

	/** The whole cell on one line: "51.23 [49.10, 53.35]". */
	public String format(Unit unit) {
		String[] b = bounds(unit);
		return b.length == 0 ? estimate(unit) : estimate(unit) + " [" + b[0] + ", " + b[1] + "]";
	}
}
