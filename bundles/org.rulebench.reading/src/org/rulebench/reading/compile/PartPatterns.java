package org.rulebench.reading.compile;

import org.rulebench.reading.reading.*;

/**
 * The shapes of parts that state a fixed dimension of a race game, as the shorthand library
 * (library/shorthand.reading) defines the fixed sentences by them: the compiler gives such a part the engine's fixed
 * value (its fast path) instead of a general constraint. Each test is of one part alone; the compiler pairs the parts
 * a sentence needs two of.
 */
final class PartPatterns {
	private PartPatterns() {
	}

	static boolean mayNot(Constraint c) {
		return c.isMayNot();
	}

	static boolean permission(Constraint c) {
		return c.isMay() || c.isNeedNot();
	}

	static boolean unguarded(Constraint c) {
		return c.getWhen() == null && c.getUnless() == null;
	}

	/** A move act with none of its qualifiers but those asked for. */
	static boolean move(Act act, boolean fromAny, boolean ontoAny, boolean summed) {
		return act instanceof MoveAct m && m.getFrom() == null && m.getOnto() == null && m.getOntoZone() == null && m.isFromAny() == fromAny
				&& m.isOntoAny() == ontoAny && m.isSummed() == summed;
	}

	/** `a side may not move a piece onto a point when [opposing] pieces on it >= N`: N, or 0 for another part. */
	static int landingLimit(Constraint c, boolean opposing) {
		if (!c.isMayNot() || c.getUnless() != null || !move(c.getAct(), false, true, false) || !(c.getWhen() instanceof Compare k)
				|| !(k.getLeft() instanceof OnIt it) || it.isOpposing() != opposing || k.getOp() != CompareOp.GE
				|| !(k.getRight() instanceof Constant n)) {
			return 0;
		}
		return Math.max(0, n.getValue());
	}

	/** `a side may move a piece onto a point`: points are never blocked. */
	static boolean neverBlocked(Constraint c) {
		return c.isMay() && unguarded(c) && move(c.getAct(), false, true, false);
	}

	/** `a side may move a piece with dice summed`. */
	static boolean sums(Constraint c) {
		return c.isMay() && unguarded(c) && move(c.getAct(), false, false, true);
	}

	/** `a side may not bear off a piece`: never. */
	static boolean neverBearOff(Constraint c) {
		return c.isMayNot() && unguarded(c) && plainBearOff(c.getAct());
	}

	/** `a side may not bear off a piece unless all pieces home`. */
	static boolean bearOffAllHome(Constraint c) {
		return c.isMayNot() && c.getWhen() == null && c.getUnless() instanceof EveryPieceHome && plainBearOff(c.getAct());
	}

	/** `a side may bear off a piece`: at any time. */
	static boolean bearOffAnyTime(Constraint c) {
		return c.isMay() && unguarded(c) && plainBearOff(c.getAct());
	}

	private static boolean plainBearOff(Act act) {
		return act instanceof BearOffAct b && !b.isExactly() && !b.isLarger() && !b.isSmaller();
	}

	/** `a side must use as many dice as it can` (true) / `a side need not use as many dice as it can` (false), else null. */
	static Boolean useMost(Constraint c) {
		if (!unguarded(c) || !(c.getAct() instanceof UseMostAct)) {
			return null;
		}
		return c.isMust() ? Boolean.TRUE : c.isNeedNot() ? Boolean.FALSE : null;
	}

	/** `a side must use the larger die`. */
	static boolean largerDie(Constraint c) {
		return c.isMust() && unguarded(c) && c.getAct() instanceof UseLargerAct;
	}

	/** `a side may not move a piece off a point when pieces on the bar > 0`: the first half of entering first. */
	static boolean noMoveWhileOnBar(Constraint c) {
		return c.isMayNot() && move(c.getAct(), true, false, false) && onBar(c.getWhen()) && c.getUnless() == null;
	}

	/** `a side may not enter a piece from off the board when pieces on the bar > 0`: the second half. */
	static boolean noEntryFromOffWhileOnBar(Constraint c) {
		return c.isMayNot() && c.getAct() instanceof EnterAct e && e.getOntoZone() == null && e.isOffBoard() && !e.isSummed() && onBar(c.getWhen())
				&& c.getUnless() == null;
	}

	/** `a side may move a piece off a point`: lifts the first half of entering first. */
	static boolean movesWhileOnBar(Constraint c) {
		return c.isMay() && unguarded(c) && move(c.getAct(), true, false, false);
	}

	/** `a side may enter a piece from off the board`: lifts the second half. */
	static boolean entersFromOffWhileOnBar(Constraint c) {
		return c.isMay() && unguarded(c) && c.getAct() instanceof EnterAct e && e.getOntoZone() == null && e.isOffBoard() && !e.isSummed();
	}

	/** `pieces on the bar > 0` */
	private static boolean onBar(Condition c) {
		return c instanceof Compare k && k.getLeft() instanceof OnBar b && !b.isOpposing() && k.getOp() == CompareOp.GT
				&& k.getRight() instanceof Constant n && n.getValue() == 0;
	}

	/** `a side may not enter a piece with dice summed`: the first half of entering on the point the die names. */
	static boolean noSummedEntry(Constraint c) {
		return c.isMayNot() && unguarded(c) && c.getAct() instanceof EnterAct e && e.getOntoZone() == null && e.isSummed() && !e.isBar() && !e.isOffBoard();
	}

