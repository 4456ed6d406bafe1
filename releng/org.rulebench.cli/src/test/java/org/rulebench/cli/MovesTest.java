package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** `rulebench moves` on the backgammon reading agrees with GNU Backgammon on every oracle case. */
class MovesTest {
	private static final Pattern ID = Pattern.compile("\"gnubg_position_id\":\\s*\"([^\"]+)\"");
	private static final Pattern DICE = Pattern.compile("\"dice\":\\s*\\[(\\d),\\s*(\\d)\\]");
	private static final Pattern MOVER = Pattern.compile("\"player_to_move\":\\s*(\\d)");

	static Path backgammon() {
		return ExamplesTest.examples().resolve("backgammon/backgammon.reading");
	}

	/** The oracle's resulting positions, as Position IDs with the mover on roll: from its sides encoding. */
	@Test
	void batchAgreesWithGnuBackgammonOnEveryCase() throws IOException {
		Path oracle = Path.of(System.getProperty("rulebench.oracles", "../../../shared/oracles"))
				.resolve("backgammon-moves-public.jsonl");
		List<String> lines = Files.readAllLines(oracle);
		StringBuilder queries = new StringBuilder();
		List<Set<String>> expected = new ArrayList<>();
		for (String line : lines) {
			if (line.isBlank()) {
				continue;
			}
			queries.append(find(ID, line, 1)).append(' ').append(find(DICE, line, 1)).append(' ').append(find(DICE, line, 2))
					.append('\n');
			expected.add(resultIds(line, Integer.parseInt(find(MOVER, line, 1))));
		}
		Cli cli = new Cli().input(queries.toString());
		cli.run("moves", backgammon().toString(), "--batch");
		List<String> answers = cli.exited(0).lines();
		assertEquals(expected.size(), answers.size());
		for (int i = 0; i < answers.size(); i++) {
			assertEquals(expected.get(i), new TreeSet<>(Arrays.asList(answers.get(i).split(" "))), "case " + i);
		}
	}

	@Test
	void oneQueryPrintsOneIdPerLine() {
		assertEquals(7, Cli.expect(0, "moves", backgammon().toString(), "--position-id", "4HPwATDgc/ABMA", "--dice", "6",
				"5").lines().size());
	}

	private static String find(Pattern p, String line, int group) {
		Matcher m = p.matcher(line);
		if (!m.find()) {
			throw new AssertionError(p + " not in " + line);
		}
		return m.group(group);
	}

	/** Encodes each resulting position's sides the way GNU Backgammon does, the mover on roll. */
	private static Set<String> resultIds(String line, int mover) {
		Set<String> ids = new TreeSet<>();
		String rest = line.substring(line.indexOf("\"resulting_positions\""));
		Matcher sides = Pattern.compile("\"sides\":\\s*\\[\\[([0-9, ]+)\\],\\s*\\[([0-9, ]+)\\]\\]").matcher(rest);
		while (sides.find()) {
			int[][] s = { parse(sides.group(1)), parse(sides.group(2)) };
			ids.add(encode(s, mover));
		}
		return ids;
	}

	private static int[] parse(String csv) {
		return Arrays.stream(csv.split(",")).map(String::trim).mapToInt(Integer::parseInt).toArray();
	}

	/** GNU Backgammon's Position ID of the sides (off, points 1..24, bar), opponent first, mover on roll. */
	private static String encode(int[][] sides, int mover) {
		byte[] key = new byte[10];
		int bit = 0;
		for (int side : new int[] { 1 - mover, mover }) {
			for (int i = 1; i <= 25; i++) {
				for (int k = 0; k < sides[side][i]; k++, bit++) {
					key[bit >> 3] |= (byte) (1 << (bit & 7));
				}
				bit++;
			}
		}
		return java.util.Base64.getEncoder().withoutPadding().encodeToString(key);
	}
}
