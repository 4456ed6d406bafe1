package org.rulebench.engine.rules;

/**
 * What a finished game is worth.
 *
 * @param single     a plain win
 * @param gammon     the loser bore off nothing (無土勝ち); 0 when not counted
 * @param backgammon the loser also has a piece on the bar or in the winner's home (無上勝ち); 0 when not counted
 * @param cube       the doubling cube is in play
 */
public record Stakes(int single, int gammon, int backgammon, boolean cube) {

	public static final Stakes BACKGAMMON = new Stakes(1, 2, 3, false);
	public static final Stakes SINGLE = new Stakes(1, 0, 0, false);
}