	/** `a side may not enter a piece when pieces on it > 0 or opposing pieces on it > 0`: the second half. */
	static boolean entryOnlyOnEmpty(Constraint c) {
		return c.isMayNot() && c.getUnless() == null && c.getAct() instanceof EnterAct e && e.getOntoZone() == null && !e.isSummed() && !e.isBar()
				&& !e.isOffBoard() && c.getWhen() instanceof Or o && onIt(o.getLeft(), false) && onIt(o.getRight(), true);
	}

	/** `[opposing] pieces on it > 0` */
	private static boolean onIt(Condition c, boolean opposing) {
		return c instanceof Compare k && k.getLeft() instanceof OnIt it && it.isOpposing() == opposing
				&& k.getOp() == CompareOp.GT && k.getRight() instanceof Constant n && n.getValue() == 0;
	}

	/** `a side may not bear off a piece with a die larger than its distance when pieces behind it > 0`. */
	static boolean overFromFarthest(Constraint c) {
		return c.isMayNot() && c.getUnless() == null && c.getAct() instanceof BearOffAct b && b.isLarger()
				&& c.getWhen() instanceof Compare k && k.getLeft() instanceof BehindIt && k.getOp() == CompareOp.GT
				&& k.getRight() instanceof Constant n && n.getValue() == 0;
	}

	/** `a side must bear off a piece exactly`: the first half of 譜雙's priority (exact, then over, then under). */
	static boolean mustBearOffExactly(Constraint c) {
		return c.isMust() && unguarded(c) && c.getAct() instanceof BearOffAct b && b.isExactly();
	}

	/** `a side must bear off a piece`: its second half. */
	static boolean mustBearOff(Constraint c) {
		return c.isMust() && unguarded(c) && plainBearOff(c.getAct());
	}

	/** `a side may bear off a piece with a die smaller than its distance`: the first half of any piece per die. */
	static boolean underBear(Constraint c) {
		return c.isMay() && unguarded(c) && c.getAct() instanceof BearOffAct b && b.isSmaller();
	}

	/** `a side may not move a piece off a point onto a point when the side is bearing off`: its second half. */
	static boolean noMoveWhileBearingOff(Constraint c) {
		return c.isMayNot() && c.getUnless() == null && move(c.getAct(), true, true, false) && c.getWhen() instanceof BearingOff;
	}

	/** `a side may not move a piece with dice summed when the side is bearing off`: the first half of one piece per die. */
	static boolean noSumsWhileBearingOff(Constraint c) {
		return c.isMayNot() && c.getUnless() == null && move(c.getAct(), false, false, true) && c.getWhen() instanceof BearingOff;
	}

	/** `a side may not move a piece again while bearing off`: its second half. */
	static boolean noPieceTwiceWhileBearingOff(Constraint c) {
		return c.isMayNot() && unguarded(c) && c.getAct() instanceof MoveAgainAct a && a.isWhileBearing();
	}

	/** `a side may take the opposing piece on the point a die names`. */
	static boolean take(Constraint c) {
		return c.isMay() && unguarded(c) && c.getAct() instanceof TakeAct;
	}

	/** `a side may offer to double the stakes`: the doubling cube is used. */
	static boolean cube(Constraint c) {
		return c.isMay() && unguarded(c) && c.getAct() instanceof DoubleAct;
	}

	/** `a side may not leave N made points in a row`: N, or 0 for another part. */
	static int prime(Constraint c) {
		return c.isMayNot() && unguarded(c) && c.getAct() instanceof LeaveRunAct r && !r.isHeld() ? r.getLength() : 0;
	}

	/** `a win counts N when opposing pieces borne off = 0`: a gammon. */
	static boolean gammon(StakePart s) {
		return noneBorneOffByTheLoser(s.getCondition());
	}

	/**
	 * `a win counts N when opposing pieces borne off = 0 and (opposing pieces in its home > 0 or opposing pieces on
	 * the bar > 0 or opposing pieces not yet entered > 0)`: a backgammon.
	 */
	static boolean backgammon(StakePart s) {
		if (!(s.getCondition() instanceof And a) || !noneBorneOffByTheLoser(a.getLeft()) || !(a.getRight() instanceof Or o)
				|| !(o.getLeft() instanceof Or inner) || !positive(o.getRight(), NotYetEntered.class)) {
			return false;
		}
		return positive(inner.getLeft(), InItsHome.class) && positive(inner.getRight(), OnBar.class);
	}

	private static boolean noneBorneOffByTheLoser(Condition c) {
		return c instanceof Compare k && k.getLeft() instanceof BorneOff b && b.isOpposing() && !b.isOrTaken()
				&& k.getOp() == CompareOp.EQ && k.getRight() instanceof Constant n && n.getValue() == 0;
	}

	/** `opposing KIND > 0` */
	private static boolean positive(Condition c, Class<? extends Quantity> kind) {
		if (!(c instanceof Compare k) || !kind.isInstance(k.getLeft()) || k.getOp() != CompareOp.GT
				|| !(k.getRight() instanceof Constant n) || n.getValue() != 0) {
			return false;
		}
		return switch (k.getLeft()) {
		case OnBar b -> b.isOpposing();
		case NotYetEntered e -> e.isOpposing();
		default -> true;
		};
	}
}
