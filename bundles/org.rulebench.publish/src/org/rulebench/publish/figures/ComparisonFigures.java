package org.rulebench.publish.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.rulebench.publish.charts.Forest;
import org.rulebench.publish.figures.Table.Column;
import org.rulebench.readings.diff.RuleChange;
import org.rulebench.readings.diff.RuleDiff;
import org.rulebench.readings.diff.RuleVersion;

/**
 * The published reading against another, made from `rulebench compare --format json` (as parsed back) and the rule
 * by rule difference: the rules that differ with their evidence, every measure of both with the test of its
 * difference, and a chart of the differences of the rates.
 *
 * @param old    the other reading, as the comparison names it
 * @param now    the published reading
 * @param json   the comparison's JSON, as parsed
 * @param rules  the rules that differ (added, removed, claimed otherwise, cited otherwise, labelled otherwise)
 * @param same   how many rules both state alike
 * @param tables the rates and the means, each with its test
 * @param chart  the differences of the rates with their intervals
 */
public record ComparisonFigures(String old, String now, Map<String, Object> json, Table rules, int same, List<Table> tables, Forest chart) {

	public static ComparisonFigures of(Map<String, Object> json, RuleDiff diff) {
		List<List<Cell>> changed = new ArrayList<>();
		for (RuleChange c : diff.changes()) {
			changed.add(List.of(Cell.text(c.rule()), Cell.text(c.what()), Cell.text(claim(c.before())), Cell.text(evidence(c.before())),
					Cell.text(claim(c.after())), Cell.text(evidence(c.after()))));
		}
		Table rules = new Table("rule-differences", "The rules that differ between the two readings",
				List.of(Column.text("rule"), Column.text("what differs"), Column.text("other reading"), Column.text("its evidence"),
						Column.text("this reading"), Column.text("its evidence")),
				changed, diff.same() + " other rules are stated alike by both.");
		List<List<Cell>> rates = new ArrayList<>();
		List<List<Cell>> means = new ArrayList<>();
		List<String> rateNames = new ArrayList<>();
		List<Cell> differences = new ArrayList<>();
		for (Object m : J.list(json, "measures")) {
			Map<String, Object> x = J.map(m);
			boolean rate = "rate".equals(x.get("kind"));
			List<Cell> row = List.of(Cell.text(String.valueOf(x.get("measure"))), J.interval(x, "estimate", "old"),
					J.interval(x, "estimate", "new"), J.interval(x, "estimate", "difference"), Cell.number(J.num(x, "p")),
					Cell.text(Boolean.TRUE.equals(x.get("significant")) ? "yes" : "no"), Cell.text(String.valueOf(x.get("test"))),
					Cell.number(J.num(x, "pairs")));
			(rate ? rates : means).add(row);
			if (rate) {
				rateNames.add(String.valueOf(x.get("measure")));
				differences.add(J.interval(x, "estimate", "difference"));
			}
		}
		String note = "Both readings play game i on the same seed with the same players, so each difference is tested on the"
				+ " pairs of games: a rate by McNemar's exact test on the pairs that disagree (its interval Bonett and Price's"
				+ " paired adjusted Wald), a mean by the paired t-test on the per-seed differences; significant: p < "
				+ J.num(json, "alpha") + ", two-sided. Each reading's own interval is the simulator's (Wilson for a rate,"
				+ " normal for a mean).";
		List<Table> tables = List.of(
				new Table("comparison-rates", "Rates of both readings and their difference", columns(Unit.PERCENT, Unit.POINTS), rates, note),
				new Table("comparison-means", "Means of both readings and their difference", columns(Unit.MEAN, Unit.DIFFERENCE), means, note));
		double[] v = new double[differences.size()];
		double[] lo = new double[v.length];
		double[] hi = new double[v.length];
		for (int i = 0; i < v.length; i++) {
			v[i] = 100 * differences.get(i).value();
			lo[i] = 100 * differences.get(i).low();
			hi[i] = 100 * differences.get(i).high();
		}
		Forest chart = new Forest("comparison", "This reading less the other: rates, percentage points (95% CI)", "percentage points",
				rateNames, List.of(new Forest.Series("difference (this − other)", v, lo, hi)), 0,
				"A difference whose interval does not cross the dashed line at 0 is significant at 5 % (McNemar, paired).");
		return new ComparisonFigures(String.valueOf(json.get("old")), String.valueOf(json.get("new")), json, rules, diff.same(), tables, chart);
	}

	private static List<Column> columns(Unit values, Unit difference) {
		return List.of(Column.text("measure"), new Column("other reading", values), new Column("this reading", values),
				new Column("this − other", difference), new Column("p", Unit.P), Column.text("significant"), Column.text("test"),
				new Column("pairs of games", Unit.COUNT));
	}

	private static String claim(RuleVersion v) {
		return v == null ? "(no such rule)" : v.value();
	}

	private static String evidence(RuleVersion v) {
		return v == null ? "" : v.evidence().isEmpty() ? "unlabelled" : v.evidence();
	}
}
