package org.rulebench.engine.cards.exact;

import org.rulebench.engine.cards.round.Strategy;

/**
 * Both sides playing well where both choose (the banker's rule a choice): best replies in turn, the player first
 * against a banker who draws as a player must, until neither changes or {@value #MAX_REPLIES} replies are made.
 * Where pure replies go round in a circle the game's value lies in a mixed policy; every reply still brackets it:
 * against any banker policy the player's best reply leaves the banker at most the value, and against any player policy
 * the banker's best reply wins it at least the value, so {@link #lower()} ≤ value ≤ {@link #upper()}.
 *
 * @param player    the player's last best reply
 * @param banker    the banker's last best reply
 * @param edge      the banker's edge when these two meet
 * @param lower     the most the banker kept against a player's best reply: the value is at least this
 * @param upper     the least the banker won with its best reply: the value is at most this
 * @param converged whether a reply changed nothing (then lower = upper = edge: both policies are best replies)
 * @param replies   best replies computed, both sides' counted
 */
public record Duel(Strategy player, Strategy banker, Enumeration.Edge edge, double lower, double upper, boolean converged,
		int replies) {
	private static final int MAX_REPLIES = 10;

	public static Duel of(Enumeration e) {
		Strategy banker = null;
		Strategy player = e.bestPlayer(e.forcedPolicy());
		double lower = e.edge(player, e.forcedPolicy()).value();
		double upper = Double.POSITIVE_INFINITY;
		int replies = 1;
		boolean converged = false;
		Enumeration.Edge last = null;
		while (replies < MAX_REPLIES) {
			Strategy b = e.bestBanker(player);
			replies++;
			last = e.edge(player, b);
			upper = Math.min(upper, last.value());
			if (b.equals(banker)) {
				converged = true;
				break;
			}
			banker = b;
			Strategy p = e.bestPlayer(banker);
			replies++;
			Enumeration.Edge against = e.edge(p, banker);
			lower = Math.max(lower, against.value());
			if (p.equals(player)) {
				converged = true;
				last = against;
				break;
			}
			player = p;
		}
		return new Duel(player, banker, last, lower, upper, converged, replies);
	}
}
