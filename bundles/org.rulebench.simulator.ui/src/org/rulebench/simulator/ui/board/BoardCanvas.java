package org.rulebench.simulator.ui.board;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.position.Track;

/**
 * Draws a position: the points (numbered on the first side's count), the pieces of both sides (light: first
 * side, dark: second), the bar, pieces borne off, not yet entered, out of the game or taken, chips, and the dice.
 */
public final class BoardCanvas extends Canvas {
	private static final Color WOOD = new Color(222, 196, 150);
	private static final Color FIELD = new Color(244, 232, 204);
	private static final Color POINT_A = new Color(170, 95, 60);
	private static final Color POINT_B = new Color(90, 110, 80);
	private static final Color LIGHT = new Color(250, 248, 240);
	private static final Color DARK = new Color(50, 40, 40);
	private static final Color INK = new Color(30, 30, 30);
	private static final Color HIGHLIGHT = new Color(230, 60, 30);
	private static final int STACK = 5;

	private Position position;
	private int[] roll;
	private int roller;
	private String caption = "";
	private final Font small;

	public BoardCanvas(Composite parent) {
		super(parent, SWT.DOUBLE_BUFFERED);
		FontData fd = getFont().getFontData()[0];
		small = new Font(getDisplay(), fd.getName(), Math.max(7, fd.getHeight() - 1), SWT.NORMAL);
		addPaintListener(e -> paint(e.gc));
		addDisposeListener(e -> small.dispose());
	}

	/** Shows a position (a copy is kept), the roll of a side that led to it or is to be played, and a caption. */
	public void show(Position p, int[] dice, int rollerSide, String text) {
		this.position = p == null ? null : p.copy();
		this.roll = dice == null ? null : dice.clone();
		this.roller = rollerSide;
		this.caption = text == null ? "" : text;
		redraw();
	}

	public Position position() {
		return position;
	}

	public String caption() {
		return caption;
	}

	@Override
	public Point computeSize(int wHint, int hHint, boolean changed) {
		return new Point(wHint == SWT.DEFAULT ? 480 : wHint, hHint == SWT.DEFAULT ? 300 : hHint);
	}

	private void paint(GC gc) {
		Rectangle area = getClientArea();
		gc.setAntialias(SWT.ON);
		gc.setBackground(WOOD);
		gc.fillRectangle(area);
		if (position == null) {
			gc.setForeground(INK);
			gc.drawText("Open a reading to see its board.", 10, 10, true);
			return;
		}
		gc.setFont(small);
		List<String> lines = captionLines(gc, caption, area.width - 8);
		int line = gc.getFontMetrics().getHeight();
		// no taller than a board is: a maximized view's height is not stretched into long narrow points
		int height = Math.min(area.height - lines.size() * line - 2, (int) (area.width * 0.8));
		BoardGeometry g = new BoardGeometry(position.points(), new Rectangle(area.x, area.y, area.width, height));
		Rectangle field = g.field();
		gc.setBackground(FIELD);
		gc.fillRectangle(field);
		Track track = position.trackTables();
		for (int p = 1; p <= g.points(); p++) {
			drawPoint(gc, g, p);
			drawPieces(gc, g, p, 0, position.count(0, p));
			drawPieces(gc, g, p, 1, position.count(1, track.opposite(0, p)));
		}
		Rectangle bar = g.bar();
		gc.setBackground(WOOD);
		gc.fillRectangle(bar);
		drawStack(gc, bar.x + bar.width / 2, bar.y + bar.height / 2 + 4, 1, position.onBar(0), g, LIGHT);
		drawStack(gc, bar.x + bar.width / 2, bar.y + bar.height / 2 - 4, -1, position.onBar(1), g, DARK);
		drawTray(gc, g);
		drawDice(gc, g);
		gc.setForeground(INK);
		for (int i = 0; i < lines.size(); i++) {
			gc.drawText(lines.get(i), area.x + 4, area.y + height + 1 + i * line, true);
		}
	}

	/** The caption on one line, or two where it is wider than the board (the computer's reply and the person's roll). */
	static List<String> captionLines(GC gc, String text, int width) {
		if (gc.textExtent(text).x <= width) {
			return List.of(text);
		}
		int cut = text.lastIndexOf(' ', text.length() / 2 + 10);
		int dash = text.indexOf(" — ");
		if (dash > 0 && gc.textExtent(text.substring(0, dash)).x <= width) {
			cut = dash + 2; // the break where the computer's turn ends
		}
		return cut <= 0 ? List.of(text) : List.of(text.substring(0, cut).strip(), text.substring(cut).strip());
	}

