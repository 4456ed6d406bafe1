package org.rulebench.reading.compile;

import org.rulebench.engine.rules.Board;
import org.rulebench.reading.reading.PointKind;
import org.rulebench.reading.reading.PointRef;

/**
 * Point names on a side's own numbering, where point 1 is the last before leaving: rear k (後k梁) is home+1−k,
 * front k (前k梁) is home+k, point n is n; "far" names the same point on the opponent's side of the board.
 */
public final class Points {
	private final Board board;

	public Points(Board board) {
		this.board = board;
	}

	public int resolve(PointRef ref) {
		int home = board.home() > 0 ? board.home() : 6;
		int own = switch (ref.getKind()) {
		case REAR -> home + 1 - ref.getNumber();
		case FRONT -> home + ref.getNumber();
		default -> ref.getNumber();
		};
		return ref.isFar() ? board.points() + 1 - own : own;
	}

	/** The highest number the kind allows: rear and front points count up to the home's size. */
	public int limit(PointKind kind) {
		int home = board.home() > 0 ? board.home() : 6;
		return kind == PointKind.POINT ? board.points() : home;
	}

	/** The last point of a side's own half of the board: the points it has crossed to (行過一邊). */
	/** The board the points are on. */
	public Board board() {
		return board;
	}

	public int half() {
		return board.points() / 2;
	}

	/**
	 * The side's points a landing zone names, lowest and highest on its own numbering: `points 13 to 24`, `its
	 * home` (1 to home), `the opposing home` (the opponent's home points seen on the side's numbering, the same for
	 * both sides). Null where the zone is no range of points the same for both sides (a circuit has no home; a shift
	 * of the second side's track other than none or half the board).
	 */
	public int[] zone(org.rulebench.reading.reading.LandingZone zone) {
		int n = board.points();
		if (zone instanceof org.rulebench.reading.reading.PointRange r) {
			return new int[] { Math.min(r.getFrom(), r.getTo()), Math.max(r.getFrom(), r.getTo()) };
		}
		int home = board.home();
		if (home <= 0 || board.circuit()) {
			return null;
		}
		if (!((org.rulebench.reading.reading.HomeZone) zone).isOpposing()) {
			return new int[] { 1, home };
		}
		if (board.travel() == org.rulebench.engine.rules.Travel.OPPOSITE) {
			return new int[] { n + 1 - home, n };
		}
		int shift = Math.floorMod(board.offset(), n);
		if (Math.floorMod(2 * shift, n) != 0) {
			return null;
		}
		return shift == 0 ? new int[] { 1, home } : new int[] { shift + 1, shift + home };
	}

	public static String describe(PointRef ref) {
		return (ref.isFar() ? "far " : "") + ref.getKind().getLiteral() + " " + ref.getNumber();
	}
}
