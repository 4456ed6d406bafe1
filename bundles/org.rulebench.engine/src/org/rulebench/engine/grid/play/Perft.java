package org.rulebench.engine.grid.play;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Perft: the number of leaf nodes of the legal-move tree to a depth, the test of a move generator that
 * Fairy-Stockfish's figures pin. The last ply is counted from the legal-move list, without making its moves, as
 * Fairy-Stockfish counts it.
 */
public final class Perft {
	private static final int MAX_MOVES = 512;

	private final GridPosition position;
	private final int[] moves;

	public Perft(GridPosition position, int maxDepth) {
		this.position = position;
		this.moves = new int[MAX_MOVES * (maxDepth + 1)];
	}

	public long count(int depth) {
		return depth <= 0 ? 1 : count(depth, 0);
	}

	private long count(int depth, int at) {
		if (depth == 1) {
			return position.countLegal(moves, at);
		}
		int end = position.legal(moves, at);
		long nodes = 0;
		for (int i = at; i < end; i++) {
			int m = moves[i];
			position.make(m);
			nodes += count(depth - 1, end);
			position.unmake(m);
		}
		return nodes;
	}

	/** Each legal move (Fairy-Stockfish's notation) with the leaf count below it. */
	public Map<String, Long> divide(int depth) {
		Map<String, Long> out = new LinkedHashMap<>();
		int end = position.legal(moves, 0);
		for (int i = 0; i < end; i++) {
			int m = moves[i];
			position.make(m);
			out.put(Move.name(m, position.compiled()), depth <= 1 ? 1 : count(depth - 1, end));
			position.unmake(m);
		}
		return out;
	}
}
