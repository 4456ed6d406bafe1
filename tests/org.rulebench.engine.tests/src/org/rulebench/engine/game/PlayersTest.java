package org.rulebench.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.engine.learning.TrainedPlayers;
import org.rulebench.engine.players.SearchPlayer;
import org.rulebench.engine.rules.Board;
import org.rulebench.engine.rules.Layout;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Travel;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;

/** Players by name, as the command line and the simulator choose them. */
class PlayersTest {
	private static final RuleSet BACKGAMMON = RuleSet.builder("backgammon").build();

	@Test
	void namesAndDepths() {
		assertEquals("random", Players.named("random").get().name());
		assertEquals("greedy", Players.named("greedy").get().name());
		assertEquals("pubeval", Players.named("pubeval").get().name());
		assertEquals(1, ((SearchPlayer) Players.named("trained").get()).ply());
		assertEquals(2, ((SearchPlayer) Players.named("trained:2").get()).ply());
		assertTrue(Players.known("trained:1"));
		assertFalse(Players.known("oracle"));
		assertFalse(Players.known("trained:3"));
		assertTrue(assertThrows(IllegalArgumentException.class, () -> Players.named("pubeval:2")).getMessage()
				.contains("1 ply"));
		assertThrows(IllegalArgumentException.class, () -> Players.named("random:2"));
	}

	@Test
	void pubevalPlaysBackgammonOnly() {
		assertNull(Players.refusal("pubeval", BACKGAMMON));
		RuleSet short20 = RuleSet.builder("short").board(new Board(20, 6, Travel.OPPOSITE, 0, false))
				.start(Layout.of(20, 20, 2, 11, 5, 6, 3, 5, 5)).build();
		assertNotNull(Players.refusal("pubeval", short20));
	}

	@Test
	void aTrainedPlayerPlaysTheRulesItWasLoadedFor() {
		RuleSet rules = RuleSet.builder("loaded").board(new Board(12, 3, Travel.OPPOSITE, 0, false)).pieces(4)
				.start(Layout.of(12, 12, 2, 7, 2)).build();
		assertTrue(Players.refusal("trained", rules).contains("no trained player is loaded for loaded"));
		TrainedPlayers.register(TrainedPlayer.fresh(rules, "loaded", Map.of(), 8, 1));
		assertNull(Players.refusal("trained:2", rules));
		Statistics s = new Simulation(rules).games(40).seed(3).players("trained", "random").call();
		assertEquals(40, s.games());
		assertTrue(s.unfinished() == 0);
	}
}
