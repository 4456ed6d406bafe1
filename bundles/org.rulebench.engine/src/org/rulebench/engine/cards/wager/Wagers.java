package org.rulebench.engine.cards.wager;

import java.util.List;
import java.util.Objects;

/**
 * What a round pays. Without bets the one wager is the player's stake against the banker, the banker winning what
 * {@code bankerGain} says (Pok Deng); with bets, each bet is settled on the round as {@link Bet} says (punto banco).
 * A commission takes a share of what winning bets on one side win (the banker's wins pay 5 % to the house).
 *
 * @param bets       the bets the round settles; empty: the banker's own stake against the player's
 * @param commission the share of a winning bet's gain the house takes, by the side bet on; null: none
 */
public record Wagers(List<Bet> bets, Commission commission) {
	/** The player's stake against the banker, nothing to the house. */
	public static final Wagers BANKING = new Wagers(List.of(), null);

	/** A share of what bets on one side win, paid to the house. */
	public record Commission(Bet.On side, Stakes share) {
		public Commission {
			Objects.requireNonNull(side, "side");
			if (share.signum() <= 0 || share.compareTo(Stakes.ONE) >= 0) {
				throw new IllegalArgumentException("a commission takes more than 0 and less than all of a win, not " + share);
			}
		}

		@Override
		public String toString() {
			return "the " + (side == Bet.On.TIE ? "tie" : side == Bet.On.BANKER ? "banker" : "player") + "'s wins pay " + share
					+ " to the house";
		}
	}

	public Wagers {
		bets = List.copyOf(bets);
		for (int i = 0; i < bets.size(); i++) {
			for (int j = 0; j < i; j++) {
				if (bets.get(i).on() == bets.get(j).on()) {
					throw new IllegalArgumentException("two bets on " + bets.get(i).on().words());
				}
			}
		}
	}

	/** The bets the round settles: those stated, else the banker's side of the one wager (paying its deng). */
	public List<Bet> settled() {
		return bets.isEmpty() ? List.of(new Bet(Bet.On.BANKER, Stakes.ONE)) : bets;
	}

	/** What a bettor wins on this round, commission taken. */
	public Stakes gain(Bet bet, int bankerGain) {
		Stakes g = bet.gain(bankerGain);
		if (commission != null && commission.side() == bet.on() && g.signum() > 0) {
			return g.minus(g.times(commission.share()));
		}
		return g;
	}

	/** Whether the wagers are the plain banking ones (then `edge` reports the banker's edge as before). */
	public boolean banking() {
		return bets.isEmpty() && commission == null;
	}
}
