package org.rulebench.engine.grid.play;

import java.util.Arrays;

/**
 * A position of a grid game, changed in place by {@link #make} and restored by {@link #unmake} (moves are taken back
 * in the reverse order they were made). Points hold piece codes ({@link CompiledRules}); each side's pieces are also
 * listed, so generation visits pieces, not points. Each side has a hand of captured pieces when the rules say so
 * (drops), any number of royal pieces, and, when the rules read it, each piece its history: the kind it was promoted
 * from and whether it has moved. Not thread-safe: one per thread.
 */
public final class GridPosition {
	private static final int INITIAL_PLIES = 64;
	/** A piece's history: the kind it was promoted from plus one (0: it is as it started or was dropped). */
	static final int ORIGIN = 0x7F;
	/** A piece's history: it has moved. */
	static final int MOVED = 0x80;
	/** Room for the moves of one position, for the look-ahead a ban on mating needs. */
	private static final int MAX_MOVES = 4096;

	private final CompiledRules c;
	private final int n;
	private final int[] code;
	private final int[] start;
	/** Where each program's first moves begin ({@link CompiledRules#firstEnd}); whether any program has one. */
	private final int[] firstEnd;
	private final boolean firstMoves;
	/** The rules have castling, captures in passing ({@link CompiledRules#castling}, {@link CompiledRules#inPassing}). */
	private final boolean castling;
	private final boolean inPassing;
	/** The rules can make drops, turns or captures by jumping over ({@link CompiledRules#otherMoves}). */
	private final boolean otherMoves;
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
	/** {@link #pseudoLegal} generates the moves of one piece alone ({@link #alone}). */
	private boolean onePiece;
	/** The captures by jumping over of one piece ({@link #jumpCaptures}): where each ends and the points it takes, in order. */
	private int[] jumpEnd = new int[16];
	private int[][] jumpTaken = new int[16][];
	private int jumps;
	/** The points taken so far on the way being followed. */
	private int[] jumpWay = new int[16];
	/** What captures by jumping over took, to be put back: per move the pieces (point << 16 | code, then history), then how many. */
	private int[] jumpUndo = new int[64];
	private int jumpUndoTop;
	private final int[] lifeCodes;
	private final boolean checkBinding;
	private final boolean flying;
	/** The royal pieces may not face each other although check does not bind (dark xiangqi's generals kept apart). */
	private final boolean facingForbidden;
	private final int files;
	private final int kinds;
	private final int codes;
	/** Whether bans must be judged move by move, and obligations kept ({@link Bans}). */
	private final boolean judged;
	private final boolean obliged;
	/** Points whose change may expose the side to move's royal piece: hot[s] == hotStamp (see {@link #prepare}). */
	private final int[] hot;
	private int hotStamp;
	/** For the moves being judged: none of them can expose the royal piece unless it touches a hot point. */
	private boolean screened;
	/** Judging a ban on mating looks one position ahead, no further. */
	private int lookingAhead;
	private int[] ahead;

	private final int[] board;
	private final int[][] list;
	private final int[] count = new int[2];
	private final int[] where;
	private final int[] royal = { -1, -1 };
	/** Each side's royal pieces' points; {@link #royal} is the first of them. */
	private final int[][] royals;
	private final int[] royalCount = new int[2];
	/** Pieces in hand, per side and kind: hand[side * kinds + kind]. */
	private final int[] hand;
	private final int[] handCount = new int[2];
	/** Each point's piece's history ({@link #ORIGIN}, {@link #MOVED}) when the rules track it. */
	private final int[] history;
	private final boolean tracks;
	private final int[] kindCount;
	/** Per piece code, the promotions its side's pieces of that kind have made, where the rules count them (one Rua ever). */
	private final int[] promotionsMade;
	/** The true kind of the face-down piece on a point, -1 where unknown (see {@link #conceal}). */
	private final int[] identity;
	/** The true side of the face-down piece on a point where both sides' are shuffled together (banqi), -1 otherwise. */
	private final int[] identitySide;
	private final boolean[] faceDown;
	/** Every piece stands face down and none has been turned: the first piece turned up decides the colours. */
	private boolean coloursOpen;
	/** Both sides' pieces are shuffled face down together ({@link org.rulebench.engine.grid.rules.Concealment.Mixed}). */
	private final boolean mixed;
	/** The plies (of {@link #sp}) of the turn that decided the colours and of the one that exchanged them, -1 none. */
	private int decidedAt = -1;
	private int swappedAt = -1;
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
	/** The histories of the piece moved, of the piece it captured, and of those a dance took (when tracked). */
	private int[] undoHistory = new int[INITIAL_PLIES];
	private int[] undoCapturedHistory = new int[INITIAL_PLIES];
	private int[] undoTakenHistory = new int[2 * INITIAL_PLIES];
	/** Passes made in a row up to now, and before each move (when the rules allow passing). */
	private int passRun;
	private int[] undoPassRun = new int[INITIAL_PLIES];
	/**
	 * After a move that may be taken in passing ({@link org.rulebench.engine.grid.rules.InPassing}): where the piece
	 * came from and where it stands; -1 otherwise.
	 */
	private int passedFrom = -1;
	private int passedBy = -1;
	private int[] undoPassed = new int[INITIAL_PLIES];

