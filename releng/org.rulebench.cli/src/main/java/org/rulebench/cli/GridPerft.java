package org.rulebench.cli;

import java.util.Map;

import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.rules.GridRules;

/** Perft of a compiled grid reading from a FEN (the start by default), with each first move's count if divided. */
final class GridPerft {
	/** The leaf count, each first move's count (empty unless divided), and the time it took. */
	record Result(long nodes, Map<String, Long> divide, long nanos) {
	}

	private final GridRules rules;
	private String fen;
	private int depth = 1;
	private boolean divide;

	GridPerft(GridRules rules) {
		this.rules = rules;
		this.fen = rules.startFen();
	}

	GridPerft fen(String f) {
		this.fen = f;
		return this;
	}

	GridPerft depth(int d) {
		this.depth = d;
		return this;
	}

	GridPerft divide(boolean d) {
		this.divide = d;
		return this;
	}

	/** @throws IllegalArgumentException if the FEN is not a position of the rules */
	Result call() {
		GridPosition position = GridPosition.of(CompiledRules.of(rules), fen);
		long t0 = System.nanoTime();
		Perft perft = new Perft(position, depth);
		if (divide && depth > 0) {
			Map<String, Long> moves = perft.divide(depth);
			long total = moves.values().stream().mapToLong(Long::longValue).sum();
			return new Result(total, moves, System.nanoTime() - t0);
		}
		long n = perft.count(depth);
		return new Result(n, Map.of(), System.nanoTime() - t0);
	}
}
