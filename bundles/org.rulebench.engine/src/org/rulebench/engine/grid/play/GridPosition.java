package org.rulebench.engine.grid.play;

import java.util.Arrays;

/**
 * A position of a grid game, changed in place by {@link #make} and restored by {@link #unmake} (moves are taken back
 * in the reverse order they were made). Points hold piece codes ({@link CompiledRules}); each side's pieces are also
 * listed, so generation visits pieces, not points. Not thread-safe: one per thread.
 */
public final class GridPosition {
	private static final int INITIAL_PLIES = 64;

	private final CompiledRules c;
	private final int n;
	private final int[] code;
	private final int[] start;
	private final long[] reach;
	private final int words;
	private final boolean[] royalCode;
	private final boolean[] promoting;
	/** Piece codes whose moves go through {@link #emit}: they promote, or captures may exchange them. */
	private final boolean[] special;
	private final int[] neighbour;
	/** Destinations of the moves without extra captures made so far for the piece being generated (dances). */
	private final int[] mark;
	private int stamp;
	private final int[] takenScratch = new int[2];
	private final int[] lifeCodes;
	private final boolean checkBinding;
	private final boolean flying;
	private final int files;

	private final int[] board;
	private final int[][] list;
	private final int[] count = new int[2];
	private final int[] where;
	private final int[] royal = { -1, -1 };
	private final int[] kindCount;
	/** The true kind of the face-down piece on a point, -1 where unknown (see {@link #conceal}). */
	private final int[] identity;
	private final boolean[] faceDown;
	private int side;
	private long key;
	private int halfmoves;
	private int fullmoves;

	private int sp;
	private int[] undoMover = new int[INITIAL_PLIES];
	private int[] undoCaptured = new int[INITIAL_PLIES];
	private int[] undoHalfmoves = new int[INITIAL_PLIES];
	private long[] undoKey = new long[INITIAL_PLIES];
	/** Pieces a dance took on its way: two per ply, the point in the upper half, the piece code in the lower. */
	private int[] undoTaken = new int[2 * INITIAL_PLIES];

	private GridPosition(CompiledRules c) {
		this.c = c;
		this.n = c.squares;
		this.code = c.code;
		this.start = c.start;
		this.reach = c.reach;
		this.words = c.reachWords;
		this.royalCode = c.royal;
		this.checkBinding = c.rules().checkBinding();
		this.flying = c.rules().flyingGeneral();
		this.files = c.rules().board().files();
		this.board = new int[n];
		this.list = new int[2][n];
		this.where = new int[n];
		this.kindCount = new int[2 * c.kinds + 1];
		this.identity = new int[n];
		Arrays.fill(identity, -1);
		this.faceDown = c.faceDown;
		this.promoting = new boolean[2 * c.kinds + 1];
		this.special = new boolean[promoting.length];
		for (int pc = 1; pc < promoting.length; pc++) {
			promoting[pc] = c.promotesInto[CompiledRules.kindOf(pc)].length > 0;
			special[pc] = promoting[pc] || c.exchanges;
		}
		this.neighbour = c.neighbour;
		this.mark = new int[n];
		this.lifeCodes = java.util.stream.IntStream.range(1, promoting.length).filter(pc -> c.life[pc]).toArray();
	}

	/** The position of a FEN under these rules. */
	public static GridPosition of(CompiledRules rules, String fen) {
		Fen.Placement placement = Fen.placement(rules.rules(), fen);
		try {
			return of(rules, placement);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("FEN '" + fen + "': " + e.getMessage(), e);
		}
	}

