package org.rulebench.simulator.ui.board;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.rulebench.engine.cards.deck.Cards;

/**
 * A round of a card game on the table: the banker's cards above, the player's below, each hand's worth beside it,
 * and what the round came to; a card not yet shown is drawn face down. Faces as printed cards read: rank in the
 * corners, the suit large in the middle, hearts and diamonds red.
 */
public final class CardTable extends Canvas {
	/**
	 * What the table shows: each side's cards and what they are worth (a line or two), what the round came to, and the
	 * bets on the table or what each paid (a showdown's ante, play bet, ante bonus, side bet), one a line.
	 */
	public record Deal(int[] banker, boolean bankerHidden, String bankerWorth, int[] player, String playerWorth, String outcome,
			java.util.List<String> bets) {
		public Deal {
			bets = java.util.List.copyOf(bets);
		}

		public Deal(int[] banker, boolean bankerHidden, String bankerWorth, int[] player, String playerWorth, String outcome) {
			this(banker, bankerHidden, bankerWorth, player, playerWorth, outcome, java.util.List.of());
		}
	}

	private Deal deal;
	/** Whether the bets are drawn under the player's cards (a high table) rather than beside the hands' worth. */
	private boolean betsBelow;
	private Font rankFont;
	private Font suitFont;
	private Font textFont;
	private int fontFor = -1;

	public CardTable(Composite parent) {
		super(parent, SWT.DOUBLE_BUFFERED);
		addPaintListener(e -> paint(e.gc));
		addListener(SWT.Resize, e -> redraw());
		addListener(SWT.Dispose, e -> disposeFonts());
	}

	public void show(Deal d) {
		this.deal = d;
		redraw();
	}

	public Deal deal() {
		return deal;
	}

