package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** `simulate` of a reading with several combinations ends with one table, a row per combination, as the view shows. */
class SimulateTableTest {
	@Test
	void everyCombinationHasARowOfTheLastTable() {
		String qiliang = ExamplesTest.examples().resolve("pu-shuang/qiliang.reading").toString();
		String text = Cli.expect(0, "simulate", qiliang, "--games", "20").out();
		int table = text.indexOf("every combination (96), the figures above on one row each:");
		assertTrue(table > 0, text);
		List<String> lines = text.substring(table).lines().toList();
		assertTrue(lines.get(2).startsWith("alternatives") && lines.get(2).contains("first wins") && lines.get(2).contains("turns")
				&& lines.get(2).contains("chips first / second"), lines.get(2));
		long rows = lines.stream().filter(l -> l.startsWith("reentry=")).count();
		assertEquals(96, rows, "a row per combination (七梁's mirrored start has two readings since issue 24)");
		assertTrue(lines.stream().anyMatch(l -> l.startsWith("reentry=exact, end=notLess, sevenPairs=anywhere") && l.contains("%")), text);
	}

	@Test
	void aReadingWithOneCombinationHasNoTableToRepeatItsBlock() {
		String text = Cli.expect(0, "simulate", ExamplesTest.examples().resolve("pu-shuang/qiliang.reading").toString(), "--games", "20",
				"--choose", "reentry=exact", "--choose", "sevenPairs=anywhere", "--choose", "大彩=kishi", "--choose", "kaito=kishi",
				"--choose", "end=notLess", "--choose", "mirrored=instead").out();
		assertTrue(!text.contains("every combination"), text);
	}
}
