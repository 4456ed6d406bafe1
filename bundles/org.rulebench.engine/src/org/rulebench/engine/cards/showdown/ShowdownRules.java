package org.rulebench.engine.cards.showdown;

import java.util.List;
import java.util.Objects;

import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.Pay;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.EqualHands;

/**
 * The rules of a showdown round of the three-card poker kind: the player stakes an ante; both sides are dealt
 * {@code cards} cards each, one at a time, the player first; the player sees its cards and folds (losing its ante) or
 * plays (adding a play bet equal to the ante); a banker whose hand does not qualify pays the ante and returns the play
 * bet (or pays it too); against one that qualifies the better hand wins both bets even money. An ante bonus is paid on
 * the player's hand whenever it plays, whatever the banker holds; a side bet on the player's hand is settled on its
 * cards alone, folded or not.
 *
 * @param decks          52-card decks in the shoe, each round from a full shoe
 * @param cards          cards dealt to each side: 2 or 3
 * @param hands          the ranking, and the side bet's pays as its pays (a hand that meets none loses the side bet)
 * @param player         when the player plays
 * @param qualifies      when the banker's hand qualifies
 * @param playPaysUnqualified whether a banker who does not qualify pays the play bet 1 to 1 (else returns it)
 * @param equal          what equal hands do ({@link EqualHands#TIE}: both bets returned; {@link EqualHands#BANKER})
 * @param anteBonus      what the ante bonus pays, the most of the pays the player's hand meets (none: no bonus)
 * @param sideBet        whether the reading offers the side bet on the player's hand (its pays are the ladder's)
 * @param ranks          the ranks each deck holds, four suits of each ({@link Deck#ranks})
 */
public record ShowdownRules(String name, int decks, int cards, Ladder hands, Decision player, Standing qualifies,
		boolean playPaysUnqualified, EqualHands equal, List<Pay> anteBonus, boolean sideBet, int ranks) {

	public ShowdownRules {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(hands, "hands");
		Objects.requireNonNull(player, "player");
		Objects.requireNonNull(qualifies, "qualifies");
		Objects.requireNonNull(equal, "equal");
		anteBonus = List.copyOf(anteBonus);
		if (decks < 1 || decks > CardRules.MAX_DECKS) {
			throw new IllegalArgumentException("a shoe holds 1 to " + CardRules.MAX_DECKS + " decks, not " + decks);
		}
		Deck.checkRanks(ranks);
		if (cards < 2 || cards > 3) {
			throw new IllegalArgumentException("the engine deals 2 or 3 cards each in a showdown, not " + cards);
		}
		if (equal == EqualHands.DENG_DECIDES) {
			throw new IllegalArgumentException("a showdown has no deng to decide equal hands: they tie or go to the banker");
		}
	}

	/** Decks of 52 cards. */
	public ShowdownRules(String name, int decks, int cards, Ladder hands, Decision player, Standing qualifies,
			boolean playPaysUnqualified, EqualHands equal, List<Pay> anteBonus, boolean sideBet) {
		this(name, decks, cards, hands, player, qualifies, playPaysUnqualified, equal, anteBonus, sideBet, Deck.ALL_RANKS);
	}

	/** The same rules dealt from decks of these ranks only. */
	public ShowdownRules withRanks(int r) {
		return new ShowdownRules(name, decks, cards, hands, player, qualifies, playPaysUnqualified, equal, anteBonus, sideBet, r);
	}

	public ShowdownRules withName(String n) {
		return new ShowdownRules(n, decks, cards, hands, player, qualifies, playPaysUnqualified, equal, anteBonus, sideBet, ranks);
	}
}
