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
 * Long nardy's legal results (the head rule with its opening doubles, the six-block allowed only past an opposing
 * piece, a single piece holding a point) against an independent brute-force search written from the rules alone:
 * equal sets on every roll of every position of 2 random games and of the starts.
 */
class NardOracleTest {
	record R(String key, int dice, int pips) {}

	/** Side 1's point standing on side 0's point p, and back: the second side starts 12 points ahead. */
	static int toOther(int s, int p) { return s == 0 ? Math.floorMod(p - 12 - 1, 24) + 1 : Math.floorMod(p + 12 - 1, 24) + 1; }

	static String key(int[][] c) { return Arrays.toString(c[0]) + Arrays.toString(c[1]); }

	static boolean forbiddenRun(int[][] c, int s) {
		int run = 0;
		for (int p = 1; p <= 25; p++) {
			if (p <= 24 && c[s][p] >= 1) { run++; continue; }
			if (run >= 6) {
				int nearest = Integer.MAX_VALUE;
				for (int q = p - run; q <= p - 1; q++) nearest = Math.min(nearest, toOther(s, q));
				boolean past = false;
				for (int q = 1; q < nearest; q++) past |= c[1 - s][q] > 0;
				if (!past) return true;
			}
			run = 0;
		}
		return false;
	}

	static void dfs(int[][] c, int s, int[] dice, boolean[] used, int nUsed, int pips, int offHead, int headCap, Set<R> out) {
		if (!forbiddenRun(c, s)) out.add(new R(key(c), nUsed, pips));
		Set<Integer> tried = new HashSet<>();
		for (int i = 0; i < dice.length; i++) {
			if (used[i] || !tried.add(dice[i])) continue;
			int d = dice[i];
			for (int p = 24; p >= 1; p--) {
				if (c[s][p] == 0) continue;
				if (p == 24 && offHead >= headCap) continue;
				int o = 1 - s, t = p - d;
				int[][] c2 = { c[0].clone(), c[1].clone() };
				if (t >= 1) {
					if (c[o][toOther(s, t)] >= 1) continue;
					c2[s][p]--; c2[s][t]++;
				} else {
					int outside = 0;
					for (int q = 7; q <= 24; q++) outside += c[s][q];
					if (outside > 0) continue;
					if (t < 0) { boolean higher = false; for (int q = p + 1; q <= 24; q++) higher |= c[s][q] > 0; if (higher) continue; }
					c2[s][p]--; c2[s][0]++;
				}
				used[i] = true;
				dfs(c2, s, dice, used, nUsed + 1, pips + d, offHead + (p == 24 ? 1 : 0), headCap, out);
				used[i] = false;
			}
		}
	}

	@Test
	void theEngineFindsExactlyTheLegalResultsOfABruteForceSearch() {
		Constraint head = new Constraint("head", new Act.Move(24, 0), false, Amount.compare(Amount.movedOff(24), ">=", (p, s, t) -> 1),
				Guard.firstTurn().and(Guard.rollIs(new int[][] { { 6, 6 }, { 4, 4 }, { 3, 3 } }, false))
						.and(Amount.compare(Amount.movedOff(24), "<", (p, s, t) -> 2)));
		Constraint block = new Constraint("block6", new Act.LeaveRun(6, false), false, null, Guard.opposingPastRun());
		RuleSet nard = Fixtures.backgammon().toBuilder("nard").board(new Board(24, 6, Travel.SAME_DIRECTION, 12, false))
				.start(Layout.of(24, 24, 15)).occupancy(new Occupancy(0, 1, HitRule.NONE, false)).firstTurn(FirstTurn.COIN)
				.constraint(head).constraint(block).build();
		for (int p = 1; p <= 24; p++) if (Position.track(nard).opposite(0, p) != toOther(0, p) || Position.track(nard).opposite(1, p) != toOther(1, p)) throw new AssertionError("mapping " + p);
		PlayGenerator g = new PlayGenerator(nard);
		int positions = 0, checked = 0, bad = 0;
		StringBuilder first = new StringBuilder();
		for (long seed = 1; seed <= 2; seed++) {
			Game game = new Game(nard, g, new RandomPlayer(), new RandomPlayer(), seed, true);
			game.playOut(5000);
			List<Position> all = new ArrayList<>();
			all.add(Position.start(nard, 0));
			all.add(Position.start(nard, 1));
			for (Game.Turn turn : game.turns()) all.add(turn.after());
			for (Position pos : all) {
				positions++;
				int s = pos.sideToMove();
				int[][] c = new int[2][25];
				for (int side = 0; side < 2; side++) {
					for (int p = 1; p <= 24; p++) c[side][p] = pos.count(side, p);
					c[side][0] = pos.borneOff(side);
				}
				for (int d1 = 1; d1 <= 6; d1++) for (int d2 = d1; d2 <= 6; d2++) {
					int[] dice = d1 == d2 ? new int[] { d1, d1, d1, d1 } : new int[] { d1, d2 };
					boolean exception = pos.turnsPlayed(s) == 0 && d1 == d2 && (d1 == 6 || d1 == 4 || d1 == 3);
					Set<R> found = new HashSet<>();
					dfs(c, s, dice, new boolean[dice.length], 0, 0, 0, exception ? 2 : 1, found);
					int maxDice = found.stream().mapToInt(R::dice).max().orElse(0);
					int maxPips = found.stream().filter(r -> r.dice() == maxDice).mapToInt(R::pips).max().orElse(0);
					Set<String> want = new TreeSet<>();
					for (R r : found) if (r.dice() == maxDice && r.pips() == maxPips) want.add(r.key());
					PlayList plays = g.generate(pos, d1, d2);
					Set<String> got = new TreeSet<>();
					for (int i = 0; i < plays.size(); i++) {
						Position q = pos.copy();
						plays.apply(q, i);
						int[][] cq = new int[2][25];
						for (int side = 0; side < 2; side++) {
							for (int p = 1; p <= 24; p++) cq[side][p] = q.count(side, p);
							cq[side][0] = q.borneOff(side);
						}
						got.add(key(cq));
					}
					checked++;
					if (!want.equals(got) || got.size() != plays.size()) {
						if (bad++ == 0) first.append("MISMATCH " + pos + " turns " + pos.turnsPlayed(s) + " roll " + d1 + "-" + d2 + "\n want " + want + "\n got " + got);
					}
				}
			}
		}
		assertEquals(0, bad, bad + " of " + checked + " rolls in " + positions + " positions differ:\n" + first);
	}
}
