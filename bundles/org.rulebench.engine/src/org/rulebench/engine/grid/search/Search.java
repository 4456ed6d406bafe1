package org.rulebench.engine.grid.search;

import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.play.Repetitions;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Outcome;

/**
 * Alpha-beta (negamax) from one position under a budget of nodes: iterative deepening, a transposition table, captures
 * ordered most valuable victim first (least valuable attacker first among them), then killer moves and the history of
 * quiet moves that cut; extended when in check, and settled by a search of captures and promotions at the horizon.
 * Positions are scored by {@link MaterialValues}; the game's ends as the rules rule them: no legal move (mate or
 * stalemate, with the rules' outcome), the royal piece taken (when check does not bind), a bare royal piece, and a
 * position met again (a draw: the rules end the game when it comes back often enough; not so when the move that met it
 * pressed under a rule that makes the pressing side deviate, seed 002 article 141: play goes on). The counting rules
 * and the move cap need the game's history beyond the position and are not seen; the moves such a repetition rule
 * refuses at the root are left out by the game before the search is asked.
 */
final class Search {
	static final int MATE = 1_000_000;
	/** Scores beyond this are won or lost. */
	static final int WON = MATE - 10_000;
	private static final int INF = MATE + 1;
	private static final int NONE = Integer.MIN_VALUE;
	private static final int MAX_PLY = 96;
	private static final int MAX_DEPTH = 48;

	private final GridPosition p;
	private final GridRules rules;
	private final int n;
	private final int[] value;
	/** Worth of a piece in hand per kind; null when captured pieces go to no hand. */
	private final int[] handValue;
	private final int kinds;
	private final int[] way = new int[2];
	private final boolean checkBinding;
	/** Royal pieces may not face each other although check does not bind (dark xiangqi's generals kept apart). */
	private final boolean facingForbidden;
	private final boolean repetition;
	private final boolean deviates;
	/** The move that led to each position of the line searched. */
	private final int[] lineMove = new int[MAX_PLY + 2];
	private final boolean[] hadRoyal = new boolean[2];
	/** Keys of the game's earlier positions, then of the positions on the line searched. */
	private final long[] line;
	private final int root;
	private final long budget;
	private final Transpositions table;
	private final int[][] moves = new int[MAX_PLY + 1][];
	private final int[][] order = new int[MAX_PLY + 1][];
	private final int[][] killers = new int[MAX_PLY + 1][2];
	private final int[] history;
	private final int[] saved = new int[MAX_PLY + 1];
	private int material;
	private long nodes;
	private boolean stopped;
	private int depthReached;

	/**
	 * @param position the position as the player knows it; searched by making and taking back moves, left as it was
	 * @param value    worth of each piece code on each point ({@link MaterialValues#table()})
	 * @param earlier  keys of the game's positions before this one, oldest first, one per ply
	 */
	Search(GridPosition position, int[] value, long[] earlier, long budget, Transpositions table) {
		this(position, value, null, earlier, budget, table);
	}

	/**
	 * @param handValue worth of a piece in hand per kind ({@link MaterialValues#inHand}), null when the rules have no
	 *                  hands
	 */
	Search(GridPosition position, int[] value, int[] handValue, long[] earlier, long budget, Transpositions table) {
		this.p = position;
		this.rules = position.compiled().rules();
		this.n = rules.board().squares();
		this.kinds = rules.kinds().size();
		this.value = value;
		this.handValue = rules.hands() == null ? null : handValue;
		this.checkBinding = rules.checkBinding();
		this.facingForbidden = rules.flyingGeneral() && !rules.checkBinding();
		this.repetition = rules.repetition().endsTheGame();
		this.deviates = rules.repetition().deviates();
		this.budget = budget;
		this.table = table;
		this.history = new int[value.length];
		this.line = new long[earlier.length + MAX_PLY + 2];
		System.arraycopy(earlier, 0, line, 0, earlier.length);
		this.root = earlier.length;
		line[root] = p.key();
		for (int s = 0; s < n; s++) {
			int pc = p.pieceAt(s);
			material += p.sideAt(s) == 0 ? value[pc * n + s] : -value[pc * n + s];
		}
		material += hand(0) - hand(1);
		hadRoyal[0] = p.royal(0) >= 0;
		hadRoyal[1] = p.royal(1) >= 0;
		for (int[] k : killers) {
			k[0] = k[1] = -1;
		}
	}

