package org.rulebench.engine.cards.showdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.ranking.Ace;
import org.rulebench.engine.cards.ranking.HandCondition;
import org.rulebench.engine.cards.ranking.HandDefinition;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.Order;
import org.rulebench.engine.cards.ranking.Pay;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Table;

/**
 * Three-card poker's Ante-Play and Pair Plus as a showdown, against an enumeration of every deal written here apart
 * from the engine (its own hand evaluator) and against the published figures: with the optimal strategy "play Q-6-4
 * or better" the Ante-Play house edge is 3.37 % of the ante (ante bonus 1-4-5, dealer qualifying on a queen high),
 * the Pair Plus table 40-30-6-4-1 2.32 %.
 */
class ThreeCardPokerShowdownTest {
	private static final HandCondition STRAIGHT = new HandCondition.InARow(3, Ace.BOTH);
	private static final HandCondition FLUSH = new HandCondition.OfASuit(3);
	private static final int Q64 = Showdown.keyOf(Cards.parse("QS"), Cards.parse("6H"), Cards.parse("4D"));
	private static final int Q63 = Showdown.keyOf(Cards.parse("QS"), Cards.parse("6H"), Cards.parse("3D"));

	static Ladder ladder() {
		HandCondition is = new HandCondition.Always();
		List<HandDefinition> hands = List.of(new HandDefinition("straight flush", 0, new HandCondition.And(STRAIGHT, FLUSH), Order.RUN_TOP),
				new HandDefinition("three of a kind", 1, new HandCondition.OfARank(3), Order.RANKS_ACE_HIGH),
				new HandDefinition("straight", 2, STRAIGHT, Order.RUN_TOP),
				new HandDefinition("flush", 3, FLUSH, Order.RANKS_ACE_HIGH),
				new HandDefinition("pair", 4, new HandCondition.OfARank(2), Order.RANKS_ACE_HIGH_PAIRS_FIRST),
				new HandDefinition("high card", 5, is, Order.RANKS_ACE_HIGH));
		List<Pay> pairPlus = List.of(new Pay(new HandCondition.Is("straight flush"), 40), new Pay(new HandCondition.Is("three of a kind"), 30),
				new Pay(new HandCondition.Is("straight"), 6), new Pay(new HandCondition.Is("flush"), 4), new Pay(new HandCondition.Is("pair"), 1));
		return new Ladder(hands, pairPlus);
	}

	static ShowdownRules rules(Decision player, int decks) {
		List<Pay> bonus = List.of(new Pay(new HandCondition.Is("straight flush"), 5), new Pay(new HandCondition.Is("three of a kind"), 4),
				new Pay(new HandCondition.Is("straight"), 1));
		Standing queenHigh = new Standing.AtLeastCards(new int[] { Cards.parse("QS"), Cards.parse("3H"), Cards.parse("2D") });
		return new ShowdownRules("three-card poker", decks, 3, ladder(), player, queenHigh, false, EqualHands.TIE, bonus, true);
	}

	static Decision q64() {
		Standing atLeast = new Standing.AtLeastCards(new int[] { Cards.parse("QS"), Cards.parse("6H"), Cards.parse("4D") });
		return new Decision(List.of(new Decision.Line(Move.PLAY, atLeast)), Move.FOLD);
	}

	private static long[] oracle;
	private static ShowdownEnumeration byRule;
	private static ShowdownEnumeration free;

	@BeforeAll
	static void enumerate() {
		oracle = Oracle.anteAndPairPlus(org.rulebench.engine.cards.deck.Deck.ALL_RANKS);
		byRule = new ShowdownEnumeration(new Showdown(rules(q64(), 1)));
		free = new ShowdownEnumeration(new Showdown(rules(Decision.CHOICE, 1)));
	}

	@Test
	void q64HasThePublishedEdgeAndTheOracles() {
		ShowdownEnumeration e = byRule;
		assertEquals(22_100L * 18_424, e.deals());
		ShowdownEnumeration.Edge edge = e.edge(ShowdownEnumeration.Policy.BEST);
		assertEquals(-oracle[0], edge.numerator(), "the house's win over every deal, as the oracle counts it");
		assertEquals(oracle[1], edge.denominator());
		assertEquals(0.0337, edge.value(), 0.00005, "published: 3.37 %");
	}

	@Test
	void pairPlusHasThePublishedEdge() {
		ShowdownEnumeration.Edge side = byRule.sideEdge();
		assertEquals(-oracle[2], side.numerator());
		assertEquals(0.0232, side.value(), 0.00005, "published: 2.32 %");
		assertEquals("128/5525", side.fraction(), "512 / 22,100 of a bet");
	}

