package org.rulebench.sources.anchoring;

/**
 * Where an anchor holds in a passage's text now, and how it was found; or that it is orphaned, and why.
 *
 * @param position code points of the text the citation now selects; null when orphaned
 * @param found    the text at that position (differs from the quote after a fuzzy match); null when orphaned
 * @param errors   edits between the quote and what was found (0 unless fuzzy)
 * @param reason   why the anchor is orphaned; null when it holds
 */
public record Attachment(Status status, TextPositionSelector position, String found, int errors, String reason) {

	public enum Status {
		/** The quote stands where it stood, with the same context: the passage did not change there. */
		UNCHANGED,
		/** The quote was found word for word elsewhere in the text (text was inserted or deleted before it). */
		MOVED,
		/** The quote itself changed a little and was found within the bound of errors allowed. */
		FUZZY,
		/** The quote is gone: no occurrence within the bound, or more than one equally good and nothing to choose. */
		ORPHANED
	}

	static Attachment orphaned(String reason) {
		return new Attachment(Status.ORPHANED, null, null, 0, reason);
	}

	public boolean anchored() {
		return status != Status.ORPHANED;
	}

	/** The anchor to store from now on: the quote as the text reads now, with its context and position. */
	public Anchor reanchor(String passageId, String text) {
		if (!anchored()) {
			throw new IllegalStateException("an orphaned citation has no anchor: " + reason);
		}
		return Anchor.of(passageId, text, position.start(), position.end());
	}
}
