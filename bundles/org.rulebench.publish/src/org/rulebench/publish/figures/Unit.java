package org.rulebench.publish.figures;

import java.util.Locale;

/**
 * How a column's numbers are written, the same in every format (HTML, PDF, LaTeX, CSV) and in every table made
 * from one simulation: a rate in percent, a mean, a count, a p-value, or text.
 */
public enum Unit {
	/** Words. */
	TEXT,
	/** A whole number, with thousands separated: 12,345. */
	COUNT,
	/** A rate of 0..1 written in percent with two decimals (more for a rate below 1 %, so that it does not read as 0). */
	PERCENT,
	/** A difference of rates, in percentage points, signed. */
	POINTS,
	/** A mean, with two decimals (more below 1). */
	MEAN,
	/** A difference of means, signed. */
	DIFFERENCE,
	/** A p-value to four places, "<0.0001" below that. */
	P;

	/** The number as a cell writes it; "n/a" for a figure there is none of (a rate of no games). */
	public String format(double v) {
		return format(v, decimals(v));
	}

	/** The estimate's decimals, for its interval's bounds too. */
	public int decimals(double v) {
		double scaled = Math.abs(this == PERCENT || this == POINTS ? 100 * v : v);
		return switch (this) {
		case TEXT, COUNT -> 0;
		case P -> 4;
		default -> scaled == 0 || Double.isNaN(scaled) || scaled >= 1 ? 2 : Math.max(2, Math.min(5, 1 - (int) Math.floor(Math.log10(scaled))));
		};
	}

	public String format(double v, int decimals) {
		if (Double.isNaN(v)) {
			return "n/a";
		}
		return switch (this) {
		case TEXT -> String.valueOf(v);
		case COUNT -> String.format(Locale.ROOT, "%,d", Math.round(v));
		case P -> v < 0.0001 ? "<0.0001" : String.format(Locale.ROOT, "%.4f", v);
		case PERCENT -> String.format(Locale.ROOT, "%." + decimals + "f", 100 * v);
		case POINTS -> String.format(Locale.ROOT, "%+." + decimals + "f", 100 * v);
		case MEAN -> String.format(Locale.ROOT, "%." + decimals + "f", v);
		case DIFFERENCE -> String.format(Locale.ROOT, "%+." + decimals + "f", v);
		};
	}

	/** The bound of an interval: unsigned, to the estimate's decimals. */
	public String bound(double v, int decimals) {
		if (Double.isNaN(v)) {
			return "n/a";
		}
		double scaled = this == PERCENT || this == POINTS ? 100 * v : v;
		return String.format(Locale.ROOT, "%." + decimals + "f", scaled);
	}
}
