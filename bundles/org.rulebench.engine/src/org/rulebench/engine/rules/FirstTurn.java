package org.rulebench.engine.rules;

/** Who moves first. */
public enum FirstTurn {
	/** Each side throws one die, the higher starts and plays those two dice (backgammon). */
	OPENING_ROLL,
	/** Chosen by a fair coin. */
	COIN,
	/** The first side always starts. */
	FIRST_SIDE
}
