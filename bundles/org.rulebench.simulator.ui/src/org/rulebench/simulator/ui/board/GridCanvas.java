package org.rulebench.simulator.ui.board;

import java.util.Set;
import java.util.StringJoiner;
import java.util.function.IntConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.PieceKind;

/**
 * Draws a grid game's position as its players know the board: on the intersections, with the river and the
 * palaces' diagonals, when the rules name a palace (xiangqi, dark xiangqi); on squares otherwise (makruk), the
 * zones a reading names shaded. Pieces are discs, red (first side) and black, with their characters; a face-down
 * piece is a blank disc. Kinds named in kanji (the shogi family: Maka Dai Dai Shogi) are tiles pointing at the
 * opponent with their names, promoted kinds (those no piece starts as) in red. Where captured pieces go to a hand
 * (shogi), each side's hand is drawn beside the board, the second side's above, the first side's below, a piece of
 * each kind with how many. A click on a point is told to the listener as its square, a click on a piece of the side
 * to move's hand as its kind; hovering a piece of the side to move marks where it may go.
 */
public final class GridCanvas extends Canvas {
	private static final Color WOOD = new Color(236, 206, 150);
	private static final Color LINE = new Color(90, 60, 30);
	private static final Color LIGHT_SQUARE = new Color(240, 222, 180);
	private static final Color DARK_SQUARE = new Color(200, 165, 110);
	private static final Color ZONE = new Color(120, 160, 200);
	private static final Color DISC = new Color(250, 240, 215);
	private static final Color BACK = new Color(150, 115, 80);
	private static final Color RED = new Color(190, 30, 30);
	private static final Color BLACK = new Color(25, 25, 25);
	private static final Color MARK = new Color(40, 140, 60);
	private static final Color TILE = new Color(250, 228, 170);
	private static final Color HOVER = new Color(30, 110, 200);
	private static final Color LAST = new Color(230, 150, 40);

	private GridRules rules;
	private GridPosition position;
	private String caption = "";
	/** The width the caption and the legend take beside the board, where they stand beside it. */
	private static final int BESIDE = 190;
	private int selected = -1;
	private Set<Integer> targets = Set.of();
	private int hovered = -1;
	private Set<Integer> hoverTargets = Set.of();
	/** The points the last move went from and to, marked; null when none is. */
	private int[] lastMove;
	/** The files' letters and the ranks' numbers drawn around the board at the last paint. */
	private java.util.List<String> coordinates = java.util.List.of();
	/** Per kind, whether no piece of it stands in the start position: a promoted kind, drawn in red on a tile. */
	private boolean[] promotedKind = new boolean[0];
	private IntConsumer clicks = square -> {
	};
	private IntConsumer handClicks = kind -> {
	};
	/** Where each kind of the side to move's hand is drawn, for clicks: kind, x, y, width, height. */
	private final java.util.List<int[]> handSpots = new java.util.ArrayList<>();
	/** The kind of the hand chosen for a drop, -1 if none. */
	private int handSelected = -1;
	private Font pieceFont;
	private int pieceFontPixels;
	private final Font small;
	private int cell;
	private int left;
	private int top;

	public GridCanvas(Composite parent) {
		super(parent, SWT.DOUBLE_BUFFERED);
		FontData fd = getFont().getFontData()[0];
		small = new Font(getDisplay(), fd.getName(), Math.max(7, fd.getHeight() - 1), SWT.NORMAL);
		addPaintListener(e -> paint(e.gc));
		addListener(SWT.MouseDown, e -> {
			for (int[] spot : handSpots) {
				if (e.x >= spot[1] && e.x < spot[1] + spot[3] && e.y >= spot[2] && e.y < spot[2] + spot[4]) {
					handClicks.accept(spot[0]);
					return;
				}
			}
			int square = squareAt(e.x, e.y);
			if (square >= 0) {
				clicks.accept(square);
			}
		});
		addListener(SWT.MouseMove, e -> hover(squareAt(e.x, e.y)));
		addListener(SWT.MouseExit, e -> hover(-1));
		addDisposeListener(e -> {
			if (pieceFont != null) {
				pieceFont.dispose();
			}
			small.dispose();
		});
	}

