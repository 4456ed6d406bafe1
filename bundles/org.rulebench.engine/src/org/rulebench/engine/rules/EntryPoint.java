package org.rulebench.engine.rules;

/** Which point a die lets a piece enter on (from the bar or from off the board). */
public enum EntryPoint {
	/** The point the die names, unless the opponent holds it (backgammon). */
	ANY_OPEN,
	/** Only the point the die names, and only if it is entirely empty (平雙陸 (3), 譜雙). */
	EXACT_EMPTY
}
