package org.rulebench.engine.rules;

/** A roll after which the same side rolls again. */
public enum ExtraRoll {
	/** Any double. */
	DOUBLES,
	/** 1-2 (acey-deucey): play the 1 and the 2, then any double of the player's choice, then roll again. */
	ACEY_DEUCEY;

	/** Whether the roll is acey-deucey's 1-2, in either order. */
	public static boolean isAceyDeucey(int[] roll) {
		return roll.length == 2 && Math.min(roll[0], roll[1]) == 1 && Math.max(roll[0], roll[1]) == 2;
	}
}
