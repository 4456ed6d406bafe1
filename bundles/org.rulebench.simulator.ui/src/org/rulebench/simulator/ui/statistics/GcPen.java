package org.rulebench.simulator.ui.statistics;

import java.util.function.IntFunction;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;

/** A chart drawn with SWT: on the screen ({@link ChartCanvas}) or on an image saved as PNG ({@link ChartFiles}). */
final class GcPen implements Pen {
	private final GC gc;
	private final Font normal;
	private final Font bold;
	private final IntFunction<Color> colours;

	/** @param colours the colour of an 0xRRGGBB, made once and disposed of by the caller */
	GcPen(GC gc, Font normal, Font bold, IntFunction<Color> colours) {
		this.gc = gc;
		this.normal = normal;
		this.bold = bold;
		this.colours = colours;
	}

	@Override
	public void line(int x1, int y1, int x2, int y2, int width, int rgb) {
		gc.setForeground(colours.apply(rgb));
		gc.setLineWidth(width);
		gc.drawLine(x1, y1, x2, y2);
	}

	@Override
	public void rectangle(int x, int y, int width, int height, int rgb) {
		gc.setBackground(colours.apply(rgb));
		gc.fillRectangle(x, y, width, height);
	}

	@Override
	public void dot(int x, int y, int radius, int rgb) {
		gc.setBackground(colours.apply(rgb));
		gc.fillOval(x - radius, y - radius, 2 * radius, 2 * radius);
	}

	@Override
	public void text(String text, int x, int y, boolean strong, int rgb) {
		gc.setFont(strong ? bold : normal);
		gc.setForeground(colours.apply(rgb));
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
