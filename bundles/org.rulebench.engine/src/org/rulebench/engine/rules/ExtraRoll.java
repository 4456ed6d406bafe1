package org.rulebench.engine.rules;

/** A roll after which the same side rolls again. */
public enum ExtraRoll {
	/** Any double. */
	DOUBLES,
	/** 1-2 (acey-deucey): play the 1 and the 2, then any double of the player's choice, then roll again. */
	ACEY_DEUCEY
}
