package org.rulebench.publish.document;

import java.util.List;

/**
 * A claim of the literature about a position, checked against the engine under every combination of alternatives.
 *
 * @param name         its name
 * @param text         the expectation as the reading writes it
 * @param evidence     its evidence label
 * @param cites        what it rests on
 * @param combinations how many combinations it was checked under
 * @param holding      under how many it holds
 * @param failures     where it does not hold: "with kaito=crossed: with 5-3, ..."
 */
public record ExpectationEntry(String name, String text, String evidence, List<Cite> cites, int combinations, int holding,
		List<String> failures) {

	public ExpectationEntry {
		cites = List.copyOf(cites);
		failures = List.copyOf(failures);
	}

	/** "holds under all 48 combinations", "holds", "holds under 24 of 48 combinations", "does not hold". */
	public String verdict() {
		if (holding == combinations) {
			return combinations == 1 ? "holds" : "holds under all " + combinations + " combinations";
		}
		if (holding == 0) {
			return combinations == 1 ? "does not hold" : "holds under none of the " + combinations + " combinations";
		}
		return "holds under " + holding + " of " + combinations + " combinations";
	}

	public boolean holds() {
		return holding == combinations;
	}
}
