package org.rulebench.readings.compare;

import org.rulebench.engine.simulation.Distribution;
import org.rulebench.engine.simulation.Interval;

/**
 * The tests behind the marks of a behavioural comparison, two-sided at the 5% level:
 * <ul>
 * <li>a rate (wins, unfinished games): the two-proportion z-test with pooled variance; the 95% interval of the
 * difference is Newcombe's hybrid score interval, built from the two Wilson intervals;</li>
 * <li>a mean (game length, chips, events per game): Welch's unequal-variance t-test; the 95% interval of the
 * difference is mean difference ± t(0.975, Welch–Satterthwaite df) × standard error.</li>
 * </ul>
 * Both treat the two samples as independent. They are played on the same seeds, so the dice agree as long as the
 * games do; that correlation is positive, which makes these tests conservative, never too eager.
 */
public final class Significance {
	public static final String PROPORTIONS = "two-proportion z-test";
	public static final String WELCH = "Welch t-test";

	private Significance() {
	}

	/** x1 of n1 against x2 of n2: the difference (second − first) with its interval, and the p-value. */
	public static Measure proportions(String name, long x1, long n1, long x2, long n2) {
		Interval a = Interval.wilson(x1, n1);
		Interval b = Interval.wilson(x2, n2);
		if (n1 == 0 || n2 == 0) {
			return new Measure(name, Measure.Kind.RATE, a, b, new Interval(Double.NaN, Double.NaN, Double.NaN), Double.NaN, PROPORTIONS);
		}
		double p1 = a.estimate();
		double p2 = b.estimate();
		double d = p2 - p1;
		double low = d - Math.sqrt(sq(p2 - b.low()) + sq(a.high() - p1));
		double high = d + Math.sqrt(sq(b.high() - p2) + sq(p1 - a.low()));
		double pooled = (double) (x1 + x2) / (n1 + n2);
		double se = Math.sqrt(pooled * (1 - pooled) * (1.0 / n1 + 1.0 / n2));
		double p = se == 0 ? (d == 0 ? 1 : 0) : normalTwoSided(d / se);
		return new Measure(name, Measure.Kind.RATE, a, b, new Interval(d, low, high), p, PROPORTIONS);
	}

	/** Means of two samples: the difference (second − first) with its interval, and the p-value. */
	public static Measure welch(String name, Distribution x, Distribution y) {
		Moments a = Moments.of(x);
		Moments b = Moments.of(y);
		Interval ia = a.interval();
		Interval ib = b.interval();
		if (a.n < 2 || b.n < 2) {
			return new Measure(name, Measure.Kind.MEAN, ia, ib, new Interval(b.mean - a.mean, Double.NaN, Double.NaN), Double.NaN, WELCH);
		}
		double d = b.mean - a.mean;
		double va = a.variance / a.n;
		double vb = b.variance / b.n;
		double se = Math.sqrt(va + vb);
		if (se == 0) {
			return new Measure(name, Measure.Kind.MEAN, ia, ib, new Interval(d, d, d), d == 0 ? 1 : 0, WELCH);
		}
		double df = sq(va + vb) / (sq(va) / (a.n - 1) + sq(vb) / (b.n - 1));
		double half = tQuantile975(df) * se;
		return new Measure(name, Measure.Kind.MEAN, ia, ib, new Interval(d, d - half, d + half), studentTwoSided(d / se, df), WELCH);
	}

	/** Count, mean and sample variance of a distribution of integers. */
	record Moments(long n, double mean, double variance) {
		static Moments of(Distribution d) {
			long n = 0;
			double sum = 0;
			for (var e : d.counts().entrySet()) {
				n += e.getValue();
				sum += (double) e.getKey() * e.getValue();
			}
			double mean = n == 0 ? Double.NaN : sum / n;
			double squares = 0;
			for (var e : d.counts().entrySet()) {
				squares += sq(e.getKey() - mean) * e.getValue();
			}
			return new Moments(n, mean, n > 1 ? squares / (n - 1) : 0);
		}

		Interval interval() {
			if (n < 2) {
				return new Interval(mean, Double.NaN, Double.NaN);
			}
			double half = tQuantile975(n - 1) * Math.sqrt(variance / n);
			return new Interval(mean, mean - half, mean + half);
		}
	}

