package org.rulebench.cli;

/** Whole numbers as people type them on a command line: 100000, 100_000 or 100,000, within bounds. */
final class Numbers {
	private Numbers() {
	}

	static long whole(String option, String typed, long min, long max) {
		try {
			long n = Long.parseLong(typed.replace("_", "").replace(",", ""));
			if (n < min || n > max) {
				throw new Usage(option + " must be between " + min + " and " + max + ", not " + typed);
			}
			return n;
		} catch (NumberFormatException e) {
			throw new Usage(option + " needs a whole number, not '" + typed + "'");
		}
	}
}