	@Test
	void theBestReplyPlaysQ64AndFoldsQ63() {
		ShowdownEnumeration e = free;
		assertTrue(e.bestPlays(Q64), "Q-6-4 plays");
		assertFalse(e.bestPlays(Q63), "Q-6-3 folds");
		int[] t = e.bestThreshold();
		assertEquals("Q-6-4", e.ranks(t[0]));
		assertEquals("Q-6-3", e.ranks(t[1]));
		assertEquals(byRule.edge(ShowdownEnumeration.Policy.BEST), e.edge(ShowdownEnumeration.Policy.BEST),
				"the rule `play Q-6-4 or better` is the best reply");
	}

	@Test
	void aSimulatedRoundSettlesAsTheTablesSay() {
		ShowdownVariant v = new ShowdownVariant(rules(q64(), 6));
		Table t = v.seat("best", "stand");
		long sum = 0;
		int games = 20_000;
		for (int s = 0; s < games; s++) {
			GameResult r = t.play(s, 0);
			assertEquals(-r.chips()[0], r.chips()[1]);
			sum += r.chips()[1];
		}
		// the banker's mean win per ante is the edge, about 3.4 %, within a wide band for 20,000 rounds
		assertEquals(0.034, (double) sum / games, 0.03);
	}

	@Test
	void aShoeOfTwoPiquetDecksIsEnumeratedAsTheOracleDealsIt() {
		int piquet = org.rulebench.engine.cards.deck.Deck.ranks(Cards.ACE, 6, 7, 8, 9, Cards.JACK, 11, Cards.KING);
		long[] apart = Oracle.shoe(piquet, 2);
		ShowdownEnumeration e = new ShowdownEnumeration(new Showdown(rules(q64(), 2).withRanks(piquet)));
		assertEquals(choose(64, 3) * choose(61, 3), e.deals());
		assertEquals(apart[1], e.deals());
		assertEquals(-apart[0], e.edge(ShowdownEnumeration.Policy.BEST).numerator());
		assertEquals(-apart[2], e.sideEdge().numerator());
	}

	@Test
	void aPiquetDeckOf32IsEnumeratedAsTheOracleDealsIt() {
		int piquet = org.rulebench.engine.cards.deck.Deck.ranks(Cards.ACE, 6, 7, 8, 9, Cards.JACK, 11, Cards.KING);
		long[] apart = Oracle.anteAndPairPlus(piquet);
		ShowdownEnumeration e = new ShowdownEnumeration(new Showdown(rules(q64(), 1).withRanks(piquet)));
		assertEquals(choose(32, 3) * choose(29, 3), e.deals());
		assertEquals(apart[1], e.deals());
		assertEquals(-apart[0], e.edge(ShowdownEnumeration.Policy.BEST).numerator());
		assertEquals(-apart[2], e.sideEdge().numerator());
		ShowdownVariant v = new ShowdownVariant(rules(q64(), 1).withRanks(piquet));
		Table t = v.seat("draw", "stand");
		long sum = 0;
		for (int s = 0; s < 20_000; s++) {
			sum += t.play(s, 0).chips()[1];
		}
		// dealt from the 32 cards, the rounds' mean is the exact edge within four standard errors (about 0.015 each)
		assertEquals(e.edge(ShowdownEnumeration.Policy.BEST).value(), sum / 20_000.0, 0.06);
	}

	private static long choose(long n, long k) {
		long r = 1;
		for (long i = 0; i < k; i++) {
			r = r * (n - i) / (i + 1);
		}
		return r;
	}

	/** Three-card poker written from its rules, sharing nothing with the engine but card numbering (rank = card / 4). */
	static final class Oracle {
		/** A comparable strength: category × 2^16 + ranks high to low, 4 bits each (the pair first). */
		static int strength(int a, int b, int c) {
			int[] r = { a / 4 + 1, b / 4 + 1, c / 4 + 1 };
			for (int i = 0; i < 3; i++) {
				r[i] = r[i] == 1 ? 14 : r[i];
			}
			java.util.Arrays.sort(r);
			int hi = r[2], mid = r[1], lo = r[0];
			boolean flush = a % 4 == b % 4 && b % 4 == c % 4;
			boolean trips = hi == lo;
			boolean wheel = hi == 14 && mid == 3 && lo == 2;
			boolean straight = !trips && (hi - lo == 2 && mid == lo + 1 || wheel);
			int top = wheel ? 3 : hi;
			if (straight && flush) {
				return 5 << 16 | top;
			}
			if (trips) {
				return 4 << 16 | hi;
			}
			if (straight) {
				return 3 << 16 | top;
			}
			if (flush) {
				return 2 << 16 | hi << 8 | mid << 4 | lo;
			}
			if (hi == mid || mid == lo) {
				int pair = mid;
				int kicker = hi == mid ? lo : hi;
				return 1 << 16 | pair << 4 | kicker;
			}
			return hi << 8 | mid << 4 | lo;
		}

