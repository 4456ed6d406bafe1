package org.rulebench.publish.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.jfree.svg.SVGGraphics2D;

/**
 * A {@link Forest} drawn by JFreeChart: the rows down the left, the values along the bottom with ticks at round
 * numbers, each estimate a point with its interval as a line with end caps, series told apart by the shape of their
 * points (filled circle, open square, filled triangle, open diamond) and drawn in black, so that the chart reads in
 * print and in black and white. The same chart is written as SVG (the HTML) and drawn on any Graphics2D (a PDF page).
 */
public final class ForestChart {
	/** The width the charts are laid out for, in CSS pixels (a page's text width). */
	public static final int WIDTH = 680;
	private static final int ROW = 17;
	private static final Font LABELS = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
	private static final Font TICKS = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
	private static final Color[] INKS = { Color.BLACK, new Color(0x40, 0x40, 0x40), Color.BLACK, new Color(0x40, 0x40, 0x40) };

	private ForestChart() {
	}

	/** The chart's height at {@link #WIDTH}: a row for each label, room for the axis and the legend. */
	public static int height(Forest f) {
		return 64 + (f.series().size() > 1 ? 22 : 0) + ROW * Math.max(2, f.rows().size());
	}

	public static JFreeChart chart(Forest f) {
		YIntervalSeriesCollection data = new YIntervalSeriesCollection();
		int k = f.series().size();
		for (int s = 0; s < k; s++) {
			Forest.Series series = f.series().get(s);
			YIntervalSeries ys = new YIntervalSeries(series.name(), false, true);
			double offset = k == 1 ? 0 : (s - (k - 1) / 2.0) * Math.min(0.22, 0.6 / k);
			for (int i = 0; i < f.rows().size(); i++) {
				double v = series.value()[i];
				if (Double.isNaN(v)) {
					continue;
				}
				double lo = Double.isNaN(series.low()[i]) ? v : series.low()[i];
				double hi = Double.isNaN(series.high()[i]) ? v : series.high()[i];
				ys.add(i + offset, v, lo, hi);
			}
			data.addSeries(ys);
		}
		SymbolAxis rows = new SymbolAxis(null, f.rows().toArray(String[]::new));
		rows.setInverted(true);
		rows.setGridBandsVisible(false);
		rows.setRange(-0.6, f.rows().size() - 0.4);
		rows.setTickLabelFont(LABELS);
		rows.setTickMarksVisible(false);
		NumberAxis values = new NumberAxis(f.axis());
		values.setAutoRangeIncludesZero(false);
		values.setLabelFont(LABELS);
		values.setTickLabelFont(TICKS);
		values.setAutoRangeStickyZero(false);
		values.setLowerMargin(0.04);
		values.setUpperMargin(0.04);

		XYErrorRenderer renderer = new XYErrorRenderer();
		renderer.setDrawXError(false);
		renderer.setDrawYError(true);
		renderer.setCapLength(5);
		renderer.setErrorStroke(new BasicStroke(1.1f));
		renderer.setDefaultLinesVisible(false);
		renderer.setDefaultShapesVisible(true);
		renderer.setUseOutlinePaint(true);
		renderer.setDrawOutlines(true);
		for (int s = 0; s < k; s++) {
			renderer.setSeriesShape(s, shape(s));
			renderer.setSeriesShapesFilled(s, s % 2 == 0);
			renderer.setSeriesPaint(s, s % 2 == 0 ? INKS[s % INKS.length] : Color.WHITE);
			renderer.setSeriesOutlinePaint(s, INKS[s % INKS.length]);
			renderer.setSeriesOutlineStroke(s, new BasicStroke(1.2f));
		}
		renderer.setErrorPaint(Color.BLACK);

		XYPlot plot = new XYPlot(data, rows, values, renderer);
		plot.setOrientation(PlotOrientation.HORIZONTAL);
		plot.setBackgroundPaint(Color.WHITE);
		plot.setOutlinePaint(Color.GRAY);
		plot.setDomainGridlinesVisible(true);
		plot.setDomainGridlinePaint(new Color(0xe0, 0xe0, 0xe0));
		plot.setDomainGridlineStroke(new BasicStroke(0.5f));
		plot.setRangeGridlinePaint(new Color(0xc8, 0xc8, 0xc8));
		plot.setRangeGridlineStroke(new BasicStroke(0.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] { 2f, 2f }, 0f));
		plot.setAxisOffset(new RectangleInsets(2, 2, 2, 2));
		if (!Double.isNaN(f.reference())) {
			ValueMarker even = new ValueMarker(f.reference(), Color.DARK_GRAY,
					new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] { 5f, 3f }, 0f));
			plot.addRangeMarker(even);
		}
		JFreeChart chart = new JFreeChart(null, LABELS, plot, k > 1);
		chart.setBackgroundPaint(Color.WHITE);
		chart.setAntiAlias(true);
		chart.setTextAntiAlias(true);
		LegendTitle legend = chart.getLegend();
		if (legend != null) {
			legend.setPosition(RectangleEdge.TOP);
			legend.setItemFont(LABELS);
			legend.setFrame(BlockBorder.NONE);
			legend.setBackgroundPaint(Color.WHITE);
		}
		return chart;
	}

	/** The chart drawn in the area of the graphics. */
	public static void draw(Forest f, Graphics2D g, Rectangle2D area) {
		g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
		chart(f).draw(g, area);
	}

	/**
	 * The chart as an SVG element for inline use in HTML: a viewBox so that it scales with the page, text as text
	 * (a reader can select and search it), a title and a description for screen readers.
	 */
	public static String svg(Forest f) {
		int h = height(f);
		SVGGraphics2D g = SvgDrawing.graphics(WIDTH, h);
		draw(f, g, new Rectangle2D.Double(0, 0, WIDTH, h));
		String svg = SvgDrawing.element(g, "chart-" + f.id(), WIDTH, h);
		return Svg.forHtml(svg, f.title(), f.caption());
	}

	private static Shape shape(int series) {
		double r = 4;
		return switch (series % 4) {
		case 0 -> new Ellipse2D.Double(-r, -r, 2 * r, 2 * r);
		case 1 -> new Rectangle2D.Double(-r, -r, 2 * r, 2 * r);
		case 2 -> triangle(r + 1);
		default -> diamond(r + 1);
		};
	}

	private static Shape triangle(double r) {
		Path2D p = new Path2D.Double();
		p.moveTo(0, -r);
		p.lineTo(r, r);
		p.lineTo(-r, r);
		p.closePath();
		return p;
	}

	private static Shape diamond(double r) {
		Path2D p = new Path2D.Double();
		p.moveTo(0, -r);
		p.lineTo(r, 0);
		p.lineTo(0, r);
		p.lineTo(-r, 0);
		p.closePath();
		return p;
	}
}
