package org.rulebench.engine.scoring;

import java.util.Objects;

/**
 * A named event with the chips (籌) it brings the side it happens to: +1 for seven pairs, −3 for a 掲頭.
 *
 * @param event   the event's name, as statistics report it
 * @param trigger when it fires
 * @param chips   chips gained (negative: lost) each time
 */
public record ScoringRule(String event, Trigger trigger, int chips) {

	public ScoringRule {
		Objects.requireNonNull(event, "event");
		Objects.requireNonNull(trigger, "trigger");
	}
}
