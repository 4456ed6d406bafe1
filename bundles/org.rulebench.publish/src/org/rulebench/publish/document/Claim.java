package org.rulebench.publish.document;

import java.util.List;

/**
 * What a rule, or one alternative of it, says, and on what.
 *
 * @param label    the alternative's label; null for a rule without alternatives
 * @param text     the claim in the words the reading states it
 * @param evidence described, reconstructed, suggested, assumed, contradicted, or unlabelled
 * @param cites    its citations, in the order written
 */
public record Claim(String label, String text, String evidence, List<Cite> cites) {

	public Claim {
		cites = List.copyOf(cites);
	}
}
