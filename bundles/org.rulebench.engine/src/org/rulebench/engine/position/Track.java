package org.rulebench.engine.position;

import java.util.SplittableRandom;

import org.rulebench.engine.rules.BearOffPriority;
import org.rulebench.engine.rules.EntryPoint;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Travel;

/**
 * Tables derived once from a rule set: where each side's points stand for the other side, the slots of a
 * position, and the keys that identify positions while plays are generated.
 */
public final class Track {
	public final int points;
	public final int home;
	/** Slot of pieces borne off; slots 1..points are the points. */
	public static final int OFF = 0;
	public final int bar;
	public final int waiting;
	public final int lost;
	public final int taken;
	public final int slots;
	/** {@code opposite[side][p]}: the other side's own point standing where the side's point p is, or 0. */
	final int[][] opposite;
	/**
	 * The key of one piece on each slot, {@code keys[side * slots + slot]}: a position's key is the sum over its
	 * pieces, so moving a piece changes it by the difference of two keys whatever the counts (no table per count).
	 * Two different positions share a key only if a difference of counts, each under 32, weighs the random keys
	 * to zero modulo 2^64: a chance under 2^-59 per pair.
	 */
	final long[] keys;
	/** 1 for the slots beyond home up to the waiting pieces: what {@link Position#allHome} counts. */
	final int[] beyondHome;
	/** {@code oppositeFlat[side * (points + 1) + p]}, as {@link #opposite}, flat for the hot path. */
	final int[] oppositeFlat;
	/**
	 * Plays of a double may be generated with sources in non-increasing order without losing any result: true when
	 * no point limit, lock or placement makes the order of equal steps matter.
	 */
	public final boolean orderFree;
	/** Where a hit piece goes: the slot for {@link HitRule#TO_BAR} and the placed rule's fallback, or {@link #lost}. */
	public final int hitSlot;
	public final boolean hitterPlaces;
	/** Pieces landed on are held in place ({@link HitRule#HOLD}). */
	public final boolean holds;
	/** With {@link #holds}: the key of a held piece, {@code heldKeys[side * (points + 1) + point]}. */
	final long[] heldKeys;
	/**
	 * The sides move against each other on one board, so the opponent's point masks mirror into one's own
	 * numbering with a bit reversal: legal steps can be found with shifts and masks.
	 */
	public final boolean mirrored;
	/** Per side, the points its start mirrored occupies (as {@link Position#occupied}); null beyond 62 points. */
	final long[] mirroredStart;

	Track(RuleSet rules) {
		points = rules.points();
		home = rules.board().home();
		bar = points + 1;
		waiting = points + 2;
		lost = points + 3;
		taken = points + 4;
		slots = points + 5;
		opposite = new int[2][points + 1];
		for (int side = 0; side < 2; side++) {
			for (int p = 1; p <= points; p++) {
				opposite[side][p] = otherSidePoint(rules, side, p);
			}
		}
		oppositeFlat = new int[2 * (points + 1)];
		for (int side = 0; side < 2; side++) {
			System.arraycopy(opposite[side], 0, oppositeFlat, side * (points + 1), points + 1);
		}
		keys = new long[2 * slots];
		SplittableRandom random = new SplittableRandom(0x5EED_2026_1151L);
		for (int i = 0; i < keys.length; i++) {
			keys[i] = random.nextLong();
		}
		beyondHome = new int[slots];
		for (int slot = home + 1; slot <= waiting; slot++) {
			beyondHome[slot] = 1;
		}
		hitSlot = rules.occupancy().hit() == HitRule.OUT_OF_GAME ? lost : rules.occupancy().hit() == HitRule.TO_START ? waiting : bar;
		hitterPlaces = rules.occupancy().hit() == HitRule.PLACED_BY_HITTER;
		holds = rules.occupancy().hit() == HitRule.HOLD;
		heldKeys = holds ? new SplittableRandom(0x4E1D_2026_0025L).longs(2L * (points + 1)).toArray() : null;
		mirrored = rules.board().travel() == Travel.OPPOSITE && !rules.board().circuit() && points <= 60;
		mirroredStart = points <= 62 && rules.start(0).points() == points && rules.start(1).points() == points
				? new long[2] : null;
		for (int side = 0; side < 2 && mirroredStart != null; side++) {
			for (int p = 1; p <= points; p++) {
				mirroredStart[side] |= rules.start(side).count(points + 1 - p) > 0 ? 1L << p : 0;
			}
		}
		orderFree = !rules.occupancy().limited() && !rules.occupancy().skipOwn()
				&& rules.occupancy().hit() != HitRule.PLACED_BY_HITTER
				&& rules.reEntry().point() == EntryPoint.ANY_OPEN && rules.bearOff().priority() == BearOffPriority.FREE
				&& !rules.bearOff().onePiecePerDie() && !rules.bearOff().takeWhenBlocked()
				&& !rules.board().circuit() && !holds && rules.constraints().isEmpty() && rules.permissions().isEmpty()
				&& rules.effectRules().isEmpty();
	}

	private static int otherSidePoint(RuleSet rules, int side, int p) {
		int n = rules.points();
		if (rules.board().travel() == Travel.OPPOSITE) {
			return n + 1 - p;
		}
		int shift = rules.board().offset();
		int phys = Math.floorMod(n - p + (side == 1 ? shift : 0), n);
		for (int q = 1; q <= n; q++) {
			if (Math.floorMod(n - q + (side == 0 ? shift : 0), n) == phys) {
				return q;
			}
		}
		throw new IllegalStateException("no opposite point for " + p);
	}

	/** The opponent's point mask seen on one's own numbering: bit j becomes bit points+1-j. */
	public long mirror(long mask) {
		return Long.reverse(mask) >>> 62 - points;
	}

	public int opposite(int side, int point) {
		return opposite[side][point];
	}

	/** The point a piece reaches moving {@code pips} from {@code from} on a circuit. */
	public int wrap(int to) {
		return Math.floorMod(to - 1, points) + 1;
	}
}
