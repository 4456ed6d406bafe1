package org.rulebench.engine.position;

import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

import org.rulebench.engine.rules.Layout;
import org.rulebench.engine.rules.RuleSet;

/**
 * The pieces of both sides, each counted on its own numbering (point 1 is the last before leaving), with the bar,
 * pieces not yet entered, pieces out of the game and pieces taken, plus chips and event counts. Mutable for speed:
 * the engine applies and takes back steps in place; {@link #copy()} gives an independent position.
 */
public final class Position {
	/** Weak keys: the workbench compiles a new rule set at every save. */
	private static final Map<RuleSet, Track> TRACKS = Collections.synchronizedMap(new WeakHashMap<>());

	private final RuleSet rules;
	private final Track track;
	/** Counts, flat: {@code slots[side * stride + slot]}. */
	private final int[] slots;
	private final int stride;
	// the track's tables and bounds, kept here: the hot path then reads no other object
	private final long[] keys;
	/** 1 for the slots that count as outside home (points beyond it, the bar, pieces waiting), else 0. */
	private final int[] beyondHome;
	private final int waiting;
	private final int points;
	private final int[] outside = new int[2];
	private final long[] occupied = new long[2];
	private final long[] made = new long[2];
	private final long[] blots = new long[2];
	private final int[] chips = new int[2];
	private final int[][] fired;
	/** Bit p: the side's piece on its point p is held under an opposing piece ({@code HitRule.HOLD}). */
	private final long[] held = new long[2];
	/** Turns each side has finished this game: a guard may ask for a side's first turn. */
	private final int[] turnsPlayed = new int[2];
	private int sideToMove;
	private long hash;

	private Position(RuleSet rules, Track track) {
		this.rules = rules;
		this.track = track;
		this.stride = track.slots;
		this.keys = track.keys;
		this.beyondHome = track.beyondHome;
		this.waiting = track.waiting;
		this.points = track.points;
		this.slots = new int[2 * stride];
		this.fired = new int[2][rules.scoring().size()];
	}

	public static Track track(RuleSet rules) {
		return TRACKS.computeIfAbsent(rules, Track::new);
	}

	/** The start of a game under the rules, the given side to move. */
	public static Position start(RuleSet rules, int sideToMove) {
		Position p = new Position(rules, track(rules));
		for (int side = 0; side < 2; side++) {
			Layout l = rules.start(side);
			for (int i = 1; i <= l.points(); i++) {
				p.add(side, i, l.count(i));
			}
			p.add(side, p.track.waiting, l.waiting());
		}
		p.sideToMove = sideToMove;
		return p;
	}

	/** An empty board; pieces are placed with {@link #place}. */
	public static Position empty(RuleSet rules, int sideToMove) {
		Position p = new Position(rules, track(rules));
		p.sideToMove = sideToMove;
		return p;
	}

	public Position copy() {
		Position p = new Position(rules, track);
		p.copyFrom(this);
		return p;
	}

	public void copyFrom(Position o) {
		System.arraycopy(o.slots, 0, slots, 0, slots.length);
		for (int s = 0; s < 2; s++) {
			System.arraycopy(o.fired[s], 0, fired[s], 0, fired[s].length);
		}
		System.arraycopy(o.outside, 0, outside, 0, 2);
		System.arraycopy(o.occupied, 0, occupied, 0, 2);
		System.arraycopy(o.made, 0, made, 0, 2);
		System.arraycopy(o.blots, 0, blots, 0, 2);
		System.arraycopy(o.chips, 0, chips, 0, 2);
		System.arraycopy(o.held, 0, held, 0, 2);
		System.arraycopy(o.turnsPlayed, 0, turnsPlayed, 0, 2);
		sideToMove = o.sideToMove;
		hash = o.hash;
	}

	/** Sets how many pieces of a side stand in a slot (a point 1..points, or {@link #bar()}, {@link #waitingSlot()}…). */
	public Position place(int side, int slot, int count) {
		add(side, slot, count - slots[side * stride + slot]);
		return this;
	}

