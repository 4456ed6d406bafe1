package org.rulebench.engine.play;

import org.rulebench.engine.position.Position;
import org.rulebench.engine.position.Track;

/**
 * One step of a play, packed in an int: the slot left and the point reached (own numbering, 0 = borne off), the
 * dice it used as a bit mask, whether it hit, and where the hit piece was put when the hitter places it (a point) or
 * a conditioned fate sends it elsewhere than the rules' fate (its owner's bar, start or out of the game: a slot).
 * A step whose source is {@link #TAKE} takes the opponent's piece on the opponent's point {@link #place}.
 */
public final class Step {
	/** Source of a step that takes an opposing piece instead of moving one (折葉). */
	public static final int TAKE = 63;
	private static final int SIX = 0x3F;

	private Step() {
	}

	static int of(int from, int to, int diceMask, boolean hit, int place) {
		return from | to << 6 | diceMask << 12 | (hit ? 1 << 20 : 0) | place << 21;
	}

	public static int from(int step) { return step & SIX; }
	public static int to(int step) { return step >>> 6 & SIX; }
	public static int diceMask(int step) { return step >>> 12 & 0xFF; }
	public static boolean hit(int step) { return (step & 1 << 20) != 0; }
	/** The hit piece's new point on its owner's numbering (0: the bar), or the point a taken piece stood on. */
	public static int place(int step) { return step >>> 21 & SIX; }

	/** Plays the step for the side in place. */
	public static void apply(Position p, int side, int step) {
		Track t = p.trackTables();
		int other = 1 - side;
		int from = from(step);
		if (from == TAKE) {
			p.add(other, place(step), -1);
			p.add(other, t.lost, 1);
			p.add(side, t.taken, 1);
			return;
		}
		int to = to(step);
		p.move(side, from, to);
		if (t.holds) {
			if (from <= t.points && p.count(side, from) == 0 && p.isHeld(other, t.opposite(side, from))) {
				p.release(other, t.opposite(side, from)); // the holder's last piece left
			}
			if (hit(step)) {
				p.hold(other, t.opposite(side, to));
				p.countHit(other, 1);
			}
			return;
		}
		if (hit(step)) {
			p.add(other, t.opposite(side, to), -1);
			p.add(other, hitDestination(p, t, step), 1);
			p.countHit(other, 1);
		}
	}

	/** Takes the step back: the exact inverse of {@link #apply}. */
	public static void undo(Position p, int side, int step) {
		Track t = p.trackTables();
		int other = 1 - side;
		int from = from(step);
		if (from == TAKE) {
			p.add(side, t.taken, -1);
			p.add(other, t.lost, -1);
			p.add(other, place(step), 1);
			return;
		}
		int to = to(step);
		if (t.holds) {
			if (hit(step)) {
				p.release(other, t.opposite(side, to));
				p.countHit(other, -1);
			}
			p.move(side, to, from);
			// an opposing piece sharing the point is held by the side's pieces: apply had released it
			if (from <= t.points && p.count(side, from) == 1 && p.opponentCount(side, from) > 0
					&& !p.isHeld(other, t.opposite(side, from))) {
				p.hold(other, t.opposite(side, from));
			}
			return;
		}
		if (hit(step)) {
			p.add(other, hitDestination(p, t, step), -1);
			p.add(other, t.opposite(side, to), 1);
			p.countHit(other, -1);
		}
		p.move(side, to, from);
	}

	/** The hash the position would have after the step, computed without playing it. */
	public static long hashAfter(Position p, int side, int step) {
		Track t = p.trackTables();
		int other = 1 - side;
		int from = from(step);
		if (from == TAKE) {
			return p.hash() + p.hashDelta(other, place(step), -1) + p.hashDelta(other, t.lost, 1)
					+ p.hashDelta(side, t.taken, 1);
		}
		int to = to(step);
		if (from == to) {
			return p.hash();
		}
		long h = p.hashAfterMove(side, from, to);
		if (t.holds) {
			if (from <= t.points && p.count(side, from) == 1 && p.isHeld(other, t.opposite(side, from))) {
				h -= p.heldKey(other, t.opposite(side, from));
			}
			return hit(step) ? h + p.heldKey(other, t.opposite(side, to)) : h;
		}
		if (hit(step)) {
			h += p.hashDelta(other, t.opposite(side, to), -1) + p.hashDelta(other, hitDestination(p, t, step), 1);
		}
		return h;
	}

	private static int hitDestination(Position p, Track t, int step) {
		return place(step) != 0 ? place(step) : t.hitSlot; // placed by the hitter, or a fate chosen under a condition
	}

	/** The step in the usual notation, own numbering: "bar/22*", "6/off", "take 3". */
	public static String notation(int step, int points) {
		int from = from(step);
		if (from == TAKE) {
			return "take " + place(step);
		}
		String src = from == points + 1 ? "bar" : from == points + 2 ? "enter" : Integer.toString(from);
		String dst = to(step) == 0 ? "off" : Integer.toString(to(step));
		String placed = hit(step) && place(step) != 0 && place(step) <= points ? "(" + place(step) + ")" : "";
		return src + "/" + dst + (hit(step) ? "*" : "") + placed;
	}
}