	private void drawPoint(GC gc, BoardGeometry g, int p) {
		Rectangle r = g.point(p);
		gc.setBackground(p % 2 == 0 ? POINT_A : POINT_B);
		int tipY = g.bottom(p) ? r.y + 8 : r.y + r.height - 8;
		int baseY = g.bottom(p) ? r.y + r.height : r.y;
		gc.fillPolygon(new int[] { r.x + 1, baseY, r.x + r.width - 1, baseY, r.x + r.width / 2, tipY });
		gc.setForeground(INK);
		String n = Integer.toString(p);
		Point size = gc.textExtent(n);
		int y = g.bottom(p) ? r.y + r.height + 1 : r.y - size.y - 1;
		gc.drawText(n, r.x + (r.width - size.x) / 2, y, true);
	}

	private void drawPieces(GC gc, BoardGeometry g, int p, int side, int count) {
		if (count == 0) {
			return;
		}
		Rectangle r = g.point(p);
		int dir = g.bottom(p) ? -1 : 1;
		int d = diameter(g);
		int start = g.bottom(p) ? r.y + r.height - d / 2 - 1 : r.y + d / 2 + 1;
		drawStack(gc, r.x + r.width / 2, start, dir, count, g, side == 0 ? LIGHT : DARK);
	}

	/** Up to five pieces in a column from (cx, cy) in direction dir; more are written as a number on the last. */
	private void drawStack(GC gc, int cx, int cy, int dir, int count, BoardGeometry g, Color color) {
		int d = diameter(g);
		int shown = Math.min(count, STACK);
		for (int i = 0; i < shown; i++) {
			int y = cy + dir * i * d;
			gc.setBackground(color);
			gc.fillOval(cx - d / 2, y - d / 2, d, d);
			gc.setForeground(color == LIGHT ? DARK : LIGHT);
			gc.drawOval(cx - d / 2, y - d / 2, d - 1, d - 1);
		}
		if (count > STACK || count > 1 && d < 10) {
			int y = cy + dir * (shown - 1) * d;
			String n = Integer.toString(count);
			Point size = gc.textExtent(n);
			gc.setForeground(color == LIGHT ? INK : LIGHT);
			gc.drawText(n, cx - size.x / 2, y - size.y / 2, true);
		}
	}

	private static int diameter(BoardGeometry g) {
		return Math.max(6, Math.min(g.pointWidth() - 2, g.rowHeight() / STACK));
	}

	private void drawTray(GC gc, BoardGeometry g) {
		Rectangle t = g.tray();
		gc.setBackground(FIELD);
		gc.fillRectangle(t);
		gc.setForeground(INK);
		int y = t.y + 2;
		for (int side = 1; side >= 0; side--) {
			String who = side == 0 ? "first" : "second";
			String[] lines = { who, "off " + position.borneOff(side), "pips " + position.pipCount(side),
					position.waiting(side) > 0 ? "to enter " + position.waiting(side) : null,
					position.lost(side) > 0 ? "lost " + position.lost(side) : null,
					position.taken(side) > 0 ? "taken " + position.taken(side) : null,
					position.chips(side) != 0 ? "chips " + position.chips(side) : null };
			if (side == 0) {
				y = t.y + t.height / 2 + 4;
			}
			gc.setBackground(side == 0 ? LIGHT : DARK);
			gc.fillOval(t.x + 2, y + 3, 9, 9);
			for (String line : lines) {
				if (line != null) {
					gc.drawText(line, t.x + 13, y, true);
					y += gc.getFontMetrics().getHeight();
				}
			}
		}
	}

	private void drawDice(GC gc, BoardGeometry g) {
		if (roll == null || roll.length == 0) {
			return;
		}
		Rectangle f = g.field();
		Rectangle bar = g.bar();
		int size = Math.max(16, Math.min(28, g.pointWidth()));
		int x = bar.x + bar.width + (f.x + f.width - bar.x - bar.width - roll.length * (size + 6)) / 2;
		int y = f.y + f.height / 2 - size / 2;
		for (int die : roll) {
			gc.setBackground(roller == 0 ? LIGHT : DARK);
			gc.fillRoundRectangle(x, y, size, size, 6, 6);
			gc.setForeground(HIGHLIGHT);
			gc.drawRoundRectangle(x, y, size - 1, size - 1, 6, 6);
			gc.setForeground(roller == 0 ? INK : LIGHT);
			String n = Integer.toString(die);
			Point s = gc.textExtent(n);
			gc.drawText(n, x + (size - s.x) / 2, y + (size - s.y) / 2, true);
			x += size + 6;
		}
	}
}