	long nodes() {
		return nodes;
	}

	/** The deepest search completed. */
	int depth() {
		return depthReached;
	}

	/**
	 * The indices of the moves scored best by the deepest search completed within the budget (more than one when they
	 * tie), {@code moves[0..count)} being the legal moves of the position.
	 */
	int[] best(int[] rootMoves, int count) {
		if (count == 1) {
			return new int[] { 0 };
		}
		int[] idx = rootOrder(rootMoves, count);
		int[] tied = { idx[0] };
		for (int depth = 1; depth <= MAX_DEPTH; depth++) {
			int best = -INF;
			int[] ties = new int[count];
			int nTies = 0;
			for (int i = 0; i < count && !stopped; i++) {
				int m = rootMoves[idx[i]];
				if (!play(m, 0)) {
					continue;
				}
				// alpha just below the best so far: a move as good returns its exact score, a tie
				int s = -search(depth - 1, -INF, best == -INF ? INF : -(best - 1), 1);
				undo(m, 0);
				if (stopped) {
					break;
				}
				if (s > best) {
					best = s;
					nTies = 0;
				}
				if (s == best) {
					ties[nTies++] = idx[i];
				}
			}
			if (stopped) {
				break;
			}
			tied = java.util.Arrays.copyOf(ties, nTies);
			depthReached = depth;
			firstTheTied(idx, tied);
			if (Math.abs(best) > WON) {
				break;
			}
		}
		return tied;
	}

	private int[] rootOrder(int[] rootMoves, int count) {
		int[] keyed = new int[count];
		for (int i = 0; i < count; i++) {
			keyed[i] = orderScore(rootMoves[i], -1, 0);
		}
		Integer[] idx = new Integer[count];
		for (int i = 0; i < count; i++) {
			idx[i] = i;
		}
		java.util.Arrays.sort(idx, (a, b) -> Integer.compare(keyed[b], keyed[a]));
		return java.util.Arrays.stream(idx).mapToInt(Integer::intValue).toArray();
	}

	private static void firstTheTied(int[] idx, int[] tied) {
		int w = 0;
		int[] rest = new int[idx.length];
		int r = 0;
		for (int i : idx) {
			if (java.util.Arrays.stream(tied).anyMatch(t -> t == i)) {
				idx[w++] = i;
			} else {
				rest[r++] = i;
			}
		}
		System.arraycopy(rest, 0, idx, w, r);
	}

	private int search(int depth, int alpha, int beta, int ply) {
		int end = ended(ply, true);
		if (end != NONE) {
			return end;
		}
		int stm = p.sideToMove();
		if (checkBinding && ply < MAX_PLY / 2 && p.inCheck(stm)) {
			depth++;
		}
		if (depth <= 0 || ply >= MAX_PLY - 1) {
			return quiesce(alpha, beta, ply);
		}
		if (nodes >= budget) {
			stopped = true;
			return 0;
		}
		long key = p.key();
		int hashMove = -1;
		int slot = table.find(key);
		if (slot >= 0) {
			hashMove = table.move(slot);
			if (table.depth(slot) >= depth) {
				int s = table.score(slot, ply);
				int bound = table.bound(slot);
				if (bound == Transpositions.EXACT || bound == Transpositions.LOWER && s >= beta
						|| bound == Transpositions.UPPER && s <= alpha) {
					return s;
				}
			}
		}
		int count = generate(ply, hashMove, false);
		int best = -INF;
		int bestMove = -1;
		int legal = 0;
		int alpha0 = alpha;
		for (int i = 0; i < count; i++) {
			int m = next(ply, i, count);
			int piece = mover(m);
			boolean quiet = Move.isDrop(m) || Move.isTurn(m) || p.pieceAt(Move.to(m)) == 0 && Move.promotion(m) < 0;
			if (!play(m, ply)) {
				continue;
			}
			legal++;
			int s = -search(depth - 1, -beta, -alpha, ply + 1);
			undo(m, ply);
			if (stopped) {
				return 0;
			}
			if (s > best) {
				best = s;
				bestMove = m;
				if (s > alpha) {
					alpha = s;
					if (s >= beta) {
						if (quiet) {
							remember(m, piece, depth, ply);
						}
						break;
					}
				}
			}
		}
		if (legal == 0) {
			return noMove(ply);
		}
		int bound = best >= beta ? Transpositions.LOWER : best > alpha0 ? Transpositions.EXACT : Transpositions.UPPER;
		table.store(key, depth, bound, best, bestMove, ply);
		return best;
	}

