package org.rulebench.engine.rules;

/** What becomes of a lone piece an opponent lands on. */
public enum HitRule {
	/** Pieces are never hit; if points are not blocked either, both sides may share a point (柳). */
	NONE,
	/** The piece goes to the bar and must re-enter (backgammon, 平雙陸 切る). */
	TO_BAR,
	/** The piece leaves the game for good (Chasing the Girls). */
	OUT_OF_GAME,
	/** The hitter puts it back on any point near its owner's start not holding the hitter's pieces (大和双六). */
	PLACED_BY_HITTER,
	/**
	 * The piece stays where it is, held (pinned) under the piece that landed: it cannot move, its point is the
	 * holder's, and it is free again when the holder's last piece leaves the point (Plakoto).
	 */
	HOLD
}