		/**
		 * As {@link #anteAndPairPlus}, from a shoe of {@code decks} decks: each hand a set of card kinds with how many of
		 * each, dealt in as many ways as the shoe holds copies to choose from (C(copies, taken) per kind).
		 */
		static long[] shoe(int ranks, int decks) {
			int q64 = 12 << 8 | 6 << 4 | 4;
			int q32 = 12 << 8 | 3 << 4 | 2;
			int[] kinds = java.util.stream.IntStream.range(0, 52).filter(x -> (ranks >> x / 4 & 1) != 0).toArray();
			int[] left = new int[52];
			for (int k : kinds) {
				left[k] = decks;
			}
			List<int[]> hands = new java.util.ArrayList<>();
			for (int i = 0; i < kinds.length; i++) {
				for (int j = i; j < kinds.length; j++) {
					for (int k = j; k < kinds.length; k++) {
						hands.add(new int[] { kinds[i], kinds[j], kinds[k] });
					}
				}
			}
			long won = 0;
			long deals = 0;
			long pairPlus = 0;
			for (int[] ph : hands) {
				long wp = take(left, ph);
				if (wp == 0) {
					give(left, ph);
					continue;
				}
				int p = strength(ph[0], ph[1], ph[2]);
				int cat = p >> 16;
				int bonus = cat == 5 ? 5 : cat == 4 ? 4 : cat == 3 ? 1 : 0;
				int pp = cat == 5 ? 40 : cat == 4 ? 30 : cat == 3 ? 6 : cat == 2 ? 4 : cat == 1 ? 1 : -1;
				for (int[] bh : hands) {
					long w = wp * take(left, bh);
					give(left, bh);
					if (w == 0) {
						continue;
					}
					deals += w;
					pairPlus += w * pp;
					if (p < q64) {
						won -= w;
						continue;
					}
					int s = strength(bh[0], bh[1], bh[2]);
					won += w * (bonus + (s < q32 ? 1 : p > s ? 2 : p < s ? -2 : 0));
				}
				give(left, ph);
			}
			return new long[] { won, deals, pairPlus };
		}

		/** The ways to take these cards from what is left, one by one divided by the orders of equal ones; takes them. */
		private static long take(int[] left, int[] cards) {
			long ways = 1;
			for (int i = 0; i < cards.length; i++) {
				int same = 0;
				for (int j = 0; j < i; j++) {
					same += cards[j] == cards[i] ? 1 : 0;
				}
				ways = ways * Math.max(0, left[cards[i]]) / (same + 1);
				left[cards[i]]--;
			}
			return ways;
		}

		private static void give(int[] left, int[] cards) {
			for (int c : cards) {
				left[c]++;
			}
		}

		/** The player's win on ante and play over every deal, the deals, the Pair Plus win over every deal. */
		static long[] anteAndPairPlus(int ranks) {
			int q64 = 12 << 8 | 6 << 4 | 4;
			int q32 = 12 << 8 | 3 << 4 | 2;
			long won = 0;
			long deals = 0;
			long pairPlus = 0;
			int[] d = new int[52];
			int[] table = new int[52 * 52 * 52];
			for (int a = 0; a < 52; a++) {
				for (int b = a + 1; b < 52; b++) {
					for (int c = b + 1; c < 52; c++) {
						table[(a * 52 + b) * 52 + c] = strength(a, b, c);
					}
				}
			}
			int[] deck = java.util.stream.IntStream.range(0, 52).filter(x -> (ranks >> x / 4 & 1) != 0).toArray();
			for (int a : deck) {
				for (int b : deck) {
					for (int c : deck) {
						if (!(a < b && b < c)) {
							continue;
						}
						int p = strength(a, b, c);
						int cat = p >> 16;
						int bonus = cat == 5 ? 5 : cat == 4 ? 4 : cat == 3 ? 1 : 0;
						int pp = cat == 5 ? 40 : cat == 4 ? 30 : cat == 3 ? 6 : cat == 2 ? 4 : cat == 1 ? 1 : -1;
						boolean plays = p >= q64;
						int n = 0;
						for (int x : deck) {
							if (x != a && x != b && x != c) {
								d[n++] = x;
							}
						}
						for (int i = 0; i < n; i++) {
							for (int j = i + 1; j < n; j++) {
								for (int k = j + 1; k < n; k++) {
									deals++;
									pairPlus += pp;
									if (!plays) {
										won--;
										continue;
									}
									int s = table[(d[i] * 52 + d[j]) * 52 + d[k]];
									won += bonus + (s < q32 ? 1 : p > s ? 2 : p < s ? -2 : 0);
								}
							}
						}
					}
				}
			}
			return new long[] { won, deals, pairPlus };
		}
	}
}
