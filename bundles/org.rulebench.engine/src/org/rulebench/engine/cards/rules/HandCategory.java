package org.rulebench.engine.cards.rules;

/** The rungs of the ranking ladder; which is above which is the rules' {@link CardRules#ladder()}. */
public enum HandCategory {
	/** Two cards dealt counting 8 or 9 (ป๊อก, Pok 8 and Pok 9): shown at once. */
	POK("pok"),
	/** Three of one rank, numbers or court cards (seed 004: the 5-deng, ハーデン; also counted among the 3-deng). */
	TRIPS("three of a kind"),
	/** Three ranks in a row, the ace high only (3 deng). */
	RUN("run"),
	/** Three court cards that are neither trips nor a run (3 deng). */
	COURTS("three court cards"),
	/** Any other hand, by the last digit of its sum. */
	TOTAL("total");

	private final String words;

	HandCategory(String words) {
		this.words = words;
	}

	/** As a reading writes it. */
	public String words() {
		return words;
	}
}
