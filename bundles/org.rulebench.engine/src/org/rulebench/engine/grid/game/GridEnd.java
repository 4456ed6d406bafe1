package org.rulebench.engine.grid.game;

/** How a grid game ended. */
public enum GridEnd {
	CHECKMATE, STALEMATE, ROYAL_CAPTURED, BARE_KING, REPETITION, PERPETUAL_CHECK, COUNTING, MOVE_CAP,
	/** So many plies without a capture or a piece turned up (banqi's draw; {@link org.rulebench.engine.grid.rules.GridRules#quietCap}). */
	QUIET_PLIES,
	/** Two passes in a row, or a pass while the royal pieces face each other (janggi). */
	PASSES,
	/** Stopped by the caller's ply cap before any rule ended it. */
	UNFINISHED
}
