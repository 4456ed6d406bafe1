package org.rulebench.engine.cards.rules;

/** Which hand's deng multiplier sets what the loser pays. */
public enum DengPayment {
	/** The winning hand's. */
	WINNER,
	/** The larger of the two hands' multipliers: a losing deng pays its own. */
	LARGER
}
