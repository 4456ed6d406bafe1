package org.rulebench.engine.grid.play;

import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.rules.PieceKind;

/**
 * A move as an int: origin (bits 0-9), destination (10-19), for a promotion the kind promoted into plus one (20-26),
 * and the pieces it also takes on its way (27-30, large shogi dances): 1-8, the neighbour of the origin in that
 * direction plus one (the lion's first step, 居喰い); 9-11, a mask of the first and second points of a straight dance.
 * A drop (bit 31) puts a piece from the side's hand on its destination: its origin is {@link #HAND}, bits 20-26 the
 * kind dropped plus one. A pass is a move of a piece onto its own point ({@link GridPosition#pass}), as
 * Fairy-Stockfish makes it. A capture in passing and castling are flagged in bits 27-30 too, and written as the
 * king's or the taker's move ({@code e1g1}, {@code e5d6}), as Fairy-Stockfish writes them. Written as Fairy-Stockfish writes it ({@code b3b10}, {@code f4f3m}, {@code h2b8+} for a
 * promotion into a kind written with a {@code +}, {@code P@e5} for a drop), each point also taken after an {@code x}:
 * {@code j10j12xj11}. Turning a face-down piece up where it stands (banqi; {@link #TURN} in bits 27-30) is written
 * {@code ^a1}, a name of this project's, since Fairy-Stockfish plays no such game.
 */
public final class Move {
	private static final int SQUARE = 0x3FF;
	/** The origin of a drop: no point of any board. */
	public static final int HAND = SQUARE;
	private static final int DROP = 1 << 31;
	/** The origin's neighbour in direction d (0-7) is also taken. */
	static final int NEIGHBOUR = 1;
	/** Points 1 and/or 2 of a straight dance's way are also taken (mask 1-3). */
	static final int WAY = 9;
	/** A capture in passing: the piece that passed over the destination is taken ({@link GridPosition#takenOnTheWay}). */
	static final int IN_PASSING = 12;
	/** Castling: the king's move, its partner going to the point the king crossed last. */
	static final int CASTLING = 13;
	/** The piece on the point is turned face up where it stands (banqi): no piece moves, none is taken. */
	static final int TURN = 14;
	/**
	 * A capture by jumping over, alone or a chain (draughts): bits 20-26 hold which of the position's captures from the
	 * origin to the destination it is (they differ in the pieces taken), in the order the position finds them; the
	 * pieces taken and a promotion at the end are the position's to know ({@link GridPosition#takenOnTheWay}).
	 */
	static final int JUMPS = 15;

	private Move() {
	}

	public static int of(int from, int to) {
		return from | to << 10;
	}

	public static int promoting(int from, int to, int kind) {
		return from | to << 10 | (kind + 1) << 20;
	}

	/** Dropping a piece of {@code kind} from the hand onto {@code to}. */
	public static int drop(int kind, int to) {
		return DROP | HAND | to << 10 | (kind + 1) << 20;
	}

	/** Turning the face-down piece on {@code square} face up, where it stands (written {@code ^a1}). */
	public static int turn(int square) {
		return square | square << 10 | TURN << 27;
	}

	/** Whether the move turns a face-down piece face up. */
	public static boolean isTurn(int move) {
		return move >= 0 && extra(move) == TURN;
	}

	/** The origin; {@link #HAND} for a drop. */
	public static int from(int move) {
		return move & SQUARE;
	}

	public static int to(int move) {
		return move >>> 10 & SQUARE;
	}

	public static boolean isDrop(int move) {
		return move < 0;
	}

	/** The kind a drop puts on the board, or -1 for a move. */
	public static int dropped(int move) {
		return move < 0 ? (move >>> 20 & 0x7F) - 1 : -1;
	}

	/** The kind promoted into, or -1 (always for a drop; for a capture by jumping over, the position knows). */
	public static int promotion(int move) {
		return move < 0 || extra(move) == JUMPS ? -1 : (move >>> 20 & 0x7F) - 1;
	}

