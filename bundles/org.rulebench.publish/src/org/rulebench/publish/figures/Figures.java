package org.rulebench.publish.figures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.rulebench.publish.charts.Forest;
import org.rulebench.publish.figures.Table.Column;

/**
 * The figures of a published reading, made from its simulation's JSON ({@link SimulationReport}, as parsed back from
 * the text `rulebench simulate --format json` prints): one table per kind of figure with a row per combination of
 * alternatives, and the charts. Nothing here computes a figure: it arranges those of the JSON.
 *
 * @param settings    how the games were played
 * @param json        the simulation's JSON, as parsed
 * @param open        the rules with alternatives, in the order of the reading
 * @param labels      each row's alternatives, by rule
 * @param turnUnit    what a game's length is counted in ("turns", "plies")
 * @param tables      the tables, combinations first
 * @param charts      the charts
 */
public record Figures(Settings settings, Map<String, Object> json, List<String> open, List<Map<String, String>> labels, String turnUnit,
		List<Table> tables, List<Forest> charts) {

	/** How the games were played: what a reader needs to play them again. */
	public record Settings(int games, long seed, String first, String second, int turnCap, String skill) {
	}

	public Figures {
		open = List.copyOf(open);
		labels = List.copyOf(labels);
		tables = List.copyOf(tables);
		charts = List.copyOf(charts);
	}

	public Table table(String id) {
		return tables.stream().filter(t -> t.id().equals(id)).findFirst().orElse(null);
	}

	public int rows() {
		return labels.size();
	}

	/** "2" or "as written": how tables name row i. */
	public String rowName(int i) {
		return labels.size() == 1 && labels.get(0).isEmpty() ? "as written" : Integer.toString(i + 1);
	}

	/** The row's alternatives in the order of {@link #open}: "anywhere · kishi · exact". */
	public String rowLabels(int i) {
		Map<String, String> l = labels.get(i);
		return l.isEmpty() ? "as written" : String.join(" · ", open.stream().map(r -> l.getOrDefault(r, "")).toList());
	}

	public static Figures of(Map<String, Object> json, Settings settings, String turnUnit) {
		List<Object> rows = J.list(json, "rows");
		Set<String> open = new LinkedHashSet<>();
		List<Map<String, String>> labels = new ArrayList<>();
		for (Object r : rows) {
			Map<String, String> l = new LinkedHashMap<>();
			J.map(r, "alternatives").forEach((k, v) -> l.put(k, String.valueOf(v)));
			open.addAll(l.keySet());
			labels.add(l);
		}
		Builder b = new Builder(rows, labels, List.copyOf(open), turnUnit);
		return new Figures(settings, json, List.copyOf(open), labels, turnUnit, b.tables(), b.charts());
	}

	/** Arranges the rows' figures into tables and charts. */
	private static final class Builder {
		private final List<Object> rows;
		private final List<Map<String, String>> labels;
		private final List<String> open;
		private final String turnUnit;
		private final Figures names;

		Builder(List<Object> rows, List<Map<String, String>> labels, List<String> open, String turnUnit) {
			this.rows = rows;
			this.labels = labels;
			this.open = open;
			this.turnUnit = turnUnit;
			this.names = new Figures(null, Map.of(), open, labels, turnUnit, List.of(), List.of());
		}

		List<Table> tables() {
			List<Table> tables = new ArrayList<>();
			if (!open.isEmpty()) {
				List<Column> cols = new ArrayList<>(List.of(Column.text("#")));
				open.forEach(r -> cols.add(Column.text(r)));
				tables.add(new Table("combinations", "The combinations of alternatives played: one for each way of reading the open points",
						cols, perRow(i -> {
							List<Cell> c = new ArrayList<>();
							open.forEach(r -> c.add(Cell.text(labels.get(i).get(r))));
							return c;
						}), "Each row of the following tables is the combination of its number."));
			}
			tables.add(new Table("outcomes", "How the games ended", List.of(Column.text("#"), new Column("games", Unit.COUNT),
					new Column("finished", Unit.COUNT), new Column("draws", Unit.COUNT), new Column("unfinished", Unit.COUNT),
					new Column("first side wins, %", Unit.PERCENT), new Column("second side wins, %", Unit.PERCENT),
					new Column("side moving first wins, %", Unit.PERCENT)), perRow(i -> {
						Object r = rows.get(i);
						return List.of(Cell.number(J.num(r, "games")), Cell.number(J.num(r, "finished")), Cell.number(J.num(r, "draws")),
								Cell.number(J.num(r, "unfinished")), J.interval(r, "rate", "wins", "first"),
								J.interval(r, "rate", "wins", "second"), J.interval(r, "rate", "starter_wins"));
					}), "Wins are shares of finished games and the side moving first's of decided games, with 95% Wilson intervals;"
							+ " a game stopped by the turn cap is unfinished."));
			tables.add(new Table("length", "How long the games were, in " + turnUnit + " (finished games)",
					List.of(Column.text("#"), new Column("mean", Unit.MEAN), new Column("median", Unit.MEAN),
							new Column("90th percentile", Unit.MEAN), new Column("longest", Unit.COUNT)),
					perRow(i -> {
						Object r = rows.get(i);
						return List.of(J.interval(r, "mean", "turns"), Cell.number(J.num(r, "turns", "median")), Cell.number(J.num(r, "turns", "p90")),
								Cell.number(J.num(r, "turns", "max")));
					}), "The mean with its 95% normal interval."));
			if (anyChips()) {
				tables.add(new Table("chips", "Chips won per game (finished games)", List.of(Column.text("#"),
						new Column("first side", Unit.MEAN), new Column("second side", Unit.MEAN)), perRow(i -> List.of(
								J.interval(rows.get(i), "mean", "chips", "first"), J.interval(rows.get(i), "mean", "chips", "second"))),
						"Means with their 95% normal intervals; a side's chips are what it won less what it lost."));
			}
			if (rows.stream().anyMatch(r -> !J.map(r, "cards", "exact").isEmpty())) {
				tables.add(houseEdges());
			}
			List<String> events = events();
			if (!events.isEmpty()) {
				List<Column> cols = new ArrayList<>(List.of(Column.text("#")));
				events.forEach(e -> cols.add(new Column(e, Unit.MEAN)));
				tables.add(new Table("events", "Events per game (finished games)", cols, perRow(i -> {
					List<Cell> c = new ArrayList<>();
					for (String e : events) {
						Map<String, Object> ev = J.map(rows.get(i), "events", e);
						c.add(ev.isEmpty() ? Cell.interval(0, 0, 0) : J.interval(ev, "per_game"));
					}
					return c;
				}), "How often each event of the reading happened in a game, with 95% normal intervals."));
			}
			tables.add(new Table("measures", "Game measures", List.of(Column.text("#"), new Column("decisiveness, %", Unit.PERCENT),
					new Column("drawishness, %", Unit.PERCENT), new Column("timeouts, %", Unit.PERCENT), new Column("balance", Unit.MEAN),
					new Column("first-mover advantage, %", Unit.PERCENT), new Column("duration", Unit.MEAN)), perRow(i -> {
						Object r = rows.get(i);
						return List.of(J.interval(r, "rate", "measures", "decisiveness"), J.interval(r, "rate", "measures", "drawishness"),
								J.interval(r, "rate", "measures", "timeouts"), J.interval(r, "value", "measures", "balance"),
								J.interval(r, "rate", "measures", "advantage"), J.interval(r, "mean", "measures", "duration"));
					}), "Browne's and Ludii's measures (docs/measures.md): decisiveness, drawishness and timeouts are shares of all games;"
							+ " balance is the smaller side's share of the wins over the larger's; the first mover's advantage is its"
							+ " wins over half the decided games; duration is the mean length of finished games in " + turnUnit + "."));
			List<String> opponents = opponents();
			if (!opponents.isEmpty()) {
				String skilled = String.valueOf(J.map(rows.get(0), "skill").get("player"));
				List<Column> cols = new ArrayList<>(List.of(Column.text("#")));
				opponents.forEach(o -> cols.add(new Column(skilled + " against " + o + ", %", Unit.PERCENT)));
				opponents.forEach(o -> cols.add(new Column("decided games against " + o, Unit.COUNT)));
				tables.add(new Table("skill", "The skill gradient: " + skilled + " against weaker players", cols, perRow(i -> {
					List<Cell> c = new ArrayList<>();
					opponents.forEach(o -> c.add(J.interval(rows.get(i), "rate", "skill", "against", o)));
					opponents.forEach(o -> c.add(Cell.number(J.num(rows.get(i), "skill", "against", o, "decided"))));
					return c;
				}), "The skilled player's wins of the decided games, seated first in half of them and second in the other half,"
						+ " on the same seeds, with 95% Wilson intervals. A game whose skill matters gives a wide gradient."));
			}
			return tables;
		}

		/**
		 * A showdown's exact house edges over every deal (not simulated): on the ante with the play bet and ante bonus,
		 * for the first side's policy and for its best reply, and on the side bet.
		 */
		private Table houseEdges() {
			return new Table("house-edge", "The house edge over every deal, exactly", List.of(Column.text("#"),
					new Column("ante and play bet, %", Unit.PERCENT), Column.text("exactly"), new Column("side bet, %", Unit.PERCENT),
					Column.text("exactly"), new Column("best reply, %", Unit.PERCENT), Column.text("exactly"),
					Column.text("the best reply plays")), perRow(i -> {
						Map<String, Object> e = J.map(rows.get(i), "cards", "exact");
						boolean side = e.containsKey("side_bet_edge");
						return List.of(Cell.number(J.num(e, "ante_edge")), Cell.text(String.valueOf(e.get("ante_fraction"))),
								side ? Cell.number(J.num(e, "side_bet_edge")) : Cell.text("no side bet"),
								Cell.text(side ? String.valueOf(e.get("side_bet_fraction")) : ""), Cell.number(J.num(e, "best_ante_edge")),
								Cell.text(String.valueOf(e.get("best_ante_fraction"))), Cell.text(HouseEdges.noChoice(e)
										? "its rule leaves no choice" : e.get("best_worst_played") + " and better"));
					}), "Worked out over every deal of the shoe (as rulebench edge --best does), not simulated: the house's gain per"
							+ " ante on the ante, the play bet and the ante bonus together, first with the first side's policy where its"
							+ " rule leaves the choice, then with the player's best reply (it plays where playing loses less than the"
							+ " ante); the side bet's per stake of it.");
		}

		List<Forest> charts() {
			List<Forest> charts = new ArrayList<>();
			String rowAxis = open.isEmpty() ? "" : " (combinations: " + String.join(" · ", open) + ")";
			charts.add(forest("wins", "Wins, % of finished games (95% CI)", "% of finished games (the mover's: of decided games)", 50,
					"A point is the share, its line the 95% interval; the dashed line is an even game." + rowAxis,
					series("first side wins", i -> J.interval(rows.get(i), "rate", "wins", "first"), 100),
					series("side moving first wins", i -> J.interval(rows.get(i), "rate", "starter_wins"), 100)));
			charts.add(forest("length", "Length of finished games, mean " + turnUnit + " (95% CI)", turnUnit, Double.NaN,
					"The mean length of a finished game with its 95% interval." + rowAxis,
					series("mean " + turnUnit, i -> J.interval(rows.get(i), "mean", "turns"), 1)));
			if (anyChips()) {
				charts.add(forest("chips", "Chips per game, mean (95% CI)", "chips per game", 0,
						"What each side won per game, with its 95% interval; the dashed line is no gain." + rowAxis,
						series("first side", i -> J.interval(rows.get(i), "mean", "chips", "first"), 1),
						series("second side", i -> J.interval(rows.get(i), "mean", "chips", "second"), 1)));
			}
			List<String> opponents = opponents();
			if (!opponents.isEmpty()) {
				String skilled = String.valueOf(J.map(rows.get(0), "skill").get("player"));
				List<Forest.Series> s = new ArrayList<>();
				for (String o : opponents) {
					s.add(series("against " + o, i -> J.interval(rows.get(i), "rate", "skill", "against", o), 100));
				}
				charts.add(new Forest("skill", "Skill gradient: " + skilled + "'s wins, % of decided games (95% CI)", "% of decided games",
						rowLabels(), s, 50, "The dashed line is a player no better than its opponent." + rowAxis));
			}
			return charts;
		}

		private Forest forest(String id, String title, String axis, double reference, String caption, Forest.Series... series) {
			return new Forest(id, title, axis, rowLabels(), List.of(series), reference, caption);
		}

		private List<String> rowLabels() {
			List<String> l = new ArrayList<>();
			for (int i = 0; i < rows.size(); i++) {
				l.add(open.isEmpty() ? "as written" : (i + 1) + "  " + names.rowLabels(i));
			}
			return l;
		}

		private Forest.Series series(String name, Function<Integer, Cell> cell, double scale) {
			double[] v = new double[rows.size()];
			double[] lo = new double[rows.size()];
			double[] hi = new double[rows.size()];
			for (int i = 0; i < rows.size(); i++) {
				Cell c = cell.apply(i);
				v[i] = scale * c.value();
				lo[i] = scale * c.low();
				hi[i] = scale * c.high();
			}
			return new Forest.Series(name, v, lo, hi);
		}

		private List<List<Cell>> perRow(Function<Integer, List<Cell>> cells) {
			List<List<Cell>> out = new ArrayList<>();
			for (int i = 0; i < rows.size(); i++) {
				List<Cell> r = new ArrayList<>();
				r.add(Cell.text(names.rowName(i)));
				r.addAll(cells.apply(i));
				out.add(r);
			}
			return out;
		}

		private boolean anyChips() {
			for (Object r : rows) {
				for (String side : List.of("first", "second")) {
					if (J.map(r, "chips", side, "counts").keySet().stream().anyMatch(k -> !k.equals("0"))) {
						return true;
					}
				}
			}
			return false;
		}

		private List<String> events() {
			Set<String> e = new LinkedHashSet<>();
			rows.forEach(r -> e.addAll(J.map(r, "events").keySet()));
			return List.copyOf(e);
		}

		private List<String> opponents() {
			return rows.isEmpty() ? List.of() : List.copyOf(J.map(rows.get(0), "skill", "against").keySet());
		}
	}
}
