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
		case RollIs r -> throw Guards.turnOnly(r);
		case FirstTurnOfSide f -> throw Guards.turnOnly(f);
		case OpposingPast o -> throw Guards.turnOnly(o);
		default -> throw new IllegalStateException("unknown condition " + c.eClass().getName());
		};
	}

	Quantity quantity(org.rulebench.reading.reading.Quantity q) {
		return switch (q) {
		case Constant c -> Quantity.constant(c.getValue());
		case PiecesOn p -> Quantity.piecesOn(points.resolve(p.getPoint()));
		case BorneOff b -> Quantity.borneOff();
		case OnBar b -> Quantity.onBar();
		case Home h -> Quantity.home();
		case Pairs p -> Quantity.pairs();
		case Chips c -> Quantity.chips();
		case TimesScored t -> Quantity.timesScored(t.getEvent().getName());
		case OpposingOn o -> Quantity.opposingOn(points.resolve(o.getPoint()));
		case Held h -> Quantity.held(h.getPoint() == null ? 0 : points.resolve(h.getPoint()), h.isOpposing());
		case MovedOff m -> throw Guards.turnOnly(m);
		case OnIt o -> throw Guards.turnOnly(o);
		default -> throw new IllegalStateException("unknown quantity " + q.eClass().getName());
		};
	}
}