	/** Shows a position of these rules (a copy is kept) with a caption; clears the marks. */
	public void show(GridRules r, GridPosition p, String text) {
		this.rules = r;
		this.position = p == null ? null : p.copy();
		this.caption = text == null ? "" : text;
		this.selected = -1;
		this.handSelected = -1;
		this.targets = Set.of();
		this.hovered = -1;
		this.hoverTargets = Set.of();
		this.lastMove = null;
		this.promotedKind = r == null ? new boolean[0] : promotedKinds(r);
		redraw();
	}

	/** Marks the points the last move went from and to (the computer's reply, a ply stepped to); null marks none. */
	public void lastMove(int[] fromTo) {
		this.lastMove = fromTo == null ? null : fromTo.clone();
		redraw();
	}

	/** The points the last move went from and to, as marked; null if none is. */
	public int[] lastMove() {
		return lastMove == null ? null : lastMove.clone();
	}

	private static boolean[] promotedKinds(GridRules r) {
		boolean[] promoted = new boolean[r.kinds().size()];
		java.util.Arrays.fill(promoted, true);
		try {
			for (int pc : org.rulebench.engine.grid.play.Fen.placement(r, r.startFen()).pieces()) {
				if (pc != 0) {
					promoted[org.rulebench.engine.grid.play.CompiledRules.kindOf(pc)] = false;
				}
			}
		} catch (IllegalArgumentException e) {
			java.util.Arrays.fill(promoted, false);
		}
		return promoted;
	}

	/** Marks the legal moves of the piece under the pointer, when it is of the side to move. */
	private void hover(int square) {
		if (square == hovered || rules == null || position == null) {
			return;
		}
		hovered = square;
		Set<Integer> to = new java.util.HashSet<>();
		if (square >= 0 && position.sideAt(square) == position.sideToMove()) {
			for (int m : position.legalMoves()) {
				if (org.rulebench.engine.grid.play.Move.from(m) == square) {
					to.add(org.rulebench.engine.grid.play.Move.to(m));
				}
			}
		}
		hoverTargets = Set.copyOf(to);
		redraw();
	}

	/** The points the hovered piece may move to (empty when the pointer is on none of the side to move). */
	public Set<Integer> hoverTargets() {
		return hoverTargets;
	}

	/** As if the pointer moved onto this point (for tests driving the canvas). */
	public void hoverOver(int square) {
		hover(square);
	}

	/** Marks a chosen piece and the points it may move to. */
	public void mark(int square, Set<Integer> to) {
		this.selected = square;
		this.handSelected = -1;
		this.targets = Set.copyOf(to);
		redraw();
	}

	/** Marks a kind chosen from the side to move's hand and the points it may be dropped on. */
	public void markHand(int kind, Set<Integer> to) {
		this.selected = -1;
		this.handSelected = kind;
		this.targets = Set.copyOf(to);
		redraw();
	}

	/** Told the kind of each click on a piece of the side to move's hand. */
	public void onHandClick(IntConsumer listener) {
		this.handClicks = listener;
	}

	/** The kind chosen from the hand, -1 if none. */
	public int handSelected() {
		return handSelected;
	}

	/** Where a kind of the side to move's hand is drawn (its centre), null if it has none. */
	public Point handSpot(int kind) {
		for (int[] spot : handSpots) {
			if (spot[0] == kind) {
				return new Point(spot[1] + spot[3] / 2, spot[2] + spot[4] / 2);
			}
		}
		return null;
	}

	/** Told the square of each click on the board. */
	public void onClick(IntConsumer listener) {
		this.clicks = listener;
	}

	public GridPosition position() {
		return position;
	}

	public String caption() {
		return caption;
	}

	public int selected() {
		return selected;
	}

	public Set<Integer> targets() {
		return targets;
	}

	/** Whether the board is drawn on the intersections (xiangqi) rather than on squares. */
	public boolean onPoints() {
		return rules != null && palace() != null;
	}

	private Zone palace() {
		return rules.zones().stream().filter(z -> z.name().contains("palace")).findFirst().orElse(null);
	}

	/** The centre of a square on the canvas. */
	public Point centre(int square) {
		GridBoard b = rules.board();
		int f = b.file(square);
		int r = b.ranks() - 1 - b.rank(square);
		int half = onPoints() ? 0 : cell / 2;
		return new Point(left + f * cell + half, top + r * cell + half);
	}

