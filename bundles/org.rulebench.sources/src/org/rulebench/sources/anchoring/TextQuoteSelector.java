package org.rulebench.sources.anchoring;

import java.util.Objects;

/** The quoted text with a little of what comes before and after it (W3C Web Annotation TextQuoteSelector). */
public record TextQuoteSelector(String exact, String prefix, String suffix) {

	public TextQuoteSelector {
		Objects.requireNonNull(exact, "exact");
		if (exact.isEmpty()) {
			throw new IllegalArgumentException("an empty quote selects nothing");
		}
		prefix = prefix == null ? "" : prefix;
		suffix = suffix == null ? "" : suffix;
	}
}