	/** The position of a placement (piece codes per point, see {@link CompiledRules#code}) under these rules. */
	public static GridPosition of(CompiledRules rules, Fen.Placement placement) {
		GridPosition p = new GridPosition(rules);
		for (int s = 0; s < p.n; s++) {
			int pc = placement.pieces()[s];
			if (pc == 0) {
				continue;
			}
			int side = CompiledRules.sideOf(pc);
			p.board[s] = pc;
			p.where[s] = p.count[side];
			p.list[side][p.count[side]++] = s;
			p.kindCount[pc]++;
			p.key ^= rules.zobrist[pc * p.n + s];
			if (p.royalCode[pc]) {
				if (p.royal[side] >= 0) {
					throw new IllegalArgumentException("more than one royal piece for a side is not supported yet");
				}
				p.royal[side] = s;
			}
		}
		p.side = placement.sideToMove();
		if (p.side == 1) {
			p.key ^= rules.zobristSide;
		}
		p.halfmoves = placement.halfmoves();
		p.fullmoves = placement.fullmoves();
		return p;
	}

	public static GridPosition start(CompiledRules rules) {
		return of(rules, rules.rules().startFen());
	}

	/** A copy with the same pieces and counters and no moves to take back. */
	public GridPosition copy() {
		GridPosition p = new GridPosition(c);
		System.arraycopy(board, 0, p.board, 0, n);
		System.arraycopy(list[0], 0, p.list[0], 0, n);
		System.arraycopy(list[1], 0, p.list[1], 0, n);
		System.arraycopy(where, 0, p.where, 0, n);
		System.arraycopy(kindCount, 0, p.kindCount, 0, kindCount.length);
		System.arraycopy(identity, 0, p.identity, 0, n);
		p.count[0] = count[0];
		p.count[1] = count[1];
		p.royal[0] = royal[0];
		p.royal[1] = royal[1];
		p.side = side;
		p.key = key;
		p.halfmoves = halfmoves;
		p.fullmoves = fullmoves;
		return p;
	}

	/**
	 * A copy that knows no face-down piece's true kind: what a player may be given. Its face-down pieces, when
	 * moved, stay face down.
	 */
	public GridPosition publicCopy() {
		GridPosition p = copy();
		Arrays.fill(p.identity, -1);
		return p;
	}

	/** Gives the face-down piece on a point its true kind (a game's shuffle does this, hidden from the players). */
	public void conceal(int square, int kind) {
		if (board[square] == 0 || !faceDown[board[square]]) {
			throw new IllegalArgumentException("no face-down piece on " + c.rules().board().name(square));
		}
		identity[square] = kind;
	}

	/** Whether the piece on a point is face down. */
	public boolean isFaceDown(int square) {
		return board[square] != 0 && faceDown[board[square]];
	}

	/**
	 * The true kind of the face-down piece on a point, -1 if unknown here. Face-down pieces never move while face
	 * down, so the kind stays with the point until the piece moves or is taken.
	 */
	public int trueKind(int square) {
		return identity[square];
	}

	public CompiledRules compiled() {
		return c;
	}

	public int sideToMove() {
		return side;
	}

	/** The piece code on a point, 0 if empty. */
	public int pieceAt(int square) {
		return board[square];
	}

	/** The kind of the piece on a point, or -1. */
	public int kindAt(int square) {
		return board[square] == 0 ? -1 : CompiledRules.kindOf(board[square]);
	}

	/** The side of the piece on a point, or -1. */
	public int sideAt(int square) {
		return board[square] == 0 ? -1 : CompiledRules.sideOf(board[square]);
	}

	/** How many pieces of a kind a side has. */
	public int count(int kind, int side) {
		return kindCount[CompiledRules.code(kind, side)];
	}

	/** How many pieces a side has, royal ones included. */
	public int pieces(int side) {
		return count[side];
	}

	/** The point of a side's royal piece, or -1 if it has none. */
	public int royal(int side) {
		return royal[side];
	}

	public long key() {
		return key;
	}

	/** Plies since the last capture. */
	public int halfmoves() {
		return halfmoves;
	}

	public int fullmoves() {
		return fullmoves;
	}

	/** Plies made since this position was created, that {@link #unmake} can take back. */
	public int depth() {
		return sp;
	}

