package org.rulebench.engine.grid.play;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.Ban;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.MoveCondition;
import org.rulebench.engine.grid.rules.Obligation;

/**
 * The rules' {@link Ban}s and {@link Obligation}s compiled against the kinds and zones: which moves, drops and passes
 * they forbid, and which a side must choose among. A ban that only keeps pieces from points where they could never
 * move again is left to the move tables ({@link CompiledRules#stuck}), which make the promotion forced there and leave
 * out such drops.
 */
final class Bans {
	/** A condition of a ban, judged on a position for a pseudo-legal move of its side to move. */
	@FunctionalInterface
	interface Test {
		boolean holds(GridPosition p, int move);
	}

	private final Test[] moves;
	private final Test[] drops;
	private final Test[] passes;
	/** Per obligation, its act and condition. */
	private final Ban.Act[] mustActs;
	private final Test[] musts;
	/** A ban on moves or drops that is nothing but {@link MoveCondition.Stuck}: left to the tables. */
	final boolean stuckMoves;
	final boolean stuckDrops;

	Bans(GridRules rules) {
		List<Test> m = new ArrayList<>();
		List<Test> d = new ArrayList<>();
		List<Test> p = new ArrayList<>();
		boolean sm = false;
		boolean sd = false;
		for (Ban b : rules.bans()) {
			boolean stuckAlone = b.when() instanceof MoveCondition.Stuck;
			switch (b.act()) {
			case MOVE -> {
				if (stuckAlone) {
					sm = true;
				} else {
					m.add(test(rules, b.when()));
				}
			}
			case DROP -> {
				if (stuckAlone) {
					sd = true;
				} else {
					d.add(test(rules, b.when()));
				}
			}
			case PASS -> p.add(test(rules, b.when()));
			case CAPTURE_MOST -> throw new IllegalArgumentException("capturing the most pieces is what a side must do, not what it may not");
			}
		}
		mustActs = rules.obligations().stream().map(Obligation::act).toArray(Ban.Act[]::new);
		musts = rules.obligations().stream().map(o -> test(rules, o.when())).toArray(Test[]::new);
		moves = m.toArray(Test[]::new);
		drops = d.toArray(Test[]::new);
		passes = p.toArray(Test[]::new);
		stuckMoves = sm;
		stuckDrops = sd;
	}

	/** Whether any ban must be judged move by move. */
	boolean judged() {
		return moves.length + drops.length + passes.length > 0;
	}

	/** Whether the rules oblige a side to some moves when it has them. */
	boolean obliges() {
		return musts.length > 0;
	}

	/**
	 * Keeps of the legal moves {@code list[at..end)} those each obligation asks for, when some are: returns the new
	 * end.
	 */
	int oblige(GridPosition p, int[] list, int at, int end) {
		for (int o = 0; o < musts.length; o++) {
			if (mustActs[o] == Ban.Act.CAPTURE_MOST) {
				end = most(p, list, at, end, musts[o]);
				continue;
			}
			int w = at;
			for (int i = at; i < end; i++) {
				int m = list[i];
				Ban.Act act = Move.isDrop(m) ? Ban.Act.DROP : GridPosition.isPass(m) ? Ban.Act.PASS : Ban.Act.MOVE;
				if (act == mustActs[o] && musts[o].holds(p, m)) {
					int keep = list[w];
					list[w++] = m;
					list[i] = keep;
				}
			}
			if (w > at) {
				end = w;
			}
		}
		return end;
	}

	/** Keeps the moves that capture the most pieces (of those the condition holds for), when some capture. */
	private static int most(GridPosition p, int[] list, int at, int end, Test when) {
		int best = 0;
		int[] counts = new int[end - at];
		for (int i = at; i < end; i++) {
			counts[i - at] = when.holds(p, list[i]) ? p.capturedCount(list[i]) : 0;
			best = Math.max(best, counts[i - at]);
		}
		if (best == 0) {
			return end;
		}
		int w = at;
		for (int i = at; i < end; i++) {
			if (counts[i - at] == best) {
				int keep = list[w];
				list[w++] = list[i];
				list[i] = keep;
			}
		}
		return w;
	}

