package org.rulebench.sources.ui;

import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;

/**
 * A table's columns as wide as what they hold (up to a third of the table each), one of them taking the room the
 * others leave: an annotation's text reads in full where the view allows, and nothing is cut while room is left.
 */
final class Columns {
	private final Table table;
	private final int fill;
	private final Set<Integer> whole;

	private Columns(Table table, int fill, Set<Integer> whole) {
		this.table = table;
		this.fill = fill;
		this.whole = whole;
	}

	/**
	 * Fits the columns now and whenever the table is resized; {@link #refit(Table)} after its rows change. The column
	 * {@code fill} takes the room the others leave, each other at most a third of the table but those kept
	 * {@code whole} (short words such as an annotation's kind, which a cut would make unreadable).
	 */
	static void fit(Table table, int fill, int... whole) {
		Columns c = new Columns(table, fill, IntStream.of(whole).boxed().collect(Collectors.toSet()));
		table.setData(Columns.class.getName(), c);
		table.addListener(SWT.Resize, e -> c.apply());
	}

	/** Fits the columns to the rows the table holds now. */
	static void refit(Table table) {
		if (table.getData(Columns.class.getName()) instanceof Columns c) {
			c.apply();
		}
	}

	private void apply() {
		int width = table.getClientArea().width;
		if (width <= 0) {
			return;
		}
		TableColumn[] columns = table.getColumns();
		int others = 0;
		for (int i = 0; i < columns.length; i++) {
			if (i != fill) {
				columns[i].pack();
				columns[i].setWidth(whole.contains(i) ? columns[i].getWidth() + 4 : Math.min(columns[i].getWidth() + 4, Math.max(60, width / 3)));
				others += columns[i].getWidth();
			}
		}
		columns[fill].pack();
		columns[fill].setWidth(Math.max(Math.max(80, width - others), Math.min(columns[fill].getWidth(), width)));
	}
}
