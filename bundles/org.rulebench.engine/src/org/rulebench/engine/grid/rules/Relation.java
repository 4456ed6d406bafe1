package org.rulebench.engine.grid.rules;

import java.util.List;
import java.util.Objects;

/**
 * What pieces of some kinds may not do to pieces of others, built into the move tables (so check sees it too):
 * jump over them as a screen, or capture them (janggi: a cannon may neither jump over nor take a cannon).
 */
public record Relation(List<String> movers, Kind kind, List<String> others) {
	public enum Kind {
		/** A hopping move may not use a piece of the others as its screen. */
		NO_JUMPING_OVER,
		/** No move may capture a piece of the others. */
		NO_CAPTURING
	}

	public Relation {
		movers = List.copyOf(movers);
		Objects.requireNonNull(kind, "kind");
		others = List.copyOf(others);
		if (movers.isEmpty() || others.isEmpty()) {
			throw new IllegalArgumentException("a relation names the kinds on both sides");
		}
	}
}
