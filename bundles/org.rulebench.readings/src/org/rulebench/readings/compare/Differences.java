package org.rulebench.readings.compare;

/**
 * A count (turns, chips, events) over pairs of games on the same seed: the sums of its differences new − old, and
 * of each reading's values, so that the means shown over the pairs differ by exactly the difference tested.
 */
final class Differences {
	long pairs;
	double sum;
	double squares;
	double oldSum;
	double oldSquares;
	double newSum;
	double newSquares;

	void add(int old, int now) {
		double d = now - old;
		pairs++;
		sum += d;
		squares += d * d;
		oldSum += old;
		oldSquares += (double) old * old;
		newSum += now;
		newSquares += (double) now * now;
	}

	void merge(Differences other) {
		pairs += other.pairs;
		sum += other.sum;
		squares += other.squares;
		oldSum += other.oldSum;
		oldSquares += other.oldSquares;
		newSum += other.newSum;
		newSquares += other.newSquares;
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
