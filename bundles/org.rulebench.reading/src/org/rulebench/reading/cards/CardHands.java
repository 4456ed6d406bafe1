package org.rulebench.reading.cards;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.cards.draw.CardCondition;
import org.rulebench.engine.cards.ranking.Ace;
import org.rulebench.engine.cards.ranking.HandCondition;
import org.rulebench.engine.cards.ranking.HandDefinition;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.Order;
import org.rulebench.engine.cards.ranking.Pay;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.*;

/**
 * A reading's hands as conditions compiled into the engine's {@link Ladder}: each hand's condition over its cards, its
 * rung (a hand "equal to the one above" shares it), its order, and the pays. A condition a hand cannot test (a board
 * game's, what the other side did, which hand it is inside a hand's own definition) is a {@link ReadingProblem}
 * naming it.
 */
public final class CardHands {
	private CardHands() {
	}

	public static Ladder ladder(HandsClaim hands, List<HandPayClaim> pays) {
		List<HandDefinition> definitions = new ArrayList<>();
		List<String> names = new ArrayList<>();
		int rung = -1;
		for (LadderHand h : hands.getHands()) {
			if (h.isEqual() && rung < 0) {
				throw new ReadingProblem("the best hand has no hand above it to be equal to", List.of(h));
			}
			rung += h.isEqual() ? 0 : 1;
			HandCondition when = h.isAny() ? new HandCondition.Always() : condition(h.getWhen(), false);
			definitions.add(new HandDefinition(h.getName(), rung, when, order(h.getOrder())));
			names.add(h.getName());
		}
		List<Pay> compiled = new ArrayList<>();
		for (HandPayClaim p : pays) {
			HandCondition when = p.isAny() ? new HandCondition.Always() : condition(p.getWhen(), true);
			for (IsHand is : org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(p, IsHand.class)) {
				if (!names.contains(is.getName())) {
					throw new ReadingProblem("no hand is named \"" + is.getName() + "\": the hands are " + names, List.of(is));
				}
			}
			if (p.getTimes() > Pay.MOST) {
				throw new ReadingProblem("a hand pays 0 to " + Pay.MOST + " stakes, not " + p.getTimes(), List.of(p));
			}
			compiled.add(new Pay(when, p.getTimes()));
		}
		try {
			return new Ladder(definitions, compiled);
		} catch (IllegalArgumentException x) {
			throw new ReadingProblem(x.getMessage(), List.of(hands));
		}
	}

	private static Order order(HandOrder order) {
		return switch (order) {
		case null -> Order.NONE;
		case ByCount x -> Order.COUNT;
		case ByRanks r -> r.isHigh() ? Order.RANKS_ACE_HIGH : Order.RANKS_ACE_LOW;
		case ByPoints x -> Order.POINTS;
		case ByRunTop x -> Order.RUN_TOP;
		case ByPairsFirst x -> Order.RANKS_ACE_HIGH_PAIRS_FIRST;
		default -> throw new IllegalStateException("an order the grammar does not have: " + order);
		};
	}

	/** A hand's condition; {@code pay} if it is a pay's, which alone may ask which hand the cards make. */
	static HandCondition condition(Condition c, boolean pay) {
		return switch (c) {
		case Or o -> new HandCondition.Or(condition(o.getLeft(), pay), condition(o.getRight(), pay));
		case And a -> new HandCondition.And(condition(a.getLeft(), pay), condition(a.getRight(), pay));
		case Not n -> new HandCondition.Not(condition(n.getOperand(), pay));
		case HandSize s -> new HandCondition.Size(positive(s.getCards(), s));
		case SameRank s -> new HandCondition.OfARank(positive(s.getCards(), s));
		case SameSuit s -> new HandCondition.OfASuit(positive(s.getCards(), s));
		case CourtCards s -> new HandCondition.Courts(positive(s.getCards(), s));
		case RanksInARow r -> new HandCondition.InARow(positive(r.getCards(), r),
				r.isHigh() && r.isLow() ? Ace.BOTH : r.isHigh() ? Ace.HIGH : Ace.LOW);
		case CountIs k -> k.eIsSet(ReadingPackage.eINSTANCE.getCountIs_Also())
				? either(counts(CardConditions.counts(k.getFrom(), null, false, false, k)),
						counts(CardConditions.counts(k.getAlso(), null, false, false, k)))
				: counts(CardConditions.counts(k.getFrom(), k.eIsSet(ReadingPackage.eINSTANCE.getCountIs_To()) ? k.getTo() : null,
						k.isOrMore(), k.isOrLess(), k));
		case IsHand is when is.isOrBetter() -> throw new ReadingProblem(ORDER_BETTER, List.of(is));
		case IsHand is when pay -> new HandCondition.Is(is.getName());
		case IsHand is -> throw new ReadingProblem("a hand is defined by its cards, not by which hand it is: say what its"
				+ " cards are (3 of a rank, 3 in a row with the ace high, ...)", List.of(is));
		default -> throw new ReadingProblem("a hand's condition speaks of its cards: it has N cards, N of a rank, N of a suit,"
				+ " N in a row with the ace high|low|high or low, N court cards, it counts N" + (pay ? ", it is \"HAND\"" : ""),
				List.of(c));
		};
	}

	/** Why `it is "HAND" or better` stands only where hands are compared. */
	public static final String ORDER_BETTER = "`it is \"HAND\" or better` compares hands: it belongs in the player's decision"
			+ " (the player plays when it is \"pair\" or better; otherwise it folds) and the banker's qualifying; here say which"
			+ " hands: it is \"pair\" or it is \"flush\"";

	/** `it counts 8 or 9`: one range where the two counts are next to each other, so that it equals `it counts 8 to 9`. */
	private static HandCondition either(HandCondition.Counts a, HandCondition.Counts b) {
		return a.to() + 1 == b.from() ? new HandCondition.Counts(a.from(), b.to()) : new HandCondition.Or(a, b);
	}

	private static HandCondition.Counts counts(CardCondition.Counts c) {
		return new HandCondition.Counts(c.from(), c.to());
	}

	private static int positive(int cards, org.eclipse.emf.ecore.EObject where) {
		if (cards < 1) {
			throw new ReadingProblem("a number of cards is 1 or more, not " + cards, List.of(where));
		}
		return cards;
	}
}
