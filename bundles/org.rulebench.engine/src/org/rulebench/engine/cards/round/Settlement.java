package org.rulebench.engine.cards.round;

import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.rules.DengPayment;

/** What the banker wins (negative: pays) against one player's stake of 1, from the two final hands. */
public final class Settlement {
	private final Hands hands;

	public Settlement(Hands hands) {
		this.hands = hands;
	}

	public int bankerGain(HandValue player, HandValue banker) {
		int c = hands.compare(player, banker);
		if (c == 0) {
			if (player.pok()) {
				return 0; // equal poks tie (チョーン), whatever the rules say of other equal hands
			}
			c = switch (hands.rules().equal()) {
			case TIE -> 0;
			case BANKER -> -1;
			case DENG_DECIDES -> Integer.compare(player.multiplier(), banker.multiplier());
			};
			if (c == 0) {
				return 0;
			}
		}
		HandValue winner = c > 0 ? player : banker;
		HandValue loser = c > 0 ? banker : player;
		int pays = hands.rules().payment() == DengPayment.WINNER ? winner.multiplier()
				: Math.max(winner.multiplier(), loser.multiplier());
		return c > 0 ? -pays : pays;
	}
}
