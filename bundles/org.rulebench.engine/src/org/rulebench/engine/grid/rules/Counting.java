package org.rulebench.engine.grid.rules;

/**
 * Counting rules that end a game the stronger side cannot finish: makruk's board's honour (no pawns left, the
 * weaker side counts 64 moves) and pieces' honour (the weaker side has its king alone: 8 moves against two rouas, 16
 * against one, 22 against two khons, 32 against two horses, 44 against one khon, 64 otherwise, counted from the
 * number of pieces on the board). The count running out is a draw; mate on the last counted move still wins.
 */
public enum Counting {
	NONE, MAKRUK
}