	/** Writes the pseudo-legal moves of the side to move into {@code moves} from {@code at}; returns the new end. */
	public int pseudoLegal(int[] moves, int at) {
		final int us = side;
		final int[] mine = list[us];
		final int[] b = board;
		for (int i = 0, pieces = count[us]; i < pieces; i++) {
			final int from = mine[i];
			final int pc = b[from];
			final int prog = pc * n + from;
			final int first = at;
			int j = start[prog];
			final int end = start[prog + 1];
			while (j < end) {
				final int h = code[j];
				final int len = h >>> 8;
				final boolean quiet = (h & 4) != 0;
				final boolean capture = (h & 8) != 0;
				switch (h & 3) {
				case CompiledRules.LEAP -> {
					final int to = code[j + 1];
					boolean open = true;
					for (int k = j + 2, e = j + 2 + len; k < e; k++) {
						if (b[code[k]] != 0) {
							open = false;
							break;
						}
					}
					if (open) {
						final int t = b[to];
						if (t == 0 ? quiet : capture && ((t - 1) & 1) != us) {
							at = add(moves, at, pc, from, to);
						}
					}
					j += 2 + len;
				}
				case CompiledRules.SLIDE -> {
					for (int k = j + 1, e = j + 1 + len; k < e; k++) {
						final int x = code[k];
						final int to = x & 0xFFFF;
						final int t = b[to];
						if (t == 0) {
							if (quiet && x == to) {
								at = add(moves, at, pc, from, to);
							}
						} else {
							if (capture && x == to && ((t - 1) & 1) != us) {
								at = add(moves, at, pc, from, to);
							}
							break;
						}
					}
					j += 1 + len;
				}
				default -> {
					boolean screened = false;
					final boolean grasshopper = (h & CompiledRules.GRASSHOPPER) != 0;
					for (int k = j + 1, e = j + 1 + len; k < e; k++) {
						final int x = code[k];
						final int to = x & 0xFFFF;
						final int t = b[to];
						if (!screened) {
							screened = t != 0;
							continue;
						}
						if (t == 0) {
							if (quiet && x == to) {
								at = add(moves, at, pc, from, to);
							}
							if (grasshopper) {
								break;
							}
						} else {
							if (capture && x == to && ((t - 1) & 1) != us) {
								at = add(moves, at, pc, from, to);
							}
							break;
						}
					}
					j += 1 + len;
				}
				}
			}
			if (c.overlapping[prog]) {
				at = dropRepeats(moves, first, at);
			}
			if (c.dancing && c.danceStart[prog] != c.danceStart[prog + 1]) {
				at = dance(moves, at, pc, from, first);
			}
		}
		return at;
	}

