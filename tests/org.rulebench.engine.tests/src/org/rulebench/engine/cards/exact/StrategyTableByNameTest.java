package org.rulebench.engine.cards.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.Strategy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.DengPayment;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.rules.Multipliers;
import org.rulebench.engine.cards.wager.Wagers;

/**
 * A strategy table under hands defined by conditions has a column per hand the ranking places two cards in, by its
 * name and what it pays, in place of the fixed deng columns: Pok Deng in parts, its deng as pays of 2.
 */
class StrategyTableByNameTest {
	private static final List<HandCategory> SEED = List.of(HandCategory.POK, HandCategory.TRIPS, HandCategory.RUN, HandCategory.COURTS,
			HandCategory.TOTAL);

	@Test
	void theColumnsAreTheRankingsHandsByNameAndPay() {
		CardRules fixed = new CardRules("seed", new Multipliers(2, 2, 3, 3, 3, 5), SEED, CardRules.forcedDraw(4, 1), DrawRule.NEVER, false,
				EqualHands.TIE, DengPayment.WINNER, 1, Wagers.BANKING);
		CardRules parts = CardRules.ranked("parts", fixed.handsInParts(), CardRules.forcedDraw(4, 1), DrawRule.NEVER, false, EqualHands.TIE,
				DengPayment.WINNER, 1, Wagers.BANKING);
		assertEquals(List.of("no deng", "two of a rank", "two of a suit"), StrategyTable.columns(new Hands(fixed)));
		Hands hands = new Hands(parts);
		assertEquals(List.of("total pays 2", "total"), StrategyTable.columns(hands));
		String[][] cells = StrategyTable.cells(hands, new Strategy(), false, false);
		assertEquals("must", cells[0][0], "a deng counting 0 must draw (the seed frees it from 1)");
		assertEquals("stand", cells[1][0], "a deng counting 1 to 4 may stand: this policy stands");
		assertEquals("must", cells[4][1]);
		assertEquals("stand", cells[5][1]);
		assertEquals("count   total pays 2 total", StrategyTable.lines(StrategyTable.columns(hands), cells).get(0));
	}
}
