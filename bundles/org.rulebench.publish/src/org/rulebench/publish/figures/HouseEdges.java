package org.rulebench.publish.figures;

import java.util.LinkedHashMap;
import java.util.Map;

import org.rulebench.engine.cards.showdown.ShowdownEnumeration;
import org.rulebench.engine.cards.showdown.ShowdownEnumeration.Edge;
import org.rulebench.engine.cards.showdown.ShowdownEnumeration.Policy;
import org.rulebench.engine.cards.showdown.ShowdownVariant;

/**
 * A showdown's exact house edges over every deal, the figures a historian of a banking game cites beside the simulated
 * ones: the ante with the play bet and the ante bonus (for the player's policy where its rule leaves the choice), the
 * side bet on the player's hand, and the player's best reply, with where it stops playing. `rulebench edge` prints these;
 * a published document has them in its table "house-edge".
 */
public final class HouseEdges {
	private HouseEdges() {
	}

	/**
	 * The edges of one combination: "decks", "deals", "ante_edge"/"ante_fraction", "side_bet_edge"/"side_bet_fraction"
	 * (where it has a side bet), and with {@code best} "best_ante_edge"/"best_ante_fraction", "best_worst_played" and
	 * "best_best_folded" (the worst hand the best reply plays and the best it folds, "nothing" where there is none).
	 */
	public static Map<String, Object> of(ShowdownVariant v, String player, boolean best) {
		ShowdownEnumeration e = v.enumeration();
		Map<String, Object> r = new LinkedHashMap<>();
		r.put("decks", v.rules().decks());
		r.put("deals", e.deals());
		put(r, "ante_", e.edge(Policy.of(player)));
		if (v.rules().sideBet()) {
			put(r, "side_bet_", e.sideEdge());
		}
		if (best) {
			put(r, "best_ante_", e.edge(Policy.BEST));
			int[] t = e.bestThreshold();
			r.put("best_worst_played", t[0] < 0 ? "nothing" : e.ranks(t[0]));
			r.put("best_best_folded", t[1] < 0 ? "nothing" : e.ranks(t[1]));
		}
		return r;
	}

	/** Whether the best reply's row says the rule leaves the player no choice. */
	public static boolean noChoice(Map<String, Object> r) {
		return "nothing".equals(r.get("best_worst_played")) && "nothing".equals(r.get("best_best_folded"));
	}

	private static void put(Map<String, Object> r, String prefix, Edge e) {
		r.put(prefix + "edge", e.value());
		r.put(prefix + "fraction", e.fraction());
	}
}
