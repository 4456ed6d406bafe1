package org.rulebench.engine.grid.rules;

import java.util.List;

/**
 * Capture in passing (en passant, FIDE Laws of Chess article 3.7.4, generalised): right after an enemy piece of the
 * {@code passers} kinds made a move of more than one point along a line without capturing (the pawn's double step),
 * a piece of the {@code takers} kinds may move by one of its capturing moves onto a point it passed over, taking it
 * as if it had stopped there. On that move only.
 */
public record InPassing(List<String> takers, List<String> passers) {
	public InPassing {
		takers = List.copyOf(takers);
		passers = List.copyOf(passers);
		if (takers.isEmpty() || passers.isEmpty()) {
			throw new IllegalArgumentException("capture in passing names who takes and who is taken");
		}
	}
}
