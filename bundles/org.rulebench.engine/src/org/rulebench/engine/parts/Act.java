package org.rulebench.engine.parts;

/** What a constraint allows or forbids: a step of a play, or what a whole play does. */
public sealed interface Act {

	/**
	 * A step that moves a piece off point {@code from} (0: any point or slot, -1: any point of the board) onto point
	 * {@code onto} (0: anywhere, off the board too; -1: any point of the board), or, when {@code ontoLast} is a
	 * point, onto any of the points {@code onto} to {@code ontoLast} (own numbering: "onto points 13 to 24", "onto
	 * the opposing home"); if {@code summed}, only a step that uses two or more dice at once.
	 */
	record Move(int from, int onto, boolean summed, int ontoLast) implements Act {
		public Move {
			if (ontoLast != 0 && (onto < 1 || ontoLast < onto)) {
				throw new IllegalArgumentException("points " + onto + " to " + ontoLast + " are no range of landing points");
			}
		}

		public Move(int from, int onto, boolean summed) {
			this(from, onto, summed, 0);
		}

		public Move(int from, int onto) {
			this(from, onto, false);
		}

		/** Whether a step landing on point {@code to} (0: borne off) lands where the act says. */
		public boolean landsOn(int to) {
			return ontoLast != 0 ? to >= onto && to <= ontoLast : onto == 0 || onto == to || onto == -1 && to >= 1;
		}
	}

	/**
	 * A step that enters a piece from the bar or from off the board (or only one of the two); summed as in
	 * {@link Move}; landing on any point when {@code ontoLast} is 0, else on one of the points {@code onto} to
	 * {@code ontoLast} (own numbering: "enter a piece onto points 19 to 24").
	 */
	record Enter(Source source, boolean summed, int onto, int ontoLast) implements Act {
		public Enter {
			if (ontoLast != 0 && (onto < 1 || ontoLast < onto)) {
				throw new IllegalArgumentException("points " + onto + " to " + ontoLast + " are no range of landing points");
			}
		}

		public Enter(Source source, boolean summed) {
			this(source, summed, 0, 0);
		}

		public Enter() {
			this(Source.ANY, false);
		}

		/** Whether an entry landing on point {@code to} lands where the act says. */
		public boolean landsOn(int to) {
			return ontoLast == 0 || to >= onto && to <= ontoLast;
		}

		/** As before the range was added, without one: trained players' fingerprints read it. */
		@Override
		public String toString() {
			return "Enter[source=" + source + ", summed=" + summed + (ontoLast == 0 ? "" : ", onto=" + onto + ", ontoLast=" + ontoLast) + "]";
		}
	}

	/** Where an entering piece comes from. */
	enum Source {
		ANY, BAR, OFF_BOARD
	}

	/** A step that bears a piece off: with any die, or only a die equal to, larger or smaller than its point. */
	record BearOff(Pips pips) implements Act {
		public BearOff() {
			this(Pips.ANY);
		}
	}

	/** How the pips a bear-off uses compare with the point the piece leaves from. */
	enum Pips {
		ANY, EXACT, LARGER, SMALLER
	}

	/**
	 * A step of a piece that has already moved this turn: every piece on its point moved there this turn. If
	 * {@code whileBearing}, only the steps taken while the side bore off count, and only while it bears off.
	 */
	record MoveAgain(boolean whileBearing) implements Act {
	}

	/** A step that takes the opposing piece on the point a die names, with a die that can bear off nothing (折葉). */
	record Take() implements Act {
	}

	/**
	 * A play that leaves {@code length} or more points in a row, each held (the opponent may not land on it) or, if
	 * {@code made}, made (two or more of the side's pieces).
	 */
	record LeaveRun(int length, boolean made) implements Act {
	}

	/** A play that uses as many dice as any legal play of the roll uses (only with {@code must}). */
	record UseMostDice() implements Act {
	}

	/**
	 * A play that, among those using the most dice, moves the most pips: with two dice, the larger die when only
	 * one can be used (only with {@code must}).
	 */
	record UseLargerDie() implements Act {
	}

	/** Offering the opponent to double the stakes before the side's roll (the doubling cube). */
	record OfferDouble() implements Act {
	}

	/** Whether the act is judged on a whole play (its result, or the dice it uses) rather than step by step. */
	default boolean ofAPlay() {
		return this instanceof LeaveRun || this instanceof UseMostDice || this instanceof UseLargerDie;
	}
}
