package org.rulebench.engine.cards.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.ranking.HandCondition.Always;
import org.rulebench.engine.cards.ranking.HandCondition.Courts;
import org.rulebench.engine.cards.ranking.HandCondition.Is;
import org.rulebench.engine.cards.ranking.HandCondition.OfARank;
import org.rulebench.engine.cards.ranking.HandCondition.OfASuit;
import org.rulebench.engine.cards.ranking.LadderCheck.Finding;
import org.rulebench.engine.cards.ranking.LadderCheck.Kind;

/** The mistakes a ladder of hands can hold, each found against what a deal can make, with an example. */
class LadderCheckTest {
	private static HandDefinition hand(String name, int rung, HandCondition when) {
		return new HandDefinition(name, rung, when, Order.NONE);
	}

	private static final HandDefinition REST = hand("total", 9, new Always());

	@Test
	void aHandNoDealCanMakeIsFound() {
		Ladder l = new Ladder(List.of(hand("four of a kind", 0, new OfARank(4)), REST), List.of());
		LadderCheck check = new LadderCheck(l, 1, 2, 3);
		assertEquals(List.of(new Finding(Kind.IMPOSSIBLE, 0, "")), check.call());
		assertEquals("no deal from one deck makes \"four of a kind\" (4 of a rank): no hand can be it",
				check.message(check.call().get(0)));
	}

	@Test
	void fourOfAKindFromTwoDecksIsNoLongerImpossibleForThreeCardsButIsForTwo() {
		Ladder l = new Ladder(List.of(hand("three of a kind", 0, new OfARank(3)), REST), List.of());
		assertEquals(List.of(new Finding(Kind.IMPOSSIBLE, 0, "")), new LadderCheck(l, 2, 2).call());
		assertEquals(List.of(), new LadderCheck(l, 2, 3).call());
	}

	@Test
	void aHandAnEarlierHandAlwaysTakesIsFound() {
		Ladder l = new Ladder(List.of(hand("flush", 0, new OfASuit(2)), hand("suited courts", 1,
				new HandCondition.And(new OfASuit(2), new Courts(2))), REST), List.of());
		assertEquals(List.of(new Finding(Kind.SHADOWED, 1, "")), new LadderCheck(l, 1, 2).call());
	}

	@Test
	void twoHandsOnOneRungThatTheSameCardsMeetAreFoundWithTheCards() {
		Ladder l = new Ladder(List.of(hand("pair", 0, new OfARank(2)), hand("courts", 0, new Courts(2)), REST), List.of());
		LadderCheck check = new LadderCheck(l, 1, 2);
		assertEquals(List.of(new Finding(Kind.EQUAL_OVERLAP, 1, "JS JH", 0)), check.call());
		assertEquals("JS JH is both \"pair\" and \"courts\", which rank equal: which of the two it is decides its order and"
				+ " pay; make them exclude each other", check.message(check.call().get(0)));
	}

	@Test
	void cardsNoHandPlacesAreFoundWithTheFirstExample() {
		Ladder l = new Ladder(List.of(hand("pair", 0, new OfARank(2))), List.of());
		assertEquals(List.of(new Finding(Kind.UNPLACED, 2, "AS 2S")), new LadderCheck(l, 1, 2).call());
		assertEquals(null, l.value(0, 4));
	}

	@Test
	void aPayNoHandMeetsIsFound() {
		Ladder l = new Ladder(List.of(hand("pair", 0, new OfARank(2)), REST),
				List.of(new Pay(new Is("pair"), 2), new Pay(new Is("flush"), 3)));
		LadderCheck check = new LadderCheck(l, 1, 2);
		assertEquals(List.of(new Finding(Kind.PAY_NEVER_MET, 1, "")), check.call());
		assertEquals("no hand meets the pay of 3 when it is \"flush\"", check.message(check.call().get(0)));
	}

	@Test
	void aHandIsDefinedByItsCardsAndStandsOnOneRung() {
		assertThrows(IllegalArgumentException.class, () -> hand("pair", 0, new Is("pair")));
		assertThrows(IllegalArgumentException.class,
				() -> new Ladder(List.of(hand("pair", 0, new OfARank(2)), hand("pair", 1, new OfASuit(2))), List.of()));
	}
}
