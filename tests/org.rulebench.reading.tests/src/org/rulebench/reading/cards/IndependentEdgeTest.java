package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.reading.cards.DealByDeal.Equal;
import org.rulebench.reading.cards.DealByDeal.Rule;
import org.rulebench.reading.cards.DealByDeal.Settling;
import org.rulebench.reading.tests.Examples;

/**
 * The exact edge of pok-deng.reading's open rules (the banker's three readings, equal hands, the deng paid, three of a
 * kind as a 5-deng or a 3-deng, a deng standing from 1 or from 0) against {@link DealByDeal}, a count of every deal
 * written apart from the engine: both must give the same sum over 3,664,533,600 deals, to the quarter of a stake.
 * EnumerationTest pins the engine's figures for the first two.
 */
class IndependentEdgeTest {
	/** The seed's player: must draw on 0 to 4 unless a deng counting {@code dengFrom} or more, else free. */
	private static Rule player(int dengFrom) {
		return (count, pair, suited, seen) -> count <= 4 && !((pair || suited) && count >= dengFrom) ? DealByDeal.MUST
				: DealByDeal.MAY;
	}

	/** The banker drawing as a player must: where the player would be forced, it draws; elsewhere it stands. */
	private static Rule asAPlayer(int dengFrom) {
		return (count, pair, suited, seen) -> count <= 4 && !((pair || suited) && count >= dengFrom) ? DealByDeal.MUST
				: DealByDeal.STAND;
	}

	private static void sameEdge(DealByDeal independent, DrawPolicy player, DrawPolicy banker, String... choices) {
		double numerator = new Enumeration(Examples.cards("pokdeng.seed", choices)).edge(player, banker).numerator();
		assertEquals(independent.quarters(), Math.round(numerator * 4), String.join(", ", choices)
				+ ": the banker's gain over every deal, in quarters");
	}

	@Test
	void aBankerDrawingAsAPlayerAgainstACoinTossingPlayer() {
		sameEdge(new DealByDeal(player(1), asAPlayer(1), false, 1, 0), DrawPolicy.RANDOM, DrawPolicy.STAND, "banker=as_player",
				"equal=tie", "paying=winner", "draw=from_one", "deng=five");
	}

	@Test
	void aBankerWhoNeverDraws() {
		sameEdge(new DealByDeal(player(1), (count, pair, suited, seen) -> DealByDeal.STAND, false, 0, 0), DrawPolicy.STAND,
				DrawPolicy.DRAW, "banker=never", "equal=tie", "paying=winner", "draw=from_one", "deng=five");
	}

	@Test
	void aChoosingBankerWhoDrawsOnlyAfterAPlayerWhoDrewWinningEqualHandsAndTheLargerDeng() {
		DrawPolicy afterADraw = (a, b, otherDrew) -> otherDrew ? 1 : 0;
		Rule banker = (count, pair, suited, seen) -> seen == -1 ? DealByDeal.STAND : DealByDeal.MUST;
		sameEdge(new DealByDeal(player(1), banker, false, 1, 0, new Settling(5, Equal.BANKER, true)), DrawPolicy.RANDOM,
				afterADraw, "banker=choice", "equal=banker", "paying=larger", "draw=from_one", "deng=five");
	}

	@Test
	void threeOfAKindAsA3DengEqualHandsToTheLargerDengAndADengOnNoughtStanding() {
		sameEdge(new DealByDeal(player(0), asAPlayer(0), false, 1, 0, new Settling(3, Equal.DENG, false)), DrawPolicy.RANDOM,
				DrawPolicy.RANDOM, "banker=as_player", "equal=deng", "paying=winner", "draw=from_nought", "deng=three");
	}
}
