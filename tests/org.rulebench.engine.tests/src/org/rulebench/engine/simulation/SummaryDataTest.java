package org.rulebench.engine.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.testkit.Fixtures;

/**
 * A summary of a block of games is plain data that comes back exactly (as a JSON file or another machine gives it:
 * numbers as doubles), and blocks that cover a run, played in any order and split, merge into the run's summary.
 */
class SummaryDataTest {
	private static Simulation run(RuleSet rules) {
		return new Simulation(rules).seed(77).players("random", "greedy").turnCap(80).threads(2);
	}

	@Test
	void blocksOfAnySizeMergeIntoTheRunsSummary() {
		for (RuleSet rules : List.of(Fixtures.backgammon(), Fixtures.qiliangShuanglu())) {
			Map<String, Object> whole = run(rules).summary(0, 500).data();
			for (int block : List.of(1, 7, 64, 499)) {
				List<Summary> parts = new ArrayList<>();
				for (int from = 0; from < 500; from += block) {
					parts.add(run(rules).threads(1).summary(from, Math.min(500, from + block)));
				}
				Summary merged = new Summary(rules);
				for (int i = parts.size() - 1; i >= 0; i--) {
					merged.merge(parts.get(i));
				}
				assertEquals(whole, merged.data(), rules.name() + " in blocks of " + block);
			}
			Statistics s = run(rules).games(500).call();
			Statistics fromBlocks = new Statistics(new RaceVariant(rules), List.of("random", "greedy"), 77, run(rules).summary(0, 500), 0);
			assertEquals(s.turns().counts(), fromBlocks.turns().counts());
			assertEquals(s.wins(0), fromBlocks.wins(0));
			assertEquals(s.winKinds(), fromBlocks.winKinds());
		}
	}

	@Test
	void theDataReadBackGivesTheSameSummaryEvenWithDoubles() {
		RuleSet rules = Fixtures.qiliangShuanglu();
		Summary s = run(rules).summary(0, 300);
		assertEquals(s.data(), Summary.of(new RaceVariant(rules), s.data()).data());
		Summary fromDoubles = Summary.of(new RaceVariant(rules), doubles(s.data()));
		assertEquals(s.data(), fromDoubles.data());
		assertEquals(300, fromDoubles.games());
	}

	@Test
	void dataOfOtherRulesOrNotNumbersIsRefused() {
		Map<String, Object> qiliang = run(Fixtures.qiliangShuanglu()).summary(0, 20).data();
		RaceVariant backgammon = new RaceVariant(Fixtures.backgammon());
		if (!backgammon.events().equals(new RaceVariant(Fixtures.qiliangShuanglu()).events())) {
			assertThrows(IllegalArgumentException.class, () -> Summary.of(backgammon, qiliang));
		}
		Map<String, Object> broken = new LinkedHashMap<>(qiliang);
		broken.put("games", 1.5);
		assertThrows(IllegalArgumentException.class, () -> Summary.of(new RaceVariant(Fixtures.qiliangShuanglu()), broken));
		Map<String, Object> missing = new LinkedHashMap<>(qiliang);
		missing.remove("wins");
		assertThrows(IllegalArgumentException.class, () -> Summary.of(new RaceVariant(Fixtures.qiliangShuanglu()), missing));
	}

	/** Every number as a double, the way Gson reads JSON into plain maps. */
	private static Object doubles(Object o) {
		if (o instanceof Number n) {
			return n.doubleValue();
		}
		if (o instanceof List<?> l) {
			return l.stream().map(SummaryDataTest::doubles).toList();
		}
		if (o instanceof Map<?, ?> m) {
			Map<String, Object> d = new LinkedHashMap<>();
			m.forEach((k, v) -> d.put((String) k, doubles(v)));
			return d;
		}
		return o;
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> doubles(Map<String, Object> m) {
		return (Map<String, Object>) doubles((Object) m);
	}
}
