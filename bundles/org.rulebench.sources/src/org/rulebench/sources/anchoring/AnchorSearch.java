package org.rulebench.sources.anchoring;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds an anchor in a passage's text, in this order: where it was (the quote and its context unchanged); the quote
 * word for word elsewhere (the context, then the old position, choose among several); the quote with at most a
 * few edits (a fraction of its length, {@link #maxErrorRate}), if exactly one place is best. Otherwise the citation
 * is orphaned: a weak or ambiguous match is never taken.
 *
 * <pre>
 * Attachment a = new AnchorSearch().anchor(anchor).text(passage.text()).call();
 * </pre>
 */
public final class AnchorSearch {
	/** Quotes shorter than this (in code points) must be found word for word: a fuzzy match of two or three
	 * characters is as likely to be another phrase as the quoted one. */
	public static final int MIN_FUZZY_LENGTH = 5;

	private Anchor anchor;
	private String text;
	private double maxErrorRate = 0.2;

	public AnchorSearch anchor(Anchor anchor) {
		this.anchor = anchor;
		return this;
	}

	/** The passage's text now. */
	public AnchorSearch text(String text) {
		this.text = text;
		return this;
	}

	/** Edits allowed in a fuzzy match, as a fraction of the quote's length (0 turns fuzzy matching off). */
	public AnchorSearch maxErrorRate(double rate) {
		if (rate < 0 || rate >= 0.5) {
			throw new IllegalArgumentException("an error rate from 0 to below 0.5, not " + rate);
		}
		this.maxErrorRate = rate;
		return this;
	}

	public Attachment call() {
		if (anchor == null || text == null) {
			throw new IllegalStateException("set the anchor and the text first");
		}
		int[] cps = CodePoints.of(text);
		int[] quote = CodePoints.of(anchor.quote().exact());
		int[] prefix = CodePoints.of(anchor.quote().prefix());
		int[] suffix = CodePoints.of(anchor.quote().suffix());
		TextPositionSelector hint = anchor.position();

		if (hint != null && CodePoints.regionEquals(cps, hint.start(), quote) && hint.length() == quote.length
				&& CodePoints.commonBefore(cps, hint.start(), prefix) == prefix.length
				&& CodePoints.commonAfter(cps, hint.end(), suffix) == suffix.length) {
			return found(Attachment.Status.UNCHANGED, cps, hint.start(), hint.end(), 0);
		}

		List<int[]> exact = new ArrayList<>();
		for (int at = 0; at + quote.length <= cps.length; at++) {
			if (CodePoints.regionEquals(cps, at, quote)) {
				exact.add(new int[] { at, at + quote.length });
			}
		}
		if (!exact.isEmpty()) {
			int[] best = best(exact, cps, prefix, suffix, hint, true);
			return found(Attachment.Status.MOVED, cps, best[0], best[1], 0);
		}

		int maxErrors = (int) Math.floor(quote.length * maxErrorRate);
		if (quote.length < MIN_FUZZY_LENGTH || maxErrors < 1) {
			return Attachment.orphaned("the quote \"" + anchor.quote().exact() + "\" is no longer in passage " + anchor.passageId());
		}
		FuzzyMatches fuzzy = FuzzyMatches.find(cps, quote, maxErrors);
		if (fuzzy.matches.isEmpty()) {
			return Attachment.orphaned("the quote \"" + anchor.quote().exact() + "\" is no longer in passage " + anchor.passageId()
					+ ", not even with " + maxErrors + (maxErrors == 1 ? " edit" : " edits"));
		}
		int[] best = best(fuzzy.matches, cps, prefix, suffix, hint, false);
		if (best == null) {
			return Attachment.orphaned("the quote \"" + anchor.quote().exact() + "\" is no longer in passage " + anchor.passageId()
					+ " word for word, and " + fuzzy.matches.size() + " places resemble it equally");
		}
		return found(Attachment.Status.FUZZY, cps, best[0], best[1], fuzzy.errors);
	}

	/**
	 * The candidate whose surroundings agree most with the quote's context; among equals the one nearest the old
	 * position if {@code hintDecides}, else none (null): a fuzzy match must be unique.
	 */
	private static int[] best(List<int[]> candidates, int[] cps, int[] prefix, int[] suffix, TextPositionSelector hint,
			boolean hintDecides) {
		int bestScore = -1;
		List<int[]> tied = new ArrayList<>();
		for (int[] c : candidates) {
			int score = CodePoints.commonBefore(cps, c[0], prefix) + CodePoints.commonAfter(cps, c[1], suffix);
			if (score > bestScore) {
				bestScore = score;
				tied.clear();
			}
			if (score == bestScore) {
				tied.add(c);
			}
		}
		if (tied.size() == 1) {
			return tied.get(0);
		}
		if (!hintDecides) {
			return null;
		}
		int[] nearest = tied.get(0);
		for (int[] c : tied) {
			if (hint != null && Math.abs(c[0] - hint.start()) < Math.abs(nearest[0] - hint.start())) {
				nearest = c;
			}
		}
		return nearest;
	}

	private static Attachment found(Attachment.Status status, int[] cps, int start, int end, int errors) {
		return new Attachment(status, new TextPositionSelector(start, end), CodePoints.string(cps, start, end), errors, null);
	}
}