	/** Moves pieces in or out of a slot, keeping the hash and the count of pieces outside home up to date. */
	public void add(int side, int slot, int delta) {
		int i = side * stride + slot;
		int after = slots[i] + delta;
		hash += delta * keys[i];
		slots[i] = after;
		outside[side] += delta * beyondHome[slot];
		if (slot >= 1 && slot <= points) {
			setMasks(side, slot, after);
		}
	}

	/** One piece of the side from one slot to another: {@code add(side, from, -1)} and {@code add(side, to, 1)} at once. */
	public void move(int side, int from, int to) {
		int base = side * stride;
		int i = base + from;
		int j = base + to;
		int left = slots[i] - 1;
		slots[i] = left;
		int after = slots[j] + 1;
		slots[j] = after;
		hash += keys[j] - keys[i];
		outside[side] += beyondHome[to] - beyondHome[from];
		if (from >= 1 && from <= points) {
			setMasks(side, from, left);
		}
		if (to >= 1 && to <= points) {
			setMasks(side, to, after);
		}
	}

	/** The point's bits in the three masks for its new count, without branches: counts are not predictable. */
	private void setMasks(int side, int point, int count) {
		int k = Math.min(count, 2); // 0 none, 1 a blot, 2 a made point
		long keep = ~(1L << point);
		occupied[side] = occupied[side] & keep | (long) (k + 1 >> 1) << point;
		blots[side] = blots[side] & keep | (long) (k & 1) << point;
		made[side] = made[side] & keep | (long) (k >> 1) << point;
	}

	/** Bit p is set when the side's piece on its point p is held in place under an opposing piece. */
	public long held(int side) {
		return held[side];
	}

	public boolean isHeld(int side, int point) {
		return (held[side] >>> point & 1) != 0;
	}

	/** Marks the side's piece on its point as held; the point must hold exactly that piece of the side. */
	public void hold(int side, int point) {
		held[side] |= 1L << point;
		hash += heldKey(side, point);
	}

	public void release(int side, int point) {
		held[side] &= ~(1L << point);
		hash -= heldKey(side, point);
	}

	/** What holding the side's piece on the point adds to the hash. */
	public long heldKey(int side, int point) {
		return track.heldKeys[side * (points + 1) + point];
	}

	public int turnsPlayed(int side) {
		return turnsPlayed[side];
	}

	/** The side finished a turn. */
	public void endTurn(int side) {
		turnsPlayed[side]++;
	}

	/** Bit p is set when the side has two or more pieces on its point p (a made point). */
	public long made(int side) {
		return made[side];
	}

	/** Bit p is set when the side has exactly one piece on its point p (a blot). */
	public long blots(int side) {
		return blots[side];
	}

	/** The hash after {@link #move}, without moving: the commonest last step of a play is never played. */
	public long hashAfterMove(int side, int from, int to) {
		return hash + keys[side * stride + to] - keys[side * stride + from];
	}

	/** What {@link #move} would add to the hash, whatever the counts. */
	public long moveKey(int side, int from, int to) {
		return keys[side * stride + to] - keys[side * stride + from];
	}

	/** What {@link #add} would add to the hash, without adding it. */
	public long hashDelta(int side, int slot, int delta) {
		return delta * keys[side * stride + slot];
	}

	/** Bit p is set when the side has pieces on its point p: for walking the occupied points quickly. */
	public long occupied(int side) {
		return occupied[side];
	}

	public RuleSet rules() { return rules; }
	public Track trackTables() { return track; }
	public int points() { return points; }
	public int sideToMove() { return sideToMove; }
	public void setSideToMove(int side) { sideToMove = side; }
	public long hash() { return hash; }
	public int bar() { return track.bar; }
	public int waitingSlot() { return waiting; }

