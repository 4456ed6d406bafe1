package org.rulebench.readings.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.rulebench.engine.simulation.Interval;

/**
 * One quantity of both simulations and how it differs.
 *
 * @param name       what is measured, e.g. "turns per game"
 * @param kind       a rate (shown in percent) or a mean
 * @param old        the old reading's value with its 95% interval, as the simulator gives it (Wilson for rates,
 *                   normal for means)
 * @param now        the new reading's value with its 95% interval
 * @param difference new − old with the 95% interval of the difference
 * @param p          the two-sided p-value of the test; NaN where no test is possible (too few games)
 * @param test       which test: {@value Significance#MCNEMAR} or {@value Significance#PAIRED_T} (games on the same seeds), or
 *                   {@value Significance#TWO_PROPORTIONS} or {@value Significance#WELCH} (games played apart)
 * @param pairs      the pairs of games (same seed) the difference and its test are over: those where both games
 *                   count for the measure (both finished; both decided for the starter's wins; all for unfinished)
 */
public record Measure(String name, Kind kind, Interval old, Interval now, Interval difference, double p, String test,
		long pairs) {
	/** The level at which a difference is marked significant. */
	public static final double ALPHA = 0.05;

	public enum Kind {
		RATE, MEAN
	}

	/** Whether the difference is significant at the 5% level (two-sided). */
	public boolean significant() {
		return p < ALPHA;
	}

	/** The test as the tables name it in their "test" column: "McNemar" or "paired t". */
	public String testName() {
		return switch (test) {
			case Significance.MCNEMAR -> "McNemar";
			case Significance.TWO_PROPORTIONS -> "z (unpaired)";
			case Significance.WELCH -> "Welch t (unpaired)";
			default -> "paired t";
		};
	}

	/** The interval as the tables print it: a rate in percent (points for a difference), a mean as it is. */
	public String format(Interval i, boolean signed) {
		if (Double.isNaN(i.estimate())) {
			return "n/a";
		}
		double scale = kind == Kind.RATE ? 100 : 1;
		String unit = kind == Kind.RATE ? (signed ? " pts" : "%%") : "";
		// two significant digits at least, so that a rare event's rate does not print as 0.00
		double size = Math.abs(scale * i.estimate());
		int digits = size == 0 || size >= 1 ? 2 : Math.max(2, Math.min(5, 1 - (int) Math.floor(Math.log10(size))));
		String number = "%" + (signed ? "+" : "") + "." + digits + "f";
		String bound = "%." + digits + "f";
		if (Double.isNaN(i.low())) {
			return String.format(Locale.ROOT, number + unit, scale * i.estimate());
		}
		return String.format(Locale.ROOT, number + unit + " [" + bound + ", " + bound + "]", scale * i.estimate(), scale * i.low(),
				scale * i.high());
	}

	/** The p-value to four places, "<0.0001" below that, "n/a" without a test. */
	public String formatP() {
		if (Double.isNaN(p)) {
			return "n/a";
		}
		return p < 0.0001 ? "<0.0001" : String.format(Locale.ROOT, "%.4f", p);
	}

	Map<String, Object> json() {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("measure", name);
		m.put("kind", kind.name().toLowerCase(Locale.ROOT));
		m.put("old", interval(old));
		m.put("new", interval(now));
		m.put("difference", interval(difference));
		m.put("p", p);
		m.put("significant", significant());
		m.put("test", test);
		m.put("pairs", pairs);
		return m;
	}

	private static Map<String, Object> interval(Interval i) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("estimate", i.estimate());
		m.put("ci95", List.of(i.low(), i.high()));
		return m;
	}
}
