package org.rulebench.engine.parts;

/** What a guard may read of the turn being played besides the position: the roll and what moved so far. */
public interface TurnSoFar {

	/** The dice as thrown (a double given once). */
	int[] roll();

	/** The side has not finished a turn before this one. */
	boolean firstTurn();

	/** Pieces of the side moved off its own point (or slot) this turn, before the act judged. */
	int movedOff(int point);

	/** Pieces of the side entered (from the bar or from off the board) this turn, before the act judged. */
	int entered();

	/** Pieces of the side borne off this turn, before the act judged. */
	int borneOff();

	/** Opposing pieces the side hit (or held) this turn, before the act judged. */
	int hits();

	/** The side may bear off now, under the rules of bearing off (all home first, if they say so). */
	boolean bearingOff();

	/** The point the act judged lands on (own numbering), 0 when it lands on none; the "it" of a guard. */
	int landing();

	/** The point the act judged leaves (own numbering), 0 when it leaves none (an entry). */
	int leaving();

	/** The first point of the run judged by {@link Act.LeaveRun} (its lowest, own numbering), 0 otherwise. */
	int runLow();

	/** The last point of the run judged by {@link Act.LeaveRun}. */
	int runHigh();

	/**
	 * The start of the side's turn, the roll thrown and nothing moved yet: how the condition of an effect of a throw
	 * reads the turn ("when a side throws a double and turns played >= 3, ...").
	 */
	static TurnSoFar atStart(int[] roll, boolean firstTurn) {
		return new TurnSoFar() {
			@Override
			public int[] roll() {
				return roll;
			}

			@Override
			public boolean firstTurn() {
				return firstTurn;
			}

			@Override
			public int movedOff(int point) {
				return 0;
			}

			@Override
			public int entered() {
				return 0;
			}

			@Override
			public int borneOff() {
				return 0;
			}

			@Override
			public int hits() {
				return 0;
			}

			@Override
			public boolean bearingOff() {
				return false;
			}

			@Override
			public int landing() {
				return 0;
			}

			@Override
			public int leaving() {
				return 0;
			}

			@Override
			public int runLow() {
				return 0;
			}

			@Override
			public int runHigh() {
				return 0;
			}
		};
	}

	/** Nothing moved yet, no roll: how a guard judged outside a turn reads the turn (an expectation's position). */
	TurnSoFar NONE = atStart(new int[0], false);
}
