package org.rulebench.engine.cards.rules;

/**
 * How many stakes a hand wins with (deng, เด้ง): two cards of a rank or of a suit, three of a suit, a run, three
 * court cards, three of a kind. A hand with none wins one stake.
 */
public record Multipliers(int pair, int suited, int threeSuited, int run, int courts, int trips) {

	public Multipliers {
		for (int m : new int[] { pair, suited, threeSuited, run, courts, trips }) {
			if (m < 1 || m > 9) {
				throw new IllegalArgumentException("a deng multiplies the stake 1 to 9 times, not " + m);
			}
		}
	}
}
