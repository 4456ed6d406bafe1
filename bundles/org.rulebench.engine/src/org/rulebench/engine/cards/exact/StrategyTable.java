package org.rulebench.engine.cards.exact;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.draw.Sight;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.cards.hand.Deng;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.Strategy;

/**
 * A pure policy as a reader takes it in: one row per count of the two cards (0 to 7), one column per kind of
 * two-card hand (no deng, two of a rank, two of a suit), each cell what the policy does with every such hand: "draw",
 * "stand", "must" (the rules force the draw), "stands" (the rules forbid it), "draw 12/16" where the best choice
 * differs with the cards themselves (or with what the side sees), "-" where no such hand exists.
 */
public final class StrategyTable {
	public static final List<Deng> COLUMNS = List.of(Deng.NONE, Deng.PAIR, Deng.SUITED);

	private StrategyTable() {
	}

	/**
	 * The cells of the policy, {@code cells[count][column]}: what it does where the side's rule leaves the choice;
	 * "must" where the rule forces every such hand to draw, "stands" where it bars every one.
	 *
	 * @param banker    whose rule binds: the banker's (else the player's)
	 * @param otherDrew for the banker: the column set of a round in which the player drew (over every card it may have
	 *                  drawn, where third cards are dealt face up)
	 */
	public static String[][] cells(Hands hands, Strategy policy, boolean banker, boolean otherDrew) {
		int[][] draws = new int[8][3];
		int[][] all = new int[8][3];
		int[][] forced = new int[8][3];
		int[][] barred = new int[8][3];
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = a + 1; b < Cards.DECK; b++) {
				HandValue h = hands.two(a, b);
				if (h.pok()) {
					continue;
				}
				int col = COLUMNS.indexOf(h.deng());
				int t = h.total();
				for (int sight : sights(hands, banker, otherDrew, a, b)) {
					Verdict v = banker ? hands.bankerVerdict(a, b, sight) : hands.playerVerdict(a, b);
					if (v == Verdict.MUST) {
						forced[t][col]++;
					} else if (v == Verdict.STAND) {
						barred[t][col]++;
					} else {
						all[t][col]++;
						if (policy.draws(a, b, sight)) {
							draws[t][col]++;
						}
					}
				}
			}
		}
		String[][] cells = new String[8][3];
		for (int t = 0; t < 8; t++) {
			for (int c = 0; c < 3; c++) {
				int n = all[t][c];
				cells[t][c] = n > 0 ? (draws[t][c] == n ? "draw" : draws[t][c] == 0 ? "stand" : "draw " + draws[t][c] + "/" + n)
						: forced[t][c] > 0 && barred[t][c] > 0 ? "must/stands"
								: forced[t][c] > 0 ? "must" : barred[t][c] > 0 ? "stands" : "-";
			}
		}
		return cells;
	}

	private static int[] sights(Hands hands, boolean banker, boolean otherDrew, int a, int b) {
		if (!banker || !otherDrew) {
			return new int[] { Sight.STOOD };
		}
		if (!hands.rules().thirdCardShown()) {
			return new int[] { Sight.DREW };
		}
		return java.util.stream.IntStream.range(0, Cards.DECK).filter(x -> x != a && x != b).map(Sight::shown).toArray();
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