	/** The dance moves of the piece on {@code from}, after its Betza moves in {@code moves[first..at)}. */
	private int dance(int[] moves, int at, int pc, int from, int first) {
		final int us = side;
		final int[] b = board;
		final int[] dc = c.danceCode;
		stamp++;
		for (int i = first; i < at; i++) {
			if (Move.extra(moves[i]) == 0) {
				mark[Move.to(moves[i])] = stamp;
			}
		}
		final int prog = pc * n + from;
		for (int j = c.danceStart[prog], end = c.danceStart[prog + 1]; j < end;) {
			final int h = dc[j];
			final int len = h >>> 8;
			switch (h & 7) {
			case CompiledRules.ODORI -> {
				boolean filled = (h & CompiledRules.FLAG) != 0;
				int enemies = 0;
				for (int k = 0; k < len; k++) {
					int q = dc[j + 1 + k];
					int t = b[q];
					boolean enemy = t != 0 && ((t - 1) & 1) != us;
					if ((filled || k == len - 1) && (t == 0 || enemy)) {
						at = once(moves, at, pc, from, q);
						// the enemy pieces passed are taken at will: every choice of them is a move
						for (int sub = enemies; sub != 0; sub = (sub - 1) & enemies) {
							at = emit(moves, at, pc, from, q, Move.WAY - 1 + sub);
						}
					}
					if (enemy) {
						enemies |= 1 << k;
					}
				}
				j += 1 + len;
			}
			case CompiledRules.LION -> {
				for (int d = 0; d < 8; d++) {
					int n1 = neighbour[from * 8 + d];
					if (n1 < 0) {
						continue;
					}
					int t1 = b[n1];
					boolean enemy1 = t1 != 0 && ((t1 - 1) & 1) != us;
					if (t1 == 0 || enemy1) {
						at = once(moves, at, pc, from, n1);
					}
					for (int d2 = 0; d2 < 8; d2++) {
						int m = neighbour[n1 * 8 + d2];
						if (m < 0) {
							continue;
						}
						if (m != from) {
							int t2 = b[m];
							if (t2 != 0 && ((t2 - 1) & 1) == us) {
								continue;
							}
						}
						// back on the origin: the pass, or 居喰い when the first step took a piece
						at = once(moves, at, pc, from, m);
						if (enemy1) {
							at = emit(moves, at, pc, from, m, Move.NEIGHBOUR + d);
						}
					}
				}
				j += 1;
			}
			case CompiledRules.IGUI -> {
				for (int k = 0; k < len; k++) {
					int x = dc[j + 1 + k];
					int t = b[x & 0xFFFF];
					if (t != 0 && ((t - 1) & 1) != us) {
						at = emit(moves, at, pc, from, from, Move.NEIGHBOUR + (x >>> 16));
					}
				}
				j += 1 + len;
			}
			case CompiledRules.HOOK -> {
				boolean mustTurn = (h & CompiledRules.FLAG) != 0;
				for (int k = 0; k < len; k++) {
					int d = dc[j + 1 + k];
					for (int x = neighbour[from * 8 + d]; x >= 0; x = neighbour[x * 8 + d]) {
						int t = b[x];
						if (t != 0) {
							if (((t - 1) & 1) != us) {
								at = once(moves, at, pc, from, x);
							}
							break;
						}
						if (!mustTurn) {
							at = once(moves, at, pc, from, x);
						}
						// the bend: a right angle either way, never back
						for (int d2 = (d + 2) & 7, turn = 0; turn < 2; turn++, d2 = (d + 6) & 7) {
							for (int y = neighbour[x * 8 + d2]; y >= 0; y = neighbour[y * 8 + d2]) {
								int t2 = b[y];
								if (t2 == 0 || ((t2 - 1) & 1) != us) {
									at = once(moves, at, pc, from, y);
								}
								if (t2 != 0) {
									break;
								}
							}
						}
					}
				}
				j += 1 + len;
			}
			default -> {
				for (int q = 0; q < n; q++) {
					int t = b[q];
					if (q == from || t != 0 && ((t - 1) & 1) == us || mark[q] == stamp) {
						continue;
					}
					if (t == 0) {
						at = once(moves, at, pc, from, q);
						continue;
					}
					// seed 002 article 022: no capture where an enemy piece could at once take it back
					int end2 = emit(moves, at, pc, from, q, 0);
					int m = moves[at];
					make(m);
					boolean safe = !attacked(q, side);
					unmake(m);
					if (safe) {
						mark[q] = stamp;
						at = end2;
					}
				}
				j += 1;
			}
			}
		}
		return at;
	}

	/** A dance move without extra captures, unless the piece already has one to that point. */
	private int once(int[] moves, int at, int pc, int from, int to) {
		if (mark[to] == stamp) {
			return at;
		}
		mark[to] = stamp;
		return emit(moves, at, pc, from, to, 0);
	}

