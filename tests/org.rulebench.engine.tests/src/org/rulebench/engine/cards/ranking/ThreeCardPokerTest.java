package org.rulebench.engine.cards.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.ranking.HandCondition.And;
import org.rulebench.engine.cards.ranking.HandCondition.InARow;
import org.rulebench.engine.cards.ranking.HandCondition.Is;
import org.rulebench.engine.cards.ranking.HandCondition.OfARank;
import org.rulebench.engine.cards.ranking.HandCondition.OfASuit;

/**
 * A card ranking no example reading uses, written as data: three-card poker (straight flush, three of a kind,
 * straight, flush, pair, high card; A-2-3 and Q-K-A are straights, K-A-2 is not) and its Pair Plus pay tables. The
 * independent checks are the published counts of each hand among the 22,100 three-card hands of one deck and the
 * published house edges of the two common Pair Plus tables, 2.32 % (40-30-6-4-1) and 7.28 % (40-30-6-3-1).
 */
class ThreeCardPokerTest {
	private static final HandCondition STRAIGHT = new InARow(3, Ace.BOTH);
	private static final HandCondition FLUSH = new OfASuit(3);

	static Ladder ladder(int flushPays) {
		List<HandDefinition> hands = List.of(new HandDefinition("straight flush", 0, new And(STRAIGHT, FLUSH), Order.RANKS_ACE_HIGH),
				new HandDefinition("three of a kind", 1, new OfARank(3), Order.RANKS_ACE_HIGH),
				new HandDefinition("straight", 2, STRAIGHT, Order.RANKS_ACE_HIGH),
				new HandDefinition("flush", 3, FLUSH, Order.RANKS_ACE_HIGH),
				new HandDefinition("pair", 4, new OfARank(2), Order.RANKS_ACE_HIGH),
				new HandDefinition("high card", 5, new HandCondition.Always(), Order.RANKS_ACE_HIGH));
		List<Pay> pays = List.of(new Pay(new Is("straight flush"), 40), new Pay(new Is("three of a kind"), 30),
				new Pay(new Is("straight"), 6), new Pay(new Is("flush"), flushPays), new Pay(new Is("pair"), 1));
		return new Ladder(hands, pays);
	}

	private static Map<String, Integer> counts(Ladder ladder, long[] won) {
		Map<String, Integer> counts = new LinkedHashMap<>();
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = a + 1; b < Cards.DECK; b++) {
				for (int c = b + 1; c < Cards.DECK; c++) {
					RankedHand h = ladder.value(a, b, c);
					counts.merge(h.name(), 1, Integer::sum);
					// a Pair Plus bet: the hand's pay to one if it pays, the stake lost if not
					won[0] += h.pays() > 0 ? h.pays() : -1;
				}
			}
		}
		return counts;
	}

	@Test
	void eachHandIsDealtAsOftenAsThePublishedCountsSay() {
		long[] won = new long[1];
		Map<String, Integer> counts = counts(ladder(4), won);
		assertEquals(Map.of("straight flush", 48, "three of a kind", 52, "straight", 720, "flush", 1096, "pair", 3744, "high card",
				16440), counts);
	}

	@Test
	void pairPlusHasThePublishedHouseEdges() {
		long[] won = new long[1];
		counts(ladder(4), won);
		assertEquals(-512, won[0], "40-30-6-4-1: -512 / 22,100 = -2.32 %");
		won[0] = 0;
		counts(ladder(3), won);
		assertEquals(-1608, won[0], "40-30-6-3-1: -1,608 / 22,100 = -7.28 %");
	}

	@Test
	void theAceIsHighOrLowInAStraightButNeverTurnsTheCorner() {
		Ladder l = ladder(4);
		assertEquals("straight", l.value(c("AS"), c("2H"), c("3D")).name());
		assertEquals("straight", l.value(c("QS"), c("KH"), c("AD")).name());
		assertEquals("high card", l.value(c("KS"), c("AH"), c("2D")).name());
		assertEquals("straight flush", l.value(c("9H"), c("TH"), c("JH")).name());
	}

	@Test
	void handsOfOneRungRankByTheirCardsTheAceHigh() {
		Ladder l = ladder(4);
		assertTrue(Ladder.compare(l.value(c("AS"), c("AH"), c("2D")), l.value(c("KS"), c("KH"), c("QD"))) > 0);
		assertTrue(Ladder.compare(l.value(c("QS"), c("KH"), c("AD")), l.value(c("JS"), c("QH"), c("KD"))) > 0);
		assertTrue(Ladder.compare(l.value(c("2S"), c("3S"), c("5S")), l.value(c("AH"), c("KD"), c("JC"))) > 0,
				"a flush beats any high card");
		assertEquals(0, Ladder.compare(l.value(c("AS"), c("KH"), c("9D")), l.value(c("AD"), c("KS"), c("9C"))));
	}

	@Test
	void theLadderChecksCleanAgainstADeckOfThreeCardHands() {
		assertEquals(List.of(), new LadderCheck(ladder(4), 1, 3).call());
	}

	private static int c(String name) {
		return Cards.parse(name);
	}
}
