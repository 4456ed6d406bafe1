package org.rulebench.engine.rules;

/** How the dice of one roll move pieces. */
public enum DiceUse {
	/** Each die is a separate step; one piece may take several steps, landing legally on each (backgammon). */
	STEPS,
	/** Dice may be added up and moved as one jump, only the landing point counting (三梁雙陸: [1,2,3] moves one piece 6). */
	SUMS
}
