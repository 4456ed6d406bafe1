package org.rulebench.engine.testkit;

import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;

/**
 * An independent brute-force search of the legal results of a pinning game of 24 points, two dice, sides moving
 * against each other (Plakoto, the Pin Game), written from the rules alone: every order of the dice, every piece; a
 * lone opposing piece landed on is held, a held piece cannot move and its point is closed to its side, the holder's
 * last piece leaving frees it; two opposing pieces close a point; bearing off once all are home, a larger die only
 * from the farthest point; then the results using most dice, then most pips.
 */
public final class PinningSearch {
	private PinningSearch() {
	}

	private record R(String key, int dice, int pips) {}

	private static String key(int[][] c, boolean[][] h) {
		StringBuilder b = new StringBuilder();
		for (int s = 0; s < 2; s++) { for (int p = 0; p <= 24; p++) b.append(c[s][p]).append(h[s][p] ? "h" : "").append(','); b.append('|'); }
		return b.toString();
	}

	private static void dfs(int[][] c, boolean[][] h, int s, int[] dice, boolean[] used, int nUsed, int pips, Set<R> out) {
		boolean any = false;
		Set<Integer> tried = new HashSet<>();
		for (int i = 0; i < dice.length; i++) {
			if (used[i] || !tried.add(dice[i])) continue;
			int d = dice[i];
			for (int p = 24; p >= 1; p--) {
				if (c[s][p] == 0 || h[s][p]) continue;
				int o = 1 - s, t = p - d;
				int[][] c2 = { c[0].clone(), c[1].clone() };
				boolean[][] h2 = { h[0].clone(), h[1].clone() };
				if (t >= 1) {
					int opp = c[o][25 - t], own = c[s][t];
					if (opp >= 2 || h[s][t]) continue;
					if (opp == 1 && own == 0) h2[o][25 - t] = true;
					c2[s][p]--; c2[s][t]++;
				} else {
					int outside = 0;
					for (int q = 7; q <= 24; q++) outside += c[s][q];
					if (outside > 0) continue;
					if (t < 0) { boolean higher = false; for (int q = p + 1; q <= 24; q++) higher |= c[s][q] > 0; if (higher) continue; }
					c2[s][p]--; c2[s][0]++;
				}
				if (c2[s][p] == 0 && h2[o][25 - p]) h2[o][25 - p] = false;
				any = true;
				used[i] = true;
				dfs(c2, h2, s, dice, used, nUsed + 1, pips + d, out);
				used[i] = false;
			}
		}
		if (!any) out.add(new R(key(c, h), nUsed, pips));
	}

	/**
	 * Compares the engine's distinct legal results with the search's on every roll of every position of {@code games}
	 * random games of the rules; "" when they are equal, else the count and the first position that differs.
	 */
	public static String compare(RuleSet rules, int games) {
		PlayGenerator g = new PlayGenerator(rules);
		int positions = 0, checked = 0, bad = 0;
		StringBuilder first = new StringBuilder();
		for (long seed = 1; seed <= games; seed++) {
			Game game = new Game(rules, g, new RandomPlayer(), new RandomPlayer(), seed, true);
			game.playOut(5000);
			for (Game.Turn turn : game.turns()) {
				Position pos = turn.after();
				positions++;
				int s = pos.sideToMove();
				int[][] c = new int[2][25];
				boolean[][] h = new boolean[2][25];
				for (int side = 0; side < 2; side++) {
					for (int p = 1; p <= 24; p++) { c[side][p] = pos.count(side, p); h[side][p] = pos.isHeld(side, p); }
					c[side][0] = pos.borneOff(side);
				}
				for (int d1 = 1; d1 <= 6; d1++) for (int d2 = d1; d2 <= 6; d2++) {
					int[] dice = d1 == d2 ? new int[] { d1, d1, d1, d1 } : new int[] { d1, d2 };
					Set<R> all = new HashSet<>();
					dfs(c, h, s, dice, new boolean[dice.length], 0, 0, all);
					int maxDice = all.stream().mapToInt(R::dice).max().orElse(0);
					int maxPips = all.stream().filter(r -> r.dice() == maxDice).mapToInt(R::pips).max().orElse(0);
					Set<String> want = new TreeSet<>();
					for (R r : all) if (r.dice() == maxDice && r.pips() == maxPips) want.add(r.key());
					PlayList plays = g.generate(pos, d1, d2);
					Set<String> got = new TreeSet<>();
					for (int i = 0; i < plays.size(); i++) {
						Position q = pos.copy();
						plays.apply(q, i);
						int[][] cq = new int[2][25];
						boolean[][] hq = new boolean[2][25];
						for (int side = 0; side < 2; side++) {
							for (int p = 1; p <= 24; p++) { cq[side][p] = q.count(side, p); hq[side][p] = q.isHeld(side, p); }
							cq[side][0] = q.borneOff(side);
						}
						got.add(key(cq, hq));
					}
					checked++;
					if (!want.equals(got) || got.size() != plays.size()) {
						if (bad++ == 0) first.append("MISMATCH " + pos + " roll " + d1 + "-" + d2 + "\n want " + want.size() + " got " + got.size() + "/" + plays.size());
					}
				}
			}
		}
		if (checked == 0) {
			return "no position was compared";
		}
		return bad == 0 ? "" : bad + " of " + checked + " rolls in " + positions + " positions differ:\n" + first;
	}
}
