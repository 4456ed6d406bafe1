package org.rulebench.engine.parts;

/** What a guard may read of the turn being played besides the position: the roll and what moved so far. */
public interface TurnSoFar {

	/** The dice as thrown (a double given once). */
	int[] roll();

	/** The side has not finished a turn before this one. */
	boolean firstTurn();

	/** Pieces of the side moved off its own point (or slot) this turn, before the act judged. */
	int movedOff(int point);

	/** The point the act judged lands on (own numbering), 0 when it lands on none; the "it" of a guard. */
	int landing();

	/** The first point of the run judged by {@link Act.LeaveRun} (its lowest, own numbering), 0 otherwise. */
	int runLow();

	/** The last point of the run judged by {@link Act.LeaveRun}. */
	int runHigh();
}
