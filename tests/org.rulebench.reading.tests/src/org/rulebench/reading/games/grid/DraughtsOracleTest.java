package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.reading.tests.Examples;

/**
 * The draughts readings (written from docs/reading-language.md alone) against a move generator written here from the
 * rules as published (WCDF's for English draughts, FMJD's for international draughts), sharing nothing with the engine:
 * on every position of seeded random games, the engine's legal moves, each as its start, its end and the set of points
 * it takes, are the generator's.
 */
class DraughtsOracleTest {
	private static final int[][] DIAGONALS = { { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 } };
	private static final Pattern NAME = Pattern.compile("([a-z]\\d+)([a-z]\\d+)[a-z]?((?:x[a-z]\\d+)*)");

	/** The rules the generator follows. */
	private record Rules(int size, boolean menCaptureBackward, boolean flyingKings, boolean promotionEndsChain, boolean majority) {
	}

	@ParameterizedTest(name = "{0}")
	@CsvSource({ "draughts.english, 8, false, false, true, false", "draughts.international, 10, true, true, false, true" })
	void theEngineMovesAsThePublishedRules(String reading, int size, boolean backward, boolean flying, boolean promotionEnds,
			boolean majority) {
		Rules r = new Rules(size, backward, flying, promotionEnds, majority);
		GridRules rules = Examples.grid(reading);
		CompiledRules c = CompiledRules.of(rules);
		Random random = new Random(25);
		int positions = 0;
		int captures = 0;
		for (int game = 0; game < 40; game++) {
			GridPosition p = GridPosition.of(c, rules.startFen());
			for (int ply = 0; ply < 200; ply++) {
				char[][] board = board(p.toString(), size);
				boolean white = p.sideToMove() == 0;
				TreeSet<String> expected = new TreeSet<>(moves(r, board, white));
				int[] legal = p.legalMoves();
				TreeSet<String> found = new TreeSet<>();
				for (int m : legal) {
					found.add(normal(p.name(m)));
				}
				assertEquals(expected, found, reading + " game " + game + " ply " + ply + " in " + p);
				positions++;
				if (legal.length == 0) {
					break;
				}
				captures += expected.stream().anyMatch(s -> s.contains("x")) ? 1 : 0;
				p.make(legal[random.nextInt(legal.length)]);
			}
		}
		assertTrue(positions > 1000 && captures > 100, positions + " positions, " + captures + " with captures");
	}

	/** A move's name as start, end and the points taken in order of the points (the order taken aside). */
	private static String normal(String name) {
		Matcher m = NAME.matcher(name);
		assertTrue(m.matches(), name);
		TreeSet<String> taken = new TreeSet<>();
		for (String x : m.group(3).split("x")) {
			if (!x.isEmpty()) {
				taken.add(x);
			}
		}
		return m.group(1) + m.group(2) + (taken.isEmpty() ? "" : "x" + String.join("x", taken));
	}

	/** The board of a FEN: [file][rank], 0 for an empty point. */
	private static char[][] board(String fen, int size) {
		char[][] b = new char[size][size];
		String[] ranks = fen.split(" ")[0].split("/");
		for (int i = 0; i < size; i++) {
			int f = 0;
			String row = ranks[i];
			for (int k = 0; k < row.length(); k++) {
				char ch = row.charAt(k);
				if (Character.isDigit(ch)) {
					int e = k;
					while (e < row.length() && Character.isDigit(row.charAt(e))) {
						e++;
					}
					f += Integer.parseInt(row.substring(k, e));
					k = e - 1;
				} else {
					b[f++][size - 1 - i] = ch;
				}
			}
		}
		return b;
	}

	private static List<String> moves(Rules r, char[][] b, boolean white) {
		List<String> captures = new ArrayList<>();
		List<Integer> counts = new ArrayList<>();
		List<String> quiet = new ArrayList<>();
		int forward = white ? 1 : -1;
		for (int f = 0; f < r.size(); f++) {
			for (int k = 0; k < r.size(); k++) {
				char ch = b[f][k];
				if (ch == 0 || Character.isUpperCase(ch) != white) {
					continue;
				}
				boolean king = Character.toLowerCase(ch) == 'k';
				b[f][k] = 0;
				chains(r, b, white, king, f, k, f, k, new ArrayList<>(), captures, counts);
				b[f][k] = ch;
				for (int[] d : DIAGONALS) {
					if (!king && d[1] != forward) {
						continue;
					}
					for (int x = f + d[0], y = k + d[1]; on(r, x, y) && b[x][y] == 0; x += d[0], y += d[1]) {
						quiet.add(name(f, k) + name(x, y));
						if (!king || !r.flyingKings()) {
							break;
						}
					}
				}
			}
		}
		if (captures.isEmpty()) {
			return quiet;
		}
		int most = counts.stream().mapToInt(Integer::intValue).max().orElse(0);
		List<String> out = new ArrayList<>();
		for (int i = 0; i < captures.size(); i++) {
			if (!r.majority() || counts.get(i) == most) {
				out.add(captures.get(i));
			}
		}
		return out;
	}

	/** Follows every chain from (f, k); returns whether a capture was possible there. */
	private static boolean chains(Rules r, char[][] b, boolean white, boolean king, int f0, int k0, int f, int k, List<int[]> taken,
			List<String> out, List<Integer> counts) {
		boolean any = false;
		boolean flying = king && r.flyingKings();
		for (int[] d : DIAGONALS) {
			if (!king && !r.menCaptureBackward() && d[1] != (white ? 1 : -1)) {
				continue;
			}
			int x = f + d[0];
			int y = k + d[1];
			while (flying && on(r, x, y) && b[x][y] == 0) {
				x += d[0];
				y += d[1];
			}
			if (!on(r, x, y) || b[x][y] == 0 || Character.isUpperCase(b[x][y]) == white || contains(taken, x, y)) {
				continue;
			}
			for (int lx = x + d[0], ly = y + d[1]; on(r, lx, ly) && b[lx][ly] == 0; lx += d[0], ly += d[1]) {
				any = true;
				List<int[]> more = new ArrayList<>(taken);
				more.add(new int[] { x, y });
				boolean crowned = !king && ly == (white ? r.size() - 1 : 0);
				if (crowned && r.promotionEndsChain() || !chains(r, b, white, king, f0, k0, lx, ly, more, out, counts)) {
					TreeSet<String> points = new TreeSet<>();
					more.forEach(q -> points.add(name(q[0], q[1])));
					String move = name(f0, k0) + name(lx, ly) + "x" + String.join("x", points);
					if (!out.contains(move)) {
						out.add(move);
						counts.add(more.size());
					}
				}
				if (!flying) {
					break;
				}
			}
		}
		return any;
	}

	private static boolean contains(List<int[]> taken, int x, int y) {
		return taken.stream().anyMatch(q -> q[0] == x && q[1] == y);
	}

	private static boolean on(Rules r, int x, int y) {
		return x >= 0 && y >= 0 && x < r.size() && y < r.size();
	}

	private static String name(int f, int k) {
		return (char) ('a' + f) + Integer.toString(k + 1);
	}
}
