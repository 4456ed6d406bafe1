package org.rulebench.engine.rules;

/** How the two sides travel round the board. */
public enum Travel {
	/** Each side moves toward the other's start, as in backgammon: my point i is the opponent's point N+1-i. */
	OPPOSITE,
	/** Both sides move the same way round (追い廻し, Chasing the Girls); the second side's track is shifted. */
	SAME_DIRECTION
}