	/** The kind a step promotes into, or -1: {@link #promotion} for a move known to be no drop or capture by jumping over. */
	static int stepPromotion(int move) {
		return (move >>> 20 & 0x7F) - 1;
	}

	/** A capture by jumping over from {@code from} to {@code to}, the {@code ordinal}-th of the position's between them. */
	static int jumps(int from, int to, int ordinal) {
		if (ordinal > 0x7F) {
			throw new IllegalStateException("more than 128 captures by jumping over end on one point");
		}
		return from | to << 10 | ordinal << 20 | JUMPS << 27;
	}

	/**
	 * Whether the move is a drop, a turn or a capture by jumping over — no piece's step or capture, each made by a method of
	 * its own — in one test: their flags are the highest values of bits 27-31.
	 */
	static boolean isNoStep(int move) {
		return move >>> 27 >= TURN;
	}

	/** Whether the move captures by jumping over (one piece or a chain). */
	public static boolean isJumps(int move) {
		return move >= 0 && extra(move) == JUMPS;
	}

	/** Which of the position's captures by jumping over between the move's points it is. */
	static int jumpOrdinal(int move) {
		return move >>> 20 & 0x7F;
	}

	/** Whether the move is castling. */
	public static boolean isCastling(int move) {
		return move >= 0 && extra(move) == CASTLING;
	}

	/** Whether the move is a capture in passing. */
	public static boolean isInPassing(int move) {
		return move >= 0 && extra(move) == IN_PASSING;
	}

	/** The move that also takes what {@code extra} says (see the class comment). */
	static int taking(int move, int extra) {
		return move | extra << 27;
	}

	/** What else the move takes on its way: 0 nothing, else as the class comment says. */
	static int extra(int move) {
		return move >>> 27 & 0xF;
	}

	/** The move without a promotion (the same way and captures). */
	static int unpromoted(int move) {
		return move & ~(0x7F << 20);
	}

	/**
	 * The points a move takes on its way besides its destination, into {@code out}; returns how many (0-2). The
	 * neighbour table is {@link CompiledRules#neighbour}.
	 */
	static int taken(int move, int files, int[] neighbour, int[] out) {
		int e = extra(move);
		if (e == 0 || e >= IN_PASSING) {
			return 0; // the piece taken in passing is the position's to know; castling and a turn take none
		}
		int from = from(move);
		if (e < WAY) {
			out[0] = neighbour[from * 8 + e - NEIGHBOUR];
			return 1;
		}
		int to = to(move);
		int df = Integer.signum(to % files - from % files);
		int dr = Integer.signum(to / files - from / files);
		int step = dr * files + df;
		int n = 0;
		int mask = e - WAY + 1;
		for (int k = 1; k <= 2; k++) {
			if ((mask & 1 << k - 1) != 0) {
				out[n++] = from + k * step;
			}
		}
		return n;
	}

	public static String name(int move, CompiledRules rules) {
		GridBoard b = rules.rules().board();
		if (isDrop(move)) {
			PieceKind k = rules.rules().kinds().get(dropped(move));
			return k.fen(0) + "@" + b.name(to(move));
		}
		if (isTurn(move)) {
			return "^" + b.name(from(move));
		}
		StringBuilder s = new StringBuilder(b.name(from(move))).append(b.name(to(move)));
		int[] taken = new int[2];
		for (int i = 0, n = taken(move, b.files(), rules.neighbour, taken); i < n; i++) {
			s.append('x').append(b.name(taken[i]));
		}
		int p = promotion(move);
		if (p >= 0) {
			PieceKind k = rules.rules().kinds().get(p);
			// Fairy-Stockfish: a shogi-style promotion, into a kind written +X, is named by its '+'
			s.append(k.plus() ? '+' : k.letter());
		}
		return s.toString();
	}
}
