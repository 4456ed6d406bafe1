package org.rulebench.engine.cards.round;

import org.rulebench.engine.cards.hand.Deng;
import org.rulebench.engine.cards.hand.HandValue;

/**
 * A settled round.
 *
 * @param bankerGain stakes the banker wins from the player (negative: pays)
 * @param playerDealt the player's two cards as dealt (its deng before any draw)
 */
public record RoundResult(int[] player, int[] banker, HandValue playerHand, HandValue bankerHand, HandValue playerDealt,
		HandValue bankerDealt, int bankerGain) {

	/** A two-card deng that drew and made no deng of three. */
	public static boolean dengLost(HandValue dealt, HandValue last) {
		return last.cards() == 3 && dealt.deng() != Deng.NONE && last.deng() == Deng.NONE;
	}
}
