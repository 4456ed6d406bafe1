package org.rulebench.engine.learning;

import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;

/**
 * The network's inputs, derived from the rule set alone: nothing here knows a game. For each side, the side whose
 * chances are judged first, each point on that side's own numbering as TD-Gammon encodes it (one piece or more,
 * two or more, three or more, and half the pieces beyond three), then its pieces on the bar (/ 2), waiting to
 * enter, borne off, lost and taken (each / pieces), its chips (/ 10) and its pip count (/ pieces × (points + 1));
 * last, whether the judged side is to move. Most inputs are zero, so a position is encoded sparsely: the indices
 * of the inputs that are not zero, in increasing order, and their values.
 */
public final class Features {
	/** Inputs per point and side. */
	static final int PER_POINT = 4;
	/** Inputs per side besides the points. */
	static final int PER_SIDE = 7;
	/** Written into player files: a file from another encoding is refused. */
	public static final String VERSION = "points4-side7-tomove/1";

	private final int points;
	private final float perPiece;
	private final float perPip;
	private final int sideBlock;
	private final int inputs;

	public Features(RuleSet rules) {
		points = rules.points();
		perPiece = 1f / rules.pieces();
		perPip = 1f / (rules.pieces() * (points + 1));
		sideBlock = points * PER_POINT + PER_SIDE;
		inputs = 2 * sideBlock + 1;
	}

	public int inputs() {
		return inputs;
	}

	/** The most inputs a position can set: the size of the sparse buffers. */
	public int maxActive() {
		return inputs;
	}

	/**
	 * Encodes the position as judged for {@code side}.
	 *
	 * @return how many inputs are set; their indices and values are in {@code index} and {@code value}
	 */
	public int encode(Position p, int side, int[] index, float[] value) {
		int n = 0;
		for (int k = 0; k < 2; k++) {
			int s = k == 0 ? side : 1 - side;
			int base = k * sideBlock;
			int pips = 0;
			for (int point = 1; point <= points; point++) {
				int c = p.count(s, point);
				if (c == 0) {
					continue;
				}
				pips += c * point;
				int at = base + (point - 1) * PER_POINT;
				index[n] = at;
				value[n++] = 1;
				if (c >= 2) {
					index[n] = at + 1;
					value[n++] = 1;
				}
				if (c >= 3) {
					index[n] = at + 2;
					value[n++] = 1;
				}
				if (c > 3) {
					index[n] = at + 3;
					value[n++] = (c - 3) * 0.5f;
				}
			}
			int at = base + points * PER_POINT;
			n = put(index, value, n, at, p.onBar(s) * 0.5f);
			n = put(index, value, n, at + 1, p.waiting(s) * perPiece);
			n = put(index, value, n, at + 2, p.borneOff(s) * perPiece);
			n = put(index, value, n, at + 3, p.lost(s) * perPiece);
			n = put(index, value, n, at + 4, p.taken(s) * perPiece);
			n = put(index, value, n, at + 5, p.chips(s) * 0.1f);
			n = put(index, value, n, at + 6, (pips + (points + 1) * (p.onBar(s) + p.waiting(s))) * perPip);
		}
		return put(index, value, n, inputs - 1, p.sideToMove() == side ? 1 : 0);
	}

	private static int put(int[] index, float[] value, int n, int at, float v) {
		if (v != 0) {
			index[n] = at;
			value[n++] = v;
		}
		return n;
	}
}
