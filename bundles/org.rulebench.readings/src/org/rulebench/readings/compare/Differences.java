package org.rulebench.readings.compare;

/** A count (turns, chips, events) over pairs of games on the same seed: the sums of its differences new − old. */
final class Differences {
	long pairs;
	double sum;
	double squares;

	void add(int old, int now) {
		double d = now - old;
		pairs++;
		sum += d;
		squares += d * d;
	}

	void merge(Differences other) {
		pairs += other.pairs;
		sum += other.sum;
		squares += other.squares;
	}

	double mean() {
		if (pairs == 0) {
			return Double.NaN;
		}
		return sum / pairs;
	}

	/** The sample variance of the differences. */
	double variance() {
		return pairs > 1 ? Math.max(0, (squares - sum * sum / pairs) / (pairs - 1)) : 0;
	}
}
