package org.rulebench.engine.measures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.testkit.Fixtures;

/** Skill shows as the stronger player's share of decided games, seated first and second alike on the same dice. */
class SkillGradientTest {

	@Test
	void theGreedyPlayerBeatsTheRandomOneAtBackgammon() {
		List<SkillGradient.Match> matches = new SkillGradient(new RaceVariant(Fixtures.backgammon())).skilled("greedy")
				.against("random").games(400).seed(3).call();
		SkillGradient.Match m = matches.get(0);
		assertEquals("random", m.opponent());
		assertEquals(400, m.games());
		assertEquals(400, m.decided(), "backgammon has no draws and ends within the cap");
		assertTrue(m.winRate().low() > 0.6, "greedy play is much better than random play: " + m.winRate());
	}

	@Test
	void aPlayerAgainstItselfWinsHalfOnTheSameSeeds() {
		SkillGradient.Match m = new SkillGradient(new RaceVariant(Fixtures.backgammon())).skilled("random").against("random")
				.games(400).seed(3).call().get(0);
		assertTrue(m.winRate().low() < 0.5 && m.winRate().high() > 0.5, "no skill, no gradient: " + m.winRate());
	}

	@Test
	void itNeedsBothPlayers() {
		assertThrows(IllegalStateException.class, () -> new SkillGradient(new RaceVariant(Fixtures.backgammon())).call());
	}
}
