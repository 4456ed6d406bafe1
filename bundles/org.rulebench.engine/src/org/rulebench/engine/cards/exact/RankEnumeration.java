package org.rulebench.engine.cards.exact;

import java.util.Map;
import java.util.TreeMap;

import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.draw.Sight;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Settlement;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.wager.Bet;
import org.rulebench.engine.cards.wager.Stakes;
import org.rulebench.engine.cards.wager.Wagers;

/**
 * Every deal from a full shoe of one or more decks, weighed exactly, over rank counts: the player's first card, the
 * banker's, the player's second, the banker's, then each third card, as 13 ranks each held {@code 4 × decks} times.
 * Dealing without replacement is exact because each rank's count drops as it is dealt. It needs rules that never look
 * at suits ({@link #refusal(CardRules)} says why not, else null): then 13⁶ rank sequences stand for every ordered deal
 * of the shoe (416·415·…·411 with 8 decks), and 8 decks take as long as one.
 * <p>
 * A policy's chance where a rule leaves the choice must be 0, 1/2 or 1: every weight is then a whole number of quarter
 * deals, and the figures are exact.
 */
public final class RankEnumeration {
	private static final int RANKS = Cards.KING + 1;
	private final CardRules rules;
	private final Hands hands;
	private final Settlement settlement;
	private final int decks;
	private final HandValue[] two = new HandValue[RANKS * RANKS];
	private final HandValue[] three = new HandValue[RANKS * RANKS * RANKS];

	public RankEnumeration(CardRules rules) {
		String why = refusal(rules);
		if (why != null) {
			throw new IllegalArgumentException(why);
		}
		this.rules = rules;
		this.hands = new Hands(rules);
		this.settlement = new Settlement(hands);
		this.decks = rules.decks();
		for (int a = 0; a < RANKS; a++) {
			for (int b = 0; b < RANKS; b++) {
				two[a * RANKS + b] = hands.two(card(a, 0), card(b, 1));
				for (int c = 0; c < RANKS; c++) {
					three[(a * RANKS + b) * RANKS + c] = hands.three(card(a, 0), card(b, 1), card(c, 2));
				}
			}
		}
	}

	/** A card of the rank standing for every card of it: the rules read no suit. */
	private static int card(int rank, int suit) {
		return Cards.of(rank, suit);
	}

	/**
	 * Why these rules cannot be enumerated over rank counts (they read suits: a deng of two of a suit, three of a suit,
	 * a drawing rule on two of a suit), or null. Found by trying every rank pair and triple with suits alike and apart.
	 */
	public static String refusal(CardRules rules) {
		Hands h = new Hands(rules);
		int[][] apart = { { 0, 1, 2 }, { 0, 0, 1 }, { 0, 1, 1 }, { 1, 0, 1 } };
		for (int a = 0; a < RANKS; a++) {
			for (int b = 0; b < RANKS; b++) {
				if (a != b || rules.decks() > 1) {
					if (!same(h.two(card(a, 0), card(b, 1)), h.two(card(a, 0), card(b, 0)))
							|| h.playerVerdict(card(a, 0), card(b, 1)) != h.playerVerdict(card(a, 0), card(b, 0))
							|| h.bankerVerdict(card(a, 0), card(b, 1), Sight.STOOD) != h.bankerVerdict(card(a, 0), card(b, 0), Sight.STOOD)) {
						return suits(a, b);
					}
				}
				for (int c = 0; c < RANKS; c++) {
					if (rules.decks() == 1 && (a == b || b == c || a == c)) {
						continue;
					}
					HandValue all = h.three(card(a, 0), card(b, 0), card(c, 0));
					for (int[] s : apart) {
						if (!same(all, h.three(card(a, s[0]), card(b, s[1]), card(c, s[2])))) {
							return suits(a, b) + " and a " + Cards.rankFace(c);
						}
					}
				}
			}
		}
		return null;
	}

	private static String suits(int a, int b) {
		return "the rules read suits (a " + Cards.rankFace(a) + " and a " + Cards.rankFace(b)
				+ " are worth more of one suit than of two), so rank counts cannot stand for the cards";
	}

	/** Equal as a settlement and a drawing rule see them: why a hand is a deng does not matter, what it pays does. */
	private static boolean same(HandValue x, HandValue y) {
		return x.category() == y.category() && x.total() == y.total() && x.order() == y.order() && x.courtTrips() == y.courtTrips()
				&& x.multiplier() == y.multiplier() && x.cards() == y.cards() && x.name().equals(y.name()) && x.rung() == y.rung()
				&& x.definition() == y.definition();
	}

	public CardRules rules() {
		return rules;
	}

	/**
	 * How often the banker gains each number of stakes from the player (negative: pays; 0: a tie) with these policies.
	 *
	 * @param weights by the banker's gain, in quarter deals; they sum to {@link Outcomes#deals()}
	 * @param deals   every ordered deal of six cards from the shoe, times 4
	 */
	public record Outcomes(Map<Integer, Long> weights, long deals) {
		/** The share of every deal with this gain, exactly. */
		public Stakes share(int bankerGain) {
			return Stakes.of(weights.getOrDefault(bankerGain, 0L), deals);
		}

		/** The shares where the banker wins, the player wins, and the hands tie. */
		public Stakes bankerWins() {
			return sum(1);
		}

		public Stakes playerWins() {
			return sum(-1);
		}

		public Stakes ties() {
			return share(0);
		}

