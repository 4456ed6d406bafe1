package org.rulebench.engine.scoring;

import org.rulebench.engine.position.Position;

/** {@link StepTrigger#breaksPairInBearOff()}: a record, so that every instance is equal, as rule sets compare. */
record BreaksPairInBearOff() implements StepTrigger {

	@Override
	public boolean fires(Position before, int side, int from, int to, boolean hit, boolean bearingOff, int standing) {
		return bearingOff && to != 0 && from <= before.points() && standing == 2 && before.count(side, from) == 2;
	}

	@Override
	public boolean onlyBearingOff() {
		return true;
	}
}
