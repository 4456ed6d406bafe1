package org.rulebench.readings.compare;

import org.apache.commons.statistics.distribution.BinomialDistribution;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.distribution.TDistribution;
import org.rulebench.engine.simulation.Interval;

/**
 * The tests behind the marks of a behavioural comparison, two-sided at the 5% level. Both readings play game i on
 * the same seed with the same players, so the games come in pairs and the tests are paired:
 * <ul>
 * <li>a rate (wins, draws, unfinished games): McNemar's exact test, the binomial test of the pairs where the two
 * readings disagree; the 95% interval of the difference is Bonett and Price's adjusted Wald interval for paired
 * proportions;</li>
 * <li>a mean (game length, chips, events per game): the paired t-test on the per-seed differences; the interval is
 * their mean ± t(0.975, pairs − 1) × standard error.</li>
 * </ul>
 * Each reading's value is over the same pairs as the difference (both games finished; both decided for the side
 * moving first), so that new − old is the difference of the two columns shown; its interval is Wilson's for a rate,
 * the normal interval for a mean. The distributions are Apache Commons Statistics'.
 */
public final class Significance {
	public static final String MCNEMAR = "McNemar exact test (paired)";
	public static final String PAIRED_T = "paired t-test";
	/** Rates of games played apart (two sweeps' results): the pooled two-proportion z-test. */
	public static final String TWO_PROPORTIONS = "two-proportion z-test (unpaired)";
	/** Means of games played apart: Welch's t-test. */
	public static final String WELCH = "Welch t-test (unpaired)";
	private static final double Z975 = NormalDistribution.of(0, 1).inverseSurvivalProbability(0.025);

	private Significance() {
	}

	/** A rate of each reading over the same pairs of games as its difference, with the paired test of the difference. */
	static Measure mcnemar(String name, Agreement a) {
		return mcnemar(name, Interval.wilson(a.both + a.onlyOld, a.pairs), Interval.wilson(a.both + a.onlyNew, a.pairs), a.pairs,
				a.onlyOld, a.onlyNew);
	}

	/**
	 * A rate of each reading, with the paired test of its difference (new − old) over {@code pairs} pairs of games,
	 * of which {@code b} are yes for the old reading only and {@code c} for the new only.
	 */
	public static Measure mcnemar(String name, Interval old, Interval now, long pairs, long b, long c) {
		double n = pairs;
		if (pairs == 0) {
			return new Measure(name, Measure.Kind.RATE, old, now, none(), Double.NaN, MCNEMAR, 0);
		}
		double d = (c - b) / n;
		double p12 = (b + 1) / (n + 2);
		double p21 = (c + 1) / (n + 2);
		double centre = p21 - p12;
		double half = Z975 * Math.sqrt((p12 + p21 - centre * centre) / (n + 2));
		Interval difference = new Interval(d, Math.max(-1, centre - half), Math.min(1, centre + half));
		return new Measure(name, Measure.Kind.RATE, old, now, difference, mcnemarP(b, c), MCNEMAR, pairs);
	}

	/** Two-sided exact McNemar: twice the binomial tail of the smaller disagreement count at one half. */
	public static double mcnemarP(long onlyOld, long onlyNew) {
		long discordant = onlyOld + onlyNew;
		if (discordant == 0) {
			return 1;
		}
		int k = (int) Math.min(onlyOld, onlyNew);
		return Math.min(1, 2 * BinomialDistribution.of(Math.toIntExact(discordant), 0.5).cumulativeProbability(k));
	}

	/** A mean of each reading over the same pairs of games as its difference, with the paired t-test of the differences (new − old). */
	static Measure pairedT(String name, Differences d) {
		return pairedT(name, Interval.mean(d.oldSum, d.oldSquares, d.pairs), Interval.mean(d.newSum, d.newSquares, d.pairs), d.pairs,
				d.mean(), d.variance());
	}

	/** The same from the differences' count, mean and sample variance. */
	public static Measure pairedT(String name, Interval old, Interval now, long pairs, double mean, double variance) {
		if (pairs < 2) {
			double m = pairs == 0 ? Double.NaN : mean;
			return new Measure(name, Measure.Kind.MEAN, old, now, new Interval(m, Double.NaN, Double.NaN), Double.NaN, PAIRED_T, pairs);
		}
		double se = Math.sqrt(variance / pairs);
		if (se == 0) {
			return new Measure(name, Measure.Kind.MEAN, old, now, new Interval(mean, mean, mean), mean == 0 ? 1 : 0, PAIRED_T, pairs);
		}
		TDistribution t = TDistribution.of(pairs - 1);
		double half = t.inverseSurvivalProbability(0.025) * se;
		double p = Math.min(1, 2 * t.survivalProbability(Math.abs(mean / se)));
		return new Measure(name, Measure.Kind.MEAN, old, now, new Interval(mean, mean - half, mean + half), p, PAIRED_T, pairs);
	}

	/**
	 * A rate of each reading from games played apart: {@code x} of {@code n} for each; the difference (new − old)
	 * with its Wald interval and the pooled z-test.
	 */
	public static Measure twoProportions(String name, Interval old, Interval now, long xOld, long nOld, long xNew, long nNew) {
		if (nOld == 0 || nNew == 0) {
			return new Measure(name, Measure.Kind.RATE, old, now, none(), Double.NaN, TWO_PROPORTIONS, Math.min(nOld, nNew));
		}
		double p1 = (double) xOld / nOld;
		double p2 = (double) xNew / nNew;
		double d = p2 - p1;
		double se = Math.sqrt(p1 * (1 - p1) / nOld + p2 * (1 - p2) / nNew);
		double pooled = (double) (xOld + xNew) / (nOld + nNew);
		double sePooled = Math.sqrt(pooled * (1 - pooled) * (1.0 / nOld + 1.0 / nNew));
		double p = sePooled == 0 ? (d == 0 ? 1 : 0)
				: Math.min(1, 2 * NormalDistribution.of(0, 1).survivalProbability(Math.abs(d) / sePooled));
		Interval difference = new Interval(d, Math.max(-1, d - Z975 * se), Math.min(1, d + Z975 * se));
		return new Measure(name, Measure.Kind.RATE, old, now, difference, p, TWO_PROPORTIONS, Math.min(nOld, nNew));
	}

	/** A mean of each reading from games played apart (count, mean, sample variance of each): Welch's t-test. */
	public static Measure welch(String name, Interval old, Interval now, long nOld, double varOld, long nNew, double varNew) {
		if (nOld < 2 || nNew < 2) {
			return new Measure(name, Measure.Kind.MEAN, old, now, none(), Double.NaN, WELCH, Math.min(nOld, nNew));
		}
		double d = now.estimate() - old.estimate();
		double a = varOld / nOld;
		double b = varNew / nNew;
		double se = Math.sqrt(a + b);
		if (se == 0) {
			return new Measure(name, Measure.Kind.MEAN, old, now, new Interval(d, d, d), d == 0 ? 1 : 0, WELCH, Math.min(nOld, nNew));
		}
		double df = (a + b) * (a + b) / (a * a / (nOld - 1) + b * b / (nNew - 1));
		TDistribution t = TDistribution.of(df);
		double half = t.inverseSurvivalProbability(0.025) * se;
		double p = Math.min(1, 2 * t.survivalProbability(Math.abs(d / se)));
		return new Measure(name, Measure.Kind.MEAN, old, now, new Interval(d, d - half, d + half), p, WELCH, Math.min(nOld, nNew));
	}

	private static Interval none() {
		return new Interval(Double.NaN, Double.NaN, Double.NaN);
	}
}
