package org.rulebench.simulator.ui;

import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.simulator.ui.statistics.SashOrTabs;
import org.rulebench.simulator.ui.statistics.StatisticsCharts;
import org.rulebench.simulator.ui.statistics.StatisticsTable;

/**
 * The statistics half of the Simulator view: how many games of each combination and who plays them, Simulate and
 * Stop, what the simulation did (or is doing), and its figures: the charts over the table of every combination, a
 * sash between them, each keeping a usable share.
 */
final class StatisticsPane {
	private final Composite area;
	private final Composite controls;
	/** The controls of the first row when they take two: games and players, each with its label. */
	private static final int FIRST_ROW = 4;
	private final Spinner games;
	private final Combo players;
	private final Button simulate;
	private final Button stop;
	private final Label status;
	private static final String TABLE_TIP = "Every combination of alternatives. The charts show up to " + StatisticsCharts.MAX_CHARTED
			+ " of them, named here in their colour: select rows (Ctrl+click, Shift+click) to chart those.";
	/** Pixels the charts need to be read: two rows of plots with their titles and axes. */
	private static final int CHARTS_MINIMUM = 2 * 130;
	private final SashOrTabs<StatisticsCharts, Table> figures;
	private final StatisticsCharts charts;
	private final Table table;
	/** The player the person chose last (or the preferences'): kept across readings of families that lack it. */
	private String wanted = "random";
	private StatisticsTable shown = StatisticsTable.of(List.of(), List.of(), "turns", List.of("first", "second"));

	StatisticsPane(Composite parent, Runnable onSimulate, Runnable onStop) {
		area = new Composite(parent, SWT.NONE);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		area.setLayout(layout);
		controls = new Composite(area, SWT.NONE);
		controls.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		GridLayout rl = new GridLayout(9, false);
		rl.marginHeight = 0;
		controls.setLayout(rl);
		new Label(controls, SWT.NONE).setText("Games:");
		games = new Spinner(controls, SWT.BORDER);
		games.setValues(RulebenchPreferences.games(), RulebenchPreferences.MIN_GAMES, RulebenchPreferences.MAX_GAMES, 0, 100, 1000);
		games.setToolTipText("Games of each combination of alternatives (default: Window > Preferences > Rulebench)");
		new Label(controls, SWT.NONE).setText("players:");
		players = new Combo(controls, SWT.READ_ONLY);
		GridData pd = new GridData();
		pd.widthHint = 110; // its items come with the first reading
		players.setLayoutData(pd);
		players.setToolTipText("Who plays both sides in the simulation and the game watched, and the computer's side against"
				+ " a person: the players of the shown reading's family");
		players.addListener(SWT.Selection, e -> wanted = players.getText());
		simulate = button("Simulate", "Play the games of every combination of alternatives (also on every save): first figures of"
				+ " each after a game, then firmer as games come in", onSimulate);
		stop = button("Stop", "Stop the simulation: the figures stay, over the games played so far", onStop);
		stop.setEnabled(false);
		area.addListener(SWT.Resize, e -> fitControls());
		status = new Label(area, SWT.NONE); // one line, the whole of it in the tooltip: the charts keep the room
		GridData sd = new GridData(SWT.FILL, SWT.CENTER, true, false);
		sd.widthHint = 200;
		status.setLayoutData(sd);
		int[] tableMinimum = { 0 };
		figures = new SashOrTabs<>(area, StatisticsCharts::new, c -> new Table(c, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI
				| SWT.V_SCROLL | SWT.H_SCROLL), new String[] { "Charts", "Table" },
				() -> CHARTS_MINIMUM + tableMinimum[0] + charts().legendHeight() + 6, 62, 38);
		figures.area().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		charts = figures.first();
		table = figures.second();
		tableMinimum[0] = table.getHeaderHeight() + 4 * table.getItemHeight() + 8; // four rows at least
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		table.setToolTipText(TABLE_TIP);
		table.addListener(SWT.Selection, e -> chartSelected());
		table.addListener(SWT.Resize, e -> fitColumns());
		table.addListener(SWT.MouseHover, e -> { // a long combination's name in full
			TableItem item = table.getItem(new org.eclipse.swt.graphics.Point(e.x, e.y));
			table.setToolTipText(item == null ? TABLE_TIP : item.getText(0) + "\n" + TABLE_TIP);
		});
		Shares.keep(figures.sash(), CHARTS_MINIMUM, tableMinimum[0]);
		columns(shown);
	}

	/** Whether the charts and the table are on tabs (the room is too low for both) rather than one over the other. */
	boolean tabbed() {
		return figures.tabbed();
	}

	/** Brings the table's tab to the front, where they are on tabs. */
	void showTable() {
		figures.show(1);
	}

	/** Brings the charts' tab to the front, where they are on tabs. */
	void showCharts() {
		figures.show(0);
	}

	private Button button(String text, String tip, Runnable action) {
		Button b = new Button(controls, SWT.PUSH);
		b.setText(text);
		b.setToolTipText(tip);
		b.addListener(SWT.Selection, e -> action.run());
		return b;
	}

	Composite control() {
		return area;
	}

	/** The row of controls, for the Train button and its label to join (they take its last columns). */
	Composite controls() {
		return controls;
	}

