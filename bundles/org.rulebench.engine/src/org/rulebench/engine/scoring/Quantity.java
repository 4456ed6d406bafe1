package org.rulebench.engine.scoring;

import org.rulebench.engine.position.Position;

/** A count read off one side's standing: pieces on a point, pairs, chips… Conditions compare them. */
@FunctionalInterface
public interface Quantity {

	int of(Position position, int side);

	static Quantity constant(int value) {
		return (p, s) -> value;
	}

	/** Pieces of the side on its own point. */
	static Quantity piecesOn(int point) {
		return (p, s) -> p.count(s, point);
	}

	static Quantity borneOff() {
		return (p, s) -> p.borneOff(s);
	}

	static Quantity onBar() {
		return (p, s) -> p.onBar(s);
	}

	/** Pieces on the side's home points. */
	static Quantity home() {
		return (p, s) -> {
			int n = 0;
			for (int i = 1; i <= p.rules().board().home(); i++) {
				n += p.count(s, i);
			}
			return n;
		};
	}

	/** Points holding exactly two of the side's pieces (梁: 兩馬相比為梁). */
	static Quantity pairs() {
		return (p, s) -> {
			int n = 0;
			for (int i = 1; i <= p.points(); i++) {
				if (p.count(s, i) == 2) {
					n++;
				}
			}
			return n;
		};
	}

	/** Pieces of the other side standing on the side's own point. */
	static Quantity opposingOn(int point) {
		return (p, s) -> p.opponentCount(s, point);
	}

	/**
	 * Pieces of the side (or of the other side) held in place, on the side's own point {@code point} or, for 0,
	 * anywhere.
	 */
	static Quantity held(int point, boolean opposing) {
		return (p, s) -> {
			int who = opposing ? 1 - s : s;
			if (point == 0) {
				return Long.bitCount(p.held(who));
			}
			int q = opposing ? p.trackTables().opposite(s, point) : point;
			return q > 0 && p.isHeld(who, q) ? 1 : 0;
		};
	}

	static Quantity chips() {
		return (p, s) -> p.chips(s);
	}

	/** How often the named event has fired for the side this game. */
	static Quantity timesScored(String event) {
		return (p, s) -> p.fired(s, event);
	}
}