	private int squareAt(int x, int y) {
		if (rules == null || cell == 0) {
			return -1;
		}
		GridBoard b = rules.board();
		int half = onPoints() ? cell / 2 : 0;
		int f = Math.floorDiv(x - left + half, cell);
		int r = b.ranks() - 1 - Math.floorDiv(y - top + half, cell);
		return b.contains(f, r) ? b.square(f, r) : -1;
	}

	private void paint(GC gc) {
		Rectangle area = getClientArea();
		gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
		gc.fillRectangle(area);
		if (rules == null || position == null) {
			return;
		}
		gc.setAntialias(SWT.ON);
		gc.setTextAntialias(SWT.ON);
		GridBoard b = rules.board();
		boolean points = onPoints();
		boolean hands = rules.hands() != null;
		gc.setFont(small);
		int line = gc.getFontMetrics().getHeight();
		int legendHeight = 2 * line + 6;
		// the files' letters under the board and the ranks' numbers left of it, as moves are written (a10a8)
		int rankLabels = gc.textExtent(Integer.toString(b.ranks())).x + 6;
		// a hand takes a row of its own above and below the board
		int rows = b.ranks() + (hands ? 2 : 0);
		// the caption and the legend under the board, or beside it where that gives the board more room (a low, wide pane)
		int below = Math.min((area.width - 20 - 2 * rankLabels) / b.files(), (area.height - legendHeight - line - 12) / rows);
		int beside = Math.min((area.width - 20 - rankLabels - BESIDE) / b.files(), (area.height - line - 12) / rows);
		boolean captionBeside = beside > below;
		cell = Math.max(8, captionBeside ? beside : below);
		int width = points ? cell * (b.files() - 1) : cell * b.files();
		int height = points ? cell * (b.ranks() - 1) : cell * b.ranks();
		left = captionBeside ? 10 + rankLabels + (points ? cell / 2 : 4) : (area.width - width) / 2;
		top = 5 + (points ? cell / 2 : 0) + (hands ? cell : 0);
		gc.setBackground(WOOD);
		int pad = points ? cell / 2 : 4;
		gc.fillRectangle(left - pad, top - pad, width + 2 * pad, height + 2 * pad);
		if (points) {
			drawPoints(gc, b, width, height);
		} else {
			drawSquares(gc, b);
		}
		drawLastMove(gc);
		drawPieces(gc, b);
		drawCoordinates(gc, b, pad, top + height + pad);
		handSpots.clear();
		if (hands) { // black's hand above the board, red's below the files' letters
			drawHand(gc, 1, top - pad - cell);
			drawHand(gc, 0, top + height + pad + line + 2);
		}
		if (captionBeside) {
			int x = left + width + pad + 12;
			drawLegend(gc, x, 5, area.width - x - 5);
		} else {
			drawLegend(gc, 5, top + height + pad + line + 3 + (hands ? cell : 0), area.width - 10);
		}
	}

	/** A side's hand in a row from the board's left edge: a piece of each kind it holds, and how many past one. */
	private void drawHand(GC gc, int side, int y) {
		int radius = (int) (cell * 0.36);
		int x = left;
		gc.setFont(pieceFont(radius));
		for (int k = 0; k < rules.kinds().size(); k++) {
			int n = position.inHand(side, k);
			if (n == 0) {
				continue;
			}
			Point c = new Point(x + radius, y + cell / 2);
			gc.setBackground(DISC);
			gc.fillOval(c.x - radius, c.y - radius, 2 * radius, 2 * radius);
			boolean chosen = side == position.sideToMove() && k == handSelected;
			gc.setForeground(chosen ? MARK : side == 0 ? RED : BLACK);
			gc.setLineWidth(chosen ? 3 : Math.max(2, cell / 18));
			gc.drawOval(c.x - radius, c.y - radius, 2 * radius, 2 * radius);
			gc.setForeground(side == 0 ? RED : BLACK);
			String glyph = PieceGlyphs.of(rules.kinds().get(k), side);
			Point e = gc.textExtent(glyph);
			gc.drawText(glyph, c.x - e.x / 2, c.y - e.y / 2, true);
			int w = 2 * radius;
			if (n > 1) {
				gc.setFont(small);
				String count = "×" + n;
				gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
				gc.drawText(count, c.x + radius + 2, c.y - gc.textExtent(count).y / 2, true);
				w += gc.textExtent(count).x + 4;
				gc.setFont(pieceFont(radius));
			}
			if (side == position.sideToMove()) {
				handSpots.add(new int[] { k, x, y, w, cell });
			}
			x += w + cell / 4;
		}
		gc.setLineWidth(1);
	}

