package org.rulebench.simulator.ui.statistics;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.rulebench.engine.simulation.Statistics;

/**
 * Four charts of a simulation, one series per combination of alternatives charted: wins with their 95% intervals,
 * the game-length histogram, chips per game (or how games end) and events per game ({@link SimulationCharts}, drawn
 * by {@link ChartPainter}). At most {@link #MAX_CHARTED} combinations are charted at once, each in a colour of its
 * own (a reading such as 七梁 has 48: 48 bars to a category could not be told apart); which ones is chosen with
 * {@link #chart(List)} (the Simulator view's table selection), the first ones by default. One legend above the four
 * charts names them by what sets them apart (the alternatives they all share are said once), in columns, at most
 * three lines that scroll. The charts stand two by two, or in one row or one column where the room is that shape.
 */
public final class StatisticsCharts extends Composite {
	/** Combinations charted at once at most: one colour each. */
	public static final int MAX_CHARTED = SimulationCharts.PALETTE.length;
	/** Combinations charted unless others are chosen: four bars to a category stay readable in the view. */
	public static final int DEFAULT_CHARTED = 4;
	private static final int LEGEND_LINES = 2;
	private final Color[] palette = new Color[MAX_CHARTED];
	/** One legend for the four charts, above them: a chart's own legend takes its plot's room. */
	private final Composite legendArea;
	private final Label legendNote;
	private final ScrolledComposite legendScroll;
	private final Composite legend;
	private final Composite grid;
	private final ChartCanvas[] canvases = new ChartCanvas[4];
	private List<String> labels = List.of();
	private List<Statistics> rows = List.of();
	private List<Integer> charted = List.of();
	/** The combinations chosen to be charted; empty for the first ones. */
	private List<Integer> chosen = List.of();
	private List<ChartModel> models = List.of();
	private String turnUnit = "turns";
	private List<String> sides = List.of("first", "second");
	private final Font tickFont;

