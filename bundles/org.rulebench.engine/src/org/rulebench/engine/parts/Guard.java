package org.rulebench.engine.parts;

import org.rulebench.engine.position.Position;
import org.rulebench.engine.scoring.Condition;

/** A condition of a constraint: true or false of the side's standing, the roll and the turn so far. */
@FunctionalInterface
public interface Guard {
	Guard ALWAYS = (p, s, t) -> true;
	Guard NEVER = (p, s, t) -> false;

	boolean holds(Position position, int side, TurnSoFar turn);

	/** A condition on the standing alone. */
	static Guard of(Condition condition) {
		return (p, s, t) -> condition.holds(p, s);
	}

	default Guard and(Guard other) {
		return (p, s, t) -> holds(p, s, t) && other.holds(p, s, t);
	}

	default Guard or(Guard other) {
		return (p, s, t) -> holds(p, s, t) || other.holds(p, s, t);
	}

	default Guard negate() {
		return (p, s, t) -> !holds(p, s, t);
	}

	/** The roll is one of the given throws ({low, high} each), or any double if {@code doubles}. */
	static Guard rollIs(int[][] throwsOf, boolean doubles) {
		return (p, s, t) -> {
			int[] r = t.roll();
			if (r.length != 2) {
				return false;
			}
			if (doubles && r[0] == r[1]) {
				return true;
			}
			for (int[] k : throwsOf) {
				if (k[0] == r[0] && k[1] == r[1] || k[0] == r[1] && k[1] == r[0]) {
					return true;
				}
			}
			return false;
		};
	}

	static Guard firstTurn() {
		return (p, s, t) -> t.firstTurn();
	}

	/**
	 * Some opposing piece stands past the run being judged: on a point the opponent reaches after every point of
	 * the run (between it and the opponent's end of the board).
	 */
	static Guard opposingPastRun() {
		return (p, s, t) -> {
			int lo = t.runLow();
			int hi = t.runHigh();
			if (lo == 0) {
				return false;
			}
			int nearest = Integer.MAX_VALUE;
			for (int q = lo; q <= hi; q++) {
				nearest = Math.min(nearest, p.trackTables().opposite(s, q));
			}
			for (int q = 1; q < nearest; q++) {
				if (p.count(1 - s, q) > 0) {
					return true;
				}
			}
			return false;
		};
	}
}
