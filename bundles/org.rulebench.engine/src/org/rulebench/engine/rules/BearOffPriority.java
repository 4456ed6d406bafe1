package org.rulebench.engine.rules;

/** Which use of a die comes first while bearing off. */
public enum BearOffPriority {
	/** Any legal step; the roll rules (most dice, larger die) decide (backgammon). */
	FREE,
	/** Per die: an exact bear-off if there is one, else one with pips to spare, else a move inside (平雙陸 (5) A>B>C). */
	EXACT_OVER_UNDER,
	/** Each die takes off any one piece, whatever its value (回回雙陸). */
	ANY_PIECE
}
