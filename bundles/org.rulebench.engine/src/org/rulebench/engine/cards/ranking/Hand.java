package org.rulebench.engine.cards.ranking;

import org.rulebench.engine.cards.deck.CardValues;
import org.rulebench.engine.cards.deck.Cards;

/**
 * The cards of one hand as a condition sees them: their ranks, suits and count worked out once, and the hand of the
 * ladder they make (once the ladder has placed them; -1 before).
 */
public final class Hand {
	private final int[] cards;
	private final int[] ranks = new int[13];
	private final int[] suits = new int[4];
	private final int courts;
	private final int count;
	private final String name;
	private final CardValues values;

	Hand(int[] cards, String name, CardValues values) {
		this.cards = cards;
		this.name = name;
		this.values = values;
		int c = 0;
		int sum = 0;
		for (int card : cards) {
			if (card < 0 || card >= Cards.DECK) {
				throw new IllegalArgumentException("no card " + card + " in a deck of 52");
			}
			ranks[Cards.rank(card)]++;
			suits[Cards.suit(card)]++;
			c += Cards.court(card) ? 1 : 0;
			sum += values.points(card);
		}
		this.courts = c;
		this.count = sum % 10;
	}

	Hand placed(String hand) {
		return new Hand(cards, hand, values);
	}

	public int size() {
		return cards.length;
	}

	public int card(int i) {
		return cards[i];
	}

	/** What its cards count, each by its rank. */
	public CardValues values() {
		return values;
	}

	/** The last digit of its points. */
	public int count() {
		return count;
	}

	public int courts() {
		return courts;
	}

	/** The most cards it holds of one rank. */
	public int mostOfARank() {
		int most = 0;
		for (int n : ranks) {
			most = Math.max(most, n);
		}
		return most;
	}

	/** The most cards it holds of one suit. */
	public int mostOfASuit() {
		int most = 0;
		for (int n : suits) {
			most = Math.max(most, n);
		}
		return most;
	}

	/** The longest run of ranks in a row among its cards, the ace standing as {@code ace} says. */
	public int longestRun(Ace ace) {
		int best = 0;
		int length = 0;
		// positions 0 (the ace low), 1..12 (two to king), 13 (the ace high)
		for (int p = 0; p <= 13; p++) {
			boolean held = p == 0 ? ace != Ace.HIGH && ranks[Cards.ACE] > 0
					: p == 13 ? ace != Ace.LOW && ranks[Cards.ACE] > 0 : ranks[p] > 0;
			length = held ? length + 1 : 0;
			best = Math.max(best, length);
		}
		return best;
	}

	/**
	 * Where its longest run of ranks in a row ends, the ace high or low: 2 for A-2-3 (positions 0 the ace low, 1 the two
	 * ... 12 the king, 13 the ace high), 13 for Q-K-A; the highest such end if two runs are as long.
	 */
	public int runTop() {
		int best = 0;
		int top = 0;
		int length = 0;
		for (int p = 0; p <= 13; p++) {
			boolean held = p == 0 || p == 13 ? ranks[Cards.ACE] > 0 : ranks[p] > 0;
			length = held ? length + 1 : 0;
			if (length > 0 && length >= best) {
				best = length;
				top = p;
			}
		}
		return top;
	}

	/** The hand of the ladder it makes, null before the ladder has placed it. */
	public String name() {
		return name;
	}
}
