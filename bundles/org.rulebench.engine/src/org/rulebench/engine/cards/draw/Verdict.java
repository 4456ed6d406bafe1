package org.rulebench.engine.cards.draw;

/** What a drawing rule says a side does with its two cards. */
public enum Verdict {
	/** The side must draw a third card. */
	MUST("must draw"),
	/** The side chooses: its policy decides. */
	MAY("may draw or stand"),
	/** The side may not draw: it stands. */
	STAND("stands");

	private final String words;

	Verdict(String words) {
		this.words = words;
	}

	/** As a reading writes it. */
	public String words() {
		return words;
	}
}