	/** P(|Z| ≥ |z|) for a standard normal Z: erfc(|z|/√2), which is Q(1/2, z²/2). */
	public static double normalTwoSided(double z) {
		return gammaQ(0.5, z * z / 2);
	}

	/** P(|T| ≥ |t|) for Student's t with df degrees of freedom: I_{df/(df+t²)}(df/2, 1/2). */
	public static double studentTwoSided(double t, double df) {
		if (Double.isInfinite(df) || df > 1e7) {
			return normalTwoSided(t);
		}
		return incompleteBeta(df / (df + t * t), df / 2, 0.5);
	}

	/** The t with P(|T| ≥ t) = 5%, by bisection: a few dozen evaluations once per measure. */
	public static double tQuantile975(double df) {
		double lo = 0;
		double hi = 1000;
		for (int i = 0; i < 200 && hi - lo > 1e-12; i++) {
			double mid = (lo + hi) / 2;
			if (studentTwoSided(mid, df) > 0.05) {
				lo = mid;
			} else {
				hi = mid;
			}
		}
		return (lo + hi) / 2;
	}

	/** The regularized incomplete beta function I_x(a, b), by its continued fraction (modified Lentz). */
	public static double incompleteBeta(double x, double a, double b) {
		if (x <= 0) {
			return 0;
		}
		if (x >= 1) {
			return 1;
		}
		double front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
		if (x > (a + 1) / (a + b + 2)) {
			return 1 - front * betaFraction(1 - x, b, a) / b;
		}
		return front * betaFraction(x, a, b) / a;
	}

	private static double betaFraction(double x, double a, double b) {
		double tiny = 1e-300;
		double c = 1;
		double d = 1 - (a + b) * x / (a + 1);
		d = 1 / (Math.abs(d) < tiny ? tiny : d);
		double f = d;
		for (int m = 1; m <= 10_000; m++) {
			double m2 = 2.0 * m;
			double even = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
			d = 1 + even * d;
			d = 1 / (Math.abs(d) < tiny ? tiny : d);
			c = 1 + even / c;
			c = Math.abs(c) < tiny ? tiny : c;
			f *= d * c;
			double odd = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
			d = 1 + odd * d;
			d = 1 / (Math.abs(d) < tiny ? tiny : d);
			c = 1 + odd / c;
			c = Math.abs(c) < tiny ? tiny : c;
			double step = d * c;
			f *= step;
			if (Math.abs(step - 1) < 1e-15) {
				break;
			}
		}
		return f;
	}

	/** The regularized upper incomplete gamma function Q(a, x): a series below a + 1, a continued fraction above. */
	public static double gammaQ(double a, double x) {
		if (x <= 0) {
			return 1;
		}
		double log = -x + a * Math.log(x) - logGamma(a);
		if (x < a + 1) {
			double term = 1 / a;
			double sum = term;
			for (int n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
				term *= x / (a + n);
				sum += term;
			}
			return 1 - sum * Math.exp(log);
		}
		double tiny = 1e-300;
		double b = x + 1 - a;
		double c = 1 / tiny;
		double d = 1 / b;
		double h = d;
		for (int i = 1; i < 10_000; i++) {
			double an = -i * (i - a);
			b += 2;
			d = an * d + b;
			d = 1 / (Math.abs(d) < tiny ? tiny : d);
			c = b + an / c;
			c = Math.abs(c) < tiny ? tiny : c;
			double step = d * c;
			h *= step;
			if (Math.abs(step - 1) < 1e-15) {
				break;
			}
		}
		return Math.exp(log) * h;
	}

	/** ln Γ(x) for x > 0 by Lanczos' approximation (g = 7, nine coefficients). */
	public static double logGamma(double x) {
		if (x < 0.5) {
			return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
		}
		double[] g = { 0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
				-176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
				1.5056327351493116e-7 };
		double y = x - 1;
		double sum = g[0];
		for (int i = 1; i < g.length; i++) {
			sum += g[i] / (y + i);
		}
		double t = y + 7.5;
		return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
	}

	private static double sq(double v) {
		return v * v;
	}
}
