package org.rulebench.engine.testkit;

import java.util.SortedSet;
import java.util.TreeSet;

import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.GridRules;

/**
 * The legal moves of a grid position by name, in Fairy-Stockfish's notation ({@code e2e4}, {@code a7a8+}, {@code P@e5}),
 * so that a test states them as a player reads them.
 */
public final class GridMoves {
	private GridMoves() {
	}

	/** The position the FEN gives, under the rules. */
	public static GridPosition position(GridRules rules, String fen) {
		return GridPosition.of(CompiledRules.of(rules), fen);
	}

	/** Every legal move, by name. */
	public static SortedSet<String> moves(GridPosition p) {
		SortedSet<String> out = new TreeSet<>();
		for (int m : p.legalMoves()) {
			out.add(Move.name(m, p.compiled()));
		}
		return out;
	}

	/** Every legal move in the position the FEN gives, by name. */
	public static SortedSet<String> moves(GridRules rules, String fen) {
		return moves(position(rules, fen));
	}

	/** The legal moves of the piece on the point, by name (a drop is no piece's move). */
	public static SortedSet<String> movesFrom(GridPosition p, String point) {
		int from = p.compiled().rules().board().parse(point);
		SortedSet<String> out = new TreeSet<>();
		for (int m : p.legalMoves()) {
			if (!Move.isDrop(m) && Move.from(m) == from) {
				out.add(Move.name(m, p.compiled()));
			}
		}
		return out;
	}

	/** The legal move of this name; a test fails naming the legal ones when there is none. */
	public static int move(GridPosition p, String name) {
		for (int m : p.legalMoves()) {
			if (Move.name(m, p.compiled()).equals(name)) {
				return m;
			}
		}
		throw new AssertionError(name + " is not legal in " + p + ": " + moves(p));
	}
}
