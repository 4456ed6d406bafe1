package org.rulebench.simulator.ui.statistics;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.IBarSeries;
import org.eclipse.swtchart.IErrorBar;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.eclipse.swtchart.Range;
import org.rulebench.engine.simulation.Distribution;
import org.rulebench.engine.measures.GameMeasures;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Statistics;

/**
 * Four charts of a simulation, one series per combination of alternatives charted: wins with their 95% intervals,
 * the game-length histogram, chips per game and events per game (means with 95% intervals). At most {@link
 * #MAX_CHARTED} combinations are charted at once, each in a colour of its own (a reading such as 七梁 has 48: 48
 * bars to a category could not be told apart); which ones is chosen with {@link #chart(List)} (the Simulator view's
 * table selection), the first ones by default. One legend above the four charts names them by what sets them
 * apart (the alternatives they all share are said once), in columns, at most three lines that scroll. Unless
 * others are chosen, the first {@value #DEFAULT_CHARTED} are charted.
 */
public final class StatisticsCharts extends Composite {
	private static final Color[] PALETTE = { new Color(31, 119, 180), new Color(255, 127, 14), new Color(44, 160, 44),
			new Color(214, 39, 40), new Color(148, 103, 189), new Color(140, 86, 75), new Color(227, 119, 194),
			new Color(127, 127, 127) };
	private static final Color ERROR = new Color(40, 40, 40);
	private static final int BINS = 20;
	/** Combinations charted at once at most: one colour each. */
	public static final int MAX_CHARTED = PALETTE.length;
	/** Combinations charted unless others are chosen: four bars to a category stay readable in the view. */
	public static final int DEFAULT_CHARTED = 4;
	private static final int LEGEND_LINES = 3;
	/** One legend for the four charts, above them: a chart's own legend takes its plot's room. */
	private final Composite legendArea;
	private final Label legendNote;
	private final ScrolledComposite legendScroll;
	private final Composite legend;
	private List<String> labels = List.of();
	private List<Statistics> rows = List.of();
	private List<Integer> charted = List.of();
	/** The combinations chosen to be charted; empty for the first ones. */
	private List<Integer> chosen = List.of();
	private final Chart wins;
	private final Chart lengths;
	private final Chart chips;
	private final Chart events;
	private final Font titleFont;
	private final Font tickFont;

	public StatisticsCharts(Composite parent) {
		super(parent, SWT.NONE);
		GridLayout layout = new GridLayout(2, true);
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		setLayout(layout);
		FontData fd = getFont().getFontData()[0];
		titleFont = new Font(getDisplay(), fd.getName(), fd.getHeight(), SWT.BOLD);
		tickFont = new Font(getDisplay(), fd.getName(), Math.max(7, fd.getHeight() - 2), SWT.NORMAL);
		addDisposeListener(e -> {
			titleFont.dispose();
			tickFont.dispose();
		});
		legendArea = new Composite(this, SWT.NONE);
		legendArea.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		GridLayout la = new GridLayout(1, false);
		la.marginWidth = 0;
		la.marginHeight = 0;
		la.verticalSpacing = 1;
		legendArea.setLayout(la);
		legendNote = new Label(legendArea, SWT.WRAP);
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
		wins = chart("Wins (95% CI)", "side (mover: the side moving first)", "% of games");
		lengths = chart("Game length", "turns", "% of games");
		chips = chart("Chips per game (mean, 95% CI)", "side", "chips");
		events = chart("Events per game (mean, 95% CI)", "event", "per game");
	}

	private Chart chart(String title, String x, String y) {
		Chart c = new Chart(this, SWT.NONE);
		c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		c.getTitle().setText(title);
		c.getTitle().setFont(titleFont);
		c.getLegend().setVisible(false);
		for (IAxis a : c.getAxisSet().getAxes()) {
			a.getTick().setFont(tickFont);
			a.getTitle().setFont(tickFont);
		}
		c.getAxisSet().getXAxis(0).getTitle().setText(x);
		c.getAxisSet().getXAxis(0).getTitle().setVisible(!x.isEmpty());
		c.getAxisSet().getYAxis(0).getTitle().setText(y);
		return c;
	}

