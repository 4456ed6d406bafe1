package org.rulebench.simulator.ui.statistics;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.SWT;
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
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Statistics;

/**
 * Four charts of a simulation, one series per combination of alternatives: wins with their 95% intervals, the
 * game-length histogram, chips per game and events per game (means with 95% intervals).
 */
public final class StatisticsCharts extends Composite {
	private static final Color[] PALETTE = { new Color(31, 119, 180), new Color(255, 127, 14), new Color(44, 160, 44),
			new Color(214, 39, 40), new Color(148, 103, 189), new Color(140, 86, 75), new Color(227, 119, 194),
			new Color(127, 127, 127) };
	private static final Color ERROR = new Color(40, 40, 40);
	private static final int BINS = 20;
	/** One legend for the four charts, above them: a chart's own legend takes its plot's room. */
	private final Composite legend;
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
		legend = new Composite(this, SWT.NONE);
		legend.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		RowLayout rows = new RowLayout(SWT.HORIZONTAL);
		rows.wrap = true;
		rows.center = true;
		rows.marginTop = 2;
		rows.marginBottom = 2;
		rows.spacing = 12;
		legend.setLayout(rows);
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

	/** Shows the statistics of each combination, labelled by its alternatives. */
	public void show(List<String> labels, List<Statistics> rows) {
		clear();
		String[] sides = { "first", "second", "mover" };
		for (int i = 0; i < rows.size(); i++) {
			Statistics s = rows.get(i);
			Interval[] w = { s.winRate(0), s.winRate(1), s.starterWinRate() };
			bars(wins, sides, labels.get(i), i, w, 100);
			Interval[] c = { s.chips(0).mean(), s.chips(1).mean() };
			bars(chips, new String[] { "first", "second" }, labels.get(i), i, c, 1);
		}
		histogram(labels, rows);
		showLegend(labels);
		Set<String> names = new LinkedHashSet<>();
		rows.forEach(s -> names.addAll(s.events()));
		String[] eventNames = names.isEmpty() ? new String[] { "(no scoring events)" } : names.toArray(String[]::new);
		for (int i = 0; i < rows.size(); i++) {
			Statistics s = rows.get(i);
			Interval[] e = new Interval[eventNames.length];
			for (int k = 0; k < e.length; k++) {
				e[k] = s.events().contains(eventNames[k]) ? s.eventPerGame(eventNames[k]).mean() : new Interval(0, 0, 0);
			}
			bars(events, eventNames, labels.get(i), i, e, 1);
		}
		for (Chart c : charts()) {
			c.getAxisSet().adjustRange();
			IAxis y = c.getAxisSet().getYAxis(0);
			Range r = y.getRange();
			y.setRange(new Range(Math.min(0, r.lower), Math.max(r.upper * 1.1, r.lower + 1)));
			c.redraw();
		}
	}

	/** The combinations' colours and names, wrapped over as many lines as the view's width needs. */
	private void showLegend(List<String> labels) {
		for (Control c : legend.getChildren()) {
			c.dispose();
		}
		for (int i = 0; labels.size() > 1 && i < labels.size(); i++) {
			Composite entry = new Composite(legend, SWT.NONE); // swatch and name wrap as one
			RowLayout one = new RowLayout(SWT.HORIZONTAL);
			one.marginLeft = one.marginRight = one.marginTop = one.marginBottom = 0;
			one.spacing = 3;
			one.center = true;
			entry.setLayout(one);
			Label swatch = new Label(entry, SWT.NONE);
			swatch.setText("\u2588\u2588");
			swatch.setForeground(PALETTE[i % PALETTE.length]);
			Label name = new Label(entry, SWT.NONE);
			name.setText(labels.get(i));
			name.setFont(tickFont);
		}
		((GridData) legend.getLayoutData()).exclude = labels.size() <= 1;
		legend.setVisible(labels.size() > 1);
		layout(true, true);
	}

	/** The names the legend shows, in the order of the series (one per combination; none when there is one). */
	public List<String> legendLabels() {
		List<String> names = new ArrayList<>();
		for (Control entry : legend.getChildren()) {
			names.add(((Label) ((Composite) entry).getChildren()[1]).getText());
		}
		return names;
	}

	/** The chart of wins, whose plot must keep its room however many combinations there are. */
	public Chart wins() {
		return wins;
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
		series.setBarColor(PALETTE[index % PALETTE.length]);
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
			series.setLineColor(PALETTE[i % PALETTE.length]);
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
