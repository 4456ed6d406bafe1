package org.rulebench.engine.grid.rules;

/** Which royal pieces check binds, when check binds ({@link GridRules#checkBinding}) and a side has several. */
public enum RoyalCheck {
	/** A move may leave none of the side's royal pieces attacked. */
	EACH,
	/** Only the last royal piece left counts: while a side has two or more, they may be left attacked and taken. */
	LAST,
	/** A move may not leave all the side's royal pieces attacked at once. */
	ALL
}
