package org.rulebench.simulator.ui.statistics;

/**
 * What {@link ChartPainter} draws with: the screen's graphics context, or a writer of another format (an SVG file).
 * Coordinates in pixels from the top left; colours as 0xRRGGBB.
 */
public interface Pen {
	/** A line of the given width and colour. */
	void line(int x1, int y1, int x2, int y2, int width, int rgb);

	/** A filled rectangle. */
	void rectangle(int x, int y, int width, int height, int rgb);

	/** A filled circle about a centre. */
	void dot(int x, int y, int radius, int rgb);

	/** Text with its top left at (x, y); bold for titles. */
	void text(String text, int x, int y, boolean bold, int rgb);

	/** The width and height of the text as {@link #text} would draw it. */
	int[] extent(String text, boolean bold);

	/** Shading from now on: 255 opaque, less to see through (a rule's interval over another). */
	default void alpha(int alpha) {
	}
}