	/**
	 * A move with its promotions or exchange: the captor of a piece the exchange names becomes the kind it says
	 * (the last piece taken rules); otherwise the kind's promotion, on capturing in its zone or on reaching it.
	 */
	private int emit(int[] moves, int at, int pc, int from, int to, int extra) {
		int base = Move.taking(Move.of(from, to), extra);
		if (!special[pc]) {
			moves[at] = base;
			return at + 1;
		}
		int kind = CompiledRules.kindOf(pc);
		int taken = extra == 0 ? 0 : Move.taken(base, files, neighbour, takenScratch);
		boolean capturesDestination = to != from && board[to] != 0;
		if (c.exchanges) {
			int becomes = -2;
			for (int i = 0; i < taken; i++) {
				int[] row = c.exchange[CompiledRules.kindOf(board[takenScratch[i]])];
				becomes = row == null ? becomes : row[kind];
			}
			if (capturesDestination) {
				int[] row = c.exchange[CompiledRules.kindOf(board[to])];
				becomes = row == null ? becomes : row[kind];
			}
			if (becomes != -2) {
				moves[at] = becomes < 0 ? base : base | (becomes + 1) << 20;
				return at + 1;
			}
		}
		if (!promoting[pc]) {
			moves[at] = base;
			return at + 1;
		}
		boolean promotes;
		if (c.promotionOnCapture[kind]) {
			boolean[] zone = c.promotionZone[pc];
			promotes = capturesDestination && zone[to];
			for (int i = 0; i < taken; i++) {
				promotes |= zone[takenScratch[i]];
			}
		} else {
			promotes = c.promotionZone[pc][to] || c.promotionTouches[kind] && c.promotionZone[pc][from];
		}
		if (!promotes) {
			moves[at] = base;
			return at + 1;
		}
		int limit = c.promotionLimit[kind];
		boolean promoted = false;
		for (int into : c.promotesInto[kind]) {
			if (limit == 0 || kindCount[CompiledRules.code(into, side)] < limit) {
				moves[at++] = base | (into + 1) << 20;
				promoted = true;
			}
		}
		if (!c.promotionForced[kind] || !promoted) {
			moves[at++] = base;
		}
		return at;
	}

	private int add(int[] moves, int at, int pc, int from, int to) {
		if (!special[pc]) {
			moves[at] = Move.of(from, to);
			return at + 1;
		}
		return emit(moves, at, pc, from, to, 0);
	}

	private static int dropRepeats(int[] moves, int from, int to) {
		int w = from;
		outer: for (int i = from; i < to; i++) {
			for (int k = from; k < w; k++) {
				if (moves[k] == moves[i]) {
					continue outer;
				}
			}
			moves[w++] = moves[i];
		}
		return w;
	}

	/** Writes the legal moves into {@code moves} from {@code at}; returns the new end. */
	public int legal(int[] moves, int at) {
		int end = pseudoLegal(moves, at);
		if (!checkBinding) {
			return end;
		}
		int w = at;
		for (int i = at; i < end; i++) {
			int m = moves[i];
			if (isLegal(m)) {
				moves[w++] = m;
			}
		}
		return w;
	}

	/** The number of legal moves, using {@code moves} from {@code at} as scratch space. */
	public int countLegal(int[] moves, int at) {
		int end = pseudoLegal(moves, at);
		if (!checkBinding) {
			return end - at;
		}
		int legal = 0;
		for (int i = at; i < end; i++) {
			if (isLegal(moves[i])) {
				legal++;
			}
		}
		return legal;
	}

	/** Whether a pseudo-legal move leaves the mover's royal piece safe (always true when check is not binding). */
	public boolean isLegal(int move) {
		if (!checkBinding) {
			return true;
		}
		int us = side;
		make(move);
		boolean ok = !inCheck(us);
		unmake(move);
		return ok;
	}

	/** The points a move takes on its way besides its destination (a dance's), into {@code out}; returns how many (0-2). */
	public int takenOnTheWay(int move, int[] out) {
		return Move.taken(move, files, neighbour, out);
	}

	/** Whether the side's royal piece is attacked (or, with the flying general, faces the other). */
	public boolean inCheck(int s) {
		int r = royal[s];
		if (r < 0) {
			return false;
		}
		int them = 1 - s;
		if (flying) {
			int o = royal[them];
			if (o >= 0 && o % files == r % files) {
				int step = o > r ? files : -files;
				int x = r + step;
				while (x != o && board[x] == 0) {
					x += step;
				}
				if (x == o) {
					return true;
				}
			}
		}
		return attacked(r, them);
	}

