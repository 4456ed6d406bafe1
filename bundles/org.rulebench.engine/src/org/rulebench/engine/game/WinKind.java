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
	/** Grid games: no legal move for a side in check. */
	CHECKMATE,
	/** Grid games: no legal move for a side not in check (a win, loss or draw as the rules say). */
	STALEMATE,
	/** Grid games: the royal piece was taken (check does not bind). */
	ROYAL_CAPTURED,
	/** Grid games: a side left with its royal piece alone. */
	BARE_KING,
	/** Grid games: the same position met again as often as the rules allow. */
	REPETITION,
	/** Grid games: a repetition forced by one side's continuous checks, which loses. */
	PERPETUAL_CHECK,
	/** Makruk's counting ran out. */
	COUNTING,
	/** Grid games: passing ended the game (two passes in a row, or a pass while the royal pieces face each other). */
	PASSES,
	/** The rules' own cap on moves (not the simulator's turn cap), on all the plies of a game. */
	MOVE_CAP,
	/**
	 * Grid games: so many plies without a move of the kinds that start the count again (banqi's quiet plies: a
	 * capture or a piece turned up; chess's 50 moves: a capture or a move of a pawn).
	 */
	QUIET_PLIES,
	/** Grid games: a side lost when all its pieces were gone (banqi), not its royal piece alone. */
	ALL_PIECES_GONE,
	/** Stopped by the turn cap: not counted as a win or a draw. */
	UNFINISHED
}
