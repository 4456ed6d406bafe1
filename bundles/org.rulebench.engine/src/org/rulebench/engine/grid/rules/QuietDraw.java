package org.rulebench.engine.grid.rules;

import java.util.List;
import java.util.Objects;

/**
 * A draw after so many plies in which no move of the kinds named happened: chess's fifty-move rule (100 plies without
 * a capture or a move of a pawn, FIDE Laws 9.3), banqi's quiet plies (without a capture or a piece turned up). The
 * count starts at the position's half-move clock (a FEN's fifth field) and starts again after any move that resets it.
 *
 * @param plies    plies after which the game is drawn
 * @param captures a capture (a capture in passing and pieces taken on a dance's way included) resets the count
 * @param turns    turning a face-down piece up resets the count
 * @param movers   a move of a piece of one of these kinds (the kind that moves, before any promotion) resets the count
 */
public record QuietDraw(int plies, boolean captures, boolean turns, List<String> movers) {

	public QuietDraw {
		if (plies <= 0) {
			throw new IllegalArgumentException("a draw after " + plies + " quiet plies");
		}
		movers = List.copyOf(Objects.requireNonNull(movers, "movers"));
	}

	/** Banqi's draw: so many plies without a capture or a piece turned up. */
	public static QuietDraw withoutCaptureOrTurn(int plies) {
		return new QuietDraw(plies, true, true, List.of());
	}
}
