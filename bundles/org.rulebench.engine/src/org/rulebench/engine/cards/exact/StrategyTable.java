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
 * two-card hand (no deng, two of a rank, two of a suit; under hands defined by conditions, each hand of the ranking
 * two cards make, by its name, apart by what it pays where that is more than one stake), each cell what the policy does with every such hand: "draw",
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
		List<String> columns = columns(hands);
		int n = columns.size();
		int[][] draws = new int[8][n];
		int[][] all = new int[8][n];
		int[][] forced = new int[8][n];
		int[][] barred = new int[8][n];
		int ranks = hands.rules().ranks();
		int twice = hands.rules().decks() > 1 ? 0 : 1;
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = a + twice; b < Cards.DECK; b++) {
				if ((ranks >> Cards.rank(a) & 1) == 0 || (ranks >> Cards.rank(b) & 1) == 0) {
					continue; // a rank the deck leaves out
				}
				HandValue h = hands.two(a, b);
				if (h.pok()) {
					continue;
				}
				int col = columns.indexOf(column(h));
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
		String[][] cells = new String[8][n];
		for (int t = 0; t < 8; t++) {
			for (int c = 0; c < n; c++) {
				int held = all[t][c];
				cells[t][c] = held > 0 ? (draws[t][c] == held ? "draw" : draws[t][c] == 0 ? "stand" : "draw " + draws[t][c] + "/" + held)
						: forced[t][c] > 0 && barred[t][c] > 0 ? "must/stands"
								: forced[t][c] > 0 ? "must" : barred[t][c] > 0 ? "stands" : "-";
			}
		}
		return cells;
	}

	/** The deng kinds' words, the columns under the fixed categories. */
	private static final List<String> DENG_WORDS = List.of("no deng", "two of a rank", "two of a suit");

	/**
	 * The columns of the tables under these rules: the kinds of deng under the fixed categories; under hands defined by
	 * conditions, every hand two cards that are no pok make, best first, by its name ("total", "total pays 2").
	 */
	public static List<String> columns(Hands hands) {
		return hands.rules().hands() == null ? DENG_WORDS : named(hands);
	}

	private static List<String> named(Hands hands) {
		java.util.TreeMap<Long, String> byRank = new java.util.TreeMap<>();
		int ranks = hands.rules().ranks();
		int twice = hands.rules().decks() > 1 ? 0 : 1;
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = a + twice; b < Cards.DECK; b++) {
				if ((ranks >> Cards.rank(a) & 1) == 0 || (ranks >> Cards.rank(b) & 1) == 0) {
					continue; // a rank the deck leaves out
				}
				HandValue h = hands.two(a, b);
				if (!h.pok()) {
					byRank.putIfAbsent((long) h.rung() << 32 | (Integer.MAX_VALUE - h.multiplier()), column(h));
				}
			}
		}
		return List.copyOf(new java.util.LinkedHashSet<>(byRank.values()));
	}

	private static String column(HandValue h) {
		if (!h.ranked()) {
			return DENG_WORDS.get(COLUMNS.indexOf(h.deng()));
		}
		return h.multiplier() > 1 ? h.name() + " pays " + h.multiplier() : h.name();
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

	/** The table under the fixed categories as aligned text lines, a header first. */
	public static List<String> lines(String[][] cells) {
		List<String> out = new ArrayList<>();
		out.add(String.format("%-7s %-12s %-14s %-14s", "count", "no deng", "two of a rank", "two of a suit"));
		for (int t = 0; t < cells.length; t++) {
			out.add(String.format("%-7d %-12s %-14s %-14s", t, cells[t][0], cells[t][1], cells[t][2]));
		}
		return out;
	}

	/** The table with these columns ({@link #columns}) as aligned text lines, a header first. */
	public static List<String> lines(List<String> columns, String[][] cells) {
		int[] width = new int[columns.size()];
		for (int c = 0; c < width.length; c++) {
			width[c] = columns.get(c).length();
			for (String[] row : cells) {
				width[c] = Math.max(width[c], row[c].length());
			}
		}
		List<String> out = new ArrayList<>();
		StringBuilder head = new StringBuilder(String.format("%-7s", "count"));
		for (int c = 0; c < width.length; c++) {
			head.append(' ').append(String.format("%-" + width[c] + "s", columns.get(c)));
		}
		out.add(head.toString().stripTrailing());
		for (int t = 0; t < cells.length; t++) {
			StringBuilder line = new StringBuilder(String.format("%-7d", t));
			for (int c = 0; c < width.length; c++) {
				line.append(' ').append(String.format("%-" + width[c] + "s", cells[t][c]));
			}
			out.add(line.toString().stripTrailing());
		}
		return out;
	}
}