	/**
	 * Shows the statistics of each combination, labelled by its alternatives: the first {@link #DEFAULT_CHARTED} are
	 * charted, or those chosen with {@link #chart(List)} as long as the combinations are the same (a reading saved
	 * again). {@code rows} may be the first combinations only (the others still being played).
	 */
	public void show(List<String> labels, List<Statistics> rows) {
		if (!labels.equals(this.labels)) {
			chosen = List.of();
		}
		this.labels = List.copyOf(labels);
		this.rows = List.copyOf(rows);
		draw();
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
		clear();
		List<String> names = names();
		List<Statistics> shown = charted.stream().map(rows::get).toList();
		String[] sides = { "first", "second", "mover" };
		boolean scored = shown.stream().anyMatch(StatisticsCharts::hasChips);
		retitle(chips, scored ? "Chips per game (mean, 95% CI)" : "Outcomes (95% CI)", scored ? "side" : "game",
				scored ? "chips" : "% of games");
		for (int i = 0; i < shown.size(); i++) {
			Statistics s = shown.get(i);
			Interval[] w = { s.winRate(0), s.winRate(1), s.starterWinRate() };
			bars(wins, sides, names.get(i), i, w, 100);
			if (scored) {
				Interval[] c = { s.chips(0).mean(), s.chips(1).mean() };
				bars(chips, new String[] { "first", "second" }, names.get(i), i, c, 1);
			} else { // a game without stakes: how its games end (docs/measures.md) in the chips' place
				GameMeasures m = GameMeasures.of(s);
				Interval[] o = { m.decisiveness(), m.drawishness(), m.timeouts() };
				bars(chips, new String[] { "won", "drawn", "unfinished" }, names.get(i), i, o, 100);
			}
		}
		histogram(names, shown);
		showLegend(names);
		Set<String> eventNames = new LinkedHashSet<>();
		shown.forEach(s -> eventNames.addAll(s.events()));
		String[] categories = eventNames.isEmpty() ? new String[] { "(no scoring events)" } : eventNames.toArray(String[]::new);
		for (int i = 0; i < shown.size(); i++) {
			Statistics s = shown.get(i);
			Interval[] e = new Interval[categories.length];
			for (int k = 0; k < e.length; k++) {
				e[k] = s.events().contains(categories[k]) ? s.eventPerGame(categories[k]).mean() : new Interval(0, 0, 0);
			}
			bars(events, categories, names.get(i), i, e, 1);
		}
		for (Chart c : charts()) {
			c.getAxisSet().adjustRange();
			IAxis y = c.getAxisSet().getYAxis(0);
			Range r = y.getRange();
			y.setRange(new Range(Math.min(0, r.lower), Math.max(r.upper * 1.1, r.lower + 1)));
			c.redraw();
		}
	}

	private static boolean hasChips(Statistics s) {
		return s.chips(0).anyNonZero() || s.chips(1).anyNonZero();
	}

	private static void retitle(Chart c, String title, String x, String y) {
		c.getTitle().setText(title);
		c.getAxisSet().getXAxis(0).getTitle().setText(x);
		c.getAxisSet().getYAxis(0).getTitle().setText(y);
	}

	/** What a game's length is counted in: "turns", or "plies" on a grid. */
	public void turnUnit(String unit) {
		lengths.getAxisSet().getXAxis(0).getTitle().setText(unit);
	}

	/** The title of the chart beside the game lengths: chips per game, or how games end when nothing is staked. */
	public String thirdChartTitle() {
		return chips.getTitle().getText();
	}

	/** The combinations charted, as indices into the labels shown. */
	public List<Integer> charted() {
		return charted;
	}

