package org.rulebench.engine.cards.rules;

/** When the banker takes a third card. */
public enum BankerDrawing {
	/** The banker plays the two cards dealt. */
	NEVER,
	/** As a player must: on 0 to the forced limit, unless a deng may stand. */
	AS_A_PLAYER,
	/** At will (a pok apart), knowing whether the player drew: the banker's policy decides. */
	CHOICE
}
