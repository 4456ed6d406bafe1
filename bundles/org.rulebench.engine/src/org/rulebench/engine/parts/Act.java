package org.rulebench.engine.parts;

/** What a constraint allows or forbids: a step of a play, or what a play leaves. */
public sealed interface Act {

	/** A step that moves a piece off point {@code from} (0: any point or slot) onto point {@code onto} (0: any). */
	record Move(int from, int onto) implements Act {
	}

	/** A step that enters a piece from the bar or from off the board. */
	record Enter() implements Act {
	}

	/** A step that bears a piece off. */
	record BearOff() implements Act {
	}

	/**
	 * A play that leaves {@code length} or more points in a row, each held (the opponent may not land on it) or, if
	 * {@code made}, made (two or more of the side's pieces).
	 */
	record LeaveRun(int length, boolean made) implements Act {
	}
}
