package org.rulebench.engine.grid.rules;

import java.util.Objects;

/**
 * Castling, as the FIDE Laws of Chess (article 3.8.2) state it and generalised by the distance: a royal piece of kind
 * {@code king} that has not moved moves {@code distance} points along its rank towards a piece of kind {@code partner}
 * of its side that has not moved either, and that piece goes to the point the king crossed last. Legal only when every
 * point between the two is empty, the partner stands beyond the king's destination, the king is not in check, and no
 * point it passes over or lands on is attacked. A FEN's castling field ({@code KQkq}: the partner nearest the h side,
 * the a side) says which partners have not moved, and the king with them.
 */
public record Castling(String king, String partner, int distance) {
	public Castling {
		Objects.requireNonNull(king, "king");
		Objects.requireNonNull(partner, "partner");
		if (distance < 2) {
			throw new IllegalArgumentException("castling moves the king at least 2 points, not " + distance);
		}
	}
}
