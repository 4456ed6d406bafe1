package org.rulebench.reading.compile;

import java.util.List;

import org.rulebench.engine.parts.Amount;
import org.rulebench.engine.parts.Guard;
import org.rulebench.engine.rules.Board;
import org.rulebench.reading.reading.And;
import org.rulebench.reading.reading.Compare;
import org.rulebench.reading.reading.Condition;
import org.rulebench.reading.reading.FirstTurnOfSide;
import org.rulebench.reading.reading.MovedOff;
import org.rulebench.reading.reading.Not;
import org.rulebench.reading.reading.OnIt;
import org.rulebench.reading.reading.OpposingPast;
import org.rulebench.reading.reading.Or;
import org.rulebench.reading.reading.Quantity;
import org.rulebench.reading.reading.RollIs;

/**
 * Compiles the conditions of constraints and of expectations of plays into the engine's {@link Guard}s: the
 * conditions of events, and those that read the roll and the turn so far.
 */
public final class Guards {
	private final Points points;
	private final Conditions conditions;

	public Guards(Board board) {
		this.points = new Points(board);
		this.conditions = new Conditions(points);
	}

	public Guard guard(Condition c) {
		return switch (c) {
		case Or o -> guard(o.getLeft()).or(guard(o.getRight()));
		case And a -> guard(a.getLeft()).and(guard(a.getRight()));
		case Not n -> guard(n.getOperand()).negate();
		case RollIs r -> Guard.rollIs(r.getRolls().stream().map(k -> new int[] { k.getLow(), k.getHigh() }).toArray(int[][]::new),
				r.isDouble());
		case FirstTurnOfSide f -> Guard.firstTurn();
		case OpposingPast o -> Guard.opposingPastRun();
		case Compare k -> Amount.compare(amount(k.getLeft()), k.getOp().getLiteral(), amount(k.getRight()));
		default -> Guard.of(conditions.condition(c));
		};
	}

	private Amount amount(Quantity q) {
		return switch (q) {
		case MovedOff m -> Amount.movedOff(points.resolve(m.getPoint()));
		case OnIt o -> Amount.onLanding(o.isOpposing());
		default -> Amount.of(conditions.quantity(q));
		};
	}

	/** A part that reads the turn, where only the standing can be read (an event's condition). */
	static ReadingProblem turnOnly(org.eclipse.emf.ecore.EObject part) {
		return new ReadingProblem("the roll, the turn so far and \"it\" can be read only in the guard of a constraint"
				+ " (a side may not ... when ...) or in an expectation of plays", List.of(part));
	}
}
