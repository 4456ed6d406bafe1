package org.rulebench.publish.document;

/**
 * One citation of a rule: the passage and the words of it the rule rests on.
 *
 * @param passage   the passage's id, e.g. pushuang.qiliang.chips
 * @param reference its canonical reference in the source (七梁雙陸.1.3), null where the source gives none
 * @param quote     the words quoted; null if the citation quotes nothing
 * @param before    the passage's text just before the quote (at most a few words), empty at its start
 * @param after     the passage's text just after the quote
 * @param found     whether the quote stands in the passage's text as transcribed
 * @param source    the number of the source in the document's list of sources (1, 2, ...), 0 if the passage is unknown
 */
public record Cite(String passage, String reference, String quote, String before, String after, boolean found, int source) {

	/** The passage and its reference as a reader looks them up: "pushuang.qiliang.chips (七梁雙陸.1.3)". */
	public String where() {
		return reference == null || reference.isEmpty() ? passage : passage + " (" + reference + ")";
	}

	public boolean hasQuote() {
		return quote != null && !quote.isEmpty();
	}
}
