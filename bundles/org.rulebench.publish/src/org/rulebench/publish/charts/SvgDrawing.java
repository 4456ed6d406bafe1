package org.rulebench.publish.charts;

import java.awt.Graphics2D;
import java.util.function.Consumer;

import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;
import org.jfree.svg.ViewBox;

/**
 * Drawing on a Java 2D graphics written as SVG (JFreeSVG), text as text so that a reader can select and search it:
 * the one SVG writer of Rulebench, for the published document's charts and for a chart saved from the workbench.
 */
public final class SvgDrawing {
	private SvgDrawing() {
	}

	/** The graphics to draw a picture of this size on. */
	static SVGGraphics2D graphics(int width, int height) {
		SVGGraphics2D g = new SVGGraphics2D(width, height);
		g.setRenderingHint(SVGHints.KEY_DRAW_STRING_TYPE, SVGHints.VALUE_DRAW_STRING_TYPE_STANDARD);
		return g;
	}

	/** The svg element of what was drawn, scaling with its container (a viewBox). */
	static String element(SVGGraphics2D g, String id, int width, int height) {
		return g.getSVGElement(id, false, new ViewBox(0, 0, width, height), null, null);
	}

	/**
	 * A standalone SVG file of the drawing, at this size in pixels, with a title and a description (what a viewer
	 * shows as its name, what a screen reader says).
	 */
	public static String document(int width, int height, String title, String description, Consumer<Graphics2D> drawing) {
		SVGGraphics2D g = graphics(width, height);
		drawing.accept(g);
		String svg = g.getSVGElement("chart", true, new ViewBox(0, 0, width, height), null, null);
		int open = svg.indexOf('>', svg.indexOf("<svg"));
		return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg.substring(0, open + 1) + "<title>" + Svg.xml(title) + "</title><desc>"
				+ Svg.xml(description) + "</desc>" + svg.substring(open + 1) + "\n";
	}
}
