package org.rulebench.engine.cards.showdown;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.RankedHand;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.game.Table;

/**
 * The rounds a showdown's dealer deals are the simulation's, and each bet is settled as the rules say: the workbench
 * shows rounds through the dealer, the simulation's table plays them through it.
 */
class ShowdownDealerTest {
	private final ShowdownVariant variant = new ShowdownVariant(ThreeCardPokerShowdownTest.rules(ThreeCardPokerShowdownTest.q64(), 1));

	@Test
	void aSeedsRoundIsTheRoundTheSimulationsTablePlays() {
		for (String player : new String[] { "random", "draw", "stand" }) {
			ShowdownVariant free = new ShowdownVariant(ThreeCardPokerShowdownTest.rules(Decision.CHOICE, 1));
			for (ShowdownVariant v : new ShowdownVariant[] { variant, free }) {
				ShowdownDealer dealer = v.dealer(player);
				Table table = v.seat(player, player);
				for (int i = 0; i < 2_000; i++) {
					long seed = Rng.derive(7, i);
					ShowdownRound r = dealer.deal(seed);
					GameResult g = table.play(seed, 0);
					assertEquals(g.chips()[0], r.won(), player + ", round " + i);
					assertEquals(r.plays() ? 0 : 1, g.events()[v.events().indexOf(ShowdownVariant.FOLDED)][0]);
					assertArrayEquals(r.player(), dealer.deal(seed).player(), "a seed deals the same cards again");
				}
			}
		}
	}

	@Test
	void eachBetIsSettledAsTheRulesSay() {
		ShowdownRules rules = variant.rules();
		Ladder ladder = rules.hands();
		ShowdownDealer dealer = variant.dealer("random");
		int folds = 0;
		int unqualified = 0;
		for (int i = 0; i < 5_000; i++) {
			ShowdownRound r = dealer.deal(Rng.derive(11, i));
			RankedHand p = ladder.value(r.player());
			RankedHand b = ladder.value(r.banker());
			assertEquals(p.pays() > 0 ? p.pays() : -1, r.side(), "Pair Plus is settled on the player's cards alone, folded or not");
			if (!r.plays()) {
				folds++;
				assertEquals(-1, r.ante());
				assertEquals(0, r.play() + r.bonus(), "a fold stakes no play bet and wins no ante bonus");
				continue;
			}
			if (!rules.qualifies().holds(ladder, r.banker(), b)) {
				unqualified++;
				assertEquals(1, r.ante(), "a banker who does not qualify pays the ante");
				assertEquals(0, r.play(), "and returns the play bet");
			} else {
				int c = Integer.signum(Ladder.compare(p, b));
				assertEquals(c, r.ante());
				assertEquals(c, r.play());
			}
			int bonus = p.name().equals("straight flush") ? 5 : p.name().equals("three of a kind") ? 4 : p.name().equals("straight") ? 1 : 0;
			assertEquals(bonus, r.bonus());
		}
		assertTrue(folds > 1_000 && unqualified > 500, folds + " folds, " + unqualified + " unqualified bankers: every branch met");
	}

	@Test
	void aStandingIsWordedAsAReadingWritesIt() {
		assertEquals("\"Q-6-4\" or better", variant.rules().player().lines().get(0).when().words());
		assertEquals("\"Q-3-2\" or better", variant.rules().qualifies().words());
		assertEquals("\"pair\" or better or not (\"flush\" or better)",
				new Standing.Or(new Standing.AtLeastHand("pair"), new Standing.Not(new Standing.AtLeastHand("flush"))).words());
	}
}
