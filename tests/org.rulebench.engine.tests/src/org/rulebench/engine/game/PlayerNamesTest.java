package org.rulebench.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.PlayerNames.Family;
import org.rulebench.engine.grid.game.GridPlayers;
import org.rulebench.engine.testkit.Fixtures;

/** The players a person can name, listed once, by family, each of them made by its family's factory. */
class PlayerNamesTest {

	@Test
	void eachFamilyHasItsPlayersAndRandomPlaysThemAll() {
		assertEquals(List.of("random", "greedy", "trained", "trained:2", "pubeval"), PlayerNames.of(Family.RACE));
		assertEquals(List.of("random", "search"), PlayerNames.of(Family.GRID));
		assertEquals(List.of("random", "stand", "draw", "best"), PlayerNames.of(Family.CARDS));
		assertEquals(List.of("random", "greedy", "trained", "trained:2", "pubeval", "search", "stand", "draw", "best"), PlayerNames.all());
	}

	@Test
	void theVariantsOfferTheirFamilysPlayersAndEveryOneOfThemIsMade() {
		assertEquals(PlayerNames.of(Family.RACE), new RaceVariant(Fixtures.backgammon()).players());
		for (String name : List.of("random", "greedy", "pubeval")) {
			assertNotNull(Players.named(name).get(), name);
		}
		for (String name : PlayerNames.of(Family.GRID)) {
			assertNotNull(GridPlayers.named(name).get(), name);
		}
		for (Family f : Family.values()) {
			for (String name : PlayerNames.of(f)) {
				assertNotNull(PlayerNames.says(f, name), "what " + name + " does is said");
				assertNull(PlayerNames.refusal(f, name));
			}
		}
		assertEquals("'greedy' does not play grid games; grid players: random, search", PlayerNames.refusal(Family.GRID, "greedy"));
	}
}