	/** Whether a ban forbids the pseudo-legal move of the side to move. */
	boolean forbid(GridPosition p, int move, boolean pass) {
		Test[] tests = Move.isDrop(move) ? drops : pass ? passes : moves;
		for (Test t : tests) {
			if (t.holds(p, move)) {
				return true;
			}
		}
		return false;
	}

	/** The condition compiled against the rules' kinds and zones. */
	static Test test(GridRules rules, MoveCondition c) {
		return switch (c) {
		case MoveCondition.Is i -> {
			boolean[] kinds = kinds(rules, i.kinds());
			yield (p, m) -> kinds[p.movedKind(m)];
		}
		case MoveCondition.Captures x -> {
			boolean[] kinds = x.kinds().isEmpty() ? null : kinds(rules, x.kinds());
			yield (p, m) -> p.captures(m, kinds);
		}
		case MoveCondition.EndsIn e -> {
			Zone z = e.zone();
			yield (p, m) -> z.contains(p.sideToMove(), Move.to(m));
		}
		case MoveCondition.StartsIn s -> {
			Zone z = s.zone();
			yield (p, m) -> !Move.isDrop(m) && z.contains(p.sideToMove(), Move.from(m));
		}
		case MoveCondition.Compare x -> {
			Number a = number(rules, x.left());
			Number b = number(rules, x.right());
			MoveCondition.Op op = x.op();
			yield (p, m) -> op.holds(a.of(p, m), b.of(p, m));
		}
		case MoveCondition.Was w -> {
			int kind = rules.kindIndex(w.kind());
			yield (p, m) -> p.originOf(m) == kind;
		}
		case MoveCondition.InCheck x -> (p, m) -> p.inCheck(p.sideToMove());
		case MoveCondition.Facing f -> f.after() ? (p, m) -> p.facingAfter(m) : (p, m) -> p.royalsFace();
		case MoveCondition.Mates x -> (p, m) -> p.mates(m);
		case MoveCondition.Checks x -> (p, m) -> p.checks(m);
		case MoveCondition.Attacks x -> (p, m) -> p.attacksAfter(m);
		case MoveCondition.Promotes x -> (p, m) -> !Move.isDrop(m) && Move.promotion(m) >= 0;
		case MoveCondition.Stuck x -> (p, m) -> p.stuckAfter(m);
		case MoveCondition.Promoted x -> (p, m) -> p.promotedMover(m);
		case MoveCondition.Moved x -> (p, m) -> p.movedBefore(m);
		case MoveCondition.Not n -> {
			Test t = test(rules, n.operand());
			yield (p, m) -> !t.holds(p, m);
		}
		case MoveCondition.All a -> {
			Test[] ts = a.operands().stream().map(o -> test(rules, o)).toArray(Test[]::new);
			yield (p, m) -> {
				for (Test t : ts) {
					if (!t.holds(p, m)) {
						return false;
					}
				}
				return true;
			};
		}
		case MoveCondition.Any a -> {
			Test[] ts = a.operands().stream().map(o -> test(rules, o)).toArray(Test[]::new);
			yield (p, m) -> {
				for (Test t : ts) {
					if (t.holds(p, m)) {
						return true;
					}
				}
				return false;
			};
		}
		};
	}

	/** A quantity of a condition, for a move of the side to move. */
	@FunctionalInterface
	private interface Number {
		int of(GridPosition p, int move);
	}

	private static Number number(GridRules rules, MoveCondition.Quantity q) {
		return switch (q) {
		case MoveCondition.Constant c -> (p, m) -> c.value();
		case MoveCondition.Count c -> {
			int kind = c.kind() == null ? -1 : rules.kindIndex(c.kind());
			yield switch (c.where()) {
			case FILE -> (p, m) -> p.onFile(m, kind);
			case BOARD -> (p, m) -> p.onBoard(kind);
			case HAND -> (p, m) -> kind < 0 ? p.inHand(p.sideToMove()) : p.inHand(p.sideToMove(), kind);
			};
		}
		case MoveCondition.PromotionsMade c -> {
			int kind = rules.kindIndex(c.kind());
			yield (p, m) -> p.promotionsMade(kind, p.sideToMove());
		}
		};
	}

	private static boolean[] kinds(GridRules rules, List<String> names) {
		boolean[] out = new boolean[rules.kinds().size()];
		for (String k : names) {
			out[rules.kindIndex(k)] = true;
		}
		return out;
	}
}
