package org.rulebench.simulator.ui.statistics;

import java.util.List;
import java.util.function.Supplier;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.actions.ActionFactory;
import org.rulebench.publish.figures.Csv;
import org.rulebench.publish.tex.TexDocument;

/**
 * "Copy as CSV" and "Copy as LaTeX" on a table of figures (its context menu; Edit > Copy and Ctrl+C copy the CSV
 * while the table has the focus): the table as a published document writes it, with publish's own writers, so that a
 * paper's table and the document's agree.
 */
public final class TableCopy {
	private final Table table;
	private final Supplier<List<org.rulebench.publish.figures.Table>> figures;
	private final Supplier<String> name;

	/**
	 * @param figures the tables the widget shows, as published tables (empty while there is nothing to copy)
	 * @param name    what the LaTeX labels the tables by (the reading's name)
	 */
	private TableCopy(Table table, Supplier<List<org.rulebench.publish.figures.Table>> figures, Supplier<String> name) {
		this.table = table;
		this.figures = figures;
		this.name = name;
	}

	/** Gives the table its context menu and, through the view's action bars, Edit > Copy. */
	public static TableCopy install(Table table, IActionBars bars, Supplier<List<org.rulebench.publish.figures.Table>> figures,
			Supplier<String> name) {
		TableCopy copy = new TableCopy(table, figures, name);
		Menu menu = new Menu(table);
		MenuItem csv = new MenuItem(menu, SWT.PUSH);
		csv.setText("Copy as &CSV\tCtrl+C");
		csv.addListener(SWT.Selection, e -> copy.copy(false));
		MenuItem tex = new MenuItem(menu, SWT.PUSH);
		tex.setText("Copy as &LaTeX");
		tex.addListener(SWT.Selection, e -> copy.copy(true));
		menu.addListener(SWT.Show, e -> {
			boolean any = !copy.figures.get().isEmpty();
			csv.setEnabled(any);
			tex.setEnabled(any);
		});
		table.setMenu(menu);
		if (bars != null) {
			IAction action = new Action("Copy as CSV") {
				@Override
				public void run() {
					copy.copy(false);
				}
			};
			action.setEnabled(false);
			table.addListener(SWT.FocusIn, e -> {
				bars.setGlobalActionHandler(ActionFactory.COPY.getId(), action);
				action.setEnabled(true);
				bars.updateActionBars();
			});
			table.addListener(SWT.FocusOut, e -> {
				bars.setGlobalActionHandler(ActionFactory.COPY.getId(), null);
				bars.updateActionBars();
			});
		}
		return copy;
	}

	/** The table as CSV: every row, each number with its interval's bounds in columns of their own. */
	public String csv() {
		List<org.rulebench.publish.figures.Table> t = figures.get();
		return t.isEmpty() ? "" : Csv.of(t);
	}

	/** The table as LaTeX, as a published document's \input-able tables (booktabs, adjustbox). */
	public String latex() {
		StringBuilder b = new StringBuilder();
		for (org.rulebench.publish.figures.Table t : figures.get()) {
			b.append(TexDocument.table(t, name.get()));
		}
		return b.toString();
	}

	/** Puts the CSV or the LaTeX on the clipboard; nothing while the table is empty. */
	public void copy(boolean latex) {
		String text = latex ? latex() : csv();
		if (text.isEmpty()) {
			return;
		}
		Clipboard clipboard = new Clipboard(table.getDisplay());
		try {
			clipboard.setContents(new Object[] { text }, new Transfer[] { TextTransfer.getInstance() });
		} finally {
			clipboard.dispose();
		}
	}
}
