package org.rulebench.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.rulebench.publish.figures.HouseEdges;
import org.rulebench.readings.internal.Json;
import org.rulebench.engine.cards.showdown.ShowdownVariant;

/**
 * `rulebench edge` on a showdown (three-card poker): the house edge on the ante (with the play bet and ante bonus) for
 * the player's policy where its rule leaves the choice, the side bet's edge, and with --best the best policy's edge
 * and where it stops playing, one row per combination of alternatives.
 */
final class ShowdownEdges {
	private final PrintStream out;
	private final boolean json;
	private final boolean best;

	ShowdownEdges(PrintStream out, boolean json, boolean best) {
		this.out = out;
		this.json = json;
		this.best = best;
	}

	int print(Compiled c, String player) {
		List<Map<String, Object>> rows = new ArrayList<>();
		for (int i = 0; i < c.variants().size(); i++) {
			ShowdownVariant v = (ShowdownVariant) c.variants().get(i);
			long t0 = System.nanoTime();
			Map<String, Object> r = new LinkedHashMap<>();
			r.put("alternatives", c.choices().get(i).toString());
			r.putAll(HouseEdges.of(v, player, best));
			r.put("seconds", (System.nanoTime() - t0) / 1e9);
			rows.add(r);
		}
		if (json) {
			Map<String, Object> top = new LinkedHashMap<>();
			top.put("reading", c.reading().getName());
			top.put("game", c.reading().getGame());
			top.put("player", player);
			top.put("rows", rows);
			out.println(Json.write(top));
			return 0;
		}
		out.printf(Locale.ROOT, "%s (%s): the house edge per bet over every deal, the player %s where its rule leaves the"
				+ " choice (draw: plays, stand: folds)%n", c.reading().getName(), c.reading().getGame(), player);
		for (Map<String, Object> r : rows) {
			out.println("alternatives: " + r.get("alternatives"));
			out.printf(Locale.ROOT, "  %d deck%s, %,d deals of the player's cards and the banker's, in %.2f s%n", (int) r.get("decks"),
					(int) r.get("decks") == 1 ? "" : "s", (long) r.get("deals"), (double) r.get("seconds"));
			out.printf(Locale.ROOT, "  ante and play bet, with the ante bonus: house edge %.4f%% of the ante (exactly %s)%n",
					100 * (double) r.get("ante_edge"), r.get("ante_fraction"));
			if (r.containsKey("side_bet_edge")) {
				out.printf(Locale.ROOT, "  a side bet on the player's hand: house edge %.4f%% (exactly %s)%n",
						100 * (double) r.get("side_bet_edge"), r.get("side_bet_fraction"));
			}
			if (r.containsKey("best_ante_edge") && HouseEdges.noChoice(r)) {
				out.println("  the player's best reply: its rule leaves it no choice");
			} else if (r.containsKey("best_ante_edge")) {
				out.printf(Locale.ROOT, "  the player's best reply: house edge %.4f%% of the ante (exactly %s); it plays %s and"
						+ " better, folds %s and worse%n", 100 * (double) r.get("best_ante_edge"), r.get("best_ante_fraction"),
						r.get("best_worst_played"), r.get("best_best_folded"));
			}
		}
		return 0;
	}
}
