package org.rulebench.engine.grid.rules;

import java.util.List;

/**
 * Captured pieces change side and go to the captor's hand; a side may drop a piece from its hand onto an empty point
 * instead of moving (shogi). What may not be dropped where is said by {@link Ban}s on drops.
 *
 * @param demoted  a captured piece goes to the hand as the kind it was before its promotion
 * @param kinds    the kinds that go to the hand when captured (as they go there, after demotion); empty: all
 * @param dropZone the points a piece may be dropped on (as each side sees them); null: any empty point
 * @param captured captured pieces go to the hand; false: they leave the game, and only the pieces a position gives a
 *                 side's hand are dropped (sittuyin's setup: every piece but the pawns starts in hand)
 */
public record Hands(boolean demoted, List<String> kinds, org.rulebench.engine.grid.board.Zone dropZone, boolean captured) {
	public Hands {
		kinds = List.copyOf(kinds);
	}

	public Hands(boolean demoted, List<String> kinds, org.rulebench.engine.grid.board.Zone dropZone) {
		this(demoted, kinds, dropZone, true);
	}

	/** Pieces start in hand and are dropped (on the zone's empty points, null: any); captured pieces leave the game. */
	public static Hands setUp(org.rulebench.engine.grid.board.Zone dropZone) {
		return new Hands(false, List.of(), dropZone, false);
	}

	/** Shogi's: every captured piece, demoted, droppable anywhere. */
	public static Hands shogi() {
		return new Hands(true, List.of(), null);
	}
}
