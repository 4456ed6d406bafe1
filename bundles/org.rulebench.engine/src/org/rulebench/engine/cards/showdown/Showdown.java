package org.rulebench.engine.cards.showdown;

import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.Pay;
import org.rulebench.engine.cards.ranking.RankedHand;
import org.rulebench.engine.cards.rules.EqualHands;

/**
 * A showdown's rules worked out once for every hand a side can hold (its cards as a multiset, so that a shoe's two
 * equal cards are a hand too): where the ladder places it, what the player's rule does with it, whether it qualifies,
 * its ante bonus and its side bet's pay; so that a round and the exact enumeration look each up, allocating nothing.
 */
public final class Showdown {
	/** The hands' keys: the cards sorted, then packed base 52. */
	private final int size;
	private final ShowdownRules rules;
	private final int[] rung;
	private final int[] definition;
	private final long[] order;
	private final String[] name;
	private final Move[] move;
	private final boolean[] qualifies;
	private final int[] bonus;
	private final int[] side;

	public Showdown(ShowdownRules rules) {
		this.rules = rules;
		this.size = pow(Cards.DECK, rules.cards());
		rung = new int[size];
		definition = new int[size];
		order = new long[size];
		name = new String[size];
		move = new Move[size];
		qualifies = new boolean[size];
		bonus = new int[size];
		side = new int[size];
		Ladder ladder = rules.hands();
		int[] cards = new int[rules.cards()];
		fill(ladder, cards, 0, 0);
	}

	private void fill(Ladder ladder, int[] cards, int at, int from) {
		if (at == cards.length) {
			int k = key(cards);
			RankedHand h = ladder.value(cards);
			if (h == null) {
				throw new IllegalArgumentException("no hand of the ranking places " + names(cards) + ": end it with `when any hand`");
			}
			rung[k] = h.rung();
			definition[k] = h.definition();
			order[k] = h.order();
			name[k] = h.name();
			move[k] = rules.player().move(ladder, cards, h);
			qualifies[k] = rules.qualifies().holds(ladder, cards, h);
			int most = 0;
			for (Pay p : rules.anteBonus()) {
				if (p.times() > most && ladder.holds(p.when(), cards)) {
					most = p.times();
				}
			}
			bonus[k] = most;
			side[k] = h.pays();
			return;
		}
		for (int c = from; c < Cards.DECK; c++) {
			cards[at] = c;
			fill(ladder, cards, at + 1, c);
		}
	}

	private static int pow(int b, int e) {
		int r = 1;
		for (int i = 0; i < e; i++) {
			r *= b;
		}
		return r;
	}

	static String names(int[] cards) {
		StringBuilder b = new StringBuilder();
		for (int c : cards) {
			b.append(b.length() == 0 ? "" : " ").append(Cards.name(c));
		}
		return b.toString();
	}

	/** The ranks of some cards, the highest first, the ace high, as a reading names a hand by them: "Q-6-4", "A-10-2". */
	public static String ranks(int... cards) {
		Integer[] r = new Integer[cards.length];
		for (int i = 0; i < cards.length; i++) {
			r[i] = Cards.rank(cards[i]);
		}
		java.util.Arrays.sort(r, (x, y) -> Integer.compare(y == Cards.ACE ? 13 : y, x == Cards.ACE ? 13 : x));
		StringBuilder b = new StringBuilder();
		for (int x : r) {
			b.append(b.length() == 0 ? "" : "-").append(Cards.rankFace(x));
		}
		return b.toString();
	}

	public ShowdownRules rules() {
		return rules;
	}

	/** The key of cards sorted ascending. */
	static int key(int[] sorted) {
		int k = 0;
		for (int c : sorted) {
			k = k * Cards.DECK + c;
		}
		return k;
	}

	/** The key of the cards in any order (two or three of them). */
	public static int keyOf(int... cards) {
		int[] s = cards.clone();
		java.util.Arrays.sort(s);
		return key(s);
	}

	public String name(int key) {
		return name[key];
	}

	public Move move(int key) {
		return move[key];
	}

	public boolean qualifies(int key) {
		return qualifies[key];
	}

	public int bonus(int key) {
		return bonus[key];
	}

	/** What the side bet pays to one on the hand; 0: the bet is lost. */
	public int sidePays(int key) {
		return side[key];
	}

	/**
	 * A key that orders hands as {@link #compare} does, larger the better, where every rung of the ladder has one
	 * definition (else hands of two definitions on one rung rank equal whatever their orders, which no one key says):
	 * then null.
	 */
	long[] strengths() {
		java.util.Map<Integer, Integer> definitions = new java.util.HashMap<>();
		for (var h : rules.hands().hands()) {
			if (definitions.merge(h.rung(), 1, Integer::sum) > 1) {
				return null;
			}
		}
		long[] out = new long[size];
		for (int k = 0; k < size; k++) {
			if (name[k] != null) {
				if (order[k] >= 1L << 48) {
					return null;
				}
				out[k] = (long) (4096 - rung[k]) << 48 | order[k];
			}
		}
		return out;
	}

	/** Positive if the first hand is better, 0 if equal, as {@link Ladder#compare}. */
	public int compare(int x, int y) {
		if (rung[x] != rung[y]) {
			return Integer.compare(rung[y], rung[x]);
		}
		return definition[x] != definition[y] ? 0 : Long.compare(order[x], order[y]);
	}

	/**
	 * What the player wins on its ante and play bet (and ante bonus) when it plays this hand against the banker's, in
	 * antes; a fold loses 1.
	 */
	public int played(int player, int banker) {
		return bonus[player] + ante(player, banker) + playBet(player, banker);
	}

	/**
	 * What the ante of a player who plays this hand wins against the banker's: even money against a banker who does not
	 * qualify, else the better hand wins it; equal hands tie or go to the banker as the rules say.
	 */
	public int ante(int player, int banker) {
		if (!qualifies[banker]) {
			return 1;
		}
		int c = compare(player, banker);
		return c > 0 ? 1 : c < 0 || rules.equal() == EqualHands.BANKER ? -1 : 0;
	}

	/** What the play bet wins: returned by a banker who does not qualify (or paid, as the rules say), else as the ante. */
	public int playBet(int player, int banker) {
		if (!qualifies[banker]) {
			return rules.playPaysUnqualified() ? 1 : 0;
		}
		return ante(player, banker);
	}
}
