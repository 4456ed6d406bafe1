package org.rulebench.engine.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.testkit.Oracles;

/** {@link PlayGenerator#sample} draws uniformly among exactly the distinct results {@link PlayGenerator#generate} lists. */
class SamplingTest {
	private static final RuleSet BACKGAMMON = Fixtures.backgammon();

	/** The listed results by the hash of the position each leads to. */
	private static Map<Long, Integer> listed(PlayGenerator g, Position start, int... roll) {
		PlayList plays = g.generate(start, roll);
		Map<Long, Integer> index = new HashMap<>();
		for (int i = 0; i < plays.size(); i++) {
			Position after = start.copy();
			plays.apply(after, i);
			assertEquals(null, index.put(after.hash(), i), "distinct results");
		}
		return index;
	}

	private static long sampledHash(PlayGenerator g, Position start, Rng rng, int... roll) {
		PlayList one = g.sample(start, rng, roll);
		assertEquals(1, one.size());
		Position after = start.copy();
		one.apply(after, 0);
		return after.hash();
	}

	@Test
	void openingTwoOneIsUniformOverItsFifteenResults() {
		PlayGenerator g = new PlayGenerator(BACKGAMMON);
		Position opening = Position.start(BACKGAMMON, 0);
		Map<Long, Integer> index = listed(g, opening, 2, 1);
		assertEquals(15, index.size());
		int n = 60_000;
		int[] counts = new int[index.size()];
		for (int s = 0; s < n; s++) {
			Integer i = index.get(sampledHash(g, opening, new Rng(Rng.derive(s, 7)), 2, 1));
			assertTrue(i != null, "a sampled result generate() does not list");
			counts[i]++;
		}
		double chi2 = chiSquare(counts, n);
		// 14 degrees of freedom: P(chi2 > 36.12) = 0.001
		assertTrue(chi2 < 36.12, "chi-square " + chi2);
	}

	/** Pearson's statistic of the counts against equal shares of n; every result must have been drawn. */
	private static double chiSquare(int[] counts, int n) {
		double expected = (double) n / counts.length;
		double chi2 = 0;
		for (int c : counts) {
			assertTrue(c > 0, "a listed result never sampled");
			chi2 += (c - expected) * (c - expected) / expected;
		}
		return chi2;
	}

	@Test
	void doubleFromTheBarIsUniform() {
		PlayGenerator g = new PlayGenerator(BACKGAMMON);
		Position p = Position.start(BACKGAMMON, 0);
		p.add(0, 24, -1);
		p.add(0, p.bar(), 1);
		Map<Long, Integer> index = listed(g, p, 3, 3);
		assertTrue(index.size() > 5, "results: " + index.size());
		int n = 20_000 * index.size() / 10;
		int[] counts = new int[index.size()];
		Rng rng = new Rng(12345);
		for (int s = 0; s < n; s++) {
			Integer i = index.get(sampledHash(g, p, rng, 3, 3));
			assertTrue(i != null, "a sampled result generate() does not list");
			counts[i]++;
		}
		double chi2 = chiSquare(counts, n);
		int dof = counts.length - 1;
		// a generous bound: mean dof, standard deviation sqrt(2 dof)
		assertTrue(chi2 < dof + 6 * Math.sqrt(2 * dof), "chi-square " + chi2 + " on " + dof);
	}

	@Test
	@SuppressWarnings("unchecked")
	void everyOracleCaseSamplesOnlyListedResultsAndAllOfThem() {
		PlayGenerator g = new PlayGenerator(BACKGAMMON);
		Rng rng = new Rng(99);
		for (Map<String, Object> record : Oracles.backgammonMoves()) {
			int mover = ((Number) record.get("player_to_move")).intValue();
			Position start = Oracles.position(BACKGAMMON, (Map<String, Object>) record.get("position"), mover);
			int[] dice = Oracles.dice(record);
			Map<Long, Integer> index = listed(g, start, dice);
			boolean[] seen = new boolean[index.size()];
			int tries = 40 * index.size() + 20;
			for (int s = 0; s < tries; s++) {
				Integer i = index.get(sampledHash(g, start, rng, dice));
				assertTrue(i != null, record.get("id") + ": a sampled result generate() does not list");
				seen[i] = true;
			}
			for (boolean b : seen) {
				assertTrue(b, record.get("id") + ": a listed result never sampled in " + tries);
			}
		}
	}

	/** In every game's random walk, each sampled play is one generate() lists, with the same dice, pips and events. */
	@Test
	void everyGameSamplesOnlyListedResults() {
		for (Map.Entry<String, java.util.function.Supplier<RuleSet>> e : Fixtures.all().entrySet()) {
			RuleSet rules = e.getValue().get();
			PlayGenerator g = new PlayGenerator(rules);
			PlayGenerator s = new PlayGenerator(rules);
			Rng rng = new Rng(e.getKey().hashCode());
			Position p = Position.start(rules, 0);
			int[] roll = new int[rules.dice().count()];
			for (int turn = 0; turn < 300; turn++) {
				for (int d = 0; d < roll.length; d++) {
					roll[d] = rng.die(rules.dice().faces());
				}
				PlayList plays = g.generate(p, roll);
				if (g.canSample(roll)) {
					Map<Long, Integer> byKey = new HashMap<>();
					for (int i = 0; i < plays.size(); i++) {
						byKey.put(plays.key(i), i);
					}
					for (int k = 0; k < 5; k++) {
						PlayList one = s.sample(p, rng, roll);
						assertEquals(1, one.size());
						Integer i = byKey.get(one.key(0));
						assertTrue(i != null, e.getKey() + ": a sampled result generate() does not list");
						assertEquals(plays.diceUsed(i), one.diceUsed(0));
						assertEquals(plays.pipsUsed(i), one.pipsUsed(0));
						for (int r = 0; r < g.stepRuleIndices().length; r++) {
							assertEquals(plays.events(i, r), one.events(0, r), e.getKey() + " events");
						}
						Position a = p.copy();
						plays.apply(a, i);
						Position b = p.copy();
						one.apply(b, 0);
						assertEquals(a.hash(), b.hash(), e.getKey() + " position");
					}
				}
				plays.apply(p, plays.size() == 1 ? 0 : rng.nextInt(plays.size()));
				p.setSideToMove(1 - p.sideToMove());
			}
		}
	}
}