	private GridPosition(CompiledRules c) {
		this.c = c;
		this.n = c.squares;
		this.code = c.code;
		this.start = c.start;
		this.firstEnd = c.firstEnd;
		this.firstMoves = c.firstMoves;
		this.castling = c.castling;
		this.inPassing = c.inPassing;
		this.otherMoves = c.otherMoves;
		this.reach = c.reach;
		this.words = c.reachWords;
		this.royalCode = c.royal;
		this.checkBinding = c.rules().checkBinding();
		this.flying = c.rules().flyingGeneral();
		this.facingForbidden = flying && !checkBinding;
		this.files = c.rules().board().files();
		this.kinds = c.kinds;
		this.codes = 2 * c.kinds + 1;
		this.judged = c.bans.judged();
		this.obliged = c.bans.obliges();
		this.hot = new int[n];
		this.royals = new int[2][n];
		this.hand = new int[2 * c.kinds];
		this.tracks = c.tracksHistory;
		this.history = new int[tracks ? n : 0];
		this.board = new int[n];
		this.list = new int[2][n];
		this.where = new int[n];
		this.kindCount = new int[2 * c.kinds + 1];
		this.promotionsMade = new int[c.countsPromotions ? 2 * c.kinds + 1 : 0];
		this.identity = new int[n];
		Arrays.fill(identity, -1);
		this.identitySide = new int[n];
		Arrays.fill(identitySide, -1);
		this.faceDown = c.faceDown;
		this.mixed = c.rules().concealment() != null && c.rules().concealment().isMixed();
		this.promoting = new boolean[2 * c.kinds + 1];
		this.special = new boolean[promoting.length];
		for (int pc = 1; pc < promoting.length; pc++) {
			promoting[pc] = c.promotesInto[CompiledRules.kindOf(pc)].length > 0;
			special[pc] = promoting[pc] || c.exchanges;
			for (int s = 0; c.stuckMoves && s < n && !special[pc]; s++) {
				special[pc] = c.stuck[pc * n + s];
			}
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
				p.addRoyal(side, s);
			}
			if (p.tracks) {
				int from = rules.origin[CompiledRules.kindOf(pc)];
				p.history[s] = (from < 0 ? 0 : from + 1) | (rules.startPoint[pc * p.n + s] ? 0 : MOVED);
				if (p.firstMoves) {
					p.firstKey(s);
				}
				if (rules.castling) {
					p.castleKey(s);
				}
			}
		}
		for (int i = 0; i < Math.min(p.hand.length, placement.hand().length); i++) {
			if (placement.hand()[i] > p.n) {
				throw new IllegalArgumentException("more pieces in a hand than the board has points");
			}
			for (int k = placement.hand()[i]; k > 0; k--) {
				p.addToHand(i / p.kinds, i % p.kinds);
			}
		}
		p.side = placement.sideToMove();
		if (p.side == 1) {
			p.key ^= rules.zobristSide;
		}
		p.halfmoves = placement.halfmoves();
		p.fullmoves = placement.fullmoves();
		if (rules.firstTurnDecides) {
			boolean allDown = p.count[0] + p.count[1] > 0;
			for (int s = 0; s < p.n && allDown; s++) {
				allDown = p.board[s] == 0 || p.faceDown[p.board[s]];
			}
			p.coloursOpen = allDown;
		}
		if (rules.castling) {
			p.castlingRights(placement.castling());
		}
		if (rules.inPassing && placement.enPassant() >= 0) {
			p.passedOver(placement.enPassant());
		}
		if (rules.countsPromotions) {
			p.countPromotionsMade();
		}
		return p;
	}

	/**
	 * A position given by its pieces alone has made as many promotions as it has promoted pieces beyond those of the
	 * start position: at least that many, and nothing says more.
	 */
	private void countPromotionsMade() {
		for (int k = 0; k < kinds; k++) {
			for (int side = 0; side < 2; side++) {
				int made = 0;
				for (int into : c.promotesInto[k]) {
					int code = CompiledRules.code(into, side);
					made += Math.max(0, kindCount[code] - c.startCount[code]);
				}
				int pc = CompiledRules.code(k, side);
				promotionsMade[pc] = made;
				key ^= promotionKey(pc, 0) ^ promotionKey(pc, made);
			}
		}
	}

	/**
	 * A FEN's castling field decides which kings and partners have not moved ({@code KQkq}: the partner farthest on the
	 * h side, the a side; a file letter: the partner on that file); with no field, the start points decide.
	 */
	private void castlingRights(String field) {
		if (field == null) {
			return;
		}
		for (int s = 0; s < n; s++) {
			if (board[s] != 0 && c.castlePiece[board[s]]) {
				castleKey(s);
				history[s] |= MOVED;
				castleKey(s);
			}
		}
		for (char r : field.toCharArray()) {
			if (r == '-') {
				continue;
			}
			int us = Character.isUpperCase(r) ? 0 : 1;
			char l = Character.toLowerCase(r);
			for (int i = 0; i < royalCount[us] || i == 0 && royalCount[us] == 0; i++) {
				int k = royalCount[us] == 0 ? -1 : royals[us][i];
				if (k < 0 || c.castles[board[k]] == 0) {
					continue;
				}
				int rank = k / files;
				int partner = -1;
				if (l == 'k' || l == 'q') {
					int step = l == 'k' ? 1 : -1;
					for (int f = k % files + step; f >= 0 && f < files; f += step) {
						if (board[rank * files + f] == c.castlePartner[board[k]]) {
							partner = rank * files + f; // the farthest, as Fairy-Stockfish reads K and Q
						}
					}
				} else if (l - 'a' < files && board[rank * files + (l - 'a')] == c.castlePartner[board[k]]) {
					partner = rank * files + (l - 'a');
				}
				if (partner >= 0) {
					unmoved(k);
					unmoved(partner);
				}
			}
		}
	}

	private void unmoved(int s) {
		castleKey(s);
		history[s] &= ~MOVED;
		castleKey(s);
	}

	/**
	 * Toggles in the key a king or castling partner that has not moved (where castling is a rule): castling rights
	 * are part of the position.
	 */
	private void castleKey(int s) {
		int pc = board[s];
		if (pc != 0 && c.castlePiece[pc] && (history[s] & MOVED) == 0) {
			key ^= promotionKey(0xCA57 << 10 | s, 1);
		}
	}

	/**
	 * A FEN's en-passant field: the point passed over; the piece that passed is the first one beyond it towards the
	 * side to move.
	 */
	private void passedOver(int point) {
		int toward = side == 0 ? -files : files;
		for (int x = point + toward; x >= 0 && x < n; x += toward) {
			if (board[x] != 0) {
				if (CompiledRules.sideOf(board[x]) != side && c.passer[board[x]]) {
					passedFrom = point - toward;
					passedBy = x;
					key ^= passedKey(x);
				}
				return;
			}
		}
	}

	private static long passedKey(int square) {
		return promotionKey(0x9A55 << 10 | square, 1);
	}

	/** A key for the count of promotions a piece code's side and kind has made (where counted). */
	private static long promotionKey(int pc, int made) {
		long x = ((long) pc << 32 | made) * 0x9E3779B97F4A7C15L;
		x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
		x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
		return x ^ (x >>> 31);
	}

	/** How many promotions a side's pieces of a kind have made in the game, where the rules count them (else 0). */
	public int promotionsMade(int kind, int side) {
		return promotionsMade.length == 0 ? 0 : promotionsMade[CompiledRules.code(kind, side)];
	}

	/**
	 * Toggles in the key the piece on a point that has not moved and whose program there has first moves: such a
	 * piece can still make them, so the position differs from one where it stood after moving.
	 */
	private void firstKey(int s) {
		int pc = board[s];
		if (pc != 0 && (history[s] & MOVED) == 0 && firstEnd[pc * n + s] != start[pc * n + s + 1]) {
			key ^= c.zobristFirst[s];
		}
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
		System.arraycopy(identitySide, 0, p.identitySide, 0, n);
		p.coloursOpen = coloursOpen;
		System.arraycopy(hand, 0, p.hand, 0, hand.length);
		System.arraycopy(history, 0, p.history, 0, history.length);
		System.arraycopy(promotionsMade, 0, p.promotionsMade, 0, promotionsMade.length);
		System.arraycopy(royals[0], 0, p.royals[0], 0, royalCount[0]);
		System.arraycopy(royals[1], 0, p.royals[1], 0, royalCount[1]);
		p.count[0] = count[0];
		p.count[1] = count[1];
		p.royal[0] = royal[0];
		p.royal[1] = royal[1];
		p.royalCount[0] = royalCount[0];
		p.royalCount[1] = royalCount[1];
		p.handCount[0] = handCount[0];
		p.handCount[1] = handCount[1];
		p.side = side;
		p.key = key;
		p.halfmoves = halfmoves;
		p.fullmoves = fullmoves;
		p.passedFrom = passedFrom;
		p.passedBy = passedBy;
		return p;
	}

	/**
	 * A copy that knows no face-down piece's true kind: what a player may be given. Its face-down pieces, when
	 * moved, stay face down.
	 */
	public GridPosition publicCopy() {
		GridPosition p = copy();
		Arrays.fill(p.identity, -1);
		Arrays.fill(p.identitySide, -1);
		return p;
	}

	/** Gives the face-down piece on a point its true kind (a game's shuffle does this, hidden from the players). */
	public void conceal(int square, int kind) {
		if (board[square] == 0 || !faceDown[board[square]]) {
			throw new IllegalArgumentException("no face-down piece on " + c.rules().board().name(square));
		}
		identity[square] = kind;
	}

	/**
	 * Gives the face-down piece on a point its true kind and side, where both sides' pieces are shuffled together
	 * (banqi: a face-down piece is nobody's until it is turned up).
	 */
	public void conceal(int square, int kind, int trueSide) {
		conceal(square, kind);
		identitySide[square] = trueSide;
	}

	/** The true side of a face-down piece of a mixed shuffle, -1 if unknown here or not shuffled so. */
	public int trueSide(int square) {
		return identitySide[square];
	}

	/** Whether no piece has been turned up yet, so the first one turned decides the colours. */
	public boolean coloursOpen() {
		return coloursOpen;
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

	/** The point of a side's royal piece (the first, if it has several), or -1 if it has none. */
	public int royal(int side) {
		return royal[side];
	}

	/** How many royal pieces a side has. */
	public int royals(int side) {
		return royalCount[side];
	}

	/** The point of a side's {@code i}-th royal piece. */
	public int royal(int side, int i) {
		return royals[side][i];
	}

	/** How many pieces of a kind a side holds in hand. */
	public int inHand(int side, int kind) {
		return hand[side * kinds + kind];
	}

	/** How many pieces a side holds in hand. */
	public int inHand(int side) {
		return handCount[side];
	}

	/** The kind the piece on a point was promoted from, -1 if it was not (or the rules keep no history). */
	public int promotedFrom(int square) {
		return tracks ? (history[square] & ORIGIN) - 1 : -1;
	}

	/** Whether the piece on a point has moved (false where the rules keep no history). */
	public boolean hasMoved(int square) {
		return tracks && (history[square] & MOVED) != 0;
	}

	private void addToHand(int s, int kind) {
		int i = s * kinds + kind;
		key ^= c.zobristHand[i * (n + 1) + ++hand[i]];
		handCount[s]++;
	}

	private void takeFromHand(int s, int kind) {
		int i = s * kinds + kind;
		key ^= c.zobristHand[i * (n + 1) + hand[i]--];
		handCount[s]--;
	}

	private void addRoyal(int s, int square) {
		royals[s][royalCount[s]++] = square;
		royal[s] = royals[s][0];
	}

	private void removeRoyal(int s, int square) {
		int[] r = royals[s];
		int i = 0;
		while (r[i] != square) {
			i++;
		}
		r[i] = r[--royalCount[s]];
		royal[s] = royalCount[s] > 0 ? r[0] : -1;
	}

	private void moveRoyal(int s, int from, int to) {
		int[] r = royals[s];
		int i = 0;
		while (r[i] != from) {
			i++;
		}
		r[i] = to;
		royal[s] = r[0];
	}

	public long key() {
		return key;
	}

	/** Plies since the last capture or piece turned up. */
	public int halfmoves() {
		return halfmoves;
	}

	/**
	 * How many plies back this position may have been met before: those since the last capture, or all when captured
	 * pieces go to a hand (they come back).
	 */
	public int repeatablePlies() {
		return c.hands ? Integer.MAX_VALUE : halfmoves;
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
		final int begin = at;
		final int us = side;
		final int[] b = board;
		final int[] mine = list[us];
		for (int i = 0, pieces = count[us]; i < pieces; i++) {
			final int from = mine[i];
			final int pc = b[from];
			final int prog = pc * n + from;
			final int first = at;
			int j = start[prog];
			// "on its first move": a piece that has moved stops before its program's first moves
			final int end = firstMoves && (history[from] & MOVED) != 0 ? firstEnd[prog] : start[prog + 1];
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
						if (t == 0 ? quiet : capture && ((t - 1) & 1) != us && mayCapture(h, pc, t)) {
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
							if (capture && x == to && ((t - 1) & 1) != us && mayCapture(h, pc, t)) {
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
							if (screened && (h & CompiledRules.RELATED) != 0 && c.noScreen[pc * codes + t]) {
								break;
							}
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
							if (capture && x == to && ((t - 1) & 1) != us && mayCapture(h, pc, t)) {
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
			if (castling && c.castles[pc] > 0 && (history[from] & MOVED) == 0) {
				at = castlings(moves, at, pc, from);
			}
		}
		if (c.promotesAsAMove) {
			if (onePiece) {
				return at;
			}
			at = promotionMoves(moves, at, us);
		}
		if (passedBy >= 0) {
			at = capturesInPassing(moves, at);
		}
		if (c.hands && handCount[us] > 0) {
			at = drops(moves, at);
		}
		if (c.passing) {
			at = pass(moves, begin, at);
		}
		if (c.turnsUp) {
			at = turns(moves, at);
		}
		return at;
	}

	/**
	 * Promotions that are moves of their own (sittuyin): a piece standing in its zone, or where the rules' other
	 * condition holds of it, becomes the new kind where it stands, or by one of the new kind's moves that capture nothing;
	 * only into a kind the limit allows.
	 */
	private int promotionMoves(int[] moves, int at, int us) {
		final int[] mine = list[us];
		for (int i = 0, pieces = count[us]; i < pieces; i++) {
			final int from = mine[i];
			final int pc = board[from];
			final int kind = CompiledRules.kindOf(pc);
			if (!c.promotionAsAMove[kind]) {
				continue;
			}
			final int inPlace = Move.of(from, from);
			if (!c.promotionZone[pc][from] && (c.promotionOrWhen[kind] == null || !c.promotionOrWhen[kind].holds(this, inPlace))
					|| c.promotionUnless[kind] != null && c.promotionUnless[kind].holds(this, inPlace)) {
				continue;
			}
			int limit = c.promotionLimit[kind];
			for (int into : c.promotesInto[kind]) {
				int code = CompiledRules.code(into, us);
				if (limit != 0 && kindCount[code] >= (limit > 0 ? limit : c.startCount[code])) {
					continue;
				}
				moves[at++] = Move.promoting(from, from, into);
				if (c.promotionSteps[kind]) {
					// the new kind's moves from here, as if it stood here already and alone: those onto an empty point are kept
					int end = alone(moves, at, from, pc, code);
					for (int k = at; k < end; k++) {
						int to = Move.to(moves[k]);
						if (Move.extra(moves[k]) == 0 && to != from && board[to] == 0) {
							moves[at++] = Move.promoting(from, to, into);
						}
					}
				}
			}
		}
		return at;
	}

	/**
	 * The moves of piece {@code as} on {@code from} (the side's piece {@code pc} stands there), generated by
	 * {@link #pseudoLegal} as if it were the side's only piece, its list and the board left as they were.
	 */
	private int alone(int[] moves, int at, int from, int pc, int as) {
		final int us = side;
		final int[] mine = list[us];
		final int idx = where[from];
		final int pieces = count[us];
		mine[idx] = mine[0];
		mine[0] = from;
		count[us] = 1;
		board[from] = as;
		onePiece = true;
		try {
			return pseudoLegal(moves, at);
		} finally {
			onePiece = false;
			board[from] = pc;
			count[us] = pieces;
			mine[0] = mine[idx];
			mine[idx] = from;
		}
	}

	/** Turning up any face-down piece, whoever's it may be, point by point. */
	private int turns(int[] moves, int at) {
		for (int s = 0; s < n; s++) {
			if (board[s] != 0 && faceDown[board[s]]) {
				moves[at++] = Move.turn(s);
			}
		}
		return at;
	}

	/** The direction, as a step between points, from {@code from} to {@code to} on a line; 0 if they are on none. */
	private int lineStep(int from, int to) {
		int df = to % files - from % files;
		int dr = to / files - from / files;
		if (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr)) {
			return 0;
		}
		return Integer.signum(dr) * files + Integer.signum(df);
	}

	/** Captures in passing of the piece that passed over points on the last move (when it may be so taken). */
	private int capturesInPassing(int[] moves, int at) {
		final int us = side;
		final int victim = board[passedBy];
		final int codes = this.codes;
		final int step = lineStep(passedFrom, passedBy);
		for (int x = passedFrom + step; x != passedBy; x += step) {
			if (board[x] != 0) {
				continue;
			}
			for (int i = 0, pieces = count[us]; i < pieces; i++) {
				int s = list[us][i];
				int pc = board[s];
				int prog = pc * n + s;
				if (c.takesInPassing[pc * codes + victim] && (reach[prog * words + (x >> 6)] & 1L << x) != 0 && captures(prog, x)) {
					at = emit(moves, at, pc, s, x, Move.IN_PASSING);
				}
			}
		}
		return at;
	}

	/**
	 * The castling moves of the king on {@code from} (FIDE article 3.8.2): towards each side's nearest piece on its
	 * rank, when that is its unmoved partner beyond the king's destination, the king not in check and no point it
	 * passes over or lands on attacked.
	 */
	private int castlings(int[] moves, int at, int pc, int from) {
		final int them = side ^ 1;
		final int distance = c.castles[pc];
		boolean checked = false;
		for (int step = -1; step <= 1; step += 2) {
			int rank = from / files;
			int x = from + step;
			while (x / files == rank && x >= 0 && x < n && board[x] == 0) {
				x += step;
			}
			if (x < 0 || x >= n || x / files != rank || board[x] != c.castlePartner[pc] || (history[x] & MOVED) != 0
					|| Math.abs(x - from) <= distance) {
				continue;
			}
			if (!checked) {
				if (inCheck(side)) {
					return at;
				}
				checked = true;
			}
			boolean safe = true;
			for (int k = 1; k <= distance && safe; k++) {
				safe = !attacked(from + k * step, them);
			}
			if (safe) {
				moves[at++] = Move.taking(Move.of(from, from + distance * step), Move.CASTLING);
			}
		}
		return at;
	}

	/** Whether a record's move may capture the piece {@code t} ({@link org.rulebench.engine.grid.rules.Relation}). */
	private boolean mayCapture(int header, int pc, int t) {
		return (header & CompiledRules.RELATED) == 0 || !c.noCapture[pc * codes + t];
	}

	/** The drops of the side to move: each kind in its hand on each empty point it may be dropped on. */
	private int drops(int[] moves, int at) {
		final int us = side;
		final boolean[] zone = c.dropZone == null ? null : c.dropZone[us];
		for (int k = 0; k < kinds; k++) {
			if (hand[us * kinds + k] == 0) {
				continue;
			}
			final int base = CompiledRules.code(k, us) * n;
			final boolean[] stuck = c.stuckDrops ? c.stuck : null;
			for (int s = 0; s < n; s++) {
				if (board[s] == 0 && (zone == null || zone[s]) && (stuck == null || !stuck[base + s])) {
					moves[at++] = Move.drop(k, s);
				}
			}
		}
		return at;
	}

	/**
	 * The pass, as Fairy-Stockfish makes it: the side's royal piece onto its own point (with none, its piece on the
	 * lowest point), unless a piece already has such a move (the lion's).
	 */
	private int pass(int[] moves, int begin, int at) {
		int us = side;
		if (count[us] == 0) {
			return at;
		}
		int sq = royal[us];
		if (sq < 0) {
			sq = Integer.MAX_VALUE;
			for (int i = 0; i < count[us]; i++) {
				sq = Math.min(sq, list[us][i]);
			}
		}
		int m = Move.of(sq, sq);
		for (int i = c.dancing ? begin : at; i < at; i++) {
			if (moves[i] == m) {
				return at;
			}
		}
		moves[at] = m;
		return at + 1;
	}

	/**
	 * Whether passing has ended the game ({@link org.rulebench.engine.grid.rules.Passing}): two passes in a row, or a
	 * pass while the royal pieces face each other, where the rules say so. The position then has no moves to play,
	 * as Fairy-Stockfish counts it.
	 */
	public boolean endedByPassing() {
		if (!c.passing || passRun == 0) {
			return false;
		}
		return passingEnd() != null;
	}

	/** How passing has ended the game, null if it has not ({@link #endedByPassing}). */
	public org.rulebench.engine.grid.rules.Passing.End passingEnd() {
		if (!c.passing || passRun == 0) {
			return null;
		}
		org.rulebench.engine.grid.rules.Passing p = c.rules().passing();
		if (p.whileFacing() != null && royalsFace()) {
			return p.whileFacing();
		}
		return passRun >= 2 ? p.twoPasses() : null;
	}

	/**
	 * The side whose pieces on the board count more by the rules' points ({@link org.rulebench.engine.grid.rules.Passing.Points}),
	 * -1 if they count the same.
	 */
	public int aheadOnPoints() {
		double[] sum = { 0, c.rules().passing().points().secondSide() };
		for (int s = 0; s < n; s++) {
			int pc = board[s];
			if (pc != 0) {
				sum[CompiledRules.sideOf(pc)] += c.points[CompiledRules.kindOf(pc)];
			}
		}
		return sum[0] > sum[1] ? 0 : sum[1] > sum[0] ? 1 : -1;
	}

	/** Whether a move is a pass: a piece onto its own point, taking nothing. */
	public static boolean isPass(int move) {
		return move >= 0 && Move.from(move) == Move.to(move) && Move.extra(move) == 0 && Move.promotion(move) < 0;
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
		boolean jumped = false;
		for (int j = c.danceStart[prog], end = c.danceStart[prog + 1]; j < end;) {
			final int h = dc[j];
			final int len = h >>> 8;
			switch (h & 7) {
			case CompiledRules.JUMP -> {
				// every jump record of the piece at once: a chain may go on along any of them
				if (!jumped) {
					jumped = true;
					jumpCaptures(pc, from, us);
					for (int i = 0; i < jumps; i++) {
						moves[at++] = Move.jumps(from, jumpEnd[i], jumpOrdinal(i));
					}
				}
				j += 1 + len;
			}
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

	/** The index in the dance program of {@code prog} of its first jump record, or -1. */
	private int firstJump(int prog) {
		final int[] dc = c.danceCode;
		for (int j = c.danceStart[prog], end = c.danceStart[prog + 1]; j < end; j += 1 + (dc[j] >>> 8)) {
			if ((dc[j] & 7) == CompiledRules.JUMP) {
				return j;
			}
		}
		return -1;
	}

	/**
	 * The captures by jumping over of the piece {@code pc} of side {@code us} on {@code from}, into {@link #jumpEnd} and
	 * {@link #jumpTaken} ({@link #jumps} of them), in an order that depends on the board alone: along each jump record's
	 * directions in turn, a chain followed as far as it goes while its records say so. A piece jumped over stays on its
	 * point until the move ends (it blocks, and is not jumped twice); the mover's own point is empty on the way. Two
	 * ways with one end that take the same pieces are one move (FMJD rules, article 4.12: the order does not count).
	 */
	private void jumpCaptures(int pc, int from, int us) {
		jumps = 0;
		int prog = pc * n + from;
		board[from] = 0;
		try {
			jumpOn(prog, pc, from, us, 0, false);
		} finally {
			board[from] = pc;
		}
	}

	/**
	 * Follows the jumps of the piece from {@code at}, {@code depth} pieces taken so far; returns whether any jump was
	 * possible there. {@code onward}: only as a chain's next capture (the records without a chain stop before).
	 */
	private boolean jumpOn(int prog, int pc, int at, int us, int depth, boolean onward) {
		final int[] dc = c.danceCode;
		final int[] b = board;
		boolean any = false;
		for (int j = c.danceStart[prog], end = c.danceStart[prog + 1]; j < end; j += 1 + (dc[j] >>> 8)) {
			final int h = dc[j];
			if ((h & 7) != CompiledRules.JUMP || onward && (h & CompiledRules.CHAIN) == 0) {
				continue;
			}
			final boolean flyingJump = (h & CompiledRules.FLAG) != 0;
			for (int k = 0, len = h >>> 8; k < len; k++) {
				final int d = dc[j + 1 + k];
				int x = neighbour[at * 8 + d];
				while (flyingJump && x >= 0 && b[x] == 0) {
					x = neighbour[x * 8 + d];
				}
				if (x < 0 || b[x] == 0 || ((b[x] - 1) & 1) == us || onTheWay(x, depth)) {
					continue;
				}
				for (int y = neighbour[x * 8 + d]; y >= 0 && b[y] == 0; y = neighbour[y * 8 + d]) {
					any = true;
					if (depth == jumpWay.length) {
						jumpWay = Arrays.copyOf(jumpWay, 2 * depth);
					}
					jumpWay[depth] = x;
					boolean ends = (h & CompiledRules.CHAIN) == 0
							|| (h & CompiledRules.PROMOTION_ENDS) != 0 && promoting[pc] && c.promotionZone[pc][y];
					if (ends || !jumpOn(prog, pc, y, us, depth + 1, true)) {
						jumpEnds(y, depth + 1);
					}
					if (!flyingJump) {
						break;
					}
				}
			}
		}
		return any;
	}

	private boolean onTheWay(int x, int depth) {
		for (int i = 0; i < depth; i++) {
			if (jumpWay[i] == x) {
				return true;
			}
		}
		return false;
	}

	/** A capture found, ending on {@code to} with the first {@code taken} points of the way taken, unless already found. */
	private void jumpEnds(int to, int taken) {
		outer: for (int i = 0; i < jumps; i++) {
			if (jumpEnd[i] != to || jumpTaken[i].length != taken) {
				continue;
			}
			for (int k = 0; k < taken; k++) {
				if (!contains(jumpTaken[i], jumpWay[k])) {
					continue outer;
				}
			}
			return;
		}
		if (jumps == jumpEnd.length) {
			jumpEnd = Arrays.copyOf(jumpEnd, 2 * jumps);
			jumpTaken = Arrays.copyOf(jumpTaken, 2 * jumps);
		}
		jumpEnd[jumps] = to;
		jumpTaken[jumps++] = Arrays.copyOf(jumpWay, taken);
	}

	private static boolean contains(int[] a, int x) {
		for (int v : a) {
			if (v == x) {
				return true;
			}
		}
		return false;
	}

	/** Which of the captures found before it end on the same point as capture {@code i}. */
	private int jumpOrdinal(int i) {
		int o = 0;
		for (int k = 0; k < i; k++) {
			o += jumpEnd[k] == jumpEnd[i] ? 1 : 0;
		}
		return o;
	}

	/** The capture found ({@link #jumpCaptures}) that the move is; -1 if none is (a move of another position). */
	private int jumpOf(int move) {
		int to = Move.to(move);
		for (int i = 0, o = Move.jumpOrdinal(move); i < jumps; i++) {
			if (jumpEnd[i] == to && o-- == 0) {
				return i;
			}
		}
		return -1;
	}

	/** The points a capture by jumping over of the side to move takes, in the order taken. */
	private int[] jumpTaken(int move) {
		int from = Move.from(move);
		jumpCaptures(board[from], from, side);
		int i = jumpOf(move);
		if (i < 0) {
			throw new IllegalArgumentException("no capture by jumping over " + Move.name(move, c) + " in this position");
		}
		return jumpTaken[i];
	}

	/** How many pieces the move of the side to move captures (on its destination and on its way). */
	public int capturedCount(int move) {
		if (Move.isDrop(move) || Move.isTurn(move) || isPass(move)) {
			return 0;
		}
		if (Move.isJumps(move)) {
			return jumpTaken(move).length;
		}
		int k = Move.isInPassing(move) ? 1 : Move.taken(move, files, neighbour, takenScratch);
		return k + (board[Move.to(move)] != 0 && Move.to(move) != Move.from(move) ? 1 : 0);
	}

	/**
	 * The move as Fairy-Stockfish writes it ({@link Move#name}), a capture by jumping over with each point it takes after
	 * an {@code x} in the order taken, as the lion's: {@code c3g7xd4xf6}.
	 */
	public String name(int move) {
		if (!Move.isJumps(move)) {
			return Move.name(move, c);
		}
		StringBuilder s = new StringBuilder(Move.name(move, c));
		for (int q : jumpTaken(move)) {
			s.append('x').append(c.rules().board().name(q));
		}
		return s.toString();
	}

	/** Makes a drop, a turn or a capture by jumping over. */
	private void makeOther(int move) {
		if (Move.isDrop(move)) {
			makeDrop(move);
		} else if (Move.isTurn(move)) {
			makeTurn(move);
		} else {
			makeJumps(move);
		}
	}

	private void unmakeOther(int move) {
		if (Move.isDrop(move)) {
			unmakeDrop(move);
		} else if (Move.isTurn(move)) {
			unmakeTurn(move);
		} else {
			unmakeJumps(move);
		}
	}

	/** Makes a capture by jumping over: takes the pieces jumped over and promotes the piece where it ends in its zone. */
	private void makeJumps(int move) {
		final int from = Move.from(move);
		final int to = Move.to(move);
		final int us = side;
		final int them = us ^ 1;
		final int pc = board[from];
		int[] taken = jumpTaken(move);
		saveUndo(pc, 0);
		if (c.passing) {
			passRun = 0;
		}
		if (jumpUndoTop + 2 * taken.length + 1 > jumpUndo.length) {
			jumpUndo = Arrays.copyOf(jumpUndo, 2 * (jumpUndoTop + 2 * taken.length + 1));
		}
		for (int q : taken) {
			int t = board[q];
			int h = tracks ? history[q] : 0;
			jumpUndo[jumpUndoTop++] = q << 16 | t;
			jumpUndo[jumpUndoTop++] = h;
			if (tracks) {
				history[q] = 0;
			}
			capture(them, q, t, h);
			board[q] = 0;
		}
		jumpUndo[jumpUndoTop++] = taken.length;
		halfmoves = 0;
		int np = pc;
		if (promoting[pc] && c.promotionZone[pc][to] && c.promotesInto[CompiledRules.kindOf(pc)].length > 0) {
			np = CompiledRules.code(c.promotesInto[CompiledRules.kindOf(pc)][0], us);
		}
		if (tracks) {
			undoHistory[sp] = history[from];
			int hist = history[from] | MOVED;
			if (np != pc && (hist & ORIGIN) == 0) {
				hist |= CompiledRules.kindOf(pc) + 1;
			}
			history[from] = 0;
			history[to] = hist;
		}
		sp++;
		carry(us, from, to, pc, np);
		moved(us, from, to, pc, np);
	}

	private void unmakeJumps(int move) {
		final int them = side;
		final int us = them ^ 1;
		sp--;
		carryBack(us, Move.from(move), Move.to(move), 0);
		int k = jumpUndo[--jumpUndoTop];
		for (int i = 0; i < k; i++) {
			int h = jumpUndo[--jumpUndoTop];
			int x = jumpUndo[--jumpUndoTop];
			restore(them, x >>> 16, x & 0xFFFF, h);
		}
		unmade(us);
	}

	/** Puts the mover's piece {@code pc} from {@code from} on {@code to} as {@code np} (its kind after the move), in the lists and counts. */
	private void carry(int us, int from, int to, int pc, int np) {
		board[from] = 0;
		board[to] = np;
		int idx = where[from];
		list[us][idx] = to;
		where[to] = idx;
		if (np != pc) {
			kindCount[pc]--;
			kindCount[np]++;
		}
		if (royalCode[pc] || royalCode[np]) {
			if (royalCode[pc] && royalCode[np]) {
				moveRoyal(us, from, to);
			} else if (royalCode[pc]) {
				removeRoyal(us, from);
			} else {
				addRoyal(us, to);
			}
		}
	}

	/** The key, move number and side to move after a piece's move from {@code from} to {@code to}, as {@code np}. */
	private void moved(int us, int from, int to, int pc, int np) {
		key ^= c.zobrist[pc * n + from] ^ c.zobrist[np * n + to] ^ c.zobristSide;
		if (us == 1) {
			fullmoves++;
		}
		side = us ^ 1;
	}

	/**
	 * Takes the mover's piece back from {@code to} to {@code from} as it was before the move ({@link #sp} already taken
	 * back), leaving {@code left} on {@code to} (a piece captured there, or 0), and its history.
	 */
	private void carryBack(int us, int from, int to, int left) {
		final int pc = undoMover[sp];
		final int np = board[to];
		board[to] = left;
		board[from] = pc;
		int idx = where[to];
		list[us][idx] = from;
		where[from] = idx;
		if (np != pc) {
			kindCount[np]--;
			kindCount[pc]++;
		}
		if (royalCode[pc] || royalCode[np]) {
			if (royalCode[pc] && royalCode[np]) {
				moveRoyal(us, to, from);
			} else if (royalCode[pc]) {
				addRoyal(us, from);
			} else {
				removeRoyal(us, to);
			}
		}
		if (tracks) {
			history[to] = 0;
			history[from] = undoHistory[sp];
		}
	}

	/** What every kind of move saved ({@link #saveUndo}) put back, and side {@code us} to move again. */
	private void unmade(int us) {
		halfmoves = undoHalfmoves[sp];
		key = undoKey[sp];
		if (c.passing) {
			passRun = undoPassRun[sp];
		}
		if (inPassing) {
			unpass(undoPassed[sp]);
		}
		if (us == 1) {
			fullmoves--;
		}
		side = us;
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
				return put(moves, at, becomes < 0 ? base : base | (becomes + 1) << 20, becomes < 0 ? pc : CompiledRules.code(becomes, side), to);
			}
		}
		if (!promoting[pc]) {
			return put(moves, at, base, pc, to);
		}
		boolean promotes;
		boolean[] zone = c.promotionZone[pc];
		if (c.promotionOnCapture[kind]) {
			promotes = capturesDestination && zone[to];
			for (int i = 0; i < taken; i++) {
				promotes |= zone[takenScratch[i]];
			}
		} else {
			promotes = zone[to] ? zone[from] ? c.promotionWithin[kind] : c.promotionEnters[kind] : zone[from] && c.promotionLeaves[kind];
		}
		if (promotes && c.promotionUnless[kind] != null && c.promotionUnless[kind].holds(this, base)) {
			promotes = false;
		}
		if (!promotes) {
			return put(moves, at, base, pc, to);
		}
		int limit = c.promotionLimit[kind];
		boolean promoted = false;
		for (int into : c.promotesInto[kind]) {
			int code = CompiledRules.code(into, side);
			if (limit == 0 || kindCount[code] < (limit > 0 ? limit : c.startCount[code])) {
				moves[at++] = base | (into + 1) << 20;
				promoted = true;
			}
		}
		if (!c.promotionForced[kind] || !promoted) {
			at = put(moves, at, base, pc, to);
		}
		return at;
	}

	/** The move, unless the piece it leaves on {@code to} (of code {@code after}) could never move from there and the rules forbid that. */
	private int put(int[] moves, int at, int move, int after, int to) {
		if (c.stuckMoves && c.stuck[after * n + to]) {
			return at;
		}
		moves[at] = move;
		return at + 1;
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
		if (!checkBinding && !facingForbidden && !judged && !obliged) {
			return end;
		}
		prepare();
		int w = at;
		for (int i = at; i < end; i++) {
			int m = moves[i];
			if (legalPrepared(m)) {
				moves[w++] = m;
			}
		}
		return obliged ? c.bans.oblige(this, moves, at, w) : w;
	}

	/** The number of legal moves, using {@code moves} from {@code at} as scratch space. */
	public int countLegal(int[] moves, int at) {
		if (obliged) {
			return legal(moves, at) - at;
		}
		int end = pseudoLegal(moves, at);
		if (!checkBinding && !facingForbidden && !judged) {
			return end - at;
		}
		prepare();
		int legal = 0;
		for (int i = at; i < end; i++) {
			if (legalPrepared(moves[i])) {
				legal++;
			}
		}
		return legal;
	}

	/**
	 * Whether a pseudo-legal move is legal: it leaves the mover's royal pieces safe as check binds them (when check does
	 * not bind, not facing the other side's where the rules keep them apart), and no ban of the rules forbids it (an
	 * obligation, which depends on the other moves, aside).
	 */
	public boolean isLegal(int move) {
		screened = false;
		return legalPrepared(move);
	}

	/** Whether the rules' bans forbid a pseudo-legal move (check aside). */
	public boolean banned(int move) {
		return judged && c.bans.forbid(this, move, isPass(move));
	}

	/** Whether the rules have bans or obligations that moves must be judged by, besides check: {@link #legal} does. */
	public boolean constrained() {
		return judged || obliged;
	}

	/**
	 * Readies the legality test of the moves of this position: when the side to move has one royal piece, is not in
	 * check and no enemy piece dances, only a move that touches a point on an enemy piece's way to that royal piece
	 * (its path, its screens: {@link #hot}) can expose it; the others are legal without being made.
	 */
	private void prepare() {
		int us = side;
		screened = false;
		if (!checkBinding || royalCount[us] != 1 || c.dancing || inCheck(us)) {
			return;
		}
		int k = royal[us];
		int stamp = ++hotStamp;
		int them = us ^ 1;
		int[] theirs = list[them];
		int word = k >> 6;
		long bit = 1L << k;
		for (int i = 0, pieces = count[them]; i < pieces; i++) {
			int s = theirs[i];
			int prog = board[s] * n + s;
			if ((reach[prog * words + word] & bit) != 0) {
				markWays(prog, k, stamp);
			}
		}
		if (flying && royalCount[them] == 1 && royal[them] % files == k % files) {
			int o = royal[them];
			int step = o > k ? files : -files;
			for (int x = k + step; x != o; x += step) {
				hot[x] = stamp;
			}
		}
		screened = true;
	}

	/** Marks hot the points of the program's ways to {@code target} that a piece standing on could block or screen. */
	private void markWays(int prog, int target, int stamp) {
		for (int j = start[prog], end = start[prog + 1]; j < end;) {
			int h = code[j];
			int len = h >>> 8;
			if ((h & 3) == CompiledRules.LEAP) {
				if (code[j + 1] == target) {
					for (int q = j + 2; q < j + 2 + len; q++) {
						hot[code[q]] = stamp;
					}
				}
				j += 2 + len;
			} else {
				int found = -1;
				for (int q = j + 1; q < j + 1 + len; q++) {
					if ((code[q] & 0xFFFF) == target) {
						found = q;
						break;
					}
				}
				for (int q = j + 1; q < found; q++) {
					hot[code[q] & 0xFFFF] = stamp;
				}
				j += 1 + len;
			}
		}
	}

	private boolean legalPrepared(int move) {
		if (checkBinding ? !safe(move) : facingForbidden && facingAfter(move)) {
			return false;
		}
		return !judged || !c.bans.forbid(this, move, isPass(move));
	}

	/** Whether the move leaves the mover's royal pieces safe as check binds them. */
	private boolean safe(int move) {
		if (screened && Move.extra(move) == 0) {
			int to = Move.to(move);
			if (Move.isDrop(move)) {
				if (hot[to] != hotStamp) {
					return true;
				}
			} else {
				int from = Move.from(move);
				if (hot[from] != hotStamp && hot[to] != hotStamp && !royalCode[board[from]]) {
					if (to != from && board[to] != 0) {
						asIfTakenBack(side ^ 1, to);
					}
					return true;
				}
			}
		}
		int us = side;
		if (c.passEndsWhileFacing && isPass(move) && royalsFace()) {
			return true; // the pass ends the game (janggi's 빅장): check does not matter
		}
		make(move);
		boolean ok = !inCheck(us);
		unmake(move);
		return ok;
	}

	/**
	 * The order of a side's piece list as a capture on {@code q} made and taken back leaves it (the captured piece
	 * last, the last where it stood): a move judged legal without being made leaves the list as if it had been, so
	 * that moves are listed, and seeded players choose among them, as before that shortcut.
	 */
	private void asIfTakenBack(int them, int q) {
		int idx = where[q];
		int lastIdx = count[them] - 1;
		int last = list[them][lastIdx];
		list[them][idx] = last;
		where[last] = idx;
		list[them][lastIdx] = q;
		where[q] = lastIdx;
	}

	/** The points a move takes on its way besides its destination (a dance's), into {@code out}; returns how many (0-2). */
	public int takenOnTheWay(int move, int[] out) {
		if (Move.isJumps(move)) {
			int[] taken = jumpTaken(move);
			System.arraycopy(taken, 0, out, 0, Math.min(out.length, taken.length));
			return Math.min(out.length, taken.length);
		}
		if (Move.isInPassing(move)) {
			out[0] = passedBy;
			return 1;
		}
		return Move.taken(move, files, neighbour, out);
	}

	/**
	 * Whether the side is in check: one of its royal pieces attacked (or, with the flying general, facing the other
	 * side's), as the rules' {@link org.rulebench.engine.grid.rules.RoyalCheck} counts several: any of them, the last
	 * one left, or all at once.
	 */
	public boolean inCheck(int s) {
		int count = royalCount[s];
		if (count == 0) {
			return false;
		}
		if (count == 1) {
			return royalAttacked(s, royal[s]);
		}
		switch (c.royalCheck) {
		case LAST:
			return false;
		case ALL:
			for (int i = 0; i < count; i++) {
				if (!royalAttacked(s, royals[s][i])) {
					return false;
				}
			}
			return true;
		default:
			for (int i = 0; i < count; i++) {
				if (royalAttacked(s, royals[s][i])) {
					return true;
				}
			}
			return false;
		}
	}

	private boolean royalAttacked(int s, int r) {
		int them = 1 - s;
		if (flying) {
			for (int i = 0; i < royalCount[them]; i++) {
				if (facing(r, royals[them][i])) {
					return true;
				}
			}
		}
		return attacked(r, them);
	}

	/** Whether the points are on one file with nothing between them. */
	private boolean facing(int r, int o) {
		if (o % files != r % files) {
			return false;
		}
		int step = o > r ? files : -files;
		int x = r + step;
		while (x != o && board[x] == 0) {
			x += step;
		}
		return x == o;
	}

	/** Whether a royal piece of one side faces one of the other's on an open file (each side may have several). */
	public boolean royalsFace() {
		for (int i = 0; i < royalCount[0]; i++) {
			for (int j = 0; j < royalCount[1]; j++) {
				if (facing(royals[0][i], royals[1][j])) {
					return true;
				}
			}
		}
		return false;
	}

	/** Whether the royal pieces face each other once the move is made. */
	boolean facingAfter(int move) {
		make(move);
		boolean f = royalsFace();
		unmake(move);
		return f;
	}

	/**
	 * Whether the move mates: the other side is then in check and has no legal move. The other side's own bans on
	 * mating are not judged in that look-ahead (a drop answering check by mating is not looked further into).
	 */
	boolean mates(int move) {
		if (lookingAhead > 0) {
			return false;
		}
		if (ahead == null) {
			ahead = new int[MAX_MOVES];
		}
		lookingAhead++;
		boolean wasScreened = screened;
		make(move);
		boolean mate = inCheck(side) && legal(ahead, 0) == 0;
		unmake(move);
		screened = wasScreened;
		lookingAhead--;
		if (wasScreened) {
			prepare(); // the look-ahead marked its own hot points
		}
		return mate;
	}

	/** Whether after the move the other side is in check (by the piece moved or one it uncovered). */
	boolean checks(int move) {
		make(move);
		boolean check = inCheck(side);
		unmake(move);
		return check;
	}

	/** Whether after the move the piece it leaves on its destination could capture a piece of the other side. */
	boolean attacksAfter(int move) {
		make(move);
		int to = Move.to(move);
		boolean attacks = false;
		for (int i = 0, them = side, pieces = count[them]; i < pieces && !attacks; i++) {
			attacks = threatens(to, list[them][i]);
		}
		unmake(move);
		return attacks;
	}

	/** Whether the piece the move leaves on its destination could never move from there. */
	boolean stuckAfter(int move) {
		int to = Move.to(move);
		int kind = Move.isDrop(move) ? Move.dropped(move) : Move.promotion(move) >= 0 ? Move.promotion(move) : CompiledRules.kindOf(board[Move.from(move)]);
		return c.stuck.length > 0 && c.stuck[CompiledRules.code(kind, side) * n + to];
	}

	/** The kind of the piece a move moves or drops (before any promotion). */
	int movedKind(int move) {
		return Move.isDrop(move) ? Move.dropped(move) : CompiledRules.kindOf(board[Move.from(move)]);
	}

	/** Whether the move captures a piece of the kinds (any kind, when null). */
	boolean captures(int move, boolean[] kinds) {
		if (Move.isJumps(move)) {
			for (int q : jumpTaken(move)) {
				if (kinds == null || kinds[CompiledRules.kindOf(board[q])]) {
					return true;
				}
			}
			return false;
		}
		int to = Move.to(move);
		if (!Move.isDrop(move) && to != Move.from(move) && board[to] != 0 && (kinds == null || kinds[CompiledRules.kindOf(board[to])])) {
			return true;
		}
		for (int i = 0, k = Move.taken(move, files, neighbour, takenScratch); i < k; i++) {
			if (kinds == null || kinds[CompiledRules.kindOf(board[takenScratch[i]])]) {
				return true;
			}
		}
		return false;
	}

	/**
	 * How many pieces of the kind (any, when -1) the side to move has on the file the move ends on, the piece moved
	 * not counted.
	 */
	int onFile(int move, int kind) {
		int to = Move.to(move);
		int from = Move.isDrop(move) ? -1 : Move.from(move);
		int pc = kind < 0 ? -1 : CompiledRules.code(kind, side);
		int found = 0;
		for (int q = to % files; q < n; q += files) {
			int t = board[q];
			if (q != from && (pc < 0 ? t != 0 && ((t - 1) & 1) == side : t == pc)) {
				found++;
			}
		}
		return found;
	}

	/** How many pieces of the kind (any, when -1) the side to move has on the board. */
	int onBoard(int kind) {
		return kind < 0 ? count[side] : kindCount[CompiledRules.code(kind, side)];
	}

	/** The kind the piece a move moves was promoted from, -1 if none (or a drop). */
	int originOf(int move) {
		return Move.isDrop(move) || !tracks ? -1 : (history[Move.from(move)] & ORIGIN) - 1;
	}

	/** Whether the piece a move moves is the fruit of a promotion (a drop never is). */
	boolean promotedMover(int move) {
		return !Move.isDrop(move) && tracks && (history[Move.from(move)] & ORIGIN) != 0;
	}

	/** Whether the piece a move moves has moved before (a drop's never has). */
	boolean movedBefore(int move) {
		return !Move.isDrop(move) && tracks && (history[Move.from(move)] & MOVED) != 0;
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
			case CompiledRules.JUMP -> {
				// the first record stands for all of them, as in generation
				if (j == firstJump(prog)) {
					jumpCaptures(board[from], from, by);
					for (int i = 0; i < jumps; i++) {
						for (int q : jumpTaken[i]) {
							if (q == target) {
								return true;
							}
						}
					}
				}
				j += 1 + len;
			}
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
		// a face-down piece of a mixed shuffle (banqi) is the side's when its true side says so, and may be when this
		// copy does not know it
		if (mixed) {
			for (int q = 0; q < n; q++) {
				int pc = board[q];
				if (pc != 0 && faceDown[pc] && (identity[q] < 0 || identitySide[q] == s && c.life[CompiledRules.code(identity[q], s)])) {
					return true;
				}
			}
		}
		return false;
	}

	/** Exact test, for a piece whose empty-board reach includes the target. */
	private boolean captures(int prog, int target) {
		final int[] b = board;
		for (int j = start[prog], end = firstMoves && (history[prog % n] & MOVED) != 0 ? firstEnd[prog] : start[prog + 1]; j < end;) {
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
					if (open && mayCapture(h, prog / n, b[target])) {
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
							if (x == to && mayCapture(h, prog / n, b[target])) {
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
							if (screens == 1 && x == to && (!grasshopper || sinceScreen == 1) && mayCapture(h, prog / n, b[target])) {
								return true;
							}
							break;
						}
						if (b[to] != 0 && (++screens > 1
								|| (h & CompiledRules.RELATED) != 0 && c.noScreen[prog / n * codes + b[to]])) {
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
		if (otherMoves && Move.isNoStep(move)) {
			makeOther(move);
			return;
		}
		final int from = Move.from(move);
		final int to = Move.to(move);
		final int us = side;
		final int them = us ^ 1;
		final int pc = board[from];
		// the lion's pass and 居喰い end where they started
		final int cap = to == from ? 0 : board[to];
		final int passed = passedBy;
		saveUndo(pc, cap);
		if (c.passing) {
			passRun = isPass(move) ? passRun + 1 : 0;
		}
		final int extra = Move.extra(move);
		if (tracks) {
			undoHistory[sp] = history[from];
			undoCapturedHistory[sp] = cap == 0 ? 0 : history[to];
		}
		if (firstMoves) {
			firstKey(from);
			if (cap != 0) {
				firstKey(to);
			}
		}
		if (castling) {
			castleKey(from);
			if (cap != 0) {
				castleKey(to);
			}
		}
		halfmoves++;
		if (extra == 0) {
			// the common move: nothing taken on the way, no partner moved
		} else if (extra == Move.CASTLING) {
			castle(from, to);
		} else {
			int k;
			if (extra == Move.IN_PASSING) {
				takenScratch[0] = passed;
				k = 1;
			} else {
				k = Move.taken(move, files, neighbour, takenScratch);
			}
			undoTaken[2 * sp] = undoTaken[2 * sp + 1] = 0;
			for (int i = 0; i < k; i++) {
				int q = takenScratch[i];
				int t = board[q];
				undoTaken[2 * sp + i] = q << 16 | t;
				int h = 0;
				if (firstMoves) {
					firstKey(q);
				}
				if (castling) {
					castleKey(q);
				}
				if (tracks) {
					h = undoTakenHistory[2 * sp + i] = history[q];
					history[q] = 0;
				}
				capture(them, q, t, h);
				board[q] = 0;
				halfmoves = 0;
			}
		}
		sp++;
		if (cap != 0) {
			capture(them, to, cap, tracks ? history[to] : 0);
			halfmoves = 0;
		}
		int promotion = Move.stepPromotion(move);
		int np = promotion < 0 ? pc : CompiledRules.code(promotion, us);
		if (faceDown[pc] && identity[from] >= 0) {
			np = CompiledRules.code(identity[from], us);
		}
		carry(us, from, to, pc, np);
		if (tracks) {
			int h = history[from];
			if (promotion >= 0 && (h & ORIGIN) == 0) {
				h |= CompiledRules.kindOf(pc) + 1;
			}
			if (from != to || Move.extra(move) != 0) {
				h |= MOVED;
			}
			history[from] = 0;
			history[to] = h;
			if (firstMoves) {
				firstKey(to);
			}
			if (castling) {
				castleKey(to);
			}
		}
		if (promotion >= 0 && promotionsMade.length > 0 && promotes(pc, promotion)) {
			key ^= promotionKey(pc, promotionsMade[pc]) ^ promotionKey(pc, promotionsMade[pc] + 1);
			promotionsMade[pc]++;
		}
		moved(us, from, to, pc, np);
		if (inPassing && c.passer[pc] && cap == 0 && extra == 0) {
			mayBeTakenInPassing(from, to, np);
		}
	}

	/**
	 * After a long quiet move along a line of a piece that may be taken in passing: it may be, on the next move, where
	 * a piece of the side now to move could capture on a point it passed over.
	 */
	private void mayBeTakenInPassing(int from, int to, int victim) {
		int step = lineStep(from, to);
		if (step == 0 || from + step == to) {
			return;
		}
		int[] mine = list[side];
		for (int x = from + step; x != to; x += step) {
			for (int i = 0, pieces = count[side]; i < pieces; i++) {
				int s = mine[i];
				int pc = board[s];
				int prog = pc * n + s;
				if (c.takesInPassing[pc * codes + victim] && (reach[prog * words + (x >> 6)] & 1L << x) != 0 && captures(prog, x)) {
					passedFrom = from;
					passedBy = to;
					key ^= passedKey(to);
					return;
				}
			}
		}
	}

	/**
	 * Castling's second half: the king's partner, the first piece beyond the king on its way, goes to the point the
	 * king crosses last. Its origin is kept for {@link #unmake}.
	 */
	private void castle(int from, int to) {
		int step = to > from ? 1 : -1;
		int r = to + step;
		while (board[r] == 0) {
			r += step;
		}
		int rto = to - step;
		int rook = board[r];
		int us = side;
		undoTaken[2 * sp] = r;
		undoTakenHistory[2 * sp] = history[r];
		castleKey(r);
		board[r] = 0;
		board[rto] = rook;
		int idx = where[r];
		list[us][idx] = rto;
		where[rto] = idx;
		history[rto] = history[r] | MOVED;
		history[r] = 0;
		key ^= c.zobrist[rook * n + r] ^ c.zobrist[rook * n + rto];
	}

	/**
	 * Turns the face-down piece on a point up as its true kind and side (where a player's copy does not know it, the
	 * piece stays as it is); the first piece turned up may exchange the colours ({@link #coloursOpen}).
	 */
	private void makeTurn(int move) {
		final int s = Move.from(move);
		final int us = side;
		final int pc = board[s];
		saveUndo(pc, 0);
		if (c.passing) {
			passRun = 0;
		}
		if (tracks) {
			undoHistory[sp] = history[s];
		}
		int np = pc;
		if (identity[s] >= 0) {
			int trueSide = identitySide[s] >= 0 ? identitySide[s] : CompiledRules.sideOf(pc);
			if (coloursOpen && trueSide != us) {
				swapColours();
				swappedAt = sp;
				trueSide = us;
			}
			np = CompiledRules.code(identity[s], trueSide);
		}
		if (coloursOpen) {
			coloursOpen = false;
			decidedAt = sp;
		}
		sp++;
		halfmoves = 0;
		if (np != pc) {
			replace(s, pc, np);
		}
		key ^= c.zobristSide;
		if (us == 1) {
			fullmoves++;
		}
		side = us ^ 1;
	}

	/**
	 * Saves what every kind of move changes, for {@link #unmake}, and ends the capture in passing the last move allowed:
	 * it lasts one move, whatever that move is (a drop and a turn included).
	 */
	private void saveUndo(int pc, int cap) {
		if (sp == undoKey.length) {
			grow();
		}
		undoMover[sp] = pc;
		undoCaptured[sp] = cap;
		undoHalfmoves[sp] = halfmoves;
		undoKey[sp] = key;
		if (c.passing) {
			undoPassRun[sp] = passRun;
		}
		if (inPassing) {
			undoPassed[sp] = passedBy < 0 ? -1 : passedFrom << 16 | passedBy;
			if (passedBy >= 0) {
				key ^= passedKey(passedBy);
				passedFrom = passedBy = -1;
			}
		}
	}

	/** Puts piece {@code np} where {@code pc} stands, moving it to its side's list when the side changes. */
	private void replace(int s, int pc, int np) {
		int from = CompiledRules.sideOf(pc);
		int to = CompiledRules.sideOf(np);
		if (from == to) {
			kindCount[pc]--;
			kindCount[np]++;
			key ^= c.zobrist[pc * n + s] ^ c.zobrist[np * n + s];
			if (royalCode[pc]) {
				removeRoyal(from, s);
			}
		} else {
			remove(from, s, pc);
			where[s] = count[to];
			list[to][count[to]++] = s;
			kindCount[np]++;
			key ^= c.zobrist[np * n + s];
		}
		board[s] = np;
		if (royalCode[np]) {
			addRoyal(to, s);
		}
	}

	/** Exchanges the colours of every face-down piece whose true side is known: the first turn's colour is its turner's. */
	private void swapColours() {
		for (int q = 0; q < n; q++) {
			if (identitySide[q] >= 0) {
				identitySide[q] ^= 1;
			}
		}
	}

	private void unmakeTurn(int move) {
		final int s = Move.from(move);
		final int us = side ^ 1;
		sp--;
		final int pc = undoMover[sp];
		final int np = board[s];
		if (np != pc) {
			replace(s, np, pc);
		}
		if (swappedAt == sp) {
			swapColours();
			swappedAt = -1;
		}
		if (decidedAt == sp) {
			coloursOpen = true;
			decidedAt = -1;
		}
		if (tracks) {
			history[s] = undoHistory[sp];
		}
		unmade(us);
	}

	private void makeDrop(int move) {
		final int to = Move.to(move);
		final int us = side;
		final int kind = Move.dropped(move);
		final int pc = CompiledRules.code(kind, us);
		saveUndo(pc, 0);
		if (c.passing) {
			passRun = 0;
		}
		sp++;
		halfmoves++;
		takeFromHand(us, kind);
		board[to] = pc;
		where[to] = count[us];
		list[us][count[us]++] = to;
		kindCount[pc]++;
		if (royalCode[pc]) {
			addRoyal(us, to);
		}
		if (tracks) {
			history[to] = 0;
			if (firstMoves) {
				firstKey(to);
			}
		}
		key ^= c.zobrist[pc * n + to] ^ c.zobristSide;
		if (us == 1) {
			fullmoves++;
		}
		side = us ^ 1;
	}

	/** Whether a move's new kind is a promotion of the piece's kind (not an exchange's, which the same field carries). */
	private boolean promotes(int pc, int into) {
		for (int k : c.promotesInto[CompiledRules.kindOf(pc)]) {
			if (k == into) {
				return true;
			}
		}
		return false;
	}

	/** Takes a captured piece of side {@code them} on {@code q} off the lists, to the captor's hand if the rules say so. */
	private void capture(int them, int q, int t, int h) {
		remove(them, q, t);
		if (c.hands) {
			int k = c.handKind(CompiledRules.kindOf(t), h);
			if (k >= 0) {
				addToHand(them ^ 1, k);
			}
		}
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
			removeRoyal(them, q);
		}
	}

	/** Puts a piece taken back on its point and lists, out of the captor's hand if it went there. */
	private void restore(int them, int q, int t, int h) {
		board[q] = t;
		where[q] = count[them];
		list[them][count[them]++] = q;
		kindCount[t]++;
		if (royalCode[t]) {
			addRoyal(them, q);
		}
		if (c.hands) {
			int k = c.handKind(CompiledRules.kindOf(t), h);
			if (k >= 0) {
				hand[(them ^ 1) * kinds + k]--;
				handCount[them ^ 1]--;
			}
		}
		if (tracks) {
			history[q] = h;
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
		undoHistory = Arrays.copyOf(undoHistory, size);
		undoCapturedHistory = Arrays.copyOf(undoCapturedHistory, size);
		undoTakenHistory = Arrays.copyOf(undoTakenHistory, 2 * size);
		undoPassRun = Arrays.copyOf(undoPassRun, size);
		undoPassed = Arrays.copyOf(undoPassed, size);
	}

	/** Takes back the last move made, which must be {@code move}. */
	public void unmake(int move) {
		if (otherMoves && Move.isNoStep(move)) {
			unmakeOther(move);
			return;
		}
		final int from = Move.from(move);
		final int to = Move.to(move);
		final int them = side;
		final int us = them ^ 1;
		sp--;
		final int pc = undoMover[sp];
		final int cap = undoCaptured[sp];
		carryBack(us, from, to, cap);
		if (promotionsMade.length > 0 && Move.stepPromotion(move) >= 0 && promotes(pc, Move.stepPromotion(move))) {
			promotionsMade[pc]--;
		}
		if (cap != 0) {
			restore(them, to, cap, tracks ? undoCapturedHistory[sp] : 0);
		}
		final int extra = Move.extra(move);
		if (extra == 0) {
			// the common move: nothing taken on the way, no partner moved
		} else if (extra == Move.CASTLING) {
			int r = undoTaken[2 * sp];
			int rto = to - (to > from ? 1 : -1);
			int rook = board[rto];
			board[rto] = 0;
			board[r] = rook;
			int i = where[rto];
			list[us][i] = r;
			where[r] = i;
			history[rto] = 0;
			history[r] = undoTakenHistory[2 * sp];
		} else {
			for (int i = 1; i >= 0; i--) {
				int x = undoTaken[2 * sp + i];
				if (x != 0) {
					restore(them, x >>> 16, x & 0xFFFF, tracks ? undoTakenHistory[2 * sp + i] : 0);
				}
			}
		}
		unmade(us);
	}

	private void unpass(int packed) {
		passedFrom = packed < 0 ? -1 : packed >>> 16;
		passedBy = packed < 0 ? -1 : packed & 0xFFFF;
	}

	private void unmakeDrop(int move) {
		final int to = Move.to(move);
		final int us = side ^ 1;
		sp--;
		final int pc = undoMover[sp];
		int idx = where[to];
		int last = list[us][--count[us]];
		list[us][idx] = last;
		where[last] = idx;
		board[to] = 0;
		kindCount[pc]--;
		if (royalCode[pc]) {
			removeRoyal(us, to);
		}
		hand[us * kinds + CompiledRules.kindOf(pc)]++;
		handCount[us]++;
		unmade(us);
	}

	/** The legal moves as a fresh array. */
	public int[] legalMoves() {
		int[] buf = new int[moveBound()];
		return Arrays.copyOf(buf, legal(buf, 0));
	}

	/**
	 * Whether the side to move has a legal move after which the other side has its royal piece alone (shatranj's
	 * exception to the bare king: the side just bared that can bare the other in turn).
	 */
	public boolean canBare() {
		int them = side ^ 1;
		if (royal(them) < 0 || pieces(them) != 2) {
			return false;
		}
		int[] moves = new int[moveBound()];
		int end = legal(moves, 0);
		for (int i = 0; i < end; i++) {
			make(moves[i]);
			boolean bared = pieces(them) == 1 && royal(them) >= 0;
			unmake(moves[i]);
			if (bared) {
				return true;
			}
		}
		return false;
	}

	/**
	 * At least as many as the pseudo-legal moves of the side to move: the room a move list needs. Large shogi positions
	 * may have more than a thousand moves (a 自在王 alone goes to any point), so a list is sized by this, not by a
	 * constant.
	 */
	public int moveBound() {
		// a pass, a turn per face-down piece, castling each way, captures in passing, and a drop per kind in hand and point
		int bound = (c.passing ? 1 : 0) + (c.turnsUp ? count[0] + count[1] : 0) + (c.castling ? 2 * royalCount[side] : 0)
				+ (passedBy >= 0 ? 2 * count[side] : 0);
		if (c.hands && handCount[side] > 0) {
			for (int k = 0; k < kinds; k++) {
				bound += hand[side * kinds + k] > 0 ? n : 0;
			}
		}
		int coarse = c.mostMovesOfAPiece * count[side];
		if (coarse <= 1024) {
			return bound + coarse; // a small game's bound, without looking at its pieces
		}
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
