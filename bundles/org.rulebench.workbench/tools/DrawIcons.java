import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Polygon;
import java.awt.RenderingHints;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.function.Consumer;

import javax.imageio.ImageIO;

/**
 * Draws the views' tool bar icons (16x16 PNG, and 32x32 as @2x for HiDPI) with Java2D. Run from the repository
 * root: java bundles/org.rulebench.workbench/tools/DrawIcons.java
 */
public final class DrawIcons {
	private static final Color INK = new Color(60, 70, 90);
	private static final Color BLUE = new Color(40, 110, 190);
	private static final Color GREEN = new Color(40, 150, 70);
	private static final Color RED = new Color(200, 50, 50);
	private static final Color GOLD = new Color(220, 160, 20);

	public static void main(String[] args) throws IOException {
		String sim = "bundles/org.rulebench.simulator.ui/icons/";
		draw(sim + "new-game", g -> { // a die showing five
			g.setColor(Color.WHITE);
			g.fill(new RoundRectangle2D.Double(1.5, 1.5, 13, 13, 4, 4));
			g.setColor(INK);
			g.draw(new RoundRectangle2D.Double(1.5, 1.5, 13, 13, 4, 4));
			for (double[] p : new double[][] { { 5, 5 }, { 11, 5 }, { 8, 8 }, { 5, 11 }, { 11, 11 } }) {
				g.fill(new Ellipse2D.Double(p[0] - 1.3, p[1] - 1.3, 2.6, 2.6));
			}
		});
		draw(sim + "to-start", g -> { bar(g, 3); triangle(g, false, 5); });
		draw(sim + "back", g -> triangle(g, false, 4));
		draw(sim + "forward", g -> triangle(g, true, 4));
		draw(sim + "to-end", g -> { triangle(g, true, 2); bar(g, 12); });
		draw(sim + "next-event", g -> { // a star and an arrow
			star(g, 6, 8, 5.5, GOLD);
			g.setColor(INK);
			g.fill(new Polygon(new int[] { 11, 15, 11 }, new int[] { 4, 8, 12 }, 3));
		});
		draw(sim + "simulate", g -> bars(g, new int[] { 6, 11, 4 }, new Color[] { BLUE, new Color(240, 130, 30), GREEN }));

		String rd = "bundles/org.rulebench.readings.ui/icons/";
		draw(rd + "refresh", g -> { // a circular arrow
			g.setColor(GREEN);
			g.setStroke(new BasicStroke(2f));
			g.draw(new Arc2D.Double(3, 3, 10, 10, 30, 280, Arc2D.OPEN));
			g.fill(new Polygon(new int[] { 10, 15, 14 }, new int[] { 2, 2, 7 }, 3));
		});
		draw(rd + "commit", g -> { // a ring on a line: a commit in a history
			g.setColor(INK);
			g.setStroke(new BasicStroke(2f));
			g.drawLine(8, 0, 8, 4);
			g.drawLine(8, 12, 8, 16);
			g.setColor(GREEN);
			g.draw(new Ellipse2D.Double(4, 4, 8, 8));
		});
		draw(rd + "switch", g -> { // two arrows, opposite ways
			g.setColor(BLUE);
			g.setStroke(new BasicStroke(1.6f));
			g.drawLine(2, 5, 12, 5);
			g.fill(new Polygon(new int[] { 11, 15, 11 }, new int[] { 2, 5, 8 }, 3));
			g.drawLine(4, 11, 14, 11);
			g.fill(new Polygon(new int[] { 5, 1, 5 }, new int[] { 8, 11, 14 }, 3));
		});
		draw(rd + "new-branch", g -> { // a branch leaving a line, and a plus
			g.setColor(INK);
			g.setStroke(new BasicStroke(1.6f));
			g.drawLine(4, 1, 4, 15);
			Path2D p = new Path2D.Double();
			p.moveTo(4, 12);
			p.curveTo(4, 8, 10, 9, 10, 5);
			g.draw(p);
			g.fill(new Ellipse2D.Double(2, 12, 4, 4));
			g.setColor(GREEN);
			g.setStroke(new BasicStroke(2f));
			g.drawLine(12, 1, 12, 7);
			g.drawLine(9, 4, 15, 4);
		});
		draw("bundles/org.rulebench.publish.ui/icons/publish-document", g -> { // a page with lines of text and a chart
			g.setColor(Color.WHITE);
			g.fill(new java.awt.geom.Rectangle2D.Double(2.5, 1.5, 11, 13));
			g.setColor(INK);
			g.draw(new java.awt.geom.Rectangle2D.Double(2.5, 1.5, 11, 13));
			g.drawLine(5, 4, 11, 4);
			g.drawLine(5, 6, 11, 6);
			g.setColor(BLUE);
			g.fill(new java.awt.geom.Rectangle2D.Double(5, 10, 1.6, 2.5));
			g.fill(new java.awt.geom.Rectangle2D.Double(7.2, 8.5, 1.6, 4));
			g.fill(new java.awt.geom.Rectangle2D.Double(9.4, 9.3, 1.6, 3.2));
		});
		draw(rd + "publish", g -> { // a tag
			Path2D p = new Path2D.Double();
			p.moveTo(1.5, 6);
			p.lineTo(6, 1.5);
			p.lineTo(14.5, 1.5);
			p.lineTo(14.5, 10);
			p.lineTo(10, 14.5);
			p.closePath();
			g.setColor(GOLD);
			g.fill(p);
			g.setColor(INK);
			g.draw(p);
			g.setColor(Color.WHITE);
			g.fill(new Ellipse2D.Double(9.5, 4, 3, 3));
		});
		draw(rd + "compare", g -> { // two pages side by side
			g.setColor(Color.WHITE);
			g.fillRect(1, 2, 6, 12);
			g.fillRect(9, 2, 6, 12);
			g.setColor(INK);
			g.drawRect(1, 2, 6, 12);
			g.drawRect(9, 2, 6, 12);
			g.setColor(RED);
			g.drawLine(3, 6, 5, 6);
			g.setColor(GREEN);
			g.drawLine(11, 6, 13, 6);
			g.drawLine(11, 9, 13, 9);
		});
		draw(rd + "cancel", g -> {
			g.setColor(RED);
			g.fill(new RoundRectangle2D.Double(3, 3, 10, 10, 3, 3));
		});
		draw(rd + "swap", g -> { // up and down arrows
			g.setColor(BLUE);
			g.setStroke(new BasicStroke(1.6f));
			g.drawLine(5, 3, 5, 14);
			g.fill(new Polygon(new int[] { 1, 5, 9 }, new int[] { 5, 0, 5 }, 3));
			g.drawLine(11, 2, 11, 13);
			g.fill(new Polygon(new int[] { 7, 11, 15 }, new int[] { 11, 16, 11 }, 3));
		});

		String src = "bundles/org.rulebench.sources.ui/icons/";
		draw(src + "cite", g -> { // a closing quotation mark pointing into a page
			g.setColor(Color.WHITE);
			g.fillRect(6, 1, 9, 14);
			g.setColor(INK);
			g.drawRect(6, 1, 9, 14);
			g.drawLine(8, 5, 13, 5);
			g.drawLine(8, 8, 13, 8);
			g.drawLine(8, 11, 11, 11);
			g.setColor(BLUE);
			g.setFont(new Font(Font.SERIF, Font.BOLD, 13));
			g.drawString("\u201d", 0, 14);
		});
		draw(src + "annotate", g -> { // a pencil
			g.setColor(GOLD);
			Path2D p = new Path2D.Double();
			p.moveTo(3, 11);
			p.lineTo(11, 3);
			p.lineTo(13, 5);
			p.lineTo(5, 13);
			p.closePath();
			g.fill(p);
			g.setColor(INK);
			g.draw(p);
			g.fill(new Polygon(new int[] { 3, 5, 1 }, new int[] { 11, 13, 15 }, 3));
			g.setColor(RED);
			g.fill(new Polygon(new int[] { 11, 13, 15, 13 }, new int[] { 3, 1, 3, 5 }, 4));
		});
	}

