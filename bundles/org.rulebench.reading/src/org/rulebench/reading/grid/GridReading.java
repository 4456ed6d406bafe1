package org.rulebench.reading.grid;

import org.rulebench.engine.grid.rules.GridRules;

/**
 * A grid reading compiled with one choice of its alternatives: the engine's rules (face-down pieces as its
 * {@code Concealment}), and what the reading says of hidden pieces (dark xiangqi), claim by claim.
 *
 * @param faceDown null when every piece is seen face up
 */
public record GridReading(GridRules rules, FaceDown faceDown) {

	/**
	 * Dark xiangqi's hidden pieces, as the reading states them.
	 *
	 * @param shuffledStart      every piece but the royal one starts face down, shuffled over the others' start points
	 * @param movesAsStartPoint  a face-down piece moves as the kind whose start point it stands on, then turns face up
	 * @param capturableFaceDown a face-down piece may be captured
	 * @param capturedHidden     captured pieces are kept face down, seen by their captor only
	 */
	public record FaceDown(boolean shuffledStart, boolean movesAsStartPoint, boolean capturableFaceDown, boolean capturedHidden) {
	}
}
