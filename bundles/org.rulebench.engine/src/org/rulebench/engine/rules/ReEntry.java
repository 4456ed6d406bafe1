package org.rulebench.engine.rules;

/**
 * How pieces come (back) onto the board.
 *
 * @param point            which point a die lets a piece enter on
 * @param beforeOtherMoves a piece on the bar must enter before any other piece moves
 */
public record ReEntry(EntryPoint point, boolean beforeOtherMoves) {

	public static final ReEntry BACKGAMMON = new ReEntry(EntryPoint.ANY_OPEN, true);
}