	/**
	 * One row of controls where the view is wide enough for it, else two: games and players above, the buttons
	 * below (a view narrowed by another beside it, such as the cheat sheet, cut Simulate, Stop and Train off).
	 */
	void fitControls() {
		GridLayout layout = (GridLayout) controls.getLayout();
		Control[] children = controls.getChildren();
		int all = children.length;
		int before = layout.numColumns;
		layout.numColumns = all;
		int oneRow = controls.computeSize(SWT.DEFAULT, SWT.DEFAULT, true).x;
		if (children[all - 1] instanceof Label progress) { // a training's progress may be cut (its tooltip has it)
			oneRow -= progress.computeSize(SWT.DEFAULT, SWT.DEFAULT).x;
		}
		layout.numColumns = oneRow <= area.getClientArea().width ? all : FIRST_ROW;
		if (layout.numColumns != before) {
			area.layout(true, true);
		}
	}

	int games() {
		return games.getSelection();
	}

	/** New defaults from the preference page. */
	void preferences() {
		games.setSelection(RulebenchPreferences.games());
		players(RulebenchPreferences.players());
	}

	/** The player chosen for both sides (or the one chosen last, if the reading shown does not have it). */
	String wanted() {
		return wanted;
	}

	String player() {
		return players.getText();
	}

	List<String> playerNames() {
		return List.of(players.getItems());
	}

	/** Chooses the player of the simulation and of the computer's side, as the players list does. */
	void players(String name) {
		wanted = name;
		showWanted();
	}

	/** The players of the reading's family to choose from. */
	void family(List<String> names) {
		if (!names.equals(List.of(players.getItems()))) {
			players.setItems(names.toArray(String[]::new));
			showWanted();
			controls.layout(true);
		}
	}

	/** The player last chosen (or the preferences'), if the shown reading's family has it; else random. */
	private void showWanted() {
		int i = players.indexOf(wanted);
		players.select(i >= 0 ? i : Math.max(0, players.indexOf("random")));
	}

	/** Simulate while none runs, Stop while one does. */
	void running(boolean running) {
		stop.setEnabled(running);
	}

	void status(String text) {
		status.setText(text);
		status.setToolTipText(text);
		area.layout(true);
	}

	String status() {
		return status.getText();
	}

	StatisticsCharts charts() {
		return charts;
	}

	Table table() {
		return table;
	}

	/** The figures of a reading: every combination's row (those played so far), the charts of the chosen ones. */
	void show(CompiledReading c, List<Statistics> rows) {
		List<String> labels = c.choices().stream().map(Object::toString).toList();
		String unit = c.variants().get(0).turnUnit();
		charts.family(unit, c.sides());
		charts.show(labels, rows);
		StatisticsTable t = StatisticsTable.of(labels, rows, unit, c.sides());
		boolean newColumns = !t.headers().equals(shown.headers());
		boolean newRows = t.rows().size() != shown.rows().size()
				|| t.rows().stream().map(r -> r.get(0)).toList().equals(shown.rows().stream().map(r -> r.get(0)).toList()) == false;
		shown = t;
		figures.name(1, labels.size() == 1 ? "Table" : "Table: " + labels.size() + " combinations");
		if (newColumns) {
			columns(t);
		}
		int[] selected = table.getSelectionIndices();
		table.setRedraw(false);
		try {
			table.setItemCount(t.rows().size());
			for (int i = 0; i < t.rows().size(); i++) {
				table.getItem(i).setText(t.rows().get(i).toArray(String[]::new));
			}
			if (newRows || newColumns) {
				fitColumns();
			}
			table.setSelection(newRows ? new int[0] : selected);
		} finally {
			table.setRedraw(true);
		}
		markCharted();
	}

	/**
	 * Every column as wide as what it holds; the combinations' names at most half the table, so that the figures are in
	 * sight (a row's tooltip has its name in full). Again when the table is resized (the view maximized).
	 */
	private void fitColumns() {
		int half = Math.max(200, table.getClientArea().width / 2);
		for (TableColumn col : table.getColumns()) {
			col.pack();
			col.setWidth(Math.min(col.getWidth() + 6, col == table.getColumn(0) ? half : 520));
		}
	}

	/** The table's tab, which names how many combinations it holds. */
	String tableTab() {
		return figures.name(1);
	}

	/** No figures (a reading not simulated). */
	void clear() {
		shown = StatisticsTable.of(List.of(), List.of(), shown.headers().get(StatisticsTable.LENGTH), List.of("first", "second"));
		table.removeAll();
		figures.name(1, "Table");
		charts.show(List.of(), List.of());
	}

	/** The table as data, as shown. */
	StatisticsTable tableModel() {
		return shown;
	}

	private void columns(StatisticsTable t) {
		for (TableColumn col : table.getColumns()) {
			col.dispose();
		}
		for (String h : t.headers()) {
			TableColumn col = new TableColumn(table, SWT.LEFT);
			col.setText(h);
			col.pack();
		}
	}

	/** Charts the combinations selected in the table (up to the charts' maximum). */
	private void chartSelected() {
		List<Integer> chosen = Arrays.stream(table.getSelectionIndices()).boxed().toList();
		if (!chosen.isEmpty()) {
			charts.chart(chosen);
			markCharted();
		}
	}

	/** Charts these combinations (indices into the table), as selecting their rows does. */
	void chart(int... rows) {
		table.setSelection(rows);
		chartSelected();
	}

	/** Each charted combination's name in the colour of its series. */
	private void markCharted() {
		for (int i = 0; i < table.getItemCount(); i++) {
			table.getItem(i).setForeground(0, charts.colour(i));
		}
	}
}