	/** Whether a piece of side {@code by} could capture on {@code square} now. */
	public boolean attacked(int square, int by) {
		final int[] theirs = list[by];
		final int word = square >> 6;
		final long bit = 1L << square;
		for (int i = 0, pieces = count[by]; i < pieces; i++) {
			int s = theirs[i];
			int prog = board[s] * n + s;
			if ((reach[prog * words + word] & bit) != 0 && captures(prog, square)) {
				return true;
			}
			if (c.dancing && c.danceStart[prog] != c.danceStart[prog + 1] && danceCaptures(prog, s, square, by)) {
				return true;
			}
		}
		return false;
	}

	/** Whether the piece on {@code from} could capture on {@code target} now (whatever check would say). */
	public boolean threatens(int from, int target) {
		int pc = board[from];
		if (pc == 0) {
			return false;
		}
		int prog = pc * n + from;
		if ((reach[prog * words + (target >> 6)] & 1L << target) != 0 && captures(prog, target)) {
			return true;
		}
		return c.dancing && c.danceStart[prog] != c.danceStart[prog + 1]
				&& danceCaptures(prog, from, target, CompiledRules.sideOf(pc));
	}

	/** Whether the dances of the piece of side {@code by} on {@code from} could take a piece on {@code target}. */
	private boolean danceCaptures(int prog, int from, int target, int by) {
		final int[] dc = c.danceCode;
		for (int j = c.danceStart[prog], end = c.danceStart[prog + 1]; j < end;) {
			int h = dc[j];
			int len = h >>> 8;
			switch (h & 7) {
			case CompiledRules.ODORI -> {
				for (int k = 0; k < len; k++) {
					if (dc[j + 1 + k] == target) {
						if ((h & CompiledRules.FLAG) != 0 || k == len - 1) {
							return true;
						}
						int t = board[dc[j + len]];
						if (t == 0 || ((t - 1) & 1) != by) {
							return true;
						}
					}
				}
				j += 1 + len;
			}
			case CompiledRules.LION -> {
				int df = Math.abs(target % files - from % files);
				int dr = Math.abs(target / files - from / files);
				if (Math.max(df, dr) <= 2) {
					return true;
				}
				j += 1;
			}
			case CompiledRules.IGUI -> {
				for (int k = 0; k < len; k++) {
					if ((dc[j + 1 + k] & 0xFFFF) == target) {
						return true;
					}
				}
				j += 1 + len;
			}
			case CompiledRules.HOOK -> {
				for (int k = 0; k < len; k++) {
					int d = dc[j + 1 + k];
					for (int x = neighbour[from * 8 + d]; x >= 0; x = neighbour[x * 8 + d]) {
						if (x == target) {
							return true;
						}
						if (board[x] != 0) {
							break;
						}
						for (int d2 = (d + 2) & 7, turn = 0; turn < 2; turn++, d2 = (d + 6) & 7) {
							for (int y = neighbour[x * 8 + d2]; y >= 0; y = neighbour[y * 8 + d2]) {
								if (y == target) {
									return true;
								}
								if (board[y] != 0) {
									break;
								}
							}
						}
					}
				}
				j += 1 + len;
			}
			default -> {
				int t = board[target];
				// a free mover reaches every point; whether it may take there is article 022's question, unless the rules
				// count every piece that reaches a point as able to take it back
				if ((h & CompiledRules.FLAG) != 0 || t == 0 || ((t - 1) & 1) == by || freeCaptureAllowed(from, target, by)) {
					return true;
				}
				j += 1;
			}
			}
		}
		return false;
	}

