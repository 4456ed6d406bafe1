package org.rulebench.engine.cards.showdown;

/**
 * One round of a showdown, dealt and settled: each side's cards in the order dealt, what the player's rule says of its
 * hand and what the player did, and what each bet won, in antes (a loss negative, a bet returned 0).
 *
 * @param player  the player's cards
 * @param banker  the banker's cards
 * @param rule    what the player's rule says of the hand: {@link Move#MAY} where it leaves the choice
 * @param plays   whether the player played (else it folded and lost its ante)
 * @param ante    the ante: +1, -1, or 0 (equal hands tie)
 * @param play    the play bet: +1, -1, 0 (returned by a banker who does not qualify, a tie, or none: folded)
 * @param bonus   the ante bonus paid (0 where none is, or the player folded)
 * @param side    the side bet: what it pays to one, -1 lost, 0 where the reading offers none
 */
public record ShowdownRound(int[] player, int[] banker, Move rule, boolean plays, int ante, int play, int bonus, int side) {

	/** What the player won on the ante, the play bet and the ante bonus: the chips the simulation counts. */
	public int won() {
		return ante + play + bonus;
	}
}
