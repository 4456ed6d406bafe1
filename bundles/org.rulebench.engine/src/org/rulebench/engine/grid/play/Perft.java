package org.rulebench.engine.grid.play;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Perft: the number of leaf nodes of the legal-move tree to a depth, the test of a move generator that
 * Fairy-Stockfish's figures pin. The last ply is counted from the legal-move list, without making its moves, as
 * Fairy-Stockfish counts it. Under a repetition rule that refuses moves (seed 002, article 141) the moves it refuses
 * on the way are not counted; such a rule needs many plies to refuse any. A position where passing ended the game
 * (two passes in a row, janggi's 빅장) has no moves, as Fairy-Stockfish counts it; so has one where a side left with
 * its royal piece alone has ended it (Fairy-Stockfish's extinction: shatar's draw, shatranj's loss), but for the
 * exception's answer: the side just bared, to move against one piece besides the other royal one, plays on.
 */
public final class Perft {
	private static final int MAX_MOVES = 512;

	private final GridPosition position;
	/** The move lists of the plies on the path, one after the other; grown when a position needs more room. */
	private int[] moves;
	/** For a repetition rule that refuses moves (Maka Dai Dai Shogi's), the positions on the path; null otherwise. */
	private final Repetitions history;
	/** The rule of a side left with its royal piece alone; null: no such end. */
	private final org.rulebench.engine.grid.rules.BareKing bareKing;

	public Perft(GridPosition position, int maxDepth) {
		this(position, maxDepth, Repetitions.of(position));
	}

	/** Perft below a game's position, with its history (moves the repetition rule refuses are not counted). */
	public Perft(GridPosition position, int maxDepth, Repetitions history) {
		this.position = position;
		this.moves = new int[MAX_MOVES * (maxDepth + 1)];
		this.history = history;
		this.bareKing = position.compiled().rules().bareKing();
	}

	public long count(int depth) {
		return depth <= 0 ? 1 : count(depth, 0);
	}

	private long count(int depth, int at) {
		room(at);
		if (position.endedByPassing() || bareKing != null && endedBare()) {
			return 0;
		}
		if (depth == 1 && history == null) {
			return position.countLegal(moves, at);
		}
		int end = legal(at);
		if (depth == 1) {
			return end - at;
		}
		long nodes = 0;
		for (int i = at; i < end; i++) {
			int m = moves[i];
			make(m);
			nodes += count(depth - 1, end);
			unmake(m);
		}
		return nodes;
	}

	/** Whether a side left with its royal piece alone, the other not, has ended the game. */
	private boolean endedBare() {
		for (int s = 0; s < 2; s++) {
			if (bare(s) && !bare(1 - s)) {
				return !(bareKing.answered() != null && s == position.sideToMove() && position.pieces(1 - s) == 2);
			}
		}
		return false;
	}

	private boolean bare(int side) {
		return position.royal(side) >= 0 && position.pieces(side) == 1;
	}

	/** Makes room from {@code at} for the moves of the position now. */
	private void room(int at) {
		int need = at + position.moveBound();
		if (need > moves.length) {
			moves = java.util.Arrays.copyOf(moves, Math.max(need, 2 * moves.length));
		}
	}

	private int legal(int at) {
		room(at);
		int end = position.legal(moves, at);
		return history == null ? end : history.refuse(moves, at, end);
	}

	private void make(int m) {
		position.make(m);
		if (history != null) {
			history.made(m);
		}
	}

	private void unmake(int m) {
		position.unmake(m);
		if (history != null) {
			history.unmade();
		}
	}

	/** Each legal move (Fairy-Stockfish's notation) with the leaf count below it. */
	public Map<String, Long> divide(int depth) {
		Map<String, Long> out = new LinkedHashMap<>();
		int end = position.endedByPassing() || bareKing != null && endedBare() ? 0 : legal(0);
		for (int i = 0; i < end; i++) {
			int m = moves[i];
			String name = position.name(m);
			make(m);
			out.put(name, depth <= 1 ? 1 : count(depth - 1, end));
			unmake(m);
		}
		return out;
	}
}