	/**
	 * Seed 002 article 022 read literally: whether the free mover of side {@code by} on {@code from} may take the piece on
	 * {@code target}, that is, whether no piece of the other side could then legally take it back (an enemy free mover
	 * only where its own capture would be allowed: each such question takes a free mover off the board, so they end).
	 * The capture is played on the points alone, not on the lists of pieces, whose order a move generation going on
	 * depends on: a listed piece no longer standing on its point is passed over.
	 */
	private boolean freeCaptureAllowed(int from, int target, int by) {
		int mover = board[from];
		int taken = board[target];
		board[from] = 0;
		board[target] = mover;
		boolean allowed = true;
		final int[] theirs = list[1 - by];
		for (int i = 0, pieces = count[1 - by]; i < pieces && allowed; i++) {
			int s = theirs[i];
			int pc = board[s];
			if (pc == 0 || CompiledRules.sideOf(pc) == by) {
				continue; // the piece taken
			}
			int prog = pc * n + s;
			allowed = !((reach[prog * words + (target >> 6)] & 1L << target) != 0 && captures(prog, target)
					|| c.dancing && c.danceStart[prog] != c.danceStart[prog + 1] && danceCaptures(prog, s, target, 1 - by));
		}
		board[target] = taken;
		board[from] = mover;
		return allowed;
	}

	/**
	 * Whether the side still has a piece of the rules' life kinds (seed 002: 玉将, 自在王 or 王子); always true when the
	 * rules name none.
	 */
	public boolean alive(int s) {
		if (lifeCodes.length == 0) {
			return true;
		}
		for (int pc : lifeCodes) {
			if (CompiledRules.sideOf(pc) == s && kindCount[pc] > 0) {
				return true;
			}
		}
		return false;
	}

	/** Exact test, for a piece whose empty-board reach includes the target. */
	private boolean captures(int prog, int target) {
		final int[] b = board;
		for (int j = start[prog], end = start[prog + 1]; j < end;) {
			int h = code[j];
			int len = h >>> 8;
			boolean capture = (h & 8) != 0;
			switch (h & 3) {
			case CompiledRules.LEAP -> {
				if (capture && code[j + 1] == target) {
					boolean open = true;
					for (int k = j + 2, e = j + 2 + len; k < e; k++) {
						open &= b[code[k]] == 0;
					}
					if (open) {
						return true;
					}
				}
				j += 2 + len;
			}
			case CompiledRules.SLIDE -> {
				if (capture) {
					for (int k = j + 1, e = j + 1 + len; k < e; k++) {
						int x = code[k];
						int to = x & 0xFFFF;
						if (to == target) {
							if (x == to) {
								return true;
							}
							break;
						}
						if (b[to] != 0) {
							break;
						}
					}
				}
				j += 1 + len;
			}
			default -> {
				if (capture) {
					int screens = 0;
					boolean grasshopper = (h & CompiledRules.GRASSHOPPER) != 0;
					int sinceScreen = 0;
					for (int k = j + 1, e = j + 1 + len; k < e; k++) {
						int x = code[k];
						int to = x & 0xFFFF;
						if (screens == 1) {
							sinceScreen++;
						}
						if (to == target) {
							if (screens == 1 && x == to && (!grasshopper || sinceScreen == 1)) {
								return true;
							}
							break;
						}
						if (b[to] != 0 && ++screens > 1) {
							break;
						}
					}
				}
				j += 1 + len;
			}
			}
		}
		return false;
	}

	/** Makes a pseudo-legal move of the side to move. */
	public void make(int move) {
		final int from = Move.from(move);
		final int to = Move.to(move);
		final int us = side;
		final int them = us ^ 1;
		final int pc = board[from];
		// the lion's pass and 居喰い end where they started
		final int cap = to == from ? 0 : board[to];
		final long[] z = c.zobrist;
		if (sp == undoKey.length) {
			grow();
		}
		undoMover[sp] = pc;
		undoCaptured[sp] = cap;
		undoHalfmoves[sp] = halfmoves;
		undoKey[sp] = key;
		halfmoves++;
		if (Move.extra(move) != 0) {
			int k = Move.taken(move, files, neighbour, takenScratch);
			undoTaken[2 * sp] = undoTaken[2 * sp + 1] = 0;
			for (int i = 0; i < k; i++) {
				int q = takenScratch[i];
				int t = board[q];
				undoTaken[2 * sp + i] = q << 16 | t;
				remove(them, q, t);
				board[q] = 0;
				halfmoves = 0;
			}
		}
		sp++;
		if (cap != 0) {
			remove(them, to, cap);
			halfmoves = 0;
		}
		int promotion = Move.promotion(move);
		int np = promotion < 0 ? pc : CompiledRules.code(promotion, us);
		if (faceDown[pc] && identity[from] >= 0) {
			np = CompiledRules.code(identity[from], us);
		}
		board[from] = 0;
		board[to] = np;
		int idx = where[from];
		list[us][idx] = to;
		where[to] = idx;
		if (np != pc) {
			kindCount[pc]--;
			kindCount[np]++;
		}
		if (royalCode[pc]) {
			royal[us] = to;
		}
		key ^= z[pc * n + from] ^ z[np * n + to] ^ c.zobristSide;
		if (us == 1) {
			fullmoves++;
		}
		side = them;
	}

