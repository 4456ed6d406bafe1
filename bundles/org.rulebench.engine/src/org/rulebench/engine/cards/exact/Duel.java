package org.rulebench.engine.cards.exact;

import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Strategy;

/**
 * Both sides playing well where both choose (the banker's rule a choice): best replies in turn, the player first
 * against a banker who draws as a player must, until neither changes or a pair of policies comes round again.
 *
 * @param converged  whether the last replies changed nothing (else the replies cycle and the last pair is reported)
 * @param rounds     replies computed, each side's counted
 */
public record Duel(Strategy player, Strategy banker, Enumeration.Edge edge, boolean converged, int rounds) {
	private static final int MAX_ROUNDS = 12;

	public static Duel of(Enumeration e) {
		DrawPolicy start = (a, b, drew) -> e.forcedPolicy().drawChance(a, b, drew);
		Strategy player = e.bestPlayer(start);
		Strategy banker = e.bestBanker(player);
		int rounds = 2;
		boolean converged = false;
		while (rounds < MAX_ROUNDS) {
			Strategy p = e.bestPlayer(banker);
			rounds++;
			if (p.equals(player)) {
				converged = true;
				break;
			}
			player = p;
			Strategy b = e.bestBanker(player);
			rounds++;
			if (b.equals(banker)) {
				converged = true;
				break;
			}
			banker = b;
		}
		return new Duel(player, banker, e.edge(player, banker), converged, rounds);
	}
}
