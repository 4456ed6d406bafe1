package org.rulebench.engine.grid.rules;

import java.util.List;

/**
 * Captured pieces change side and go to the captor's hand; a side may drop a piece from its hand onto an empty point
 * instead of moving (shogi). What may not be dropped where is said by {@link Ban}s on drops.
 *
 * @param demoted  a captured piece goes to the hand as the kind it was before its promotion
 * @param kinds    the kinds that go to the hand when captured (as they go there, after demotion); empty: all
 * @param dropZone the points a piece may be dropped on (as each side sees them); null: any empty point
 */
public record Hands(boolean demoted, List<String> kinds, org.rulebench.engine.grid.board.Zone dropZone) {
	public Hands {
		kinds = List.copyOf(kinds);
	}

	/** Shogi's: every captured piece, demoted, droppable anywhere. */
	public static Hands shogi() {
		return new Hands(true, List.of(), null);
	}
}
