package org.rulebench.engine.scoring;

import java.util.function.IntPredicate;

/** The conditions the sources speak of, built from piece counts on a side's own points. */
public final class Conditions {
	private Conditions() {
	}

	public static final Condition ALWAYS = (p, s) -> true;

	/** The count of the side's pieces on its own point satisfies the test. */
	public static Condition piecesOn(int point, IntPredicate test) {
		return (p, s) -> test.test(p.count(s, point));
	}

	/**
	 * Every piece the side has on the board stands in stacks of exactly {@code size}, and there are exactly
	 * {@code stacks} of them, with nothing on the bar or waiting. 七梁: 14 pieces as 7 pairs (兩馬相比為梁).
	 */
	public static Condition allInStacks(int stacks, int size) {
		return allInStacks(stacks, size, false, Integer.MAX_VALUE);
	}

	/**
	 * As {@link #allInStacks(int, int)}, and, if {@code adjacent}, the stacks stand on consecutive points (相並), and
	 * none stands beyond own point {@code within} (行過一邊: all crossed to the side's own half).
	 */
	public static Condition allInStacks(int stacks, int size, boolean adjacent, int within) {
		return (p, s) -> {
			if (p.onBar(s) > 0 || p.waiting(s) > 0 || size > 1 && p.blots(s) != 0) {
				return false;
			}
			int found = 0;
			int first = 0;
			int last = 0;
			for (int i = 1; i <= p.points(); i++) {
				int c = p.count(s, i);
				if (c == size) {
					found++;
					first = first == 0 ? i : first;
					last = i;
				} else if (c != 0) {
					return false;
				}
			}
			return found == stacks && last <= within && (!adjacent || last - first + 1 == stacks);
		};
	}

	/** Every piece of the side stands on its home points (馬盡歸 read as "all home"). */
	public static Condition allHome() {
		return (p, s) -> p.allHome(s) && p.inPlay(s) > 0;
	}

	/** Every piece of the side in play stands on its own points 1 to {@code within} (its own half of the board). */
	public static Condition allWithin(int within) {
		return (p, s) -> {
			if (p.onBar(s) > 0 || p.waiting(s) > 0 || p.inPlay(s) == 0) {
				return false;
			}
			for (int i = within + 1; i <= p.points(); i++) {
				if (p.count(s, i) > 0) {
					return false;
				}
			}
			return true;
		};
	}

	/** The side stands exactly as its start layout mirrored, every piece on the board (七梁 終了①). */
	public static Condition mirroredStart() {
		return (p, s) -> p.standsMirrored(s);
	}

	/**
	 * At least {@code pairs} points each holding exactly two of the side's pieces, one empty point between each
	 * and the next (打間: pairs with gaps).
	 */
	public static Condition gappedPairs(int pairs) {
		return (p, s) -> {
			int run = 0;
			int last = -10;
			for (int i = 1; i <= p.points(); i++) {
				int c = p.count(s, i);
				if (c == 2 && i - last == 2 && p.count(s, i - 1) == 0 && p.opponentCount(s, i - 1) == 0) {
					run++;
				} else if (c == 2) {
					run = 1;
				} else {
					continue;
				}
				last = i;
				if (run >= pairs) {
					return true;
				}
			}
			return false;
		};
	}

	/** The side has scored the named event at least once this game. */
	public static Condition hasScored(String event) {
		return (p, s) -> p.fired(s, event) > 0;
	}

	/** The opponent has scored the named event at least once this game (敵馬未成七梁, negated). */
	public static Condition opponentHasScored(String event) {
		return (p, s) -> p.fired(1 - s, event) > 0;
	}

	/**
	 * A piece of the side (or of the other side) has been beyond the side's own point {@code point}, in its own
	 * direction of travel: now, or at the start or end of an earlier turn ({@link org.rulebench.engine.position.Position#hasPassed}).
	 */
	public static Condition passed(int point, boolean opposing) {
		return (p, s) -> {
			if (!opposing) {
				return p.hasPassed(s, point);
			}
			int q = p.trackTables().opposite(s, point);
			return q > 0 && p.hasPassed(1 - s, q);
		};
	}

	/** Every piece of the side has been borne off. */
	public static Condition allBorneOff() {
		return (p, s) -> p.borneOff(s) == p.rules().pieces();
	}

	/** Every piece of the side (or of the other side) is out of the game. */
	public static Condition allLost(boolean opposing) {
		return (p, s) -> p.lost(opposing ? 1 - s : s) == p.rules().pieces();
	}
}
