package org.rulebench.reading.grid;

import java.util.List;

import org.rulebench.reading.reading.Direction;
import org.rulebench.reading.reading.Move;

/**
 * A piece's moves in words, written in XBetza as Fairy-Stockfish reads it: {@code one point forward without
 * capturing} is {@code mfW}, {@code two points diagonally, blocked by a piece on the way} is {@code nA}, {@code any
 * distance orthogonally, jumping over one piece only capturing} is {@code cpR}.
 */
public final class PieceMoves {
	private PieceMoves() {
	}

	/** The moves in XBetza; throws IllegalArgumentException naming what has no XBetza. */
	public static String betza(List<Move> moves) {
		StringBuilder b = new StringBuilder();
		for (Move m : moves) {
			if (!m.isJumpCapture()) {
				b.append(betza(m));
			}
		}
		return b.toString();
	}

	public static String betza(Move m) {
		if (m.isJumpCapture()) {
			return ""; // not XBetza: the engine's jump (see jump)
		}
		Direction d = m.getDirection();
		if (d == null) {
			throw new IllegalArgumentException("a move without a direction");
		}
		StringBuilder prefix = new StringBuilder();
		if (m.isInitial()) {
			prefix.append('i');
		}
		if (m.isQuiet()) {
			prefix.append('m');
		} else if (m.isCapture()) {
			prefix.append('c');
		}
		if (m.isHop()) {
			if (!(m.isSlide() || m.isUpTo())) {
				throw new IllegalArgumentException("jumping over one piece is a move of any distance (a cannon's), not of a fixed number of points");
			}
			prefix.append('p');
		}
		if (m.isLame()) {
			prefix.append('n');
		}
		if (m.isThen()) {
			// the knight (N: one, then one diagonally) and the zebra (Z: one, then two diagonally, the janggi elephant)
			String atom = m.isThenTwo() ? "Z" : "N";
			if (!m.isOne() || !(d.isOrthogonal() || d.isForward() && !d.isDiagonal() || d.isBackward() && !d.isDiagonal()
					|| d.isSideways() && !d.isToLeft() && !d.isToRight())) {
				throw new IllegalArgumentException("'then one (or two) diagonally outward' follows 'one point orthogonally', 'forward',"
						+ " 'backward' or 'sideways' (the knight's move; the shogi knight goes one point forward first)");
			}
			String dir = d.isOrthogonal() ? "" : d.isForward() ? "ff" : d.isBackward() ? "bb" : "ss";
			return prefix + dir + atom;
		}
		int count = m.isOne() ? 1 : m.isTwo() ? 2 : m.getCount();
		if (count < 1 && !m.isSlide()) {
			throw new IllegalArgumentException("a move of " + count + " points goes nowhere");
		}
		boolean slide = m.isSlide() || m.isUpTo();
		if (m.isLame() && (slide || count == 1)) {
			throw new IllegalArgumentException("only a leap of two or more points, or the knight's move, can be blocked on the way; a slide is blocked anyway");
		}
		String dirs;
		boolean diagonal;
		if (d.isAny()) {
			String o = atom(false, count, slide, m.isUpTo());
			String x = atom(true, count, slide, m.isUpTo());
			return prefix + o + prefix + x;
		} else if (d.isOrthogonal()) {
			dirs = "";
			diagonal = false;
		} else {
			dirs = directions(d);
			diagonal = d.isDiagonal();
		}
		return prefix + dirs + atom(diagonal, count, slide, m.isUpTo());
	}

	/**
	 * A capture by jumping over ({@code two points diagonally, jumping over one piece, capturing the piece jumped over}:
	 * over the adjacent piece; {@code any distance …}: over one at any distance, the flying king) as the engine's jump;
	 * XBetza has no atom for taking the piece jumped over.
	 */
	public static org.rulebench.engine.grid.rules.Dance jump(Move m) {
		if (!(m.isTwo() || m.isSlide()) || m.isThen() || m.isQuiet() || m.isCapture() || m.isInitial()) {
			throw new IllegalArgumentException("a capture by jumping over is `two points DIRECTION, jumping over one piece, capturing"
					+ " the piece jumped over` (over the adjacent piece) or `any distance DIRECTION, …` (over one at any distance),"
					+ " with no other qualifier");
		}
		return org.rulebench.engine.grid.rules.Dance.jump(steps(m.getDirection()), m.isSlide());
	}

	/** XBetza's direction letters of a direction other than orthogonal or any (the mover's left and right: l, r). */
	private static String directions(Direction d) {
		String hand = d.isToLeft() ? "l" : d.isToRight() ? "r" : "";
		if (d.isDiagonal()) {
			return (d.isForward() ? "f" : d.isBackward() ? "b" : "") + hand;
		}
		if (d.isSideways()) {
			return hand.isEmpty() ? "s" : hand;
		}
		return d.isForward() ? "f" : "b";
	}

	/** The one-point steps of a direction in XBetza (W, F, fF, lW, K, ...): a dance's unit steps. */
	public static String steps(Direction d) {
		if (d.isAny()) {
			return "K";
		}
		if (d.isOrthogonal()) {
			return "W";
		}
		return directions(d) + (d.isDiagonal() ? "F" : "W");
	}

	private static String atom(boolean diagonal, int count, boolean slide, boolean upTo) {
		if (slide && !upTo) {
			return diagonal ? "B" : "R";
		}
		if (slide) {
			if (count > 9) {
				throw new IllegalArgumentException("a slide of up to " + count + " points: at most 9 can be written in XBetza");
			}
			return (diagonal ? "F" : "W") + count;
		}
		return switch (count) {
		case 1 -> diagonal ? "F" : "W";
		case 2 -> diagonal ? "A" : "D";
		case 3 -> diagonal ? "G" : "H";
		default -> throw new IllegalArgumentException("a leap of exactly " + count + " points has no XBetza atom (1 to 3 have one)");
		};
	}
}
