package org.rulebench.sources.anchoring;

/**
 * Where the quote was: code points [start, end) of the passage's text (W3C Web Annotation TextPositionSelector).
 * Only a hint: the quote decides, the position picks among equal candidates.
 */
public record TextPositionSelector(int start, int end) {

	public TextPositionSelector {
		if (start < 0 || end < start) {
			throw new IllegalArgumentException("no text runs from " + start + " to " + end);
		}
	}

	public int length() {
		return end - start;
	}
}