	/** Captures and promotions only, the side to move free to stand on the material it has. */
	private int quiesce(int alpha, int beta, int ply) {
		int end = ended(ply, false);
		if (end != NONE) {
			return end;
		}
		int stand = p.sideToMove() == 0 ? material : -material;
		if (stand >= beta || ply >= MAX_PLY - 1) {
			return stand;
		}
		if (nodes >= budget) {
			stopped = true;
			return stand;
		}
		alpha = Math.max(alpha, stand);
		int best = stand;
		int count = generate(ply, -1, true);
		for (int i = 0; i < count; i++) {
			int m = next(ply, i, count);
			if (!play(m, ply)) {
				continue;
			}
			int s = -quiesce(-beta, -alpha, ply + 1);
			undo(m, ply);
			if (s > best) {
				best = s;
				if (s > alpha) {
					alpha = s;
					if (s >= beta) {
						break;
					}
				}
			}
		}
		return best;
	}

	/** The score of a position the rules end, for the side to move; {@link #NONE} if play goes on. */
	private int ended(int ply, boolean repeats) {
		int stm = p.sideToMove();
		if (!checkBinding && hadRoyal[stm] && p.royal(stm) < 0) {
			return -(MATE - ply);
		}
		if (rules.bareKing() != null) {
			for (int s : new int[] { stm, 1 - stm }) {
				if (bare(s) && !bare(1 - s)) {
					org.rulebench.engine.grid.rules.BareKing b = rules.bareKing();
					return outcome(b.answered() != null && s == stm && p.canBare() ? b.answered() : b.outcome(), s, ply);
				}
			}
		}
		org.rulebench.engine.grid.rules.Passing.End passed = p.passingEnd();
		if (passed != null) {
			int winner = passed == org.rulebench.engine.grid.rules.Passing.End.POINTS ? p.aheadOnPoints() : -1;
			return winner < 0 ? 0 : winner == stm ? MATE - ply : -(MATE - ply);
		}
		if (repeats && repetition) {
			long key = line[root + ply];
			for (int i = root + ply - 2, stop = Math.max(0, root + ply - p.repeatablePlies()); i >= stop; i -= 2) {
				if (line[i] == key) {
					if (deviates && Repetitions.presses(p, lineMove[ply])) {
						break;
					}
					return 0;
				}
			}
		}
		return NONE;
	}

	private boolean bare(int side) {
		return p.royal(side) >= 0 && p.pieces(side) == 1;
	}

	private int noMove(int ply) {
		int stm = p.sideToMove();
		return outcome(p.inCheck(stm) ? rules.checkmate() : rules.stalemate(), stm, ply);
	}

	/** An outcome for {@code side} as a score for the side to move. */
	private int outcome(Outcome o, int side, int ply) {
		if (o == Outcome.DRAW) {
			return 0;
		}
		boolean stmWins = (o == Outcome.WIN) == (side == p.sideToMove());
		return stmWins ? MATE - ply : -(MATE - ply);
	}

	/** Makes a pseudo-legal move if it is legal, updating the material; false (and nothing made) if it is not. */
	private boolean play(int m, int ply) {
		if (Move.isDrop(m)) {
			return drop(m, ply);
		}
		int from = Move.from(m);
		int to = Move.to(m);
		int us = p.sideToMove();
		int piece = p.pieceAt(from);
		// the lion's pass and 居喰い end on their own point; a dance may take pieces on its way
		int taken = to == from ? 0 : p.pieceAt(to);
		int onTheWay = 0;
		for (int i = 0, k = p.takenOnTheWay(m, way); i < k; i++) {
			onTheWay += value[p.pieceAt(way[i]) * n + way[i]];
		}
		int handBefore = handValue == null ? 0 : hand(us);
		p.make(m);
		if (checkBinding ? p.inCheck(us) : facingForbidden && p.royalsFace()) {
			p.unmake(m);
			return false;
		}
		nodes++;
		int gain = value[p.pieceAt(to) * n + to] - value[piece * n + from] + value[taken * n + to] + onTheWay;
		if (handValue != null) {
			gain += hand(us) - handBefore;
		}
		saved[ply] = material;
		material += us == 0 ? gain : -gain;
		line[root + ply + 1] = p.key();
		lineMove[ply + 1] = m;
		return true;
	}

