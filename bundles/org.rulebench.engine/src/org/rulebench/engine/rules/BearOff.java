package org.rulebench.engine.rules;

/**
 * Taking pieces off the board (拈出).
 *
 * @param allowed          pieces may leave the board at all
 * @param needsAllHome     only once every piece is home (疊梁満); a piece hit meanwhile suspends it
 * @param priority         which use of a die comes first while bearing off
 * @param overFromFarthest a die larger than needed bears off only from the farthest occupied point (backgammon)
 * @param onePiecePerDie   while bearing off, dice are never summed: each die moves a different piece (平雙陸 (5))
 * @param takeWhenBlocked  a die that can bear off nothing may take the opponent's piece on the point it names
 *                         in the opponent's home (折葉)
 */
public record BearOff(boolean allowed, boolean needsAllHome, BearOffPriority priority, boolean overFromFarthest,
		boolean onePiecePerDie, boolean takeWhenBlocked) {

	public static final BearOff BACKGAMMON = new BearOff(true, true, BearOffPriority.FREE, true, false, false);
	public static final BearOff NONE = new BearOff(false, false, BearOffPriority.FREE, false, false, false);
}