	private static void bar(Graphics2D g, int x) {
		g.setColor(INK);
		g.fillRect(x, 3, 2, 10);
	}

	private static void triangle(Graphics2D g, boolean right, int x) {
		g.setColor(INK);
		g.fill(right ? new Polygon(new int[] { x, x + 8, x }, new int[] { 3, 8, 13 }, 3)
				: new Polygon(new int[] { x + 8, x, x + 8 }, new int[] { 3, 8, 13 }, 3));
	}

	private static void star(Graphics2D g, double cx, double cy, double r, Color c) {
		Path2D p = new Path2D.Double();
		for (int k = 0; k < 10; k++) {
			double a = -Math.PI / 2 + k * Math.PI / 5;
			double rr = k % 2 == 0 ? r : r * 0.45;
			if (k == 0) {
				p.moveTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
			} else {
				p.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
			}
		}
		p.closePath();
		g.setColor(c);
		g.fill(p);
		g.setColor(c.darker());
		g.draw(p);
	}

	private static void bars(Graphics2D g, int[] heights, Color[] colours) {
		for (int i = 0; i < heights.length; i++) {
			g.setColor(colours[i]);
			g.fillRect(2 + i * 4, 14 - heights[i], 3, heights[i]);
		}
		g.setColor(INK);
		g.drawLine(1, 14, 14, 14);
	}

	private static void draw(String name, Consumer<Graphics2D> painter) throws IOException {
		for (int scale : new int[] { 1, 2 }) {
			BufferedImage img = new BufferedImage(16 * scale, 16 * scale, BufferedImage.TYPE_INT_ARGB);
			Graphics2D g = img.createGraphics();
			g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
			g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
			g.scale(scale, scale);
			painter.accept(g);
			g.dispose();
			File out = new File(name + (scale == 1 ? "" : "@2x") + ".png");
			out.getParentFile().mkdirs();
			ImageIO.write(img, "png", out);
		}
	}
}
