package org.rulebench.engine.cards.exact;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.hand.Deng;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.Strategy;

/**
 * A pure policy as a reader takes it in: one row per count of the two cards (0 to 7), one column per kind of
 * two-card hand (no deng, two of a rank, two of a suit), each cell what the policy does with every such hand: "draw",
 * "stand", "must" (the rules force the draw), "draw 12/16" where the best choice differs with the cards themselves,
 * "-" where no such hand exists.
 */
public final class StrategyTable {
	public static final List<Deng> COLUMNS = List.of(Deng.NONE, Deng.PAIR, Deng.SUITED);

	private StrategyTable() {
	}

	/**
	 * The cells of the policy, {@code cells[count][column]}.
	 *
	 * @param forcedApplies whether the forced draw binds this side (the player; the banker only under the player's rule)
	 * @param otherDrew     for the banker: the column set of a round in which the player drew
	 */
	public static String[][] cells(Hands hands, Strategy policy, boolean forcedApplies, boolean otherDrew) {
		int[][] draws = new int[8][3];
		int[][] all = new int[8][3];
		boolean[][] forced = new boolean[8][3];
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = a + 1; b < Cards.DECK; b++) {
				HandValue h = hands.two(a, b);
				if (h.pok()) {
					continue;
				}
				int col = COLUMNS.indexOf(h.deng());
				if (forcedApplies && hands.forcedToDraw(a, b)) {
					forced[h.total()][col] = true;
					continue;
				}
				all[h.total()][col]++;
				if (policy.draws(a, b, otherDrew)) {
					draws[h.total()][col]++;
				}
			}
		}
		String[][] cells = new String[8][3];
		for (int t = 0; t < 8; t++) {
			for (int c = 0; c < 3; c++) {
				int n = all[t][c];
				cells[t][c] = n == 0 ? (forced[t][c] ? "must" : "-")
						: draws[t][c] == n ? "draw" : draws[t][c] == 0 ? "stand" : "draw " + draws[t][c] + "/" + n;
			}
		}
		return cells;
	}

	/** The table as aligned text lines, a header first. */
	public static List<String> lines(String[][] cells) {
		List<String> out = new ArrayList<>();
		out.add(String.format("%-7s %-12s %-14s %-14s", "count", "no deng", "two of a rank", "two of a suit"));
		for (int t = 0; t < cells.length; t++) {
			out.add(String.format("%-7d %-12s %-14s %-14s", t, cells[t][0], cells[t][1], cells[t][2]));
		}
		return out;
	}
}
