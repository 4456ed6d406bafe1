package org.rulebench.engine.grid.search;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.Fen;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Promotion;

/**
 * What pieces are worth, from the rules alone, as variant engines such as Fairy-Stockfish estimate pieces they do not
 * know: a piece's mobility on a point is the mean of its moves to empty points and its captures of a lone enemy piece
 * from there, on an otherwise empty board; a kind is worth its mean mobility over the points it may stand on, and a
 * piece on a point halfway between that and its mobility there (a soldier across the river is worth more). A piece
 * that promotes gains the promotion's worth divided by one more than the moves it still needs. Royal pieces are
 * worth nothing: losing them ends the game. {@link #SCALE} is one move.
 */
public final class MaterialValues {
	public static final int SCALE = 100;
	/** Boards of more points than this take a piece's captures to be its moves. */
	private static final int LARGE = 200;

	private static final Map<CompiledRules, MaterialValues> CACHE = Collections.synchronizedMap(new WeakHashMap<>());

	private final int squares;
	private final int[] average;
	/** Worth of piece code pc on point s: {@code at[pc * squares + s]}; row 0 (no piece) is all 0. */
	private final int[] at;

	private MaterialValues(CompiledRules c) {
		GridRules rules = c.rules();
		squares = rules.board().squares();
		int kinds = rules.kinds().size();
		average = new int[kinds];
		at = new int[(2 * kinds + 1) * squares];
		double[][][] mobility = new double[kinds][2][];
		boolean[][][] stands = new boolean[kinds][2][];
		int[][][][] targets = new int[kinds][2][squares][];
		for (int k = 0; k < kinds; k++) {
			double sum = 0;
			int points = 0;
			for (int side = 0; side < 2; side++) {
				mobility[k][side] = new double[squares];
				stands[k][side] = new boolean[squares];
				for (int s = 0; s < squares; s++) {
					targets[k][side][s] = quietTargets(c, k, side, s);
					// on a large board (Maka Dai Dai Shogi's 361 points) a lone piece captures about where it moves, and
					// trying each capture would take minutes
					mobility[k][side][s] = squares > LARGE ? targets[k][side][s].length
							: (targets[k][side][s].length + captures(c, k, side, s, targets[k][side][s])) / 2.0;
					if (stands(rules.kinds().get(k), side, s)) {
						stands[k][side][s] = true;
						sum += mobility[k][side][s];
						points++;
					}
				}
			}
			average[k] = rules.kinds().get(k).royal() || points == 0 ? 0 : (int) Math.round(SCALE * sum / points);
		}
		for (int k = 0; k < kinds; k++) {
			PieceKind kind = rules.kinds().get(k);
			if (kind.royal()) {
				continue;
			}
			for (int side = 0; side < 2; side++) {
				int[] distance = kind.promotion() == null ? null : distanceToPromotion(kind.promotion(), side, targets[k][side]);
				int gain = kind.promotion() == null ? 0
						: kind.promotion().into().stream().mapToInt(i -> average[rules.kindIndex(i)]).max().orElse(0) - average[k];
				for (int s = 0; s < squares; s++) {
					int v = stands[k][side][s] ? (int) Math.round((average[k] + SCALE * mobility[k][side][s]) / 2) : average[k];
					if (gain > 0 && distance[s] >= 0) {
						v += gain / (1 + distance[s]);
					}
					at[CompiledRules.code(k, side) * squares + s] = v;
				}
			}
		}
	}

	/** The values of these rules' pieces, computed once per rule set. */
	public static MaterialValues of(CompiledRules rules) {
		return CACHE.computeIfAbsent(rules, MaterialValues::new);
	}

	/** A kind's mean worth (0 for a royal kind). */
	public int average(int kind) {
		return average[kind];
	}

	/** What a piece of a kind in hand is worth: its kind's mean worth, since it may be dropped where it serves. */
	public int inHand(int kind) {
		return average[kind];
	}

	/** The worth of every piece code on every point, indexed {@code code * squares + point}: a fresh copy. */
	public int[] table() {
		return at.clone();
	}

	private static boolean stands(PieceKind kind, int side, int s) {
		if (kind.confinedTo() != null && !kind.confinedTo().contains(side, s)) {
			return false;
		}
		Promotion p = kind.promotion();
		// a promotion on capture does not stop a piece standing anywhere
		return p == null || !p.mandatory() || p.trigger() == Promotion.Trigger.CAPTURES_IN || !p.zone().contains(side, s);
	}

	private static GridPosition lone(CompiledRules c, int kind, int side, int s, int enemyAt) {
		int[] pieces = new int[c.rules().board().squares()];
		pieces[s] = CompiledRules.code(kind, side);
		if (enemyAt >= 0) {
			pieces[enemyAt] = CompiledRules.code(kind, 1 - side);
		}
		return GridPosition.of(c, new Fen.Placement(pieces, side, 0, 1));
	}

	private static int[] quietTargets(CompiledRules c, int kind, int side, int s) {
		GridPosition alone = lone(c, kind, side, s, -1);
		int[] moves = new int[alone.moveBound()];
		int end = alone.pseudoLegal(moves, 0);
		return Arrays.stream(moves, 0, end).filter(m -> !GridPosition.isPass(m)).map(Move::to).distinct().toArray();
	}

	/**
	 * Points a piece captures on from {@code s}, a lone enemy piece of the same kind standing there; tried where a
	 * move could end: its moves to empty points, and its captures with enemy pieces on every other point.
	 */
	private static int captures(CompiledRules c, int kind, int side, int s, int[] quiet) {
		if (c.rules().kinds().get(kind).royal()) {
			return 0;
		}
		int squares = c.rules().board().squares();
		int[] crowded = new int[squares];
		Arrays.fill(crowded, CompiledRules.code(kind, 1 - side));
		crowded[s] = CompiledRules.code(kind, side);
		GridPosition among = GridPosition.of(c, new Fen.Placement(crowded, side, 0, 1));
		// the side to move has this one piece in each position below: one bound serves them all
		int[] moves = new int[among.moveBound()];
		int end = among.pseudoLegal(moves, 0);
		int[] candidates = java.util.stream.IntStream.concat(Arrays.stream(quiet), Arrays.stream(moves, 0, end).filter(m -> !GridPosition.isPass(m)).map(Move::to))
				.distinct().toArray();
		int n = 0;
		for (int t : candidates) {
			int count = lone(c, kind, side, s, t).pseudoLegal(moves, 0);
			for (int i = 0; i < count; i++) {
				if (Move.to(moves[i]) == t) {
					n++;
					break;
				}
			}
		}
		return n;
	}

	/** Moves on an empty board from each point into the promotion zone, -1 where it cannot be reached. */
	private static int[] distanceToPromotion(Promotion p, int side, int[][] targets) {
		Zone zone = p.zone();
		int[] d = new int[targets.length];
		Arrays.fill(d, -1);
		ArrayDeque<Integer> queue = new ArrayDeque<>();
		for (int s = 0; s < d.length; s++) {
			if (zone.contains(side, s)) {
				d[s] = 0;
				queue.add(s);
			}
		}
		// backwards: a point is one move further than a point it reaches
		while (!queue.isEmpty()) {
			int t = queue.poll();
			for (int s = 0; s < d.length; s++) {
				if (d[s] < 0 && contains(targets[s], t)) {
					d[s] = d[t] + 1;
					queue.add(s);
				}
			}
		}
		return d;
	}

	private static boolean contains(int[] a, int x) {
		for (int v : a) {
			if (v == x) {
				return true;
			}
		}
		return false;
	}
}
