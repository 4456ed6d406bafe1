package org.rulebench.readings.compare;

/**
 * A yes-or-no measure (the first side won, the game was unfinished) over pairs of games on the same seed: how many
 * pairs count, and in how many the two readings disagree each way. The pairs where both agree tell nothing about
 * the difference, which is why McNemar's test looks only at the others.
 */
final class Agreement {
	long pairs;
	long onlyOld;
	long onlyNew;

	void add(boolean old, boolean now) {
		pairs++;
		if (old != now) {
			if (old) {
				onlyOld++;
			} else {
				onlyNew++;
			}
		}
	}

	void merge(Agreement other) {
		pairs += other.pairs;
		onlyOld += other.onlyOld;
		onlyNew += other.onlyNew;
	}
}
