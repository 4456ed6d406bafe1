package org.rulebench.simulator.ui.statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Lays out and draws a {@link ChartModel} in a rectangle with a {@link Pen}: the title on top (shortened with … when
 * too long), the unit over the value axis, ticks at round values with labels to the decimals that tell them apart
 * ({@link Scale}: an axis starts at zero only when the values are near it), the categories or the x axis under the
 * plot. Estimates are bars standing on zero, or dots where the axis is zoomed to the values (a bar from another
 * baseline would mislead), each with its interval; distributions are steps. Tells where each value is drawn, for
 * tooltips.
 */
public final class ChartPainter {
	private static final int INK = 0x202020;
	private static final int AXIS = 0x606060;
	private static final int GRID = 0xe4e4e4;
	private static final int TITLE = 0x1f3f7f;
	/** Pixels between two ticks at least, in lines of text. */
	private static final double TICK_SPACING = 2.2;

	/** A value drawn, and where: for a tooltip. */
	public record Spot(int x, int y, int width, int height, String text) {
		public boolean contains(int px, int py) {
			return px >= x && px < x + width && py >= y && py < y + height;
		}
	}

	/** What was drawn: where the plot is and where each value is. */
	public record Drawn(int plotX, int plotY, int plotWidth, int plotHeight, Scale y, List<Spot> spots) {
	}

	private ChartPainter() {
	}

	public static Drawn paint(ChartModel model, Pen pen, int x, int y, int width, int height) {
		int line = pen.extent("Xg", false)[1];
		String title = fit(pen, model.title(), width - 4, true); // the title says the values' unit

		int[] te = pen.extent(title, true);
		pen.text(title, x + (width - te[0]) / 2, y, true, TITLE);
		int top = y + te[1] + 4;
		// the categories (or the x ticks) under the plot, and the x axis's title where there is room for it
		// categories too many for their names (Pok Deng's ten events) take two rows, each name twice the room
		int n = model.categories().size();
		boolean twoRows = !model.steps() && n > 2
				&& model.categories().stream().anyMatch(c -> pen.extent(c, false)[0] > (width - 40) / n - 2);
		int labels = twoRows ? 2 * line + 2 : line;
		boolean xTitle = !model.xTitle().isEmpty() && height - te[1] - 2 * line - labels > 5 * line;
		int bottom = y + height - (xTitle ? labels + line + 6 : labels + 4);
		int plotHeight = Math.max(10, bottom - top);
		double[] yr = model.yRange();
		// a distribution's shares stand on zero: zoomed to 45-55 %, two games' lengths would look nothing alike
		double low = model.steps() ? Math.min(0, yr[0]) : yr[0];
		Scale ys = Scale.of(low, yr[1], (int) Math.max(2, plotHeight / (TICK_SPACING * line)), model.yLimit());
		List<Double> ticks = model.isEmpty() ? List.of() : ys.ticks(); // no scale without values
		int labelWidth = 0;
		for (double t : ticks) {
			labelWidth = Math.max(labelWidth, pen.extent(ys.label(t), false)[0]);
		}
		int left = x + labelWidth + 6;
		int plotWidth = Math.max(10, x + width - 6 - left);
		for (double t : ticks) {
			int ty = yOf(ys, t, top, plotHeight);
			pen.line(left, ty, left + plotWidth, ty, 1, GRID);
			String label = ys.label(t);
			int[] e = pen.extent(label, false);
			pen.text(label, left - 4 - e[0], ty - e[1] / 2, false, AXIS);
		}
		pen.line(left, top, left, top + plotHeight, 1, AXIS);
		pen.line(left, top + plotHeight, left + plotWidth, top + plotHeight, 1, AXIS);
		List<Spot> spots = new ArrayList<>();
		if (model.isEmpty()) {
			String none = fit(pen, "no games played yet", plotWidth - 4, false);
			int[] e = pen.extent(none, false);
			pen.text(none, left + (plotWidth - e[0]) / 2, top + (plotHeight - e[1]) / 2, false, AXIS);
		} else {
			if (model.steps()) {
				steps(model, pen, ys, left, top, plotWidth, plotHeight, line, spots);
			} else {
				estimates(model, pen, ys, left, top, plotWidth, plotHeight, twoRows ? line + 2 : 0, x, x + width, spots);
			}
		}
		if (xTitle) {
			String text = fit(pen, model.xTitle(), width - 4, false);
			int[] xe = pen.extent(text, false);
			pen.text(text, left + Math.max(0, (plotWidth - xe[0]) / 2), top + plotHeight + labels + 4, false, AXIS);
		}
		return new Drawn(left, top, plotWidth, plotHeight, ys, List.copyOf(spots));
	}

