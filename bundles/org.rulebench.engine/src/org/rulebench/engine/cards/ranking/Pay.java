package org.rulebench.engine.cards.ranking;

import java.util.Objects;

/** What a hand meeting a condition pays, in stakes: a hand pays the most of the pays it meets, nothing if none. */
public record Pay(HandCondition when, int times) {
	/** The most a hand may pay. */
	public static final int MOST = 1000;

	public Pay {
		Objects.requireNonNull(when, "when");
		if (times < 0 || times > MOST) {
			throw new IllegalArgumentException("a hand pays 0 to " + MOST + " stakes, not " + times);
		}
	}
}