	private void paint(GC gc) {
		Rectangle area = getClientArea();
		Color felt = new Color(getDisplay(), 32, 96, 64);
		gc.setBackground(felt);
		gc.fillRectangle(area);
		felt.dispose();
		gc.setAntialias(SWT.ON);
		gc.setTextAntialias(SWT.ON);
		int cardH = Math.max(40, Math.min((area.height - 40) / 2 - 16, (area.width - 40) / 6 * 10 / 7));
		int cardW = cardH * 7 / 10;
		fonts(cardH);
		betsBelow = false;
		if (deal != null) { // the cards give way to the words beside them: a narrow table draws them smaller
			gc.setFont(textFont);
			int words = Math.max(extent(gc, deal.bankerWorth()).x, Math.max(extent(gc, deal.playerWorth()).x, extent(gc, deal.outcome()).x));
			int bets = deal.bets().isEmpty() ? 0 : betsWidth(gc) + 8;
			int beside = Math.min(cardW, fit(area.width, words + bets));
			// or the bets under the player's cards, where the table is high enough to spare their lines
			int betsH = (deal.bets().size() + 1) * (gc.textExtent("X").y + 1) + 12;
			int below = bets == 0 ? 0 : Math.min(Math.max(0, (area.height - 40 - betsH) / 2 - 16) * 7 / 10, fit(area.width, words));
			betsBelow = below > beside;
			int w = Math.max(20, Math.max(beside, below));
			if (w != cardW) {
				cardW = w;
				cardH = cardW * 10 / 7;
				fonts(cardH);
			}
		}
		gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
		if (deal == null) {
			gc.setFont(textFont);
			gc.drawText("Open a card reading: a round of it is dealt here.", 16, 16, true);
			return;
		}
		int gap = cardW / 6;
		int top = 12;
		int left = 16;
		int worthX = left + 3 * (cardW + gap) + gap;
		gc.setFont(textFont);
		int line = gc.textExtent("X").y;
		row(gc, "Banker", deal.banker(), deal.bankerHidden(), deal.bankerWorth(), left, top, cardW, cardH, gap, area.height, 0);
		int second = top + cardH + 28;
		int outcomeH = deal.outcome() == null ? 0 : line + 2;
		int worthBottom = row(gc, "Player", deal.player(), false, deal.playerWorth(), left, second, cardW, cardH, gap, area.height, outcomeH);
		if (deal.outcome() != null) {
			// beside the cards, under the player's worth: the table below the cards may be too short for it
			gc.setFont(textFont);
			gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_YELLOW));
			gc.drawText(deal.outcome(), worthX, deal.playerWorth() == null ? second + line + 2 + cardH / 2 : worthBottom + 2, true);
		}
		bets(gc, area, worthX, top, gap, second + gc.textExtent("X").y + 2 + cardH + 12);
	}

	/** The widest card that leaves {@code words} pixels beside three cards, their gaps and two more (24 sixths of a card). */
	private static int fit(int width, int words) {
		return (width - 24 - words) * 6 / 24;
	}

	/**
	 * The bets, one a line: at the table's right edge, clear of what the hands are worth where there is room, or under
	 * the player's cards ({@code under}) on a table high enough.
	 */
	private void bets(GC gc, Rectangle area, int worthX, int top, int gap, int under) {
		if (deal.bets().isEmpty()) {
			return;
		}
		gc.setFont(textFont);
		String title = title();
		int width = betsWidth(gc);
		int worths = Math.max(extent(gc, deal.bankerWorth()).x, Math.max(extent(gc, deal.playerWorth()).x, extent(gc, deal.outcome()).x));
		int x = Math.max(worthX + worths + 2 * gap, area.width - width - 8);
		int y = top;
		if (betsBelow) {
			x = 16;
			y = under;
		} else if (x + width > area.width) { // no room beside the worths: against the right edge, over the felt they leave
			x = Math.max(worthX, area.width - width - 2);
		}
		int line = gc.textExtent("X").y;
		gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
		gc.drawText(title, x, y, true);
		gc.setForeground(getDisplay().getSystemColor(deal.outcome() == null ? SWT.COLOR_WHITE : SWT.COLOR_YELLOW));
		for (String b : deal.bets()) {
			y += line + 1;
			gc.drawText(b, x, y, true);
		}
	}

	private String title() {
		return deal.outcome() == null ? "Bets" : "Bets paid";
	}

	/** The width of the bets' column, its title included, in the font set. */
	private int betsWidth(GC gc) {
		int width = gc.textExtent(title()).x;
		for (String b : deal.bets()) {
			width = Math.max(width, gc.textExtent(b).x);
		}
		return width;
	}

	private static Point extent(GC gc, String text) {
		return text == null ? new Point(0, 0) : gc.textExtent(text, SWT.DRAW_DELIMITER);
	}

	/**
	 * A side's name, its cards and their worth (a line or two) beside them, centred on the cards where the table is
	 * high enough for it and {@code below} pixels under it; returns where the worth ends.
	 */
	private int row(GC gc, String who, int[] cards, boolean hidden, String worth, int x, int y, int w, int h, int gap, int height,
			int below) {
		gc.setFont(textFont);
		gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
		gc.drawText(who, x, y, true);
		int cy = y + gc.textExtent(who).y + 2;
		for (int i = 0; i < cards.length; i++) {
			int cx = x + i * (w + gap);
			if (hidden) {
				back(gc, cx, cy, w, h);
			} else {
				face(gc, cards[i], cx, cy, w, h);
			}
		}
		if (worth == null) {
			return cy + h / 2;
		}
		gc.setFont(textFont); // the cards' faces left their font and ink
		gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
		Point e = extent(gc, worth);
		int wy = Math.max(cy, Math.min(cy + h / 2 - e.y / 2, height - e.y - below - 2));
		gc.drawText(worth, x + 3 * (w + gap) + gap, wy, SWT.DRAW_DELIMITER | SWT.DRAW_TRANSPARENT);
		return wy + e.y;
	}

	private void face(GC gc, int card, int x, int y, int w, int h) {
		int r = Math.max(4, w / 8);
		gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
		gc.fillRoundRectangle(x, y, w, h, r, r);
		gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
		gc.drawRoundRectangle(x, y, w, h, r, r);
		Color ink = getDisplay().getSystemColor(Cards.red(card) ? SWT.COLOR_RED : SWT.COLOR_BLACK);
		gc.setForeground(ink);
		String rank = Cards.rankFace(Cards.rank(card));
		String suit = Cards.face(card).substring(rank.length());
		gc.setFont(rankFont);
		Point re = gc.textExtent(rank);
		gc.drawText(rank, x + w / 14 + 1, y + h / 30, true);
		Point se = gc.textExtent(suit);
		gc.drawText(suit, x + w / 14 + 1 + (re.x - se.x) / 2, y + h / 30 + re.y - re.y / 6, true);
		gc.drawText(rank, x + w - re.x - w / 14 - 1, y + h - re.y - h / 30, true);
		gc.setFont(suitFont);
		Point big = gc.textExtent(suit);
		gc.drawText(suit, x + (w - big.x) / 2, y + (h - big.y) / 2, true);
	}

	private void back(GC gc, int x, int y, int w, int h) {
		int r = Math.max(4, w / 8);
		gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
		gc.fillRoundRectangle(x, y, w, h, r, r);
		Color blue = new Color(getDisplay(), 40, 70, 150);
		gc.setBackground(blue);
		int m = Math.max(3, w / 12);
		gc.fillRoundRectangle(x + m, y + m, w - 2 * m, h - 2 * m, r, r);
		gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
		gc.setClipping(x + m, y + m, w - 2 * m, h - 2 * m);
		for (int k = -h; k < w; k += Math.max(6, w / 6)) {
			gc.drawLine(x + m + k, y + m, x + m + k + h, y + m + h);
		}
		gc.setClipping((Rectangle) null);
		gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
		gc.drawRoundRectangle(x, y, w, h, r, r);
		blue.dispose();
	}

	private void fonts(int cardH) {
		if (cardH == fontFor) {
			return;
		}
		disposeFonts();
		fontFor = cardH;
		String name = "DejaVu Sans";
		rankFont = new Font(getDisplay(), new FontData(name, Math.max(7, cardH / 9), SWT.BOLD));
		suitFont = new Font(getDisplay(), new FontData(name, Math.max(10, cardH / 3), SWT.NORMAL));
		textFont = new Font(getDisplay(), new FontData(name, Math.max(9, Math.min(14, cardH / 12)), SWT.BOLD));
	}

	private void disposeFonts() {
		for (Font f : new Font[] { rankFont, suitFont, textFont }) {
			if (f != null) {
				f.dispose();
			}
		}
		rankFont = suitFont = textFont = null;
		fontFor = -1;
	}
}