	/** The colour of a combination's series; null if it is not charted. */
	public Color colour(int index) {
		int at = charted.indexOf(index);
		return at < 0 ? null : PALETTE[at];
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
			swatch.setForeground(PALETTE[i]);
			Label name = new Label(entry, SWT.NONE);
			name.setText(names.get(i));
			name.setFont(tickFont);
		}
		String note = note(names);
		legendNote.setText(note);
		((GridData) legendNote.getLayoutData()).exclude = note.isEmpty();
		legendNote.setVisible(!note.isEmpty());
		((GridData) legendArea.getLayoutData()).exclude = labels.size() <= 1;
		legendArea.setVisible(labels.size() > 1);
		layout(true, true);
		fitLegend();
	}

	/** The legend as high as its entries at this width, up to three lines; beyond that it scrolls. */
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
		int height = Math.min(natural, LEGEND_LINES * line + 4);
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

	/** The chart of wins, whose plot must keep its room however many combinations there are. */
	public Chart wins() {
		return wins;
	}

	/** The smallest width and the smallest height of the four plots (without titles and axes), in pixels. */
	public org.eclipse.swt.graphics.Point smallestPlot() {
		int w = Integer.MAX_VALUE;
		int h = Integer.MAX_VALUE;
		for (Chart c : charts()) {
			org.eclipse.swt.graphics.Point p = c.getPlotArea().getSize();
			w = Math.min(w, p.x);
			h = Math.min(h, p.y);
		}
		return new org.eclipse.swt.graphics.Point(w, h);
	}

	private void bars(Chart chart, String[] categories, String label, int index, Interval[] values, double scale) {
		IAxis x = chart.getAxisSet().getXAxis(0);
		x.enableCategory(true);
		x.setCategorySeries(categories);
		double[] y = new double[values.length];
		double[] plus = new double[values.length];
		double[] minus = new double[values.length];
		for (int k = 0; k < values.length; k++) {
			Interval v = values[k];
			boolean known = !Double.isNaN(v.estimate());
			y[k] = known ? v.estimate() * scale : 0;
			plus[k] = known && !Double.isNaN(v.high()) ? (v.high() - v.estimate()) * scale : 0;
			minus[k] = known && !Double.isNaN(v.low()) ? (v.estimate() - v.low()) * scale : 0;
		}
		IBarSeries<?> series = (IBarSeries<?>) chart.getSeriesSet().createSeries(SeriesType.BAR, label);
		series.setYSeries(y);
		series.setBarColor(PALETTE[index]);
		IErrorBar error = series.getYErrorBar();
		error.setType(IErrorBar.ErrorBarType.BOTH);
		error.setPlusErrors(plus);
		error.setMinusErrors(minus);
		error.setColor(ERROR);
		error.setVisible(true);
	}

	/** Game lengths in common bins over every combination's range, as % of each combination's games. */
	private void histogram(List<String> labels, List<Statistics> rows) {
		int min = Integer.MAX_VALUE;
		int max = 0;
		for (Statistics s : rows) {
			min = Math.min(min, s.turns().min());
			max = Math.max(max, s.turns().max());
		}
		if (min > max) {
			return;
		}
		int bins = Math.min(BINS, max - min + 1);
		double width = (max - min + 1) / (double) bins;
		double[] x = new double[bins];
		for (int b = 0; b < bins; b++) {
			x[b] = min + (b + 0.5) * width;
		}
		for (int i = 0; i < rows.size(); i++) {
			Distribution d = rows.get(i).turns();
			double[] y = new double[bins];
			for (Map.Entry<Integer, Integer> e : d.counts().entrySet()) {
				int b = Math.min(bins - 1, (int) ((e.getKey() - min) / width));
				y[b] += 100.0 * e.getValue() / Math.max(1, d.size());
			}
			ILineSeries<?> series = (ILineSeries<?>) lengths.getSeriesSet().createSeries(SeriesType.LINE, labels.get(i));
			series.setXSeries(x);
			series.setYSeries(y);
			series.setLineColor(PALETTE[i]);
			series.setLineWidth(2);
			series.setSymbolType(ILineSeries.PlotSymbolType.NONE);
			series.enableStep(true);
		}
	}

	private void clear() {
		for (Chart c : charts()) {
			for (ISeries<?> s : c.getSeriesSet().getSeries()) {
				c.getSeriesSet().deleteSeries(s.getId());
			}
		}
	}

	private List<Chart> charts() {
		List<Chart> all = new ArrayList<>();
		all.add(wins);
		all.add(lengths);
		all.add(chips);
		all.add(events);
		return all;
	}
}
