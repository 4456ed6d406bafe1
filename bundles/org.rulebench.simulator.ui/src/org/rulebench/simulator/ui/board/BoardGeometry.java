package org.rulebench.simulator.ui.board;

import org.eclipse.swt.graphics.Rectangle;

/**
 * Where the points of a board stand in a drawing, in the first side's numbering: its point 1 bottom right, the
 * bottom row running leftwards, the top row rightwards to the last point top right (a backgammon diagram seen from
 * the first side). Each row is split by the bar in the middle; the tray for borne-off pieces is on the right.
 */
public final class BoardGeometry {
	private final int points;
	private final int perRow;
	private final Rectangle area;
	private final int pointWidth;
	private final int barWidth;
	private final int trayWidth;
	private final int rowHeight;
	private final int left;
	private final int top;

	public BoardGeometry(int points, Rectangle area) {
		this.points = points;
		this.perRow = (points + 1) / 2;
		this.area = area;
		int width = Math.max(area.width, 200);
		this.trayWidth = Math.max(64, width / 7);
		this.pointWidth = Math.max(8, (width - trayWidth - 8) * 2 / (2 * perRow + 2));
		this.barWidth = Math.max(pointWidth, 16);
		this.left = area.x + 4;
		this.top = area.y + 16;
		this.rowHeight = Math.max(40, (area.height - 36) * 2 / 5);
	}

	public int pointWidth() {
		return pointWidth;
	}

	public int rowHeight() {
		return rowHeight;
	}

	/** The whole playing field (both rows and the bar), without the tray. */
	public Rectangle field() {
		return new Rectangle(left, top, perRow * pointWidth + barWidth, area.height - 32);
	}

	public Rectangle bar() {
		Rectangle f = field();
		return new Rectangle(left + half() * pointWidth, f.y, barWidth, f.height);
	}

	public Rectangle tray() {
		Rectangle f = field();
		return new Rectangle(f.x + f.width + 4, f.y, trayWidth, f.height);
	}

	/** True if the point (first side's numbering, 1..points) is in the bottom row. */
	public boolean bottom(int point) {
		return point <= perRow;
	}

	/** The triangle's column rectangle of a point: its base on the board's edge, reaching a row's height inwards. */
	public Rectangle point(int point) {
		int column = bottom(point) ? perRow - point : point - perRow - 1;
		int x = left + column * pointWidth + (column >= half() ? barWidth : 0);
		Rectangle f = field();
		int y = bottom(point) ? f.y + f.height - rowHeight : f.y;
		return new Rectangle(x, y, pointWidth, rowHeight);
	}

	private int half() {
		return (perRow + 1) / 2;
	}

	public int points() {
		return points;
	}
}
