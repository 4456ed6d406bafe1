package org.rulebench.publish.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Tables as comma-separated values (RFC 4180) for a spreadsheet or R: the header row, then a line per row; a number
 * with an interval takes three columns (the estimate, then "… low" and "… high" for its 95% interval), each written as
 * its column writes it in every other format, without thousands separators, so that it reads back as a number.
 */
public final class Csv {
	private Csv() {
	}

	/**
	 * One CSV of tables with the same columns (the Compare view's rates and means), the header once.
	 *
	 * @throws IllegalArgumentException if the tables' columns are named differently
	 */
	public static String of(List<Table> tables) {
		if (tables.isEmpty()) {
			return "";
		}
		Table first = tables.get(0);
		List<String> names = first.columns().stream().map(Table.Column::name).toList();
		for (Table t : tables) {
			if (!t.columns().stream().map(Table.Column::name).toList().equals(names)) {
				throw new IllegalArgumentException(t.id() + ": other columns than " + first.id() + "'s");
			}
		}
		boolean[] intervals = new boolean[names.size()];
		for (Table t : tables) {
			for (List<Cell> row : t.rows()) {
				for (int j = 0; j < row.size(); j++) {
					intervals[j] |= row.get(j).hasInterval();
				}
			}
		}
		StringBuilder b = new StringBuilder();
		List<String> header = new ArrayList<>();
		for (int j = 0; j < names.size(); j++) {
			header.add(names.get(j));
			if (intervals[j]) {
				header.add(names.get(j) + " low");
				header.add(names.get(j) + " high");
			}
		}
		line(b, header);
		for (Table t : tables) {
			for (List<Cell> row : t.rows()) {
				List<String> cells = new ArrayList<>();
				for (int j = 0; j < row.size(); j++) {
					Unit unit = t.columns().get(j).unit();
					Cell c = row.get(j);
					cells.add(value(c, unit));
					if (intervals[j]) {
						String[] bounds = c.bounds(unit);
						cells.add(bounds.length == 2 ? bounds[0] : "");
						cells.add(bounds.length == 2 ? bounds[1] : "");
					}
				}
				line(b, cells);
			}
		}
		return b.toString();
	}

	public static String of(Table table) {
		return of(List.of(table));
	}

	private static String value(Cell c, Unit unit) {
		if (!c.isNumber()) {
			return c.text();
		}
		if (Double.isNaN(c.value())) {
			return "";
		}
		return unit == Unit.COUNT ? String.format(Locale.ROOT, "%d", Math.round(c.value())) : c.estimate(unit);
	}

	private static void line(StringBuilder b, List<String> cells) {
		for (int i = 0; i < cells.size(); i++) {
			b.append(i == 0 ? "" : ",").append(quoted(cells.get(i)));
		}
		b.append("\r\n");
	}

	private static String quoted(String cell) {
		return cell.matches("[^\",\r\n]*") ? cell : "\"" + cell.replace("\"", "\"\"") + "\"";
	}
}
