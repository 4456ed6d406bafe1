package org.rulebench.engine.grid.rules;

import java.util.Map;
import java.util.Objects;

/**
 * Pieces that start face down. In dark xiangqi each face-down kind of the start position moves as its own Betza
 * description says (that of the piece whose start point it stands on) until it first moves; it is then turned face
 * up as its true kind. The true kinds of a side's face-down pieces are a seeded shuffle of the kinds this map gives
 * for them, so over the side's start points they are exactly the pieces of the unconcealed game. In banqi
 * ({@link Mixed}) every piece of both sides is shuffled face down over the points of the start, and a face-down piece
 * is nobody's until it is turned up. No one sees a face-down piece on the board; a captured one is seen by its captor
 * only.
 *
 * @param revealsAs for each face-down kind, the kind whose piece it hides in the standard start position (for a mixed
 *                  concealment its one face-down kind, mapped to itself: what it hides is the shuffle's)
 * @param mixed     the pieces of both sides shuffled together over all the face-down points; null: each side's
 *                  over its own
 * @param turnsUp   a side may, as its move, turn any face-down piece face up where it stands
 */
public record Concealment(Map<String, String> revealsAs, Mixed mixed, boolean turnsUp) {
	/**
	 * Both sides' pieces shuffled together over the face-down points (banqi).
	 *
	 * @param pieces           the true pieces, as a FEN of these rules: those of its board are shuffled, face down,
	 *                         over the face-down points of the start
	 * @param firstTurnDecides the side that turns up the first piece plays that piece's colour: when the piece is
	 *                         of the other side, the colours of every piece are exchanged (the game stays the same,
	 *                         since both sides have the same pieces)
	 */
	public record Mixed(String pieces, boolean firstTurnDecides) {
		public Mixed {
			Objects.requireNonNull(pieces, "pieces");
		}
	}

	public Concealment {
		revealsAs = Map.copyOf(revealsAs);
		if (revealsAs.isEmpty()) {
			throw new IllegalArgumentException("a concealment names at least one face-down kind");
		}
		if (mixed != null && revealsAs.size() != 1) {
			throw new IllegalArgumentException("a mixed concealment has one face-down kind, not " + revealsAs.size());
		}
	}

	public Concealment(Map<String, String> revealsAs) {
		this(revealsAs, null, false);
	}

	/** Both sides' pieces face down anywhere, over one face-down kind, nobody's until turned up. */
	public static Concealment mixed(String faceDownKind, String pieces, boolean turnsUp, boolean firstTurnDecides) {
		return new Concealment(Map.of(faceDownKind, faceDownKind), new Mixed(pieces, firstTurnDecides), turnsUp);
	}

	public boolean isMixed() {
		return mixed != null;
	}

	/** The same concealment, with turning a face-down piece up as a move or without it. */
	public Concealment withTurnsUp(boolean b) {
		return new Concealment(revealsAs, mixed, b);
	}
}
