package org.rulebench.engine.simulation;

/**
 * An estimate with its 95% confidence interval.
 *
 * @param estimate the point estimate
 * @param low      lower bound
 * @param high     upper bound
 */
public record Interval(double estimate, double low, double high) {
	private static final double Z95 = 1.959963984540054;

	/** Wilson's score interval for {@code successes} out of {@code trials}: sound for rates near 0 or 1 too. */
	public static Interval wilson(long successes, long trials) {
		if (trials == 0) {
			return new Interval(Double.NaN, Double.NaN, Double.NaN);
		}
		double n = trials;
		double p = successes / n;
		double z2 = Z95 * Z95;
		double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
		double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
		return new Interval(p, Math.max(0, centre - half), Math.min(1, centre + half));
	}

	/** The mean of a sample with the normal-approximation interval from its standard error. */
	public static Interval mean(double sum, double sumOfSquares, long n) {
		if (n == 0) {
			return new Interval(Double.NaN, Double.NaN, Double.NaN);
		}
		double mean = sum / n;
		double variance = n > 1 ? Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1)) : 0;
		double half = Z95 * Math.sqrt(variance / n);
		return new Interval(mean, mean - half, mean + half);
	}

	/** Whether two intervals do not overlap (a conservative mark of a real difference). */
	public boolean disjointFrom(Interval other) {
		return high < other.low || other.high < low;
	}

	@Override
	public String toString() {
		return String.format(java.util.Locale.ROOT, "%.4f [%.4f, %.4f]", estimate, low, high);
	}
}