	private void drawCoordinates(GC gc, GridBoard b, int pad, int below) {
		gc.setFont(small);
		gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
		java.util.List<String> drawn = new java.util.ArrayList<>();
		for (int f = 0; f < b.files(); f++) {
			String name = String.valueOf((char) ('a' + f));
			drawn.add(name);
			Point c = centre(b.square(f, 0));
			Point e = gc.textExtent(name);
			gc.drawText(name, c.x - e.x / 2, below + 1, true);
		}
		for (int r = 0; r < b.ranks(); r++) {
			String name = Integer.toString(r + 1);
			drawn.add(name);
			Point c = centre(b.square(0, r));
			Point e = gc.textExtent(name);
			gc.drawText(name, left - pad - e.x - 3, c.y - e.y / 2, true);
		}
		coordinates = java.util.List.copyOf(drawn);
	}

	/** The files' letters, then the ranks' numbers, as drawn around the board at its last paint. */
	public java.util.List<String> coordinates() {
		return coordinates;
	}

	/** The last move's two points, shaded: where the piece came from and where it went. */
	private void drawLastMove(GC gc) {
		if (lastMove == null) {
			return;
		}
		gc.setAlpha(110);
		gc.setBackground(LAST);
		for (int s : lastMove) {
			if (s >= 0 && s < rules.board().squares()) {
				Point c = centre(s);
				int size = onPoints() ? (int) (cell * 0.9) : cell - 2;
				gc.fillRectangle(c.x - size / 2, c.y - size / 2, size, size);
			}
		}
		gc.setAlpha(255);
	}

	private void drawPoints(GC gc, GridBoard b, int width, int height) {
		gc.setForeground(LINE);
		gc.setLineWidth(Math.max(1, cell / 30));
		for (int r = 0; r < b.ranks(); r++) {
			gc.drawLine(left, top + r * cell, left + width, top + r * cell);
		}
		int river = b.ranks() / 2; // between the two halves, the files stop (the river) but at the edges
		boolean hasRiver = rules.zones().stream().anyMatch(z -> z.name().contains("river"));
		for (int f = 0; f < b.files(); f++) {
			int x = left + f * cell;
			if (f == 0 || f == b.files() - 1 || b.ranks() % 2 != 0 || !hasRiver) {
				gc.drawLine(x, top, x, top + height);
			} else {
				gc.drawLine(x, top, x, top + (river - 1) * cell);
				gc.drawLine(x, top + river * cell, x, top + height);
			}
		}
		if (b.ranks() % 2 == 0 && hasRiver) {
			gc.setForeground(LINE);
			gc.setFont(small);
			String text = "楚 河            漢 界";
			Point e = gc.textExtent(text);
			gc.drawText(text, left + (width - e.x) / 2, top + (river - 1) * cell + (cell - e.y) / 2, true);
		}
		Zone palace = palace();
		for (int side = 0; side < 2; side++) {
			int minF = Integer.MAX_VALUE, maxF = -1, minR = Integer.MAX_VALUE, maxR = -1;
			for (int s = 0; s < b.squares(); s++) {
				if (palace.contains(side, s)) {
					minF = Math.min(minF, b.file(s));
					maxF = Math.max(maxF, b.file(s));
					minR = Math.min(minR, b.rank(s));
					maxR = Math.max(maxR, b.rank(s));
				}
			}
			if (maxF > minF && maxR > minR) {
				Point a = centre(b.square(minF, minR));
				Point c = centre(b.square(maxF, maxR));
				Point d = centre(b.square(minF, maxR));
				Point e = centre(b.square(maxF, minR));
				gc.drawLine(a.x, a.y, c.x, c.y);
				gc.drawLine(d.x, d.y, e.x, e.y);
			}
		}
	}

