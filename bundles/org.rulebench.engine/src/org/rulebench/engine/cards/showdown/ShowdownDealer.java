package org.rulebench.engine.cards.showdown;

import java.util.Set;

import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.game.Rng;

/**
 * Deals and settles showdown rounds of one seat: a round of a seed is the round `rulebench simulate` plays on that seed
 * (the simulation's table deals through this), so that the workbench shows the very rounds the figures count. Not
 * shared between threads: it keeps one shoe.
 */
public final class ShowdownDealer {
	private final Showdown showdown;
	private final ShowdownEnumeration.Policy policy;
	private final Set<Integer> best;
	private final Deck deck;

	/** Where the rule leaves the choice, the player named chooses ({@link ShowdownEnumeration.Policy#of}). */
	ShowdownDealer(ShowdownVariant variant, String player) {
		this.showdown = variant.showdown();
		this.policy = ShowdownEnumeration.Policy.of(player);
		boolean anyChoice = policy == ShowdownEnumeration.Policy.BEST && variant.anyChoice();
		this.best = anyChoice ? variant.enumeration().bestPlayed() : Set.of();
		ShowdownRules rules = showdown.rules();
		this.deck = new Deck(rules.decks(), rules.ranks());
	}

	/** The round of this seed: a full shoe shuffled, the cards dealt one at a time, the player first. */
	public ShowdownRound deal(long seed) {
		Rng rng = new Rng(seed);
		deck.shuffle(rng);
		int n = showdown.rules().cards();
		int[] p = new int[n];
		int[] b = new int[n];
		for (int i = 0; i < n; i++) {
			p[i] = deck.next();
			b[i] = deck.next();
		}
		int pk = Showdown.keyOf(p);
		int bk = Showdown.keyOf(b);
		Move rule = showdown.move(pk);
		boolean plays = switch (rule) {
		case PLAY -> true;
		case FOLD -> false;
		case MAY -> switch (policy) {
			case BEST -> best.contains(pk);
			case PLAY -> true;
			case FOLD -> false;
			case RANDOM -> (rng.nextLong() & 1) == 0;
			};
		};
		int side = !showdown.rules().sideBet() ? 0 : showdown.sidePays(pk) > 0 ? showdown.sidePays(pk) : -1;
		if (!plays) {
			return new ShowdownRound(p, b, rule, false, -1, 0, 0, side);
		}
		int ante = showdown.ante(pk, bk);
		return new ShowdownRound(p, b, rule, true, ante, showdown.playBet(pk, bk), showdown.bonus(pk), side);
	}
}
