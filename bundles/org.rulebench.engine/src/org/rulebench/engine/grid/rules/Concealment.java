package org.rulebench.engine.grid.rules;

import java.util.Map;

/**
 * Pieces that start face down (dark xiangqi): each face-down kind of the start position moves as its own Betza
 * description says (that of the piece whose start point it stands on) until it first moves; it is then turned face
 * up as its true kind. The true kinds of a side's face-down pieces are a seeded shuffle of the kinds this map
 * gives for them, so over the side's start points they are exactly the pieces of the unconcealed game. No one sees
 * a face-down piece on the board; a captured one is seen by its captor only.
 *
 * @param revealsAs for each face-down kind, the kind whose piece it hides in the standard start position
 */
public record Concealment(Map<String, String> revealsAs) {
	public Concealment {
		revealsAs = Map.copyOf(revealsAs);
		if (revealsAs.isEmpty()) {
			throw new IllegalArgumentException("a concealment names at least one face-down kind");
		}
	}
}
