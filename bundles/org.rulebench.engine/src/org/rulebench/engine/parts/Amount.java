package org.rulebench.engine.parts;

import org.rulebench.engine.position.Position;
import org.rulebench.engine.scoring.Quantity;

/** A count a guard compares: of the standing ({@link Quantity}) or of the turn so far. */
@FunctionalInterface
public interface Amount {

	int of(Position position, int side, TurnSoFar turn);

	static Amount of(Quantity q) {
		return (p, s, t) -> q.of(p, s);
	}

	/** Pieces of the side moved off its point this turn. */
	static Amount movedOff(int point) {
		return (p, s, t) -> t.movedOff(point);
	}

	/** Pieces of the side (or the opponent) on the point the act lands on. */
	static Amount onLanding(boolean opposing) {
		return (p, s, t) -> t.landing() == 0 ? 0 : opposing ? p.opponentCount(s, t.landing()) : p.count(s, t.landing());
	}

	/** Compares two amounts with one of {@code = != < <= > >=}. */
	static Guard compare(Amount left, String op, Amount right) {
		return switch (op) {
		case "=" -> (p, s, t) -> left.of(p, s, t) == right.of(p, s, t);
		case "!=" -> (p, s, t) -> left.of(p, s, t) != right.of(p, s, t);
		case "<" -> (p, s, t) -> left.of(p, s, t) < right.of(p, s, t);
		case "<=" -> (p, s, t) -> left.of(p, s, t) <= right.of(p, s, t);
		case ">" -> (p, s, t) -> left.of(p, s, t) > right.of(p, s, t);
		case ">=" -> (p, s, t) -> left.of(p, s, t) >= right.of(p, s, t);
		default -> throw new IllegalArgumentException("no comparison " + op);
		};
	}
}
