package org.rulebench.readings.ui.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

/**
 * Column widths for a table in a narrow place (the Readings view sits under the outline, about 200 pixels wide):
 * every column shown is as wide as its widest cell, so nothing in it is cut off; one column (a commit's message)
 * takes the rest; the other columns are shown in the order of their importance while they fit beside the
 * filling column's minimum, the rest are hidden (width 0) until the view is widened. A column whose cells are all
 * empty is hidden too. The row's tool tip has every cell, hidden or not.
 */
public final class ColumnFit {
	private static final int PAD = 14;
	/** Rows measured: the widest of the first rows stands for the rest of a long history. */
	private static final int ROWS = 200;

	private final Table table;
	private final int fill;
	private final int fillMin;
	private final int[] order;

	/**
	 * @param fill    the column that takes the width left
	 * @param fillMin the least width it keeps before other columns are hidden
	 * @param order   the other columns, most important first
	 */
	public ColumnFit(Table table, int fill, int fillMin, int... order) {
		this.table = table;
		this.fill = fill;
		this.fillMin = fillMin;
		this.order = order.clone();
		table.addListener(SWT.Resize, e -> apply());
	}

	/** Sets the widths for the table's width and its rows now (after the rows change). */
	public void apply() {
		if (table.isDisposed()) {
			return;
		}
		int width = table.getClientArea().width;
		if (width <= 0) {
			return;
		}
		int[] natural = natural();
		int used = 0;
		int room = width - Math.min(fillMin, width);
		for (int c : order) {
			boolean fits = natural[c] > 0 && used + natural[c] <= room;
			table.getColumn(c).setWidth(fits ? natural[c] : 0);
			used += fits ? natural[c] : 0;
		}
		table.getColumn(fill).setWidth(Math.max(width - used, Math.min(fillMin, width)));
	}

	/** Each column's width for its widest cell and its header; 0 for a column with no text in any row. */
	private int[] natural() {
		int n = table.getColumnCount();
		int[] w = new int[n];
		boolean[] any = new boolean[n];
		GC gc = new GC(table);
		try {
			TableItem[] items = table.getItems();
			for (int r = 0; r < Math.min(ROWS, items.length); r++) {
				for (int c = 0; c < n; c++) {
					String text = items[r].getText(c);
					if (!text.isEmpty()) {
						any[c] = true;
						w[c] = Math.max(w[c], gc.textExtent(text).x + PAD);
					}
				}
			}
			for (int c = 0; c < n; c++) {
				w[c] = any[c] ? Math.max(w[c], gc.textExtent(table.getColumn(c).getText()).x + PAD) : 0;
			}
		} finally {
			gc.dispose();
		}
		return w;
	}

	/** The widths as set: for tests. */
	public int[] widths() {
		int[] w = new int[table.getColumnCount()];
		for (int c = 0; c < w.length; c++) {
			w[c] = table.getColumn(c).getWidth();
		}
		return w;
	}
}
