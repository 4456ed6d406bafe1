package org.rulebench.engine.grid.play;

import org.rulebench.engine.grid.board.GridBoard;

/**
 * A move as an int: origin (bits 0-9), destination (10-19) and, for a promotion, the kind promoted into plus one
 * (20-26). Written as Fairy-Stockfish writes it: {@code b3b10}, {@code f4f3m}.
 */
public final class Move {
	private static final int SQUARE = 0x3FF;

	private Move() {
	}

	public static int of(int from, int to) {
		return from | to << 10;
	}

	public static int promoting(int from, int to, int kind) {
		return from | to << 10 | (kind + 1) << 20;
	}

	public static int from(int move) {
		return move & SQUARE;
	}

	public static int to(int move) {
		return move >>> 10 & SQUARE;
	}

	/** The kind promoted into, or -1. */
	public static int promotion(int move) {
		return (move >>> 20) - 1;
	}

	public static String name(int move, CompiledRules rules) {
		GridBoard b = rules.rules().board();
		String s = b.name(from(move)) + b.name(to(move));
		int p = promotion(move);
		return p < 0 ? s : s + rules.rules().kinds().get(p).letter();
	}
}
