package org.rulebench.publish.figures;

import java.util.List;

/**
 * A table of the document, apart from its format: HTML, LaTeX and CSV are written from it, so they give the same
 * numbers.
 *
 * @param id      a name for files and anchors, e.g. "outcomes"
 * @param caption what the table shows, in a sentence
 * @param columns the columns, each with how its numbers are written
 * @param rows    the rows, one cell per column
 * @param note    what a reader needs to read it (the test, what a count is of); empty if nothing
 */
public record Table(String id, String caption, List<Column> columns, List<List<Cell>> rows, String note) {

	public Table {
		columns = List.copyOf(columns);
		rows = rows.stream().map(List::copyOf).toList();
		for (List<Cell> r : rows) {
			if (r.size() != columns.size()) {
				throw new IllegalArgumentException(id + ": a row of " + r.size() + " cells in a table of " + columns.size() + " columns");
			}
		}
	}

	/** A column: its heading and how its numbers are written. */
	public record Column(String name, Unit unit) {
		public static Column text(String name) {
			return new Column(name, Unit.TEXT);
		}
	}

	public String cell(int row, int column) {
		return rows.get(row).get(column).format(columns.get(column).unit());
	}
}
