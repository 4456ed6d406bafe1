package org.rulebench.engine.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.*;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.*;
import org.rulebench.engine.play.*;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.*;
import org.rulebench.engine.testkit.Fixtures;

/**
 * Plakoto's legal results against an independent brute-force search written from the rules alone (every order of
 * the dice, every piece, a held piece immobile and its point closed to its side, the holder's last piece freeing it;
 * then most dice, then most pips): equal sets on every roll of every position of 5 random games.
 */
class PlakotoOracleTest {
	record R(String key, int dice, int pips) {}

	static String key(int[][] c, boolean[][] h) {
		StringBuilder b = new StringBuilder();
		for (int s = 0; s < 2; s++) { for (int p = 0; p <= 24; p++) b.append(c[s][p]).append(h[s][p] ? "h" : "").append(','); b.append('|'); }
		return b.toString();
	}

	static void dfs(int[][] c, boolean[][] h, int s, int[] dice, boolean[] used, int nUsed, int pips, Set<R> out) {
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

	@Test
	void theEngineFindsExactlyTheLegalResultsOfABruteForceSearch() {
		RuleSet pl = Fixtures.backgammon().toBuilder("plakoto").occupancy(new Occupancy(0, 2, HitRule.HOLD, false))
				.start(Layout.of(24, 24, 15)).ends(EnumSet.of(EndCondition.ALL_BORNE_OFF, EndCondition.NO_SIDE_CAN_MOVE)).build();
		PlayGenerator g = new PlayGenerator(pl);
		int positions = 0, checked = 0, bad = 0;
		StringBuilder first = new StringBuilder();
		for (long seed = 1; seed <= 5; seed++) {
			Game game = new Game(pl, g, new RandomPlayer(), new RandomPlayer(), seed, true);
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
		assertEquals(0, bad, bad + " of " + checked + " rolls in " + positions + " positions differ:\n" + first);
	}
}
