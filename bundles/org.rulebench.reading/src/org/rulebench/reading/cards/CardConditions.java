package org.rulebench.reading.cards;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.rulebench.engine.cards.draw.CardCondition;
import org.rulebench.engine.cards.draw.DrawLine;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.*;

/**
 * A reading's drawing rule compiled into the engine's: its lines in order, each condition over the side's own two
 * cards and what it sees of the other side. A condition the card engine cannot test (a board game's, or one that
 * looks where the side cannot see) is a {@link ReadingProblem} naming it.
 */
public final class CardConditions {
	private CardConditions() {
	}

	/** Whether this part of a condition is a card atom or quantity, which only a drawing rule can test. */
	public static boolean isCardPart(EObject part) {
		return part instanceof CountIs || part instanceof HandIs || part instanceof SideActed || part instanceof ThirdCardIs
				|| part instanceof HandCountOf || isHandPart(part);
	}

	/** Whether this part of a condition is about the cards of one hand, which only hands by conditions and pays test. */
	public static boolean isHandPart(EObject part) {
		return part instanceof HandSize || part instanceof SameRank || part instanceof SameSuit || part instanceof RanksInARow
				|| part instanceof CourtCards || part instanceof IsHand;
	}

	/** The rule of {@code side} (the player or the banker). */
	public static DrawRule rule(org.rulebench.reading.reading.DrawRule rule, CardSide side) {
		List<DrawLine> lines = new ArrayList<>();
		for (org.rulebench.reading.reading.DrawLine line : rule.getLines()) {
			CardCondition when = line.getWhen() == null ? CardCondition.Always.TRUE : condition(line.getWhen(), side);
			if (line.getUnless() != null) {
				when = new CardCondition.And(when, new CardCondition.Not(condition(line.getUnless(), side)));
			}
			lines.add(new DrawLine(verdict(line.getVerdict()), when));
		}
		Verdict otherwise = rule.getOtherwise() == null ? Verdict.MAY : verdict(rule.getOtherwise());
		return new DrawRule(lines, otherwise);
	}

	/** must draw, may not stand, draws: MUST; may not draw, must stand, stands: STAND; may ..., must draw or stand: MAY. */
	public static Verdict verdict(DrawVerdict v) {
		if (v.isDraws()) {
			return Verdict.MUST;
		}
		if (v.isStands()) {
			return Verdict.STAND;
		}
		if (v.isMay() || v.isDraw() && v.isOrStand() && v.isMust()) {
			return Verdict.MAY;
		}
		if (v.isDraw() && v.isOrStand()) {
			throw new ReadingProblem("`may not draw or stand` leaves the side nothing to do: write `must draw a third card` or"
					+ " `stands`", List.of(v));
		}
		return v.isMust() == v.isDraw() ? Verdict.MUST : Verdict.STAND;
	}

	/** The condition, in the drawing rule of {@code side}. */
	public static CardCondition condition(Condition c, CardSide side) {
		return switch (c) {
		case Or o -> new CardCondition.Or(condition(o.getLeft(), side), condition(o.getRight(), side));
		case And a -> new CardCondition.And(condition(a.getLeft(), side), condition(a.getRight(), side));
		case Not n -> new CardCondition.Not(condition(n.getOperand(), side));
		case CountIs k -> k.eIsSet(ReadingPackage.eINSTANCE.getCountIs_Also())
				? new CardCondition.Or(counts(k.getFrom(), null, false, false, k), counts(k.getAlso(), null, false, false, k))
				: counts(k.getFrom(), k.eIsSet(ReadingPackage.eINSTANCE.getCountIs_To()) ? k.getTo() : null, k.isOrMore(), k.isOrLess(), k);
		case HandIs h -> {
			CardCondition is = new CardCondition.Is(kind(h.getKind()));
			yield h.isNegated() ? new CardCondition.Not(is) : is;
		}
		case SideActed s -> {
			other(s.getSide(), side, s);
			yield new CardCondition.OtherDrew(s.isDrew());
		}
		case ThirdCardIs t -> {
			other(t.getSide(), side, t);
			if (t.isCourt()) {
				yield new CardCondition.OtherThird(0, 0, true);
			}
			if (t.eIsSet(ReadingPackage.eINSTANCE.getThirdCardIs_Also())) {
				CardCondition.Counts one = counts(t.getFrom(), null, false, false, t);
				CardCondition.Counts other = counts(t.getAlso(), null, false, false, t);
				yield new CardCondition.Or(new CardCondition.OtherThird(one.from(), one.to(), false),
						new CardCondition.OtherThird(other.from(), other.to(), false));
			}
			CardCondition.Counts range = counts(t.getFrom(), t.eIsSet(ReadingPackage.eINSTANCE.getThirdCardIs_To()) ? t.getTo() : null,
					t.isOrMore(), t.isOrLess(), t);
			yield new CardCondition.OtherThird(range.from(), range.to(), false);
		}
		case Compare k -> compare(k);
		case IsHand h when h.isOrBetter() -> throw new ReadingProblem(CardHands.ORDER_BETTER, List.of(h));
		case IsHand h -> new CardCondition.IsHand(h.getName());
		default -> throw new ReadingProblem("this condition is about a board game; a drawing rule tests the side's cards (it"
				+ " counts 0 to 4, it is a deng) and what it sees of the other side (the player drew)", List.of(c));
		};
	}

