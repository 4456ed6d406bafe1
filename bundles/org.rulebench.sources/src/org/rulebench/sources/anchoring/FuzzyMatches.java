package org.rulebench.sources.anchoring;

import java.util.ArrayList;
import java.util.List;

/**
 * The places in a text that differ least from a pattern, at most {@code maxErrors} insertions, deletions or
 * substitutions (approximate matching by edit distance with a free start, Sellers 1980), one per place: of
 * overlapping candidates the one nearest the pattern's length is kept.
 */
final class FuzzyMatches {
	final List<int[]> matches = new ArrayList<>();
	int errors;

	private FuzzyMatches() {
	}

	static FuzzyMatches find(int[] text, int[] pattern, int maxErrors) {
		int m = pattern.length;
		int n = text.length;
		// cost[i][j]: fewest edits turning pattern[0..i) into some text ending at j; start[i][j]: where that text starts
		int[][] cost = new int[m + 1][n + 1];
		int[][] start = new int[m + 1][n + 1];
		for (int j = 0; j <= n; j++) {
			start[0][j] = j;
		}
		for (int i = 1; i <= m; i++) {
			cost[i][0] = i;
			start[i][0] = 0;
			for (int j = 1; j <= n; j++) {
				int substitute = cost[i - 1][j - 1] + (pattern[i - 1] == text[j - 1] ? 0 : 1);
				int delete = cost[i - 1][j] + 1;
				int insert = cost[i][j - 1] + 1;
				if (substitute <= delete && substitute <= insert) {
					cost[i][j] = substitute;
					start[i][j] = start[i - 1][j - 1];
				} else if (delete <= insert) {
					cost[i][j] = delete;
					start[i][j] = start[i - 1][j];
				} else {
					cost[i][j] = insert;
					start[i][j] = start[i][j - 1];
				}
			}
		}
		FuzzyMatches found = new FuzzyMatches();
		int best = Integer.MAX_VALUE;
		for (int j = 1; j <= n; j++) {
			best = Math.min(best, cost[m][j]);
		}
		if (best > maxErrors) {
			return found;
		}
		found.errors = best;
		for (int j = 1; j <= n; j++) {
			if (cost[m][j] != best || start[m][j] == j) {
				continue;
			}
			int[] candidate = { start[m][j], j };
			int[] last = found.matches.isEmpty() ? null : found.matches.get(found.matches.size() - 1);
			if (last != null && candidate[0] < last[1]) {
				if (Math.abs(candidate[1] - candidate[0] - m) < Math.abs(last[1] - last[0] - m)) {
					found.matches.set(found.matches.size() - 1, candidate);
				}
				continue;
			}
			found.matches.add(candidate);
		}
		return found;
	}
}
