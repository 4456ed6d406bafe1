package org.rulebench.sources.anchoring;

/** Text as an array of Unicode code points, and back: CJK Extension B (𠀋) is one code point, two chars. */
final class CodePoints {
	private CodePoints() {
	}

	static int[] of(String s) {
		return s.codePoints().toArray();
	}

	static String string(int[] cps, int from, int to) {
		return new String(cps, from, to - from);
	}

	static boolean regionEquals(int[] text, int at, int[] part) {
		if (at < 0 || at + part.length > text.length) {
			return false;
		}
		for (int i = 0; i < part.length; i++) {
			if (text[at + i] != part[i]) {
				return false;
			}
		}
		return true;
	}

	/** How many code points before {@code at} agree with the end of {@code prefix}, read backwards. */
	static int commonBefore(int[] text, int at, int[] prefix) {
		int n = 0;
		while (n < prefix.length && at - 1 - n >= 0 && text[at - 1 - n] == prefix[prefix.length - 1 - n]) {
			n++;
		}
		return n;
	}

	/** How many code points from {@code at} on agree with the start of {@code suffix}. */
	static int commonAfter(int[] text, int at, int[] suffix) {
		int n = 0;
		while (n < suffix.length && at + n < text.length && text[at + n] == suffix[n]) {
			n++;
		}
		return n;
	}
}
