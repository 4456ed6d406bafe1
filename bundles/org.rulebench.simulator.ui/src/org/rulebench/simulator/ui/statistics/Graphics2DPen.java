package org.rulebench.simulator.ui.statistics;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;

/** A chart drawn on Java 2D graphics: what publish's SVG writer takes ({@link ChartFiles#svg}). */
final class Graphics2DPen implements Pen {
	private static final Font NORMAL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
	private static final Font BOLD = new Font(Font.SANS_SERIF, Font.BOLD, 12);
	private final Graphics2D g;
	private int alpha = 255;

	Graphics2DPen(Graphics2D g) {
		this.g = g;
		g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
		g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
	}

	private Color colour(int rgb) {
		return new Color((alpha << 24) | (rgb & 0xffffff), true);
	}

	@Override
	public void line(int x1, int y1, int x2, int y2, int width, int rgb) {
		g.setColor(colour(rgb));
		g.setStroke(new BasicStroke(width));
		g.drawLine(x1, y1, x2, y2);
	}

	@Override
	public void rectangle(int x, int y, int width, int height, int rgb) {
		g.setColor(colour(rgb));
		g.fillRect(x, y, width, height);
	}

	@Override
	public void dot(int x, int y, int radius, int rgb) {
		g.setColor(colour(rgb));
		g.fillOval(x - radius, y - radius, 2 * radius, 2 * radius);
	}

	@Override
	public void text(String text, int x, int y, boolean bold, int rgb) {
		g.setFont(bold ? BOLD : NORMAL);
		g.setColor(colour(rgb));
		g.drawString(text, x, y + g.getFontMetrics().getAscent()); // (x, y) is the top left, as on the screen
	}

	@Override
	public int[] extent(String text, boolean bold) {
		FontMetrics m = g.getFontMetrics(bold ? BOLD : NORMAL);
		return new int[] { m.stringWidth(text), m.getHeight() };
	}

	@Override
	public void alpha(int alpha) {
		this.alpha = Math.max(0, Math.min(255, alpha));
	}
}