	private void drawSquares(GC gc, GridBoard b) {
		boolean shogi = PieceGlyphs.shogiTiles(rules);
		for (int s = 0; s < b.squares(); s++) {
			Point c = centre(s);
			// a shogi board is plain wood ruled in squares; a chess board is chequered
			gc.setBackground(shogi ? WOOD : (b.file(s) + b.rank(s)) % 2 == 0 ? DARK_SQUARE : LIGHT_SQUARE);
			gc.fillRectangle(c.x - cell / 2, c.y - cell / 2, cell, cell);
			if (shogi) {
				gc.setForeground(LINE);
				gc.setLineWidth(1);
				gc.drawRectangle(c.x - cell / 2, c.y - cell / 2, cell, cell);
			}
			for (Zone z : rules.zones()) {
				// a zone of the whole board (where steppers promote) would shade everything
				if (z.size(0) < b.squares() && (z.contains(0, s) || z.contains(1, s))) {
					gc.setAlpha(40);
					gc.setBackground(ZONE);
					gc.fillRectangle(c.x - cell / 2, c.y - cell / 2, cell, cell);
					gc.setAlpha(255);
				}
			}
		}
		gc.setForeground(LINE);
		Point corner = centre(b.square(0, b.ranks() - 1));
		gc.drawRectangle(corner.x - cell / 2, corner.y - cell / 2, cell * b.files(), cell * b.ranks());
	}

	/** A bold font whose characters fit inside a disc of this radius (the board scales with the view). */
	private Font pieceFont(int radius) {
		int pixels = Math.max(6, (int) (radius * 1.2));
		if (pieceFont == null || pixels != pieceFontPixels) {
			if (pieceFont != null) {
				pieceFont.dispose();
			}
			int points = Math.max(5, Math.round(pixels * 72f / getDisplay().getDPI().y));
			pieceFont = new Font(getDisplay(), getFont().getFontData()[0].getName(), points, SWT.BOLD);
			pieceFontPixels = pixels;
		}
		return pieceFont;
	}

	private void drawPieces(GC gc, GridBoard b) {
		int radius = (int) (cell * 0.43);
		boolean tiles = PieceGlyphs.shogiTiles(rules);
		gc.setFont(pieceFont(tiles ? (int) (cell * 0.26) : radius));
		for (int s = 0; s < b.squares(); s++) {
			Point c = centre(s);
			if (targets.contains(s) || hoverTargets.contains(s)) {
				gc.setBackground(targets.contains(s) ? MARK : HOVER);
				int dot = Math.max(6, cell / 3); // big enough to be seen as a target
				gc.fillOval(c.x - dot / 2, c.y - dot / 2, dot, dot);
			}
			int side = position.sideAt(s);
			if (side < 0) {
				continue;
			}
			if (tiles) {
				drawTile(gc, c, side, rules.kinds().get(position.kindAt(s)), s == selected || s == hovered);
				if (hoverTargets.contains(s) || targets.contains(s)) {
					gc.setBackground(targets.contains(s) ? MARK : HOVER);
					int dot = Math.max(6, cell / 4);
					gc.fillOval(c.x - dot / 2, c.y - dot / 2, dot, dot);
				}
				continue;
			}
			boolean faceDown = position.isFaceDown(s);
			// a face-down piece that belongs to no side until turned up (banqi) is drawn in no side's colour
			Color ink = faceDown && rules.concealment() != null && rules.concealment().isMixed() ? LINE : side == 0 ? RED : BLACK;
			gc.setBackground(faceDown ? BACK : DISC);
			gc.fillOval(c.x - radius, c.y - radius, 2 * radius, 2 * radius);
			gc.setForeground(ink);
			gc.setLineWidth(Math.max(2, cell / 18));
			gc.drawOval(c.x - radius, c.y - radius, 2 * radius, 2 * radius);
			if (!faceDown) {
				PieceKind kind = rules.kinds().get(position.kindAt(s));
				String glyph = PieceGlyphs.of(kind, side);
				Point e = gc.textExtent(glyph);
				gc.drawText(glyph, c.x - e.x / 2, c.y - e.y / 2, true);
			}
			if (s == selected) {
				gc.setForeground(MARK);
				gc.setLineWidth(3);
				gc.drawOval(c.x - radius - 3, c.y - radius - 3, 2 * radius + 6, 2 * radius + 6);
			}
		}
		gc.setLineWidth(1);
	}

