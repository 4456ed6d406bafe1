package org.rulebench.reading.compile;

import org.rulebench.engine.scoring.Comparison;
import org.rulebench.engine.scoring.Quantity;
import org.rulebench.engine.scoring.StepTrigger;
import org.rulebench.engine.scoring.Trigger;
import org.rulebench.engine.scoring.TurnTrigger;
import org.rulebench.reading.reading.*;

/** Compiles the reading's conditions and event moments into the engine's. */
final class Conditions {
	private final Points points;

	Conditions(Points points) {
		this.points = points;
	}

	Trigger trigger(When when) {
		return switch (when) {
		case LeavesPoint l -> StepTrigger.leaves(points.resolve(l.getPoint()),
				l.getGuard() == null ? org.rulebench.engine.scoring.Conditions.ALWAYS : condition(l.getGuard()));
		case OnHit h -> StepTrigger.hit();
		case BreaksPair b -> StepTrigger.breaksPairInBearOff();
		case EachTurnWith e -> new TurnTrigger(condition(e.getCondition()), false);
		case ComesAbout c -> new TurnTrigger(condition(c.getCondition()), true);
		default -> throw new IllegalStateException("unknown moment " + when.eClass().getName());
		};
	}

	org.rulebench.engine.scoring.Condition condition(Condition c) {
		return switch (c) {
		case Or o -> condition(o.getLeft()).or(condition(o.getRight()));
		case And a -> condition(a.getLeft()).and(condition(a.getRight()));
		case Not n -> condition(n.getOperand()).negate();
		case Mirrored m -> org.rulebench.engine.scoring.Conditions.mirroredStart();
		case InPairs p -> org.rulebench.engine.scoring.Conditions.allInStacks(p.getPairs(), 2, p.isAdjacent(),
				p.isOwnHalf() ? points.half() : Integer.MAX_VALUE);
		case EveryPieceHome h -> org.rulebench.engine.scoring.Conditions.allHome();
		case EveryPieceOnOwnHalf h -> org.rulebench.engine.scoring.Conditions.allWithin(points.half());
		case GappedPairs g -> org.rulebench.engine.scoring.Conditions.gappedPairs(g.getPairs());
		case Scored s -> s.isOpponent() ? org.rulebench.engine.scoring.Conditions.opponentHasScored(s.getEvent().getName())
				: org.rulebench.engine.scoring.Conditions.hasScored(s.getEvent().getName());
		case Compare k -> Comparison.valueOf(k.getOp().getName()).of(quantity(k.getLeft()), quantity(k.getRight()));
		case Passed p -> org.rulebench.engine.scoring.Conditions.passed(points.resolve(p.getPoint()), p.isOpposing());
		case EveryPieceBorneOff b -> org.rulebench.engine.scoring.Conditions.allBorneOff();
		case EveryPieceLost l -> org.rulebench.engine.scoring.Conditions.allLost(l.isOpposing());
		case RollIs r -> throw Guards.turnOnly(r);
		case FirstTurnOfSide f -> throw Guards.turnOnly(f);
		case OpposingPast o -> throw Guards.turnOnly(o);
		case RunCovers r -> throw Guards.turnOnly(r);
		case BearingOff b -> throw Guards.turnOnly(b);
		default -> throw new ReadingProblem("this condition cannot be tested in a board game", java.util.List.of(c));
		};
	}

	/** The count of the side's standing, or of the other side's (on its own numbering). */
	private static Quantity side(Quantity q, boolean opposing) {
		return opposing ? Quantity.ofOpponent(q) : q;
	}

	/** The step a happening is: a piece landing on a lone opposing piece or on an own piece, entering, leaving, borne off. */
	StepTrigger stepTrigger(Happening h) {
		return switch (h) {
		case LandsOnLone x -> StepTrigger.hit();
		case LandsOnOwn x -> StepTrigger.landsOnOwn();
		case PieceEnters x -> StepTrigger.enters();
		case PieceLeaves l -> StepTrigger.leaves(points.resolve(l.getPoint()), org.rulebench.engine.scoring.Conditions.ALWAYS);
		case PieceBorneOff x -> StepTrigger.borneOff();
		default -> throw new ReadingProblem("chips are scored on a step (a piece lands, enters, leaves a point or is borne"
				+ " off) or on a throw", java.util.List.of(h));
		};
	}

	Quantity quantity(org.rulebench.reading.reading.Quantity q) {
		return switch (q) {
		case Constant c -> Quantity.constant(c.getValue());
		case PiecesOn p -> Quantity.piecesOn(points.resolve(p.getPoint()));
		case BorneOff b -> side(b.isOrTaken() ? Quantity.borneOffOrTaken() : Quantity.borneOff(), b.isOpposing());
		case OnBar b -> side(Quantity.onBar(), b.isOpposing());
		case Home h -> side(Quantity.home(), h.isOpposing());
		case OnPoints o -> Quantity.onPoints(o.getFrom(), o.getTo(), o.isOpposing());
		case InItsHome h -> Quantity.opposingInHome();
		case HitSoFar h -> side(Quantity.hitsTaken(), h.isOpposing());
		case NotYetEntered n -> side(Quantity.notYetEntered(), n.isOpposing());
		case InPlay i -> side(Quantity.inPlay(), i.isOpposing());
		case Lost l -> side(Quantity.lost(), l.isOpposing());
		case TurnsPlayed t -> side(Quantity.turnsPlayed(), t.isOpposing());
		case Pairs p -> Quantity.pairs();
		case Chips c -> Quantity.chips();
		case TimesScored t -> Quantity.timesScored(t.getEvent().getName());
		case OpposingOn o -> Quantity.opposingOn(points.resolve(o.getPoint()));
		case Held h -> Quantity.held(h.getPoint() == null ? 0 : points.resolve(h.getPoint()), h.isOpposing());
		case MovedOff m -> throw Guards.turnOnly(m);
		case OnIt o -> throw Guards.turnOnly(o);
		case ThisTurn t -> throw Guards.turnOnly(t);
		case BehindIt b -> throw Guards.turnOnly(b);
		default -> throw new ReadingProblem("this quantity cannot be counted in a board game", java.util.List.of(q));
		};
	}
}
