package org.rulebench.engine.game;

/** How a game was won. */
public enum WinKind {
	SINGLE, GAMMON, BACKGAMMON,
	/** A double was declined. */
	DROP,
	/** Decided by chips (籌) or by the count of pieces borne off. */
	COUNT,
	/** Nobody won: equal chips or counts, or an end no side brought about. */
	DRAW,
	/** Stopped by the turn cap: not counted as a win or a draw. */
	UNFINISHED
}