	/** A shogi tile: a pentagon pointing at the opponent, the kind's name down its face, red when promoted. */
	private void drawTile(GC gc, Point c, int side, PieceKind kind, boolean marked) {
		int h = (int) (cell * 0.46);
		int w = (int) (cell * 0.40);
		int dir = side == 0 ? -1 : 1; // the first side plays up the board
		int[] shape = { c.x, c.y + dir * h, c.x + (int) (w * 0.8), c.y + dir * (h / 2), c.x + w, c.y - dir * h, c.x - w,
				c.y - dir * h, c.x - (int) (w * 0.8), c.y + dir * (h / 2) };
		gc.setBackground(TILE);
		gc.fillPolygon(shape);
		gc.setForeground(marked ? MARK : LINE);
		gc.setLineWidth(marked ? 2 : 1);
		gc.drawPolygon(shape);
		gc.setForeground(promotedKind[rules.kindIndex(kind.name())] ? RED : BLACK);
		String name = kind.name();
		int lineHeight = gc.getFontMetrics().getHeight();
		int n = Math.min(2, name.length());
		int y = c.y - n * lineHeight / 2 + (side == 0 ? cell / 20 : -cell / 20);
		for (int i = 0; i < n; i++) {
			String ch = name.substring(i, i + 1);
			Point e = gc.textExtent(ch);
			if (side == 0) {
				gc.drawText(ch, c.x - e.x / 2, y + i * lineHeight, true);
			} else {
				// the second side's tiles are read from the other end of the board: turned half round
				org.eclipse.swt.graphics.Transform t = new org.eclipse.swt.graphics.Transform(getDisplay());
				t.translate(c.x, y + (n - 1 - i) * lineHeight + e.y / 2);
				t.rotate(180);
				gc.setTransform(t);
				gc.drawText(ch, -e.x / 2, -e.y / 2, true);
				gc.setTransform(null);
				t.dispose();
			}
		}
	}

	private void drawLegend(GC gc, int x, int y, int room) {
		gc.setFont(small);
		gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
		StringJoiner names = new StringJoiner(", ");
		java.util.Set<String> faceDownKinds = rules.concealment() == null ? Set.of() : rules.concealment().revealsAs().keySet();
		for (PieceKind k : rules.kinds()) {
			if (!PieceGlyphs.hasCharacter(k) && !faceDownKinds.contains(k.name())) {
				names.add(PieceGlyphs.of(k, 0) + " " + k.name());
			}
		}
		String legend = PieceGlyphs.shogiTiles(rules) ? "the side below moves first; tiles point at the opponent; red names are promoted kinds"
				: (names.length() == 0 ? "" : names + "   ") + "red moves first" + (faceDownKinds.isEmpty() ? "" : "; blank discs are face down");
		if (rules.hands() != null) {
			legend += "; pieces in hand beside the board (black's above, red's below)";
		}
		int line = gc.getFontMetrics().getHeight();
		java.util.List<String> lines = new java.util.ArrayList<>(wrap(gc, caption, room));
		lines.addAll(wrap(gc, legend, room));
		for (int i = 0; i < lines.size(); i++) {
			gc.drawText(lines.get(i), x, y + i * (line + 2), true);
		}
	}

	/** The text in lines no wider than the room, broken between words (a word wider than the room stands alone). */
	private static java.util.List<String> wrap(GC gc, String text, int room) {
		java.util.List<String> lines = new java.util.ArrayList<>();
		StringBuilder now = new StringBuilder();
		for (String word : text.split(" ")) {
			String longer = now.isEmpty() ? word : now + " " + word;
			if (!now.isEmpty() && gc.textExtent(longer).x > room) {
				lines.add(now.toString());
				now.setLength(0);
				now.append(word);
			} else {
				now.setLength(0);
				now.append(longer);
			}
		}
		if (!now.isEmpty()) {
			lines.add(now.toString());
		}
		return lines;
	}
}