	public StatisticsCharts(Composite parent) {
		super(parent, SWT.NONE);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		layout.verticalSpacing = 2;
		setLayout(layout);
		for (int i = 0; i < palette.length; i++) {
			int rgb = SimulationCharts.PALETTE[i];
			palette[i] = new Color(getDisplay(), (rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
		}
		FontData fd = getFont().getFontData()[0];
		tickFont = new Font(getDisplay(), fd.getName(), Math.max(7, fd.getHeight() - 1), SWT.NORMAL);
		addDisposeListener(e -> {
			tickFont.dispose();
			for (Color c : palette) {
				c.dispose();
			}
		});
		legendArea = new Composite(this, SWT.NONE);
		legendArea.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		GridLayout la = new GridLayout(1, false);
		la.marginWidth = 0;
		la.marginHeight = 0;
		la.verticalSpacing = 1;
		legendArea.setLayout(la);
		legendNote = new Label(legendArea, SWT.NONE); // one line; the whole note in its tooltip
		GridData nd = new GridData(SWT.FILL, SWT.TOP, true, false);
		nd.widthHint = 200;
		legendNote.setLayoutData(nd);
		legendNote.setFont(tickFont);
		legendScroll = new ScrolledComposite(legendArea, SWT.V_SCROLL);
		legendScroll.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		legendScroll.setExpandHorizontal(true);
		legendScroll.setExpandVertical(true);
		legend = new Composite(legendScroll, SWT.NONE);
		legendScroll.setContent(legend);
		legendScroll.addListener(SWT.Resize, e -> fitLegend());
		GridLayout columns = new GridLayout(1, false);
		columns.marginWidth = 0;
		columns.marginHeight = 1;
		columns.horizontalSpacing = 12;
		columns.verticalSpacing = 1;
		legend.setLayout(columns);
		grid = new Composite(this, SWT.NONE);
		grid.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		GridLayout gl = new GridLayout(2, true);
		gl.marginWidth = 0;
		gl.marginHeight = 0;
		gl.horizontalSpacing = 4;
		gl.verticalSpacing = 4;
		grid.setLayout(gl);
		for (int i = 0; i < canvases.length; i++) {
			canvases[i] = new ChartCanvas(grid);
			GridData cd = new GridData(SWT.FILL, SWT.FILL, true, true);
			cd.minimumWidth = 60;
			cd.minimumHeight = 60;
			canvases[i].setLayoutData(cd);
		}
		grid.addListener(SWT.Resize, e -> arrange());
		models = SimulationCharts.of(List.of(), List.of(), turnUnit, sides);
		showModels();
	}

	/**
	 * Two by two; in one row where the room is wide and low and a chart still gets 200 pixels' width, in one column
	 * where it is far higher than wide.
	 */
	private void arrange() {
		org.eclipse.swt.graphics.Rectangle r = grid.getClientArea();
		if (r.width <= 0 || r.height <= 0) {
			return;
		}
		int columns = r.width >= 4 * 200 && r.width >= 3 * r.height ? 4 : r.height >= 3 * r.width ? 1 : 2;
		GridLayout gl = (GridLayout) grid.getLayout();
		if (gl.numColumns != columns) {
			gl.numColumns = columns;
			grid.layout(true);
		}
	}

	/**
	 * Shows the statistics of each combination, labelled by its alternatives: the first {@link #DEFAULT_CHARTED} are
	 * charted, or those chosen with {@link #chart(List)} as long as the combinations are the same (a reading saved
	 * again). {@code rows} may be the first combinations only, or every combination's first games.
	 */
	public void show(List<String> labels, List<Statistics> rows) {
		if (!labels.equals(this.labels)) {
			chosen = List.of();
		}
		this.labels = List.copyOf(labels);
		this.rows = List.copyOf(rows);
		draw();
	}

	/** What the family calls a game's length ("turns", "plies", "cards dealt") and its two sides. */
	public void family(String unit, List<String> sideNames) {
		turnUnit = unit;
		sides = List.copyOf(sideNames);
	}

	/** Charts these combinations (indices into the labels shown), the first {@link #MAX_CHARTED} of them. */
	public void chart(List<Integer> indices) {
		List<Integer> valid = indices.stream().filter(i -> i >= 0 && i < labels.size()).distinct().sorted().limit(MAX_CHARTED).toList();
		if (!valid.isEmpty()) {
			chosen = valid;
			draw();
		}
	}

	private void draw() {
		List<Integer> ready = chosen.stream().filter(i -> i < rows.size()).toList();
		charted = ready.isEmpty() ? java.util.stream.IntStream.range(0, Math.min(DEFAULT_CHARTED, rows.size())).boxed().toList() : ready;
		List<String> names = names();
		models = SimulationCharts.of(names, charted.stream().map(rows::get).toList(), turnUnit, sides);
		showModels();
		showLegend(names);
	}

	private void showModels() {
		for (int i = 0; i < canvases.length; i++) {
			canvases[i].show(models.get(i));
		}
	}

	/** The four charts shown, as data (to be drawn elsewhere, or saved). */
	public List<ChartModel> models() {
		return models;
	}

	/** The title of the chart beside the game lengths: chips per game, or how games end when nothing is staked. */
	public String thirdChartTitle() {
		return models.get(2).title();
	}

	/** The combinations charted, as indices into the labels shown. */
	public List<Integer> charted() {
		return charted;
	}

	/** The colour of a combination's series; null if it is not charted. */
	public Color colour(int index) {
		int at = charted.indexOf(index);
		return at < 0 ? null : palette[at];
	}

	/**
	 * The charted combinations' names for the legend: without the alternatives they all share (the legend's note
	 * says those once), unless that would leave a name empty.
	 */
	private List<String> names() {
		List<List<String>> parts = charted.stream().map(i -> List.of(labels.get(i).split(", "))).toList();
		List<String> common = new ArrayList<>(parts.isEmpty() ? List.of() : parts.get(0));
		parts.forEach(common::retainAll);
		if (parts.size() < 2 || parts.stream().anyMatch(p -> p.size() <= common.size())) {
			return charted.stream().map(labels::get).toList();
		}
		return parts.stream().map(p -> String.join(", ", p.stream().filter(x -> !common.contains(x)).toList())).toList();
	}

	/** What the charted combinations share, and how many of all are charted. */
	private String note(List<String> names) {
		List<String> shared = new ArrayList<>();
		if (charted.size() > 1 && !names.get(0).equals(labels.get(charted.get(0)))) {
			for (String part : labels.get(charted.get(0)).split(", ")) {
				if (!List.of(names.get(0).split(", ")).contains(part)) {
					shared.add(part);
				}
			}
		}
		StringBuilder b = new StringBuilder();
		if (charted.size() < labels.size()) {
			b.append("Charted: ").append(charted.size()).append(" of ").append(labels.size())
					.append(" combinations (select rows of the table to chart others, up to ").append(MAX_CHARTED).append(").");
		}
		if (!shared.isEmpty()) {
			b.append(b.isEmpty() ? "" : " ").append(charted.size() < labels.size() ? "They all have " : "All have ")
					.append(String.join(", ", shared)).append('.');
		}
		return b.toString();
	}

	/** The charted combinations' colours and names, wrapped over as many lines as the view's width needs. */
	private void showLegend(List<String> names) {
		for (Control c : legend.getChildren()) {
			c.dispose();
		}
		for (int i = 0; labels.size() > 1 && i < names.size(); i++) {
			Composite entry = new Composite(legend, SWT.NONE); // swatch and name wrap as one
			RowLayout one = new RowLayout(SWT.HORIZONTAL);
			one.marginLeft = one.marginRight = one.marginTop = one.marginBottom = 0;
			one.spacing = 3;
			one.center = true;
			entry.setLayout(one);
			Label swatch = new Label(entry, SWT.NONE);
			swatch.setText("\u2588\u2588");
			swatch.setForeground(palette[i]);
			Label name = new Label(entry, SWT.NONE);
			name.setText(names.get(i));
			name.setFont(tickFont);
		}
		String note = note(names);
		legendNote.setText(note);
		legendNote.setToolTipText(note);
		((GridData) legendNote.getLayoutData()).exclude = note.isEmpty();
		legendNote.setVisible(!note.isEmpty());
		((GridData) legendArea.getLayoutData()).exclude = labels.size() <= 1;
		legendArea.setVisible(labels.size() > 1);
		layout(true, true);
		fitLegend();
	}

	/** The legend as high as its entries at this width, up to {@link #LEGEND_LINES} lines; beyond that it scrolls. */
	private void fitLegend() {
		int width = legendScroll.getClientArea().width;
		if (width <= 0 || legendArea.isDisposed()) {
			return;
		}
		int widest = 1;
		for (Control entry : legend.getChildren()) {
			widest = Math.max(widest, entry.computeSize(SWT.DEFAULT, SWT.DEFAULT).x);
		}
		GridLayout columns = (GridLayout) legend.getLayout();
		int n = Math.max(1, Math.min(legend.getChildren().length, (width + columns.horizontalSpacing) / (widest + columns.horizontalSpacing)));
		if (columns.numColumns != n) {
			columns.numColumns = n;
			legend.layout(true);
		}
		int natural = legend.computeSize(width, SWT.DEFAULT).y;
		legendScroll.setMinSize(width, natural);
		int line = legend.getChildren().length == 0 ? 0 : legend.getChildren()[0].computeSize(SWT.DEFAULT, SWT.DEFAULT).y + 1;
		int height = Math.min(natural, LEGEND_LINES * line + 1); // the margin and the rows, up to where the next row begins
		GridData gd = (GridData) legendScroll.getLayoutData();
		if (gd.heightHint != height) {
			gd.heightHint = height;
			getDisplay().asyncExec(() -> {
				if (!isDisposed()) {
					layout(true, true);
				}
			});
		}
	}

	/** The note above the legend: how many of the combinations are charted, and what they share. */
	public String legendNote() {
		return legendNote.getText();
	}

	/** The names the legend shows, in the order of the series (one per combination charted; none when there is one). */
	public List<String> legendLabels() {
		List<String> names = new ArrayList<>();
		for (Control entry : legend.getChildren()) {
			names.add(((Label) ((Composite) entry).getChildren()[1]).getText());
		}
		return names;
	}

	/** The height of the legend (note and entries) in pixels, for tests: it must leave the charts their room. */
	public int legendHeight() {
		return legendArea.isVisible() ? legendArea.getSize().y : 0;
	}

	/** The charts, in order: wins, game length, chips or outcomes, events. */
	public List<ChartCanvas> canvases() {
		return List.of(canvases);
	}

	/** The smallest width and the smallest height of the four plots (without titles and axes), in pixels. */
	public org.eclipse.swt.graphics.Point smallestPlot() {
		int w = Integer.MAX_VALUE;
		int h = Integer.MAX_VALUE;
		for (ChartCanvas c : canvases) {
			ChartPainter.Drawn d = c.drawn();
			w = Math.min(w, d == null ? 0 : d.plotWidth());
			h = Math.min(h, d == null ? 0 : d.plotHeight());
		}
		return new org.eclipse.swt.graphics.Point(w, h);
	}
}
