package org.rulebench.simulator.ui.statistics;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.rulebench.engine.measures.GameMeasures;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.publish.figures.Cell;
import org.rulebench.publish.figures.Table;
import org.rulebench.publish.figures.Table.Column;
import org.rulebench.publish.figures.Unit;

/**
 * The table of a simulation, one row per combination of alternatives and a column per figure, the family's words in
 * the headers (the player and the banker in a card game, plies on a grid). It is a published document's
 * {@link Table}: the view shows its cells as a published table writes them, and Copy as CSV or LaTeX writes the same
 * table with publish's writers, so the screen, the copies and `simulate --format json` (whose figures these are:
 * the same statistics and measures) agree.
 *
 * @param table the figures, each number with its unit and 95% interval
 */
public record StatisticsTable(Table table) {
	/** The column of the combinations' names. */
	public static final int ALTERNATIVES = 0;
	/** The column of a game's length (turns, plies, cards dealt). */
	public static final int LENGTH = 5;

	/** The columns' names. */
	public List<String> headers() {
		return table.columns().stream().map(Column::name).toList();
	}

	/** Each row's cells as the view shows them, in the columns' order. */
	public List<List<String>> rows() {
		List<List<String>> rows = new ArrayList<>();
		for (int i = 0; i < table.rows().size(); i++) {
			List<String> r = new ArrayList<>();
			for (int j = 0; j < table.columns().size(); j++) {
				r.add(table.cell(i, j));
			}
			rows.add(r);
		}
		return rows;
	}

	/**
	 * The table of these statistics.
	 *
	 * @param labels   each row's combination of alternatives
	 * @param stats    each row's statistics (the first rows only, while the others are played)
	 * @param turnUnit what a game's length is counted in
	 * @param sides    the two sides' names
	 */
	public static StatisticsTable of(List<String> labels, List<Statistics> stats, String turnUnit, List<String> sides) {
		boolean chips = stats.stream().anyMatch(s -> s.chips(0).anyNonZero() || s.chips(1).anyNonZero());
		Set<String> events = new LinkedHashSet<>();
		stats.forEach(s -> events.addAll(s.events()));
		List<Column> columns = new ArrayList<>(List.of(Column.text("alternatives"), new Column("games", Unit.COUNT),
				new Column(sides.get(0) + " wins, %", Unit.PERCENT), new Column(sides.get(1) + " wins, %", Unit.PERCENT),
				new Column("mover wins, %", Unit.PERCENT), new Column(turnUnit, Unit.MEAN), new Column("unfinished", Unit.COUNT),
				new Column("decisive, %", Unit.PERCENT), new Column("balance", Unit.MEAN)));
		if (chips) {
			columns.add(new Column("chips per game, " + sides.get(0), Unit.MEAN));
			columns.add(new Column("chips per game, " + sides.get(1), Unit.MEAN));
		}
		events.forEach(e -> columns.add(new Column(e + " per game", Unit.MEAN)));
		List<List<Cell>> rows = new ArrayList<>();
		for (int i = 0; i < stats.size(); i++) {
			Statistics s = stats.get(i);
			GameMeasures m = GameMeasures.of(s);
			List<Cell> r = new ArrayList<>(List.of(Cell.text(labels.get(i)), Cell.number(s.games()), cell(s.winRate(0)), cell(s.winRate(1)),
					cell(s.starterWinRate()), cell(s.turns().mean()), Cell.number(s.unfinished()), cell(m.decisiveness()), cell(m.balance())));
			if (chips) {
				r.add(cell(s.chips(0).mean()));
				r.add(cell(s.chips(1).mean()));
			}
			for (String e : events) {
				r.add(s.events().contains(e) ? cell(s.eventPerGame(e).mean()) : Cell.interval(0, 0, 0));
			}
			rows.add(r);
		}
		return new StatisticsTable(new Table("simulation", "Figures of every combination of alternatives, with 95% intervals", columns,
				rows, "Wins are shares of finished games, the side moving first's of decided games (Wilson intervals); lengths and"
						+ " events are means of finished games (normal intervals); decisive and balance as in docs/measures.md."));
	}

	private static Cell cell(Interval i) {
		return Cell.interval(i.estimate(), i.low(), i.high());
	}
}
