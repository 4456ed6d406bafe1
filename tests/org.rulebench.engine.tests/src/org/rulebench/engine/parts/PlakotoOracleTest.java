package org.rulebench.engine.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.*;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.*;
import org.rulebench.engine.play.*;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.*;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.testkit.PinningSearch;

/**
 * Plakoto's legal results against an independent brute-force search written from the rules alone
 * ({@link PinningSearch}): equal sets on every roll of every position of 5 random games.
 */
class PlakotoOracleTest {
	@Test
	void theEngineFindsExactlyTheLegalResultsOfABruteForceSearch() {
		RuleSet pl = Fixtures.backgammon().toBuilder("plakoto").occupancy(new Occupancy(0, 2, HitRule.HOLD, false))
				.start(Layout.of(24, 24, 15)).ends(EnumSet.of(EndCondition.ALL_BORNE_OFF, EndCondition.NO_SIDE_CAN_MOVE)).build();
		assertEquals("", PinningSearch.compare(pl, 5));
	}

	/**
	 * The mother (`a win counts 2 when opposing pieces held on point 1 >= 1`, with the mother ending the game, and no
	 * gammon, which would count 2 for the same games): what each finished game counts, against the final position
	 * read by hand: 2 when the winner holds the loser's last piece on the loser's start, else 1. Some games end by
	 * the mother.
	 */
	@Test
	void theMotherCountsTwo() {
		org.rulebench.engine.scoring.Condition mother = org.rulebench.engine.scoring.Comparison.GE
				.of(org.rulebench.engine.scoring.Quantity.held(1, true), org.rulebench.engine.scoring.Quantity.constant(1));
		RuleSet pl = Fixtures.backgammon().toBuilder("plakoto").occupancy(new Occupancy(0, 2, HitRule.HOLD, false))
				.start(Layout.of(24, 24, 15)).ends(EnumSet.of(EndCondition.ALL_BORNE_OFF, EndCondition.NO_SIDE_CAN_MOVE))
				.stakes(new Stakes(1, 0, 0, false))
				.scoring(List.of(new org.rulebench.engine.scoring.ScoringRule("mana",
						new org.rulebench.engine.scoring.TurnTrigger(mother, false), 0, false, null, true)))
				.stakeRules(List.of(new StakeRule(1, org.rulebench.engine.scoring.Conditions.ALWAYS), new StakeRule(2, mother)))
				.build();
		PlayGenerator g = new PlayGenerator(pl);
		int mothers = 0;
		for (long seed = 1; seed <= 300; seed++) {
			Game game = new Game(pl, g, new RandomPlayer(), new RandomPlayer(), seed, false);
			GameResult r = game.playOut(5000);
			if (r.winner() < 0) {
				continue;
			}
			Position end = game.position();
			int w = r.winner();
			boolean heldMother = end.isHeld(1 - w, 24);
			mothers += heldMother ? 1 : 0;
			int want = heldMother ? 2 : 1;
			assertEquals(want, r.points(), "game " + seed + " won by " + w + ": " + end);
		}
		org.junit.jupiter.api.Assertions.assertTrue(mothers > 0, "no game ended by the mother");
	}
}
