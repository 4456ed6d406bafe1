package org.rulebench.reading.grid;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.reading.reading.MoveCount;
import org.rulebench.reading.reading.MoveLegality;
import org.rulebench.reading.reading.PerftCount;
import org.rulebench.reading.reading.PositionExpectation;
import org.rulebench.reading.reading.PositionFact;
import org.rulebench.reading.reading.SideState;

/** Checks what an {@code expect} claims of a grid position against the compiled reading, and says why a fact fails. */
public final class PositionFacts {
	private final CompiledRules compiled;

	public PositionFacts(GridRules rules) {
		this.compiled = CompiledRules.of(rules);
	}

	/** @throws IllegalArgumentException if the FEN is not a position of these rules */
	public GridPosition position(PositionExpectation e) {
		return GridPosition.of(compiled, e.isStart() ? compiled.rules().startFen() : e.getFen());
	}

	/** Null if the fact holds, else what the engine finds instead. */
	public String failure(GridPosition position, PositionFact fact) {
		GridPosition p = position.copy();
		int[] legal = p.legalMoves();
		int side = p.sideToMove();
		return switch (fact) {
		case MoveCount c -> legal.length == c.getCount() ? null
				: "the side to move has " + legal.length + " legal moves, not " + c.getCount();
		case MoveLegality m -> {
			List<String> names = names(legal);
			boolean legalHere = names.contains(m.getMove());
			yield legalHere != m.isIllegal() ? null
					: m.isIllegal() ? "the move " + m.getMove() + " is legal"
							: "the move " + m.getMove() + " is not legal; the legal moves are " + String.join(" ", names);
		}
		case SideState s -> {
			boolean check = p.inCheck(side);
			String actual = legal.length == 0 ? check ? "checkmated" : "stalemated" : check ? "in check" : "not in check";
			boolean holds = s.isCheckmated() ? legal.length == 0 && check
					: s.isStalemated() ? legal.length == 0 && !check : s.isInCheck() ? check : !check;
			yield holds ? null : "the side to move is " + actual;
		}
		case PerftCount c -> {
			long n = new Perft(p, c.getDepth()).count(c.getDepth());
			yield n == c.getCount() ? null : "perft " + c.getDepth() + " is " + n + ", not " + c.getCount();
		}
		default -> null;
		};
	}

	private List<String> names(int[] moves) {
		List<String> names = new ArrayList<>();
		for (int m : moves) {
			names.add(org.rulebench.engine.grid.play.Move.name(m, compiled));
		}
		return names;
	}
}
