package org.rulebench.readings.compare;

/**
 * A yes-or-no measure (the first side won, the game was unfinished) over pairs of games on the same seed: how many
 * pairs count, and in how many the two readings disagree each way. The pairs where both agree tell nothing about
 * the difference, which is why McNemar's test looks only at the others; they count in each reading's rate over the
 * pairs, so that the two rates shown differ by exactly the difference tested.
 */
final class Agreement {
	long pairs;
	long both;
	long onlyOld;
	long onlyNew;

	void add(boolean old, boolean now) {
		pairs++;
		if (old && now) {
			both++;
		} else if (old != now) {
			if (old) {
				onlyOld++;
			} else {
				onlyNew++;
			}
		}
	}

	void merge(Agreement other) {
		pairs += other.pairs;
		both += other.both;
		onlyOld += other.onlyOld;
		onlyNew += other.onlyNew;
	}
}
