package org.rulebench.reading.games.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.hand.Deng;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.reading.tests.Examples;

/** Hands as seed 004's Pok Deng article (2013-10-08) values and ranks them, its own examples first. */
class HandsTest {
	private static final Hands HANDS = new Hands(
			Examples.cards("pokdeng.seed", "banker=never", "equal=tie", "paying=winner", "draw=from_one", "deng=five"));

	private static int c(String name) {
		return Cards.parse(name);
	}

	private static HandValue two(String a, String b) {
		return HANDS.two(c(a), c(b));
	}

	private static HandValue three(String a, String b, String c) {
		return HANDS.three(c(a), c(b), c(c));
	}

	@Test
	void anAceCountsOneTwoToNineTheirFaceTenAndCourtCardsNothing() {
		assertEquals(1, Cards.points(c("AS")));
		assertEquals(9, Cards.points(c("9H")));
		for (String n : new String[] { "10D", "JC", "QS", "KH" }) {
			assertEquals(0, Cards.points(c(n)), n);
		}
	}

	@Test
	void aHandCountsTheLastDigitOfItsSum() {
		assertEquals(3, two("7S", "6H").total());
		assertEquals(7, three("2S", "2H", "3C").total(), "the seed's example of a lost deng says 9 for 2-2-3; its sum is 7");
	}

	@Test
	void twoCardsOfEightOrNineArePok() {
		assertEquals(HandCategory.POK, two("4S", "4H").category());
		assertEquals(HandCategory.POK, two("KS", "9H").category());
		assertEquals(HandCategory.TOTAL, two("KS", "7H").category());
		assertFalse(three("3S", "3H", "3C").pok(), "three cards making 9 are no pok");
	}

	@Test
	void pokNineBeatsPokEightAndEqualPoksStandEqual() {
		assertTrue(HANDS.compare(two("9S", "KH"), two("8S", "KD")) > 0);
		assertEquals(0, HANDS.compare(two("9S", "KH"), two("5D", "4C")));
	}

	@Test
	void twoOfARankOrOfASuitIsATwoDengPayingDouble() {
		assertEquals(Deng.PAIR, two("4S", "4H").deng());
		assertEquals(2, two("3S", "3H").multiplier());
		assertEquals(Deng.SUITED, two("3H", "5H").deng());
		assertEquals(2, two("3H", "5H").multiplier());
		assertEquals(1, two("3H", "5S").multiplier());
	}

	@Test
	void aRunCountsWithTheAceHighOnly() {
		assertEquals(HandCategory.RUN, three("2S", "3H", "4C").category());
		assertEquals(HandCategory.RUN, three("QS", "KH", "AC").category(), "Q-K-A is a run");
		assertEquals(HandCategory.TOTAL, three("AS", "2H", "3C").category(), "A-2-3 is not a run");
		assertEquals(HandCategory.TOTAL, three("KS", "AH", "2C").category(), "a run does not turn the corner");
		assertEquals(3, three("2S", "3H", "4C").multiplier());
	}

	@Test
	void threeOfASuitAndThreeCourtCardsPayTriple() {
		HandValue flush = three("2H", "7H", "9H");
		assertEquals(HandCategory.TOTAL, flush.category(), "three of a suit ranks by its count");
		assertEquals(3, flush.multiplier());
		assertEquals(HandCategory.COURTS, three("JS", "QH", "JC").category());
		assertEquals(3, three("JS", "QH", "JC").multiplier());
	}

	@Test
	void threeOfAKindPaysFiveTimesAndRanksAboveRunsAndCourtCards() {
		HandValue threes = three("3S", "3H", "3C");
		assertEquals(HandCategory.TRIPS, threes.category());
		assertEquals(5, threes.multiplier());
		assertTrue(HANDS.compare(threes, three("2S", "3H", "4C")) > 0);
		assertTrue(HANDS.compare(three("KS", "KH", "KC"), three("JS", "QH", "JC")) > 0);
	}

	/** 「この「3デン」は、同数3枚と同マーク3枚の他に…」: read so, three of a kind pays three times; its rank stays. */
	@Test
	void threeOfAKindPaysThreeWhereTheSeedsFirstWordIsTaken() {
		Hands threeDeng = new Hands(Examples.cards("pokdeng.seed", "deng=three"));
		HandValue threes = threeDeng.three(c("3S"), c("3H"), c("3C"));
		assertEquals(3, threes.multiplier());
		assertEquals(HandCategory.TRIPS, threes.category());
		assertTrue(threeDeng.compare(threes, threeDeng.three(c("2S"), c("3H"), c("4C"))) > 0, "above runs under either reading");
	}

	@Test
	void nineNineNineIsTheBestNumberTripsAndKingsTheBestCourtTrips() {
		assertTrue(HANDS.compare(three("9S", "9H", "9C"), three("8S", "8H", "8C")) > 0);
		assertTrue(HANDS.compare(three("KS", "KH", "KC"), three("QS", "QH", "QC")) > 0);
		assertEquals(0, HANDS.compare(three("9S", "9H", "9C"), three("KS", "KH", "KC")), "the seed orders the two kinds apart only");
	}

	@Test
	void aTwoCardDengThatDrawsLosesItUnlessTheThreeMakeOne() {
		assertEquals(Deng.NONE, three("2S", "2H", "3C").deng(), "2-2 drawing a 3: 9, no deng");
		assertEquals(1, three("2H", "5H", "4C").multiplier(), "two hearts drawing a club: no deng");
		assertEquals(Deng.THREE_SUITED, three("2H", "5H", "4H").deng(), "two hearts drawing a heart: three of a suit");
		assertEquals(Deng.TRIPS, three("2S", "2H", "2C").deng());
	}

	@Test
	void theLadderRunsPokTripsRunCourtsThenTotalsDownToNothing() {
		HandValue run = three("QS", "KH", "AC");
		HandValue courts = three("JS", "QH", "JC");
		HandValue nine = three("2S", "3H", "4H");
		assertEquals(HandCategory.RUN, nine.category());
		assertTrue(HANDS.compare(run, courts) > 0);
		assertTrue(HANDS.compare(courts, three("4S", "4H", "AC")) > 0, "three court cards beat a 9");
		assertTrue(HANDS.compare(two("3H", "5D"), two("KH", "10D")) > 0, "any count beats 0");
		assertTrue(HANDS.compare(two("9S", "KH"), three("9D", "9H", "9C")) > 0, "a pok is above three of a kind");
	}

	@Test
	void aPlayerOnNoughtToFourMustDrawUnlessTheTwoCardsAreADeng() {
		assertTrue(HANDS.forcedToDraw(c("AS"), c("3H")));
		assertFalse(HANDS.forcedToDraw(c("2H"), c("2S")), "a deng on 4 may stand");
		assertFalse(HANDS.forcedToDraw(c("5H"), c("KS")), "5 is free");
		assertTrue(HANDS.forcedToDraw(c("5H"), c("5S")), "the seed frees a deng on 1 to 4, not on 0");
		Hands fromNought = new Hands(Examples.cards("pokdeng.seed", "banker=never", "draw=from_nought"));
		assertFalse(fromNought.forcedToDraw(c("5H"), c("5S")));
	}
}
