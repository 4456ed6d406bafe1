package org.rulebench.engine.scoring;

import org.rulebench.engine.position.Position;

/** Something true or false of one side's standing in a position. */
@FunctionalInterface
public interface Condition {

	boolean holds(Position position, int side);

	default Condition and(Condition other) {
		return (p, s) -> holds(p, s) && other.holds(p, s);
	}

	default Condition or(Condition other) {
		return (p, s) -> holds(p, s) || other.holds(p, s);
	}

	default Condition negate() {
		return (p, s) -> !holds(p, s);
	}
}
