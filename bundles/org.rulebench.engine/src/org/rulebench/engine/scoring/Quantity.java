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

	/** Turns the side has played in this game before the one being judged (after it, at a turn's end). */
	static Quantity turnsPlayed() {
		return (p, s) -> p.turnsPlayed(s);
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

	/** The same count of the other side's standing (its own numbering): `opposing pieces borne off`. */
	static Quantity ofOpponent(Quantity q) {
		return (p, s) -> q.of(p, 1 - s);
	}

	/** Times the side's pieces were hit (sent to the bar, removed, placed or held) this game. */
	static Quantity hitsTaken() {
		return (p, s) -> p.hitsTaken(s);
	}

	/** Pieces of the side still off the board, waiting to enter (not the bar). */
	static Quantity notYetEntered() {
		return (p, s) -> p.waiting(s);
	}

	/** Pieces of the side on the board, on the bar or waiting to enter. */
	static Quantity inPlay() {
		return (p, s) -> p.inPlay(s);
	}

	/** Pieces of the side out of the game (removed when hit, or taken). */
	static Quantity lost() {
		return (p, s) -> p.lost(s);
	}

	/** Pieces the side bore off, with the opposing pieces it took (折葉 counts both as 上げた). */
	static Quantity borneOffOrTaken() {
		return (p, s) -> p.borneOff(s) + p.taken(s);
	}

	/** Pieces of the side (or of the other side) standing on the side's own points {@code from} to {@code to}. */
	static Quantity onPoints(int from, int to, boolean opposing) {
		int lo = Math.min(from, to);
		int hi = Math.max(from, to);
		return (p, s) -> {
			int n = 0;
			for (int q = Math.max(1, lo); q <= Math.min(hi, p.points()); q++) {
				n += opposing ? p.opponentCount(s, q) : p.count(s, q);
			}
			return n;
		};
	}

	/** Pieces of the other side standing on the side's home points (a backgammon: the loser's in the winner's home). */
	static Quantity opposingInHome() {
		return (p, s) -> {
			int n = 0;
			for (int q = 1; q <= p.rules().board().home(); q++) {
				n += p.opponentCount(s, q);
			}
			return n;
		};
	}
}
