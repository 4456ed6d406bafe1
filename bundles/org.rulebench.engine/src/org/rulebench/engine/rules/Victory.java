package org.rulebench.engine.rules;

/** How the winner of an ended game is decided. */
public enum Victory {
	/** The side that brought about the end wins; stakes by win kind (single, gammon, backgammon). */
	FIRST_TO_FINISH,
	/** The side with more chips (籌) wins by the difference; equal chips are a draw (七梁). */
	MOST_CHIPS,
	/** The side that bore off (and took) more pieces wins (折葉). */
	MOST_BORNE_OFF,
	/** The side with more of a count read off its standing ({@link RuleSet#winnerBy()}) wins by the difference. */
	MOST_OF
}