	/**
	 * Values by category; {@code secondRow} is the offset of every other category's name (0 for one row), whose names
	 * then have the room of two categories, within {@code from} to {@code to}.
	 */
	private static void estimates(ChartModel m, Pen pen, Scale ys, int left, int top, int w, int h, int secondRow, int from, int to,
			List<Spot> spots) {
		int n = m.categories().size();
		double group = w / (double) n;
		int k = m.series().size();
		double slot = group * 0.8 / k;
		boolean bars = ys.fromZero();
		int zero = yOf(ys, Math.max(ys.low(), Math.min(ys.high(), 0)), top, h);
		for (int c = 0; c < n; c++) {
			int gx = left + (int) (c * group);
			String label = fit(pen, m.categories().get(c), (int) (secondRow > 0 ? 2 * group : group) - 4, false);
			int[] le = pen.extent(label, false);
			int lx = Math.max(from, Math.min(to - le[0], gx + (int) ((group - le[0]) / 2)));
			pen.text(label, lx, top + h + 2 + (c % 2 == 1 ? secondRow : 0), false, INK);
			for (int s = 0; s < k; s++) {
				ChartModel.Series series = m.series().get(s);
				if (c >= series.y().length || Double.isNaN(series.y()[c])) {
					continue;
				}
				int sx = gx + (int) (group * 0.1 + s * slot);
				int sw = Math.max(2, (int) slot - 2);
				int cx = sx + sw / 2;
				int vy = yOf(ys, series.y()[c], top, h);
				if (bars) {
					pen.rectangle(sx, Math.min(vy, zero), sw, Math.max(1, Math.abs(zero - vy)), series.colour());
				} else {
					pen.dot(cx, vy, Math.max(2, Math.min(5, sw / 3)), series.colour());
				}
				double lo = series.low()[c];
				double hi = series.high()[c];
				if (!Double.isNaN(lo) && !Double.isNaN(hi) && hi > lo) {
					int ly = yOf(ys, lo, top, h);
					int hy = yOf(ys, hi, top, h);
					int cap = Math.max(2, Math.min(6, sw / 4));
					int ink = bars ? INK : series.colour();
					pen.line(cx, ly, cx, hy, 1, ink);
					pen.line(cx - cap, ly, cx + cap, ly, 1, ink);
					pen.line(cx - cap, hy, cx + cap, hy, 1, ink);
				}
				spots.add(new Spot(sx, top, Math.max(sw, 4), h, series.name() + " — " + m.categories().get(c) + ": "
						+ number(series.y()[c]) + (Double.isNaN(lo) || Double.isNaN(hi) ? "" : " [" + number(lo) + ", " + number(hi) + "]")
						+ " " + m.yTitle()));
			}
		}
	}

	private static void steps(ChartModel m, Pen pen, Scale ys, int left, int top, int w, int h, int line, List<Spot> spots) {
		double[] xr = m.xRange();
		Scale xs = Scale.of(xr[0], xr[1], Math.max(2, w / 60));
		for (double t : xs.ticks()) {
			int tx = xOf(xs, t, left, w);
			pen.line(tx, top + h, tx, top + h + 3, 1, AXIS);
			String label = xs.label(t);
			int[] e = pen.extent(label, false);
			pen.text(label, tx - e[0] / 2, top + h + 3, false, AXIS);
		}
		List<ChartModel.Series> series = m.series();
		String coincide = m.coincide();
		for (int k = 0; k < series.size(); k++) {
			ChartModel.Series s = series.get(k);
			// curves that coincide are drawn each narrower than the one before, so that every colour shows
			int width = coincide != null ? 2 + 2 * (series.size() - 1 - k) : 2;
			int px = -1;
			int py = -1;
			for (int i = 0; i < s.y().length; i++) {
				int x0 = xOf(xs, s.x()[i], left, w);
				int x1 = xOf(xs, s.x()[i + 1], left, w);
				int vy = yOf(ys, s.y()[i], top, h);
				if (px >= 0) {
					pen.line(px, py, x0, vy, width, s.colour());
				}
				pen.line(x0, vy, x1, vy, width, s.colour());
				px = x1;
				py = vy;
				spots.add(new Spot(x0, top, Math.max(2, x1 - x0), h, s.name() + " — " + m.xTitle() + " " + number(s.x()[i]) + " to "
						+ number(s.x()[i + 1]) + ": " + number(s.y()[i]) + " " + m.yTitle()));
			}
		}
		if (coincide != null) { // over the plot's top right, where shares of games seldom reach
			String note = fit(pen, coincide, w - 8, false);
			int[] e = pen.extent(note, false);
			pen.text(note, left + w - e[0] - 4, top + 2, false, INK);
		}
	}

	/**
	 * The legend a saved chart carries under it (the view has one legend for its four charts): each series' colour
	 * and name, in rows as wide as the chart.
	 *
	 * @return the legend's height
	 */
	public static int legend(ChartModel model, Pen pen, int x, int y, int width, boolean draw) {
		if (model.series().isEmpty()) {
			return 0;
		}
		int line = pen.extent("Xg", false)[1];
		int cx = x;
		int cy = y + 4;
		for (ChartModel.Series s : model.series()) {
			String name = fit(pen, s.name(), width - 20, false);
			int w = 14 + pen.extent(name, false)[0];
			if (cx > x && cx + w > x + width) {
				cx = x;
				cy += line + 2;
			}
			if (draw) {
				pen.rectangle(cx, cy + (line - 10) / 2, 10, 10, s.colour());
				pen.text(name, cx + 14, cy, false, INK);
			}
			cx += w + 16;
		}
		return cy + line + 2 - y;
	}

	private static int yOf(Scale s, double v, int top, int h) {
		return top + h - (int) Math.round(Math.max(0, Math.min(1, s.fraction(v))) * h);
	}

	private static int xOf(Scale s, double v, int left, int w) {
		return left + (int) Math.round(Math.max(0, Math.min(1, s.fraction(v))) * w);
	}

	/** Two significant digits at least, so that a rare event's rate does not read as 0. */
	static String number(double v) {
		double a = Math.abs(v);
		int digits = a == 0 || a >= 10 ? 1 : Math.max(2, Math.min(5, 1 - (int) Math.floor(Math.log10(a))));
		return String.format(Locale.ROOT, "%." + digits + "f", v);
	}

	/** The text, shortened with … to fit the width. */
	static String fit(Pen pen, String text, int width, boolean bold) {
		if (text.isEmpty() || pen.extent(text, bold)[0] <= width) {
			return text;
		}
		int n = text.length();
		while (n > 1 && pen.extent(text.substring(0, n) + "…", bold)[0] > width) {
			n--;
		}
		return text.substring(0, n) + "…";
	}
}