	/** Makes a drop if it is legal, as {@link #play}. */
	private boolean drop(int m, int ply) {
		int us = p.sideToMove();
		int to = Move.to(m);
		int kind = Move.dropped(m);
		p.make(m);
		if (checkBinding ? p.inCheck(us) : facingForbidden && p.royalsFace()) {
			p.unmake(m);
			return false;
		}
		nodes++;
		int gain = value[p.pieceAt(to) * n + to] - handValue[kind];
		saved[ply] = material;
		material += us == 0 ? gain : -gain;
		line[root + ply + 1] = p.key();
		lineMove[ply + 1] = m;
		return true;
	}

	/** What a side's hand is worth. */
	private int hand(int side) {
		if (handValue == null) {
			return 0;
		}
		int sum = 0;
		for (int k = 0; k < kinds; k++) {
			sum += p.inHand(side, k) * handValue[k];
		}
		return sum;
	}

	/** The piece code a move moves or drops. */
	private int mover(int m) {
		return Move.isDrop(m) ? CompiledRules.code(Move.dropped(m), p.sideToMove()) : p.pieceAt(Move.from(m));
	}

	private void undo(int m, int ply) {
		p.unmake(m);
		material = saved[ply];
	}

	/** Writes the pseudo-legal moves (only captures and promotions if {@code tactical}) and their order. */
	private int generate(int ply, int hashMove, boolean tactical) {
		int room = p.moveBound();
		if (moves[ply] == null || moves[ply].length < room) {
			moves[ply] = new int[Math.max(1024, room)];
			order[ply] = new int[moves[ply].length];
		}
		int[] ms = moves[ply];
		// bans and obligations are judged by the legal moves; else legality is tried as each move is made
		int count = p.constrained() ? p.legal(ms, 0) : p.pseudoLegal(ms, 0);
		int w = 0;
		for (int i = 0; i < count; i++) {
			int m = ms[i];
			if (tactical && (Move.isDrop(m) || Move.isTurn(m) || p.pieceAt(Move.to(m)) == 0 && Move.promotion(m) < 0)) {
				continue;
			}
			ms[w] = m;
			order[ply][w++] = orderScore(m, hashMove, ply);
		}
		return w;
	}

	private int orderScore(int m, int hashMove, int ply) {
		if (m == hashMove) {
			return 1 << 30;
		}
		int from = Move.from(m);
		int to = Move.to(m);
		int victim = to == from || Move.isDrop(m) ? 0 : p.pieceAt(to);
		if (victim != 0) {
			if (to == p.royal(p.sideAt(to))) {
				return 1 << 29;
			}
			return (1 << 28) + value[victim * n + to] * 16 - value[p.pieceAt(from) * n + from] / 16;
		}
		if (Move.promotion(m) >= 0) {
			return 1 << 27;
		}
		if (m == killers[ply][0]) {
			return (1 << 26) + 1;
		}
		if (m == killers[ply][1]) {
			return 1 << 26;
		}
		return Math.min(history[mover(m) * n + to], (1 << 26) - 1);
	}

	/** The next move to try: the best ordered of those not tried, swapped into place {@code i}. */
	private int next(int ply, int i, int count) {
		int[] ms = moves[ply];
		int[] os = order[ply];
		int b = i;
		for (int j = i + 1; j < count; j++) {
			if (os[j] > os[b]) {
				b = j;
			}
		}
		int m = ms[b];
		ms[b] = ms[i];
		ms[i] = m;
		int o = os[b];
		os[b] = os[i];
		os[i] = o;
		return m;
	}

	private void remember(int m, int piece, int depth, int ply) {
		if (killers[ply][0] != m) {
			killers[ply][1] = killers[ply][0];
			killers[ply][0] = m;
		}
		history[piece * n + Move.to(m)] += depth * depth;
	}
}
