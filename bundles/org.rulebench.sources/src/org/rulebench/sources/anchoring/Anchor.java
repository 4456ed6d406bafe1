package org.rulebench.sources.anchoring;

import java.util.Objects;
import java.util.Optional;

/**
 * A citation's hold on a passage: the passage id, the quote with its context, and where it was. Made once from the
 * passage's text ({@link #of}); {@link AnchorSearch} finds it again when the text has changed.
 */
public record Anchor(String passageId, TextQuoteSelector quote, TextPositionSelector position) {
	/** Code points of context kept on each side of the quote. */
	public static final int CONTEXT = 10;

	public Anchor {
		Objects.requireNonNull(passageId, "passageId");
		Objects.requireNonNull(quote, "quote");
	}

	/** The anchor of the first occurrence of {@code exact} in the passage's text, or empty if it does not occur. */
	public static Optional<Anchor> of(String passageId, String text, String exact) {
		int[] cps = CodePoints.of(text);
		int[] quote = CodePoints.of(exact);
		if (quote.length == 0) {
			return Optional.empty();
		}
		for (int at = 0; at + quote.length <= cps.length; at++) {
			if (CodePoints.regionEquals(cps, at, quote)) {
				return Optional.of(at(passageId, cps, at, at + quote.length));
			}
		}
		return Optional.empty();
	}

	/** The anchor of code points [start, end) of the text. */
	public static Anchor of(String passageId, String text, int start, int end) {
		int[] cps = CodePoints.of(text);
		if (start < 0 || end > cps.length || start >= end) {
			throw new IllegalArgumentException("code points " + start + " to " + end + " are not in a text of " + cps.length);
		}
		return at(passageId, cps, start, end);
	}

	static Anchor at(String passageId, int[] cps, int start, int end) {
		String prefix = CodePoints.string(cps, Math.max(0, start - CONTEXT), start);
		String suffix = CodePoints.string(cps, end, Math.min(cps.length, end + CONTEXT));
		return new Anchor(passageId, new TextQuoteSelector(CodePoints.string(cps, start, end), prefix, suffix),
				new TextPositionSelector(start, end));
	}
}
