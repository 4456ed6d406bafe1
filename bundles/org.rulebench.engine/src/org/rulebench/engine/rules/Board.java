package org.rulebench.engine.rules;

/**
 * The board as each side sees it: points numbered 1..points from the side's own end, moving toward point 1 and
 * leaving past it. Points 1..home are the side's home (rear points in 譜雙).
 *
 * @param points number of points on a side's track
 * @param home   number of home points, counted from point 1
 * @param travel whether the sides move against each other or the same way round
 * @param offset for {@link Travel#SAME_DIRECTION}: how many points the second side's track is shifted
 * @param circuit pieces go round and round: a move past point 1 continues at point {@code points}
 */
public record Board(int points, int home, Travel travel, int offset, boolean circuit) {

	public static final Board TABLES = new Board(24, 6, Travel.OPPOSITE, 0, false);

	public static Board circuit(int points, int offset) {
		return new Board(points, 0, Travel.SAME_DIRECTION, offset, true);
	}
}
