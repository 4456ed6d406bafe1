package org.rulebench.engine.rules;

/**
 * Who may stand on a point.
 *
 * @param pointLimit most own pieces on one point, 0 for no limit (平雙陸 5, 七梁 2)
 * @param blockAt    opposing pieces that close a point, 0 if points are never closed
 * @param hit        what happens to a lone opposing piece landed on
 * @param skipOwn    a piece whose die ends on its own piece goes on to the next point if that is free (Chasing the Girls)
 */
public record Occupancy(int pointLimit, int blockAt, HitRule hit, boolean skipOwn) {

	public static final Occupancy BACKGAMMON = new Occupancy(0, 2, HitRule.TO_BAR, false);

	public boolean limited() {
		return pointLimit > 0;
	}
}
