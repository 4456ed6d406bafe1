package org.rulebench.engine.grid.game;

/** How a grid game ended. */
public enum GridEnd {
	CHECKMATE, STALEMATE, ROYAL_CAPTURED,
	/** A side lost its last piece where every kind is a life kind ("a side loses when all its pieces are gone", banqi). */
	ALL_PIECES_GONE,
	BARE_KING, REPETITION, PERPETUAL_CHECK, COUNTING, MOVE_CAP,
	/** So many plies without the moves that reset the count: a capture or a piece turned up (banqi's draw), or without a capture or a pawn's move (chess's 50 moves): {@link org.rulebench.engine.grid.rules.GridRules#quietDraw}. */
	QUIET_PLIES,
	/** Two passes in a row, or a pass while the royal pieces face each other (janggi). */
	PASSES,
	/** Stopped by the caller's ply cap before any rule ended it. */
	UNFINISHED
}
