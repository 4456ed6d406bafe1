package org.rulebench.readings.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.tests.ReadingHistory;

/** Two readings played on the same seeds: the differences, their intervals and their tests. */
class CompareCommandTest {
	private static final String PING = "main:pu-shuang/ping.reading";

	private ReadingHistory history;

	@BeforeEach
	void examples() {
		history = ReadingHistory.withExamples();
	}

	@AfterEach
	void close() {
		history.close();
	}

	private CompareCommand compare() {
		return new CompareCommand(history.repository()).setGames(2000).setSeed(7).setThreads(2);
	}

	@Test
	void whereAHitPieceMayEnterChangesTheLengthOfPing() {
		Comparison c = compare().setOld(PING).setNew(PING).setOldChoice(Map.of("reentry", "exact"))
				.setNewChoice(Map.of("reentry", "open")).call();
		Measure turns = c.measure("turns per game");
		assertTrue(turns.significant(), c.table());
		// entering on any open point lengthens the game: hit pieces come back at once, and hits multiply
		assertTrue(turns.difference().low() > 0, c.table());
		assertTrue(turns.old().high() < turns.now().low(), c.table());
		assertTrue(c.measure("hit per game").significant(), c.table());
		assertEquals(Significance.PAIRED_T, turns.test());
		assertEquals(Significance.MCNEMAR, c.measure("first side wins").test());
		assertEquals(2000, c.measure("unfinished games").pairs(), "unfinished games are counted over every pair");
		assertTrue(c.old().endsWith("with reentry=exact"), c.old());
		assertTrue(c.now().endsWith("with reentry=open"), c.now());
		assertTrue(c.table().contains("turns per game"), c.table());
		assertTrue(c.json().contains("\"measure\": \"turns per game\""), c.json());
	}

	@Test
	void theDifferenceIsTheDifferenceOfItsOwnColumnsOverTheSamePairs() {
		Comparison c = compare().setGames(400).setOld(PING).setNew(PING).setOldChoice(Map.of("reentry", "exact"))
				.setNewChoice(Map.of("reentry", "open")).setTurnCap(60).call();
		for (Measure m : c.measures()) {
			assertEquals(m.now().estimate() - m.old().estimate(), m.difference().estimate(), 1e-9, m.name() + "\n" + c.table());
		}
		Measure mover = c.measure("side moving first wins");
		assertTrue(mover.pairs() < 400, "the side moving first is measured over the pairs both decided: " + mover.pairs());
		assertTrue(c.pairs(mover).endsWith(" of 400"), c.pairs(mover));
		assertTrue(c.table().contains(" of 400"), c.table());
	}

	@Test
	void aReadingAgainstItselfDiffersInNothing() {
		Comparison c = compare().setOld(PING).setNew("main").call();
		assertEquals(List.of(), c.significant(), c.table());
		for (Measure m : c.measures()) {
			assertEquals(0, m.difference().estimate(), 1e-12, m.name());
		}
		assertEquals(c.before().turns().counts(), c.after().turns().counts(), "the same seeds, the same games");
	}

	@Test
	void everyEventOfEitherReadingIsMeasured() {
		Comparison c = compare().setGames(300).setOld(PING).setNew("main:pu-shuang/qiliang.reading").call();
		List<String> names = c.measures().stream().map(Measure::name).toList();
		for (String event : List.of("hit per game", "頭破 per game", "七梁 per game", "逆並び per game", "掲頭 per game")) {
			assertTrue(names.contains(event), event + " in " + names);
		}
		assertTrue(names.contains("chips of the first side"), names.toString());
		assertEquals(0, c.measure("掲頭 per game").old().estimate(), "平雙陸 has no 掲頭");
	}

	@Test
	void aChoiceMustNameAnAlternativeTheReadingHas() {
		WorkspaceProblem p = assertThrows(WorkspaceProblem.class,
				() -> compare().setOld(PING).setNew(PING).setNewChoice(Map.of("reentry", "anywhere")).call());
		assertEquals(PING + ": rule reentry has no alternative 'anywhere'; it has [exact, open]", p.getMessage());
		p = assertThrows(WorkspaceProblem.class, () -> compare().setOld(PING).setNew(PING).setNewChoice(Map.of("dice", "two")).call());
		assertEquals(PING + ": pushuang.ping has no uncertain rule 'dice'; its rules with alternatives are [reentry]",
				p.getMessage());
		assertFalse(p.getMessage().contains("Exception"));
	}
}
