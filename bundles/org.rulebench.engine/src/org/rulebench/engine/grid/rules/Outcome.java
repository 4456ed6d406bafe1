package org.rulebench.engine.grid.rules;

/** What an end means for the side it concerns (the side to move, for checkmate and stalemate). */
public enum Outcome {
	WIN, LOSS, DRAW;

	/** The outcome for the other side. */
	public Outcome opposite() {
		return this == WIN ? LOSS : this == LOSS ? WIN : DRAW;
	}
}
