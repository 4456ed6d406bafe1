package org.rulebench.engine.grid.rules;

import java.util.List;
import java.util.Objects;

import org.rulebench.engine.grid.board.Zone;

/**
 * What a {@link Ban} asks of a move, judged on the position before it unless said otherwise: atoms about the piece
 * moved or dropped (its kind, its history), where the move starts and ends, what it captures, the position
 * around it (check, the royal pieces facing each other, the pieces on a file), and what it brings about (mate, a
 * piece that could never move again); combined with {@link Not}, {@link All} and {@link Any}.
 */
public sealed interface MoveCondition {
	/** The piece moved or dropped is of one of these kinds. */
	record Is(List<String> kinds) implements MoveCondition {
		public Is {
			kinds = List.copyOf(kinds);
		}
	}

	/** The move captures a piece of one of these kinds (of any kind when empty). */
	record Captures(List<String> kinds) implements MoveCondition {
		public Captures {
			kinds = List.copyOf(kinds);
		}
	}

	/** The move ends in the zone (as the mover sees it). */
	record EndsIn(Zone zone) implements MoveCondition {
		public EndsIn {
			Objects.requireNonNull(zone, "zone");
		}
	}

	/** The move starts in the zone (a drop starts nowhere). */
	record StartsIn(Zone zone) implements MoveCondition {
		public StartsIn {
			Objects.requireNonNull(zone, "zone");
		}
	}

	/** A number compared with another ({@code its pawn on the file >= 1}: 二歩). */
	record Compare(Quantity left, Op op, Quantity right) implements MoveCondition {
		public Compare {
			Objects.requireNonNull(left, "left");
			Objects.requireNonNull(op, "op");
			Objects.requireNonNull(right, "right");
		}
	}

	enum Op {
		EQ, NE, LT, LE, GT, GE;

		public boolean holds(int a, int b) {
			return switch (this) {
			case EQ -> a == b;
			case NE -> a != b;
			case LT -> a < b;
			case LE -> a <= b;
			case GT -> a > b;
			case GE -> a >= b;
			};
		}
	}

	/** A number a condition compares. */
	sealed interface Quantity {
	}

	record Constant(int value) implements Quantity {
	}

	/**
	 * How many of the moving side's pieces of a kind (of any kind when null) stand on the file the move ends on (the
	 * piece moved not counted), stand on the board, or are in its hand.
	 */
	record Count(String kind, Where where) implements Quantity {
		public Count {
			Objects.requireNonNull(where, "where");
		}
	}

	enum Where {
		FILE, BOARD, HAND
	}

	/**
	 * How many promotions the moving side's pieces of a kind have made in the game so far, whatever became of the
	 * pieces promoted (seed 004's one Rua Gaai ever): counted by the position from its start.
	 */
	record PromotionsMade(String kind) implements Quantity {
		public PromotionsMade {
			Objects.requireNonNull(kind, "kind");
		}
	}

	/** The side's pieces of the kind have made at least {@code n} promotions in the game: a limit over the game. */
	static MoveCondition promotionsMade(String kind, int n) {
		return new Compare(new PromotionsMade(kind), Op.GE, new Constant(n));
	}

	/** Whether a condition reads a count of promotions made: then positions keep that count. */
	static boolean countsPromotions(MoveCondition c) {
		return c != null && c.mentions(x -> x instanceof Compare k && (k.left() instanceof PromotionsMade || k.right() instanceof PromotionsMade));
	}

	/** The side moving is in check. */
	record InCheck() implements MoveCondition {
	}

	/** The royal pieces face each other on an open file: before the move, or after it (janggi's 빅장). */
	record Facing(boolean after) implements MoveCondition {
	}

	/** The move mates: after it, the other side is in check and has no move (打ち歩詰め when the piece is a pawn). */
	record Mates() implements MoveCondition {
	}

	/** After the move, the other side is in check (by the piece moved or by one it uncovered). */
	record Checks() implements MoveCondition {
	}

	/** After the move, the piece moved (as it now is) could capture a piece of the other side, were it to move again. */
	record Attacks() implements MoveCondition {
	}

	/** The move promotes the piece (a drop never does). */
	record Promotes() implements MoveCondition {
	}

	/** After the move, the piece (as it now is) could never move again from where it stands (行き所のない駒). */
	record Stuck() implements MoveCondition {
	}

	/** The piece moved is the fruit of a promotion (its history); a drop never is. */
	record Promoted() implements MoveCondition {
	}

	/** The piece moved has moved before in this game (its history); a drop never has. */
	record Moved() implements MoveCondition {
	}

	/** The piece moved was promoted from a piece of the kind (its history). */
	record Was(String kind) implements MoveCondition {
		public Was {
			Objects.requireNonNull(kind, "kind");
		}
	}

	record Not(MoveCondition operand) implements MoveCondition {
		public Not {
			Objects.requireNonNull(operand, "operand");
		}
	}

	record All(List<MoveCondition> operands) implements MoveCondition {
		public All {
			operands = List.copyOf(operands);
		}
	}

	record Any(List<MoveCondition> operands) implements MoveCondition {
		public Any {
			operands = List.copyOf(operands);
		}
	}

	MoveCondition ALWAYS = new All(List.of());

	default MoveCondition and(MoveCondition other) {
		return new All(List.of(this, other));
	}

	default MoveCondition negate() {
		return new Not(this);
	}

	/** Whether this condition, or one inside it, matches {@code test}. */
	default boolean mentions(java.util.function.Predicate<MoveCondition> test) {
		return test.test(this) || switch (this) {
		case Not n -> n.operand().mentions(test);
		case All a -> a.operands().stream().anyMatch(o -> o.mentions(test));
		case Any a -> a.operands().stream().anyMatch(o -> o.mentions(test));
		default -> false;
		};
	}
}
