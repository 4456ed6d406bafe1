package org.rulebench.engine.grid.search;

import java.util.List;

import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.Fen;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.rules.Concealment;
import org.rulebench.engine.grid.rules.GridRules;

/**
 * What a face-down piece is worth to a player: the mean worth of the kinds its side may still have face down, as far
 * as the player knows: the side's pieces of the start, less those face up on the board and those the player knows
 * were taken (the ones it took itself, the ones it saw taken face up).
 */
public final class FaceDownValues {
	private FaceDownValues() {
	}

	/**
	 * Writes into {@code table} the worth of each side's face-down pieces.
	 *
	 * @param taken per side, the true kinds of its pieces the player knows were captured
	 */
	public static void apply(int[] table, GridPosition position, MaterialValues values, List<List<Integer>> taken) {
		GridRules rules = position.compiled().rules();
		Concealment concealment = rules.concealment();
		int kinds = rules.kinds().size();
		int n = rules.board().squares();
		if (concealment.isMixed()) {
			// nobody's until turned up, and as likely either side's: worth nothing to either
			for (String k : concealment.revealsAs().keySet()) {
				for (int side = 0; side < 2; side++) {
					int pc = CompiledRules.code(rules.kindIndex(k), side);
					java.util.Arrays.fill(table, pc * n, (pc + 1) * n, 0);
				}
			}
			return;
		}
		int[] start = Fen.placement(rules, rules.startFen()).pieces();
		for (int side = 0; side < 2; side++) {
			int[] left = new int[kinds];
			for (int pc : start) {
				if (pc != 0 && CompiledRules.sideOf(pc) == side) {
					left[trueKind(rules, concealment, CompiledRules.kindOf(pc))]++;
				}
			}
			for (int s = 0; s < n; s++) {
				if (position.sideAt(s) == side && !position.isFaceDown(s)) {
					left[position.kindAt(s)]--;
				}
			}
			for (int k : taken.get(side)) {
				left[k]--;
			}
			long sum = 0;
			int count = 0;
			for (int k = 0; k < kinds; k++) {
				if (left[k] > 0) {
					sum += (long) left[k] * values.average(k);
					count += left[k];
				}
			}
			for (int k = 0; k < kinds; k++) {
				if (concealment.revealsAs().containsKey(rules.kinds().get(k).name())) {
					int worth = count == 0 ? values.average(k) : (int) (sum / count);
					java.util.Arrays.fill(table, CompiledRules.code(k, side) * n, (CompiledRules.code(k, side) + 1) * n, worth);
				}
			}
		}
	}

	private static int trueKind(GridRules rules, Concealment concealment, int kind) {
		String up = concealment.revealsAs().get(rules.kinds().get(kind).name());
		return up == null ? kind : rules.kindIndex(up);
	}
}
