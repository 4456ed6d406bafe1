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
	public int half() {
		return board.points() / 2;
	}

	public static String describe(PointRef ref) {
		return (ref.isFar() ? "far " : "") + ref.getKind().getLiteral() + " " + ref.getNumber();
	}
}
