package org.rulebench.simulator.ui.statistics;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

/** A {@link ChartModel} drawn to the canvas's size by {@link ChartPainter}; hovering a value says it in full. */
public final class ChartCanvas extends Canvas {
	private final Font normal;
	private final Font bold;
	private final Map<Integer, Color> colours = new HashMap<>();
	private ChartModel model;
	private ChartPainter.Drawn drawn;

	public ChartCanvas(Composite parent) {
		super(parent, SWT.DOUBLE_BUFFERED);
		FontData fd = getFont().getFontData()[0];
		normal = new Font(getDisplay(), fd.getName(), Math.max(7, fd.getHeight() - 1), SWT.NORMAL);
		bold = new Font(getDisplay(), fd.getName(), fd.getHeight(), SWT.BOLD);
		addPaintListener(e -> paint(e.gc));
		addListener(SWT.Resize, e -> redraw());
		addListener(SWT.MouseHover, e -> setToolTipText(tip(e.x, e.y)));
		addListener(SWT.MouseMove, e -> {
			String tip = tip(e.x, e.y);
			if (tip == null ? getToolTipText() != null : !tip.equals(getToolTipText())) {
				setToolTipText(tip);
			}
		});
		addDisposeListener(e -> {
			normal.dispose();
			bold.dispose();
			colours.values().forEach(Color::dispose);
		});
	}

	public void show(ChartModel m) {
		model = m;
		redraw();
	}

	public ChartModel model() {
		return model;
	}

	/** Where the plot was drawn last and what its axis was; null before the first drawing. */
	public ChartPainter.Drawn drawn() {
		return drawn;
	}

	@Override
	public Point computeSize(int wHint, int hHint, boolean changed) {
		return new Point(wHint == SWT.DEFAULT ? 160 : wHint, hHint == SWT.DEFAULT ? 120 : hHint);
	}

	private String tip(int x, int y) {
		if (drawn == null) {
			return null;
		}
		List<ChartPainter.Spot> spots = drawn.spots();
		for (ChartPainter.Spot s : spots) {
			if (s.contains(x, y)) {
				return s.text();
			}
		}
		return null;
	}

	private void paint(GC gc) {
		Rectangle area = getClientArea();
		gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
		gc.fillRectangle(area);
		if (model == null || area.width < 20 || area.height < 20) {
			drawn = null;
			return;
		}
		gc.setAntialias(SWT.ON);
		gc.setTextAntialias(SWT.ON);
		drawn = ChartPainter.paint(model, new GcPen(gc), area.x + 2, area.y + 2, area.width - 4, area.height - 4);
	}

	private Color colour(int rgb) {
		return colours.computeIfAbsent(rgb, c -> new Color(getDisplay(), (c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff));
	}

	/** The chart drawn on the screen. */
	private final class GcPen implements Pen {
		private final GC gc;

		GcPen(GC gc) {
			this.gc = gc;
		}

		@Override
		public void line(int x1, int y1, int x2, int y2, int width, int rgb) {
			gc.setForeground(colour(rgb));
			gc.setLineWidth(width);
			gc.drawLine(x1, y1, x2, y2);
		}

		@Override
		public void rectangle(int x, int y, int width, int height, int rgb) {
			gc.setBackground(colour(rgb));
			gc.fillRectangle(x, y, width, height);
		}

		@Override
		public void dot(int x, int y, int radius, int rgb) {
			gc.setBackground(colour(rgb));
			gc.fillOval(x - radius, y - radius, 2 * radius, 2 * radius);
		}

		@Override
		public void text(String text, int x, int y, boolean strong, int rgb) {
			gc.setFont(strong ? bold : normal);
			gc.setForeground(colour(rgb));
			gc.drawText(text, x, y, true);
		}

		@Override
		public int[] extent(String text, boolean strong) {
			gc.setFont(strong ? bold : normal);
			Point p = gc.textExtent(text);
			return new int[] { p.x, p.y };
		}

		@Override
		public void alpha(int alpha) {
			gc.setAlpha(alpha);
		}
	}
}
