package org.rulebench.engine.cards.ranking;

/** Where the ace stands in a run: above the king (Q-K-A), below the two (A-2-3), or either (never K-A-2). */
public enum Ace {
	HIGH("the ace high only"), LOW("the ace low only"), BOTH("the ace high or low");

	private final String words;

	Ace(String words) {
		this.words = words;
	}

	public String words() {
		return words;
	}
}