	/** Pieces of the side on its own point. */
	public int count(int side, int point) { return slots[side * stride + point]; }
	/** Pieces of the other side standing on this side's own point. */
	public int opponentCount(int side, int point) {
		return slots[(1 - side) * stride + track.oppositeFlat[side * (points + 1) + point]];
	}
	public int onBar(int side) { return slots[side * stride + track.bar]; }
	public int waiting(int side) { return slots[side * stride + waiting]; }
	public int borneOff(int side) { return slots[side * stride + Track.OFF]; }
	public int lost(int side) { return slots[side * stride + track.lost]; }
	public int taken(int side) { return slots[side * stride + track.taken]; }
	public int slot(int side, int slot) { return slots[side * stride + slot]; }
	/** Pieces not yet home: on points beyond home, on the bar, or not yet entered. */
	public int outsideHome(int side) { return outside[side]; }
	public int chips(int side) { return chips[side]; }
	public void addChips(int side, int delta) { chips[side] += delta; }

	/** How often the named scoring event has fired for the side this game. */
	public int fired(int side, String event) {
		for (int i = 0; i < fired[side].length; i++) {
			if (rules.scoring().get(i).event().equals(event)) {
				return fired[side][i];
			}
		}
		return 0;
	}

	public int fired(int side, int rule) { return fired[side][rule]; }
	public void fire(int side, int rule) { fired[side][rule]++; }

	/** Pieces on the board, on the bar or waiting: still to play. */
	public int inPlay(int side) {
		int n = 0;
		for (int i = 1; i <= waiting; i++) {
			n += slots[side * stride + i];
		}
		return n;
	}

	public boolean allHome(int side) {
		return outside[side] == 0;
	}

	/** Pips the side still has to travel to bear everything off (bar and waiting count as points+1). */
	public int pipCount(int side) {
		int pips = 0;
		for (int i = 1; i <= points; i++) {
			pips += i * slots[side * stride + i];
		}
		return pips + (points + 1) * (slots[side * stride + track.bar] + slots[side * stride + waiting]);
	}

	/** The side's highest occupied point, 0 if none. */
	public int farthest(int side) {
		return occupied[side] == 0 ? 0 : 63 - Long.numberOfLeadingZeros(occupied[side]);
	}

	/** Whether the side stands exactly as its start layout mirrored, with nothing off the points. */
	public boolean standsMirrored(int side) {
		if (track.mirroredStart != null && occupied[side] != track.mirroredStart[side]) {
			return false; // most turns: not even the same points
		}
		Layout start = rules.start(side);
		int n = track.points;
		if (slots[side * stride + track.bar] + slots[side * stride + track.waiting] > 0) {
			return false;
		}
		for (int i = 1; i <= n; i++) {
			if (slots[side * stride + i] != start.count(n + 1 - i)) {
				return false;
			}
		}
		return true;
	}

	/** Same pieces in the same places, same chips and side to move. */
	@Override
	public boolean equals(Object o) {
		return o instanceof Position p && p.rules.equals(rules) && p.sideToMove == sideToMove
				&& Arrays.equals(p.slots, slots) && Arrays.equals(p.chips, chips) && Arrays.equals(p.held, held);
	}

	@Override
	public int hashCode() {
		return Long.hashCode(hash) * 31 + sideToMove;
	}

	/** Both sides, each on its own numbering: "0: 2@24 5@13 3@8 5@6 | 1: … (to move: 0)". */
	@Override
	public String toString() {
		StringBuilder s = new StringBuilder();
		for (int side = 0; side < 2; side++) {
			s.append(side).append(':');
			for (int i = track.points; i >= 1; i--) {
				if (slots[side * stride + i] > 0) {
					s.append(' ').append(slots[side * stride + i]).append('@').append(i).append(isHeld(side, i) ? " held" : "");
				}
			}
			appendSlot(s, "bar", slots[side * stride + track.bar]);
			appendSlot(s, "waiting", slots[side * stride + track.waiting]);
			appendSlot(s, "off", slots[side * stride + Track.OFF]);
			appendSlot(s, "lost", slots[side * stride + track.lost]);
			appendSlot(s, "taken", slots[side * stride + track.taken]);
			if (chips[side] != 0) {
				s.append(" chips ").append(chips[side]);
			}
			s.append(side == 0 ? " | " : "");
		}
		return s.append(" (to move: ").append(sideToMove).append(')').toString();
	}

	private static void appendSlot(StringBuilder s, String label, int n) {
		if (n > 0) {
			s.append(' ').append(label).append(' ').append(n);
		}
	}
}
