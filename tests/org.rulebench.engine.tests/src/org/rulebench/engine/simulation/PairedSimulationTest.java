package org.rulebench.engine.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;


import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.rules.RuleSet;

/** Two rule sets on the same seeds: each the same statistics as alone, and every pair seen once, in seed order per thread. */
class PairedSimulationTest {

	/** Counts the pairs and how often both sides' first player won in both games. */
	static final class Both implements Pairing<Both> {
		long pairs;
		long firstWonBoth;

		@Override
		public void add(GameResult a, GameResult b) {
			pairs++;
			if (a.winner() == 0 && b.winner() == 0) {
				firstWonBoth++;
			}
		}

		@Override
		public void merge(Both other) {
			pairs += other.pairs;
			firstWonBoth += other.firstWonBoth;
		}
	}

	@Test
	void eachSideOfAPairedRunIsTheSimulationAlone() {
		RuleSet a = Fixtures.backgammon();
		RuleSet b = Fixtures.qiliangShuanglu();
		PairedStatistics<Both> paired = new Simulation(a).games(200).seed(9).threads(2).turnCap(500).pairedWith(b, Both::new);
		Statistics aloneA = new Simulation(a).games(200).seed(9).threads(1).turnCap(500).call();
		Statistics aloneB = new Simulation(b).games(200).seed(9).threads(1).turnCap(500).call();
		assertEquals(aloneA.turns().counts(), paired.first().turns().counts());
		assertEquals(aloneA.wins(0), paired.first().wins(0));
		assertEquals(aloneB.turns().counts(), paired.second().turns().counts());
		assertEquals(aloneB.chips(1).counts(), paired.second().chips(1).counts());
		assertEquals(200, paired.pairing().pairs);
	}

	@Test
	void aRuleSetPairedWithItselfAgreesInEveryGame() {
		RuleSet a = Fixtures.backgammon();
		PairedStatistics<Both> paired = new Simulation(a).games(100).seed(3).threads(2).pairedWith(a, Both::new);
		assertEquals(paired.first().wins(0), paired.pairing().firstWonBoth, "the same seed and rules: the same winner");
	}
}
