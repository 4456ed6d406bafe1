package org.rulebench.engine.scoring;

import org.rulebench.engine.position.Position;

/**
 * An event fired by one step of a play, judged on the position just before the step. Plays that reach the same
 * board with different step events are different results: a player may prefer the one without the penalty.
 */
public non-sealed interface StepTrigger extends Trigger {

	/**
	 * @param before     the position before the step
	 * @param side       the side moving
	 * @param from       the point left (own numbering; bar and off-board entries are points+1 and points+2)
	 * @param to         the point reached, 0 for borne off
	 * @param hit        the step hit an opposing piece
	 * @param bearingOff the side was bearing off (all home) when it stepped
	 * @param standing   pieces on {@code from} that stood there when the turn began (not moved there this turn)
	 */
	boolean fires(Position before, int side, int from, int to, boolean hit, boolean bearingOff, int standing);

	/**
	 * The only point whose leaving can fire the event, or -1 if any step may: the play generator needs not try
	 * both orders of two steps that leave other points (see {@code PlayGenerator}).
	 */
	default int onlyLeaving() {
		return -1;
	}

	/** The event fires only while the side bears off. */
	default boolean onlyBearingOff() {
		return false;
	}

	/**
	 * This event only while the condition holds of the side's standing just before the step ("when a piece is
	 * borne off and opposing pieces borne off = 0, the side scores 1 chip").
	 */
	static StepTrigger when(StepTrigger event, Condition condition) {
		return new StepTrigger() {
			@Override
			public boolean fires(Position before, int side, int from, int to, boolean hit, boolean bearingOff, int standing) {
				return event.fires(before, side, from, to, hit, bearingOff, standing) && condition.holds(before, side);
			}

			@Override
			public int onlyLeaving() {
				return event.onlyLeaving();
			}

			@Override
			public boolean onlyBearingOff() {
				return event.onlyBearingOff();
			}
		};
	}

	/** A piece enters, from the bar or from off the board. */
	static StepTrigger enters() {
		return (before, side, from, to, hit, bearingOff, standing) -> from > before.points();
	}

	/** A piece is borne off. */
	static StepTrigger borneOff() {
		return (before, side, from, to, hit, bearingOff, standing) -> to == 0;
	}

	/** A piece lands on a point where a piece of its side stands. */
	static StepTrigger landsOnOwn() {
		return (before, side, from, to, hit, bearingOff, standing) -> to >= 1 && before.count(side, to) > 0;
	}

	/** Every hit. */
	static StepTrigger hit() {
		return (before, side, from, to, hit, bearingOff, standing) -> hit;
	}

	/** A piece leaves the given point while the guard holds (七梁 掲頭: leaving rear point 1 before seven pairs). */
	static StepTrigger leaves(int point, Condition guard) {
		return new StepTrigger() {
			@Override
			public boolean fires(Position before, int side, int from, int to, boolean hit, boolean bearingOff, int standing) {
				return from == point && guard.holds(before, side);
			}

			@Override
			public int onlyLeaving() {
				return point;
			}
		};
	}

	/**
	 * 頭破: while bearing off, a piece that cannot leave moves on and breaks a pair that stood (常に二つ並んでいる),
	 * leaving one behind; a pair made earlier in the same play is not a standing pair.
	 */
	static StepTrigger breaksPairInBearOff() {
		return new BreaksPairInBearOff();
	}
}