	private static void other(CardSide named, CardSide deciding, EObject where) {
		if (named == deciding) {
			throw new ReadingProblem("the " + deciding.getLiteral() + "'s own drawing rule looks at the " + named.getLiteral()
					+ "; a condition on what the side holds says `it` (it counts 0 to 4)", List.of(where));
		}
		if (deciding == CardSide.PLAYER) {
			throw new ReadingProblem("the player draws first: its rule cannot look at what the banker did", List.of(where));
		}
	}

	private static CardCondition.TwoCards kind(TwoCardKind kind) {
		return switch (kind) {
		case PokKind x -> CardCondition.TwoCards.POK;
		case RankPair x -> CardCondition.TwoCards.TWO_OF_A_RANK;
		case SuitPair x -> CardCondition.TwoCards.TWO_OF_A_SUIT;
		default -> CardCondition.TwoCards.DENG;
		};
	}

	/** N, N to M, N or more, N or less, as a range of counts 0 to 9. */
	static CardCondition.Counts counts(int from, Integer to, boolean orMore, boolean orLess, EObject where) {
		int lo = orLess ? 0 : from;
		int hi = orMore ? 9 : to != null ? to : from;
		if (hi > 9 || lo > hi) {
			throw new ReadingProblem("a count runs from 0 to 9: " + (orMore ? from + " or more" : orLess ? from + " or less"
					: to == null ? "" + from : from + " to " + to) + " is no count", List.of(where));
		}
		return new CardCondition.Counts(lo, hi);
	}

	/** its count compared with a number: a range of counts. */
	private static CardCondition compare(Compare k) {
		boolean countLeft = k.getLeft() instanceof HandCountOf;
		boolean countRight = k.getRight() instanceof HandCountOf;
		if (countLeft == countRight || !((countLeft ? k.getRight() : k.getLeft()) instanceof Constant)) {
			throw new ReadingProblem("a drawing rule compares its count with a number (its count <= 4)", List.of(k));
		}
		int n = ((Constant) (countLeft ? k.getRight() : k.getLeft())).getValue();
		CompareOp op = countLeft ? k.getOp() : mirrored(k.getOp());
		int lo = switch (op) {
		case GT -> n + 1;
		case GE, EQ -> n;
		default -> 0;
		};
		int hi = switch (op) {
		case LT -> n - 1;
		case LE, EQ -> n;
		default -> 9;
		};
		lo = Math.max(lo, 0);
		hi = Math.min(hi, 9);
		CardCondition range = lo > hi ? new CardCondition.Always(false) : new CardCondition.Counts(lo, hi);
		return op == CompareOp.NE ? new CardCondition.Not(n < 0 || n > 9 ? new CardCondition.Always(false) : new CardCondition.Counts(n, n))
				: range;
	}

	private static CompareOp mirrored(CompareOp op) {
		return switch (op) {
		case LT -> CompareOp.GT;
		case LE -> CompareOp.GE;
		case GT -> CompareOp.LT;
		case GE -> CompareOp.LE;
		default -> op;
		};
	}
}
