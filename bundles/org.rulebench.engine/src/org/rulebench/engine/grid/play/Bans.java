package org.rulebench.engine.grid.play;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.Ban;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.MoveCondition;

/**
 * The rules' {@link Ban}s compiled against the kinds and zones: which moves, drops and passes they forbid. A ban that
 * only keeps pieces from points where they could never move again is left to the move tables
 * ({@link CompiledRules#stuck}), which make the promotion forced there and leave out such drops.
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
			}
		}
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
		case MoveCondition.FileHolds f -> {
			int kind = rules.kindIndex(f.kind());
			int n = f.atLeast();
			yield (p, m) -> p.onFile(m, kind) >= n;
		}
		case MoveCondition.InCheck x -> (p, m) -> p.inCheck(p.sideToMove());
		case MoveCondition.Facing f -> f.after() ? (p, m) -> p.facingAfter(m) : (p, m) -> p.royalsFace();
		case MoveCondition.Mates x -> (p, m) -> p.mates(m);
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

	private static boolean[] kinds(GridRules rules, List<String> names) {
		boolean[] out = new boolean[rules.kinds().size()];
		for (String k : names) {
			out[rules.kindIndex(k)] = true;
		}
		return out;
	}
}
