package org.rulebench.engine.cards.round;

import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.cards.draw.Sight;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.game.Rng;

/**
 * One round, step by step as it is played: the banker deals two cards each (the player first); a pok on either side
 * ends the round at once; else the player draws or stands as its rule says (by its policy where the rule leaves the
 * choice), then the banker as its rule says, seeing whether the player drew (and the card, if dealt face up);
 * then the hands are compared and the loser pays.
 */
public final class Round {
	private final Hands hands;
	private final Deck deck;
	private final Rng rng;
	private final int[] player = new int[3];
	private final int[] banker = new int[3];
	private int playerCards;
	private int bankerCards;
	private boolean playerDone;
	private RoundResult result;

	/** Deals the two cards each from the deck (shuffled already), the player's first card first. */
	public Round(Hands hands, Deck deck, Rng rng) {
		this.hands = hands;
		this.deck = deck;
		this.rng = rng;
		player[0] = deck.next();
		banker[0] = deck.next();
		player[1] = deck.next();
		banker[1] = deck.next();
		playerCards = bankerCards = 2;
		if (hands.two(player[0], player[1]).pok() || hands.two(banker[0], banker[1]).pok()) {
			playerDone = true;
			settle();
		}
	}

	/** Whether the round is still waiting for the player to draw or stand. */
	public boolean playerToAct() {
		return !playerDone;
	}

	/** Whether the player must draw. */
	public boolean playerForced() {
		return !playerDone && hands.playerVerdict(player[0], player[1]) == Verdict.MUST;
	}

	/** What the player's rule says of its two cards. */
	public Verdict playerVerdict() {
		return hands.playerVerdict(player[0], player[1]);
	}

	/** The player draws (true) or stands, where its rule leaves the choice; else as the rule says, whatever is asked. */
	public void player(boolean draw) {
		if (playerDone) {
			throw new IllegalStateException("the player has played");
		}
		Verdict v = playerVerdict();
		if (v == Verdict.MUST || v == Verdict.MAY && draw) {
			player[playerCards++] = deck.next();
		}
		playerDone = true;
	}

	/** The player plays by its policy. */
	public void player(DrawPolicy policy) {
		Verdict v = playerVerdict();
		player(v == Verdict.MUST || v == Verdict.MAY && chance(policy.drawChance(player[0], player[1], false)));
	}

	/** What the banker sees of the player: whether it drew, and the card if third cards are dealt face up. */
	private int sight() {
		return playerCards < 3 ? Sight.STOOD : hands.rules().thirdCardShown() ? Sight.shown(player[2]) : Sight.DREW;
	}

	/** What the banker's rule says of its two cards, once the player has played. */
	public Verdict bankerVerdict() {
		if (!playerDone) {
			throw new IllegalStateException("the player has not played yet");
		}
		return hands.bankerVerdict(banker[0], banker[1], sight());
	}

	/** The banker plays by its rule (its policy where the rule leaves the choice) and the round is settled. */
	public RoundResult banker(DrawPolicy policy) {
		if (playerDone && result == null) {
			int sight = sight();
			boolean draws = switch (hands.bankerVerdict(banker[0], banker[1], sight)) {
			case STAND -> false;
			case MUST -> true;
			case MAY -> chance(policy.drawChanceSeeing(banker[0], banker[1], sight));
			};
			if (draws) {
				banker[bankerCards++] = deck.next();
			}
			settle();
		}
		if (result == null) {
			throw new IllegalStateException("the player has not played yet");
		}
		return result;
	}

	/** The round played out by both policies. */
	public RoundResult play(DrawPolicy playerPolicy, DrawPolicy bankerPolicy) {
		if (playerToAct()) {
			player(playerPolicy);
		}
		return banker(bankerPolicy);
	}

	private boolean chance(double p) {
		return p >= 1 || p > 0 && (rng.nextLong() >>> 11) * 0x1.0p-53 < p;
	}

	private void settle() {
		HandValue p = value(player, playerCards);
		HandValue b = value(banker, bankerCards);
		result = new RoundResult(java.util.Arrays.copyOf(player, playerCards), java.util.Arrays.copyOf(banker, bankerCards), p, b,
				hands.two(player[0], player[1]), hands.two(banker[0], banker[1]), new Settlement(hands).bankerGain(p, b));
	}

	private HandValue value(int[] cards, int n) {
		return n == 2 ? hands.two(cards[0], cards[1]) : hands.three(cards[0], cards[1], cards[2]);
	}

	/** The player's cards so far. */
	public int[] playerCards() {
		return java.util.Arrays.copyOf(player, playerCards);
	}

	/** The banker's cards so far. */
	public int[] bankerCards() {
		return java.util.Arrays.copyOf(banker, bankerCards);
	}

	/** The result once settled, else null. */
	public RoundResult result() {
		return result;
	}
}
