package org.rulebench.publish.document;

import java.util.List;

/**
 * A rule in effect for the reading: one claim, or an open point with its alternatives.
 *
 * @param name   the rule's name
 * @param origin the reading that states it when the published reading inherits it; null when it states it itself
 * @param claims one claim, or each alternative's
 */
public record RuleEntry(String name, String origin, List<Claim> claims) {

	public RuleEntry {
		claims = List.copyOf(claims);
	}

	/** Whether the sources leave this rule open: the reading states alternatives. */
	public boolean open() {
		return claims.size() > 1 || claims.stream().anyMatch(c -> c.label() != null);
	}
}