	/** Takes a captured piece of side {@code them} on {@code q} off the lists (the point itself is overwritten or cleared). */
	private void remove(int them, int q, int t) {
		int idx = where[q];
		int last = list[them][--count[them]];
		list[them][idx] = last;
		where[last] = idx;
		kindCount[t]--;
		key ^= c.zobrist[t * n + q];
		if (royalCode[t]) {
			royal[them] = -1;
		}
	}

	/** Puts a piece taken back on its point and lists. */
	private void restore(int them, int q, int t) {
		board[q] = t;
		where[q] = count[them];
		list[them][count[them]++] = q;
		kindCount[t]++;
		if (royalCode[t]) {
			royal[them] = q;
		}
	}

	/** A game makes moves without taking them back: the record of what to restore grows with it. */
	private void grow() {
		int size = undoKey.length * 2;
		undoMover = Arrays.copyOf(undoMover, size);
		undoCaptured = Arrays.copyOf(undoCaptured, size);
		undoHalfmoves = Arrays.copyOf(undoHalfmoves, size);
		undoKey = Arrays.copyOf(undoKey, size);
		undoTaken = Arrays.copyOf(undoTaken, 2 * size);
	}

	/** Takes back the last move made, which must be {@code move}. */
	public void unmake(int move) {
		final int from = Move.from(move);
		final int to = Move.to(move);
		final int them = side;
		final int us = them ^ 1;
		sp--;
		final int pc = undoMover[sp];
		final int cap = undoCaptured[sp];
		final int np = board[to];
		board[to] = cap;
		board[from] = pc;
		int idx = where[to];
		list[us][idx] = from;
		where[from] = idx;
		if (np != pc) {
			kindCount[np]--;
			kindCount[pc]++;
		}
		if (royalCode[pc]) {
			royal[us] = from;
		}
		if (cap != 0) {
			restore(them, to, cap);
		}
		if (Move.extra(move) != 0) {
			for (int i = 1; i >= 0; i--) {
				int x = undoTaken[2 * sp + i];
				if (x != 0) {
					restore(them, x >>> 16, x & 0xFFFF);
				}
			}
		}
		halfmoves = undoHalfmoves[sp];
		key = undoKey[sp];
		if (us == 1) {
			fullmoves--;
		}
		side = us;
	}

	/** The legal moves as a fresh array. */
	public int[] legalMoves() {
		int[] buf = new int[moveBound()];
		return Arrays.copyOf(buf, legal(buf, 0));
	}

	/**
	 * At least as many as the pseudo-legal moves of the side to move: the room a move list needs. Large shogi positions
	 * may have more than a thousand moves (a 自在王 alone goes to any point), so a list is sized by this, not by a
	 * constant.
	 */
	public int moveBound() {
		int coarse = c.mostMovesOfAPiece * count[side];
		if (coarse <= 1024) {
			return coarse; // a small game's bound, without looking at its pieces
		}
		int bound = 0;
		final int[] mine = list[side];
		for (int i = 0, pieces = count[side]; i < pieces; i++) {
			int s = mine[i];
			int pc = board[s];
			bound += c.moveBound[pc * n + s] * c.movesPerMove[pc];
		}
		return bound;
	}

	@Override
	public String toString() {
		return Fen.of(this);
	}
}
