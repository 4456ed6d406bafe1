package org.rulebench.engine.cards.ranking;

import java.util.Objects;

/**
 * One hand of a ladder: its name, its rung (0 the best; hands sharing a rung rank equal to each other), the condition
 * its cards meet, and how hands of it rank among themselves.
 */
public record HandDefinition(String name, int rung, HandCondition when, Order order) {
	public HandDefinition {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(when, "when");
		Objects.requireNonNull(order, "order");
		if (rung < 0) {
			throw new IllegalArgumentException(name + ": a rung is 0 (the best) or more, not " + rung);
		}
		if (HandCondition.asksHand(when)) {
			throw new IllegalArgumentException(name + ": a hand is defined by its cards, not by which hand it is");
		}
	}
}