		private Stakes sum(int sign) {
			long n = 0;
			for (Map.Entry<Integer, Long> e : weights.entrySet()) {
				if (Integer.signum(e.getKey()) == sign) {
					n += e.getValue();
				}
			}
			return Stakes.of(n, deals);
		}

		/** What a bettor wins per stake on average, commission taken (negative: the house's edge). */
		public Stakes expected(Wagers wagers, Bet bet) {
			Stakes sum = Stakes.ZERO;
			for (Map.Entry<Integer, Long> e : weights.entrySet()) {
				sum = sum.plus(wagers.gain(bet, e.getKey()).times(e.getValue()));
			}
			return sum.times(Stakes.of(1, deals));
		}
	}

	/** Every deal weighed with these policies (a chance of 0, 1/2 or 1 where a rule leaves the choice). */
	public Outcomes outcomes(DrawPolicy player, DrawPolicy banker) {
		int n = 4 * Integer.bitCount(rules.ranks()) * decks;
		long[] count = new long[RANKS];
		for (int r = 0; r < RANKS; r++) {
			count[r] = (rules.ranks() >> r & 1) == 0 ? 0 : 4L * decks;
		}
		long[] byGain = new long[2 * 100 + 1];
		long rest2 = (long) (n - 4) * (n - 5);
		for (int p1 = 0; p1 < RANKS; p1++) {
			long w1 = count[p1]--;
			for (int b1 = 0; b1 < RANKS; b1++) {
				long w2 = w1 * count[b1]--;
				for (int p2 = 0; p2 < RANKS; p2++) {
					long w3 = w2 * count[p2]--;
					for (int b2 = 0; b2 < RANKS; b2++) {
						long w4 = w3 * count[b2]--;
						if (w4 > 0) {
							deal(p1, p2, b1, b2, w4, count, n, rest2, player, banker, byGain);
						}
						count[b2]++;
					}
					count[p2]++;
				}
				count[b1]++;
			}
			count[p1]++;
		}
		Map<Integer, Long> weights = new TreeMap<>();
		for (int g = 0; g < byGain.length; g++) {
			if (byGain[g] != 0) {
				weights.put(g - 100, byGain[g]);
			}
		}
		long deals = 4;
		for (int i = 0; i < 6; i++) {
			deals = Math.multiplyExact(deals, n - i);
		}
		return new Outcomes(weights, deals);
	}

	private void deal(int p1, int p2, int b1, int b2, long w4, long[] count, int n, long rest2, DrawPolicy player,
			DrawPolicy banker, long[] byGain) {
		HandValue hp = two[p1 * RANKS + p2];
		HandValue hb = two[b1 * RANKS + b2];
		int pa = card(p1, 0);
		int pb = card(p2, 1);
		if (hp.pok() || hb.pok()) {
			add(byGain, hp, hb, 4 * w4 * rest2);
			return;
		}
		long qp = quarters(switch (hands.playerVerdict(pa, pb)) {
		case MUST -> 1;
		case STAND -> 0;
		case MAY -> player.drawChance(pa, pb, false);
		}, "player");
		if (qp < 2) {
			bankerPlays(b1, b2, hp, (2 - qp) * w4, Sight.STOOD, count, n - 4, 2, banker, byGain);
		}
		if (qp > 0) {
			for (int x = 0; x < RANKS; x++) {
				long cx = count[x]--;
				if (cx > 0) {
					int sight = rules.thirdCardShown() ? Sight.shown(card(x, 0)) : Sight.DREW;
					bankerPlays(b1, b2, three[(p1 * RANKS + p2) * RANKS + x], qp * w4 * cx, sight, count, n - 5, 1, banker, byGain);
				}
				count[x]++;
			}
		}
	}

	/**
	 * The banker draws or stands on its two cards, the player's hand made: {@code w} the deal's weight so far (in half
	 * deals for each side's choice), {@code left} the cards still in the shoe and {@code slots} the cards of the six-card
	 * deal still to come (2 if the player stood, 1 if it drew), which every way of dealing them stands for.
	 */
	private void bankerPlays(int b1, int b2, HandValue hp, long w, int sight, long[] count, int left, int slots, DrawPolicy banker,
			long[] byGain) {
		int ba = card(b1, 2);
		int bb = card(b2, 3);
		long qb = quarters(switch (hands.bankerVerdict(ba, bb, sight)) {
		case MUST -> 1;
		case STAND -> 0;
		case MAY -> banker.drawChanceSeeing(ba, bb, sight);
		}, "banker");
		if (qb < 2) {
			add(byGain, hp, two[b1 * RANKS + b2], (2 - qb) * w * falling(left, slots));
		}
		if (qb > 0) {
			long rest = falling(left - 1, slots - 1);
			for (int y = 0; y < RANKS; y++) {
				if (count[y] > 0) {
					add(byGain, hp, three[(b1 * RANKS + b2) * RANKS + y], qb * w * count[y] * rest);
				}
			}
		}
	}

	private static long falling(long from, int k) {
		long f = 1;
		for (int i = 0; i < k; i++) {
			f *= from - i;
		}
		return f;
	}

	private static long quarters(double chance, String side) {
		if (chance != 0 && chance != 0.5 && chance != 1) {
			throw new IllegalArgumentException("the " + side + "'s policy draws with a chance of " + chance
					+ "; an exact enumeration takes 0, 1/2 or 1");
		}
		return Math.round(chance * 2);
	}

	private void add(long[] byGain, HandValue p, HandValue b, long weight) {
		byGain[100 + settlement.bankerGain(p, b)] += weight;
	}
}
