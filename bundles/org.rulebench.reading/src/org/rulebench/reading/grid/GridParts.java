package org.rulebench.reading.grid;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.engine.grid.rules.Ban;
import org.rulebench.engine.grid.rules.MoveCondition;
import org.rulebench.engine.grid.rules.Obligation;
import org.rulebench.engine.grid.rules.Relation;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.*;

/**
 * The parts of the language (issue 25) as grid readings use them, compiled to the engine's data: a constraint
 * ({@code a side may not|must ACT [when C] [unless D]}) becomes a {@link Ban}, an {@link Obligation} or, when it
 * forbids jumping over or capturing kinds unconditionally, a {@link Relation} (so check sees it too); a condition
 * becomes a {@link MoveCondition}. The race family's atoms have no meaning for a grid move and are refused by name.
 */
public final class GridParts {
	/** What a constraint compiles to: at most one of each. */
	public record Compiled(Ban ban, Obligation obligation, Relation relation) {
	}

	private final Function<String, org.rulebench.engine.grid.board.Zone> zones;

	/** @param zones the reading's zones by name */
	public GridParts(Function<String, org.rulebench.engine.grid.board.Zone> zones) {
		this.zones = zones;
	}

	/**
	 * Whether a claim is one of the parts about a grid game: a grid act or a move of named kinds, a condition of grid
	 * games (`it could never move again`), a grid happening or effect.
	 */
	public static boolean isGridPart(Claim claim) {
		if (claim instanceof Constraint c) {
			return c.getAct() instanceof GridAct || c.getAct() instanceof MoveAct m && !m.getKinds().isEmpty()
					|| !EcoreUtil2.eAllOfType(c, GridAtom.class).isEmpty() || !EcoreUtil2.eAllOfType(c, GridQuantity.class).isEmpty();
		}
		return claim instanceof EffectClaim e && (e.getHappening() instanceof GridHappening || e.getEffect() instanceof GridEffect);
	}

	/** The act in words: {@code drop a pawn}, {@code capture a cannon with a cannon}, {@code pass}. */
	public static String words(Act act) {
		return switch (act) {
		case MoveAct m -> "moving " + kinds(m.getKinds());
		case DropAct d -> "dropping " + kinds(d.getKinds());
		case CaptureAct x -> "capturing " + (x.isFaceDown() ? "a face down piece" : kinds(x.getKinds())) + (x.getMovers().isEmpty() ? "" : " with " + kinds(x.getMovers()));
		case JumpAct j -> "jumping over " + kinds(j.getKinds()) + (j.getMovers().isEmpty() ? "" : " with " + kinds(j.getMovers()));
		case PassAct p -> "passing";
		case MostCapturesAct m -> "capturing the most pieces";
		default -> act.eClass().getName();
		};
	}

	private static String kinds(List<Piece> kinds) {
		if (kinds.isEmpty()) {
			return "a piece";
		}
		List<String> names = kinds.stream().map(k -> k.eIsProxy() ? "?" : k.getName()).toList();
		return "a " + String.join(" or a ", names);
	}

	private static String text(EObject o) {
		ICompositeNode node = NodeModelUtils.findActualNodeFor(o);
		return node == null ? o.eClass().getName() : NodeModelUtils.getTokenText(node);
	}

	/** The engine's form of a constraint. */
	public Compiled constraint(Constraint c) {
		Act act = c.getAct();
		MoveCondition guard = guard(c);
		boolean must = c.isMust();
		switch (act) {
		case JumpAct j -> {
			if (must || c.getWhen() != null || c.getUnless() != null) {
				throw problem("a rule about jumping over pieces says only which kinds may not jump over which (no `must`, no"
						+ " `when` or `unless`): the move tables hold it, and check reads it", c);
			}
			return new Compiled(null, null, new Relation(names(j.getMovers(), true), Relation.Kind.NO_JUMPING_OVER, names(j.getKinds(), true)));
		}
		case CaptureAct x -> {
			if (x.isFaceDown()) {
				if (must || c.getWhen() != null || c.getUnless() != null) {
					throw problem("a rule about capturing face-down pieces says only that they may not be captured (no `must`,"
							+ " no `when` or `unless`): the move tables hold it", c);
				}
				return new Compiled(null, null, new Relation(names(x.getMovers(), true), Relation.Kind.NO_CAPTURING, List.of(FACE_DOWN)));
			}
			if (!must && c.getWhen() == null && c.getUnless() == null) {
				return new Compiled(null, null, new Relation(names(x.getMovers(), true), Relation.Kind.NO_CAPTURING, names(x.getKinds(), true)));
			}
			MoveCondition what = new MoveCondition.Captures(names(x.getKinds(), false));
			if (!x.getMovers().isEmpty()) {
				what = what.and(new MoveCondition.Is(names(x.getMovers(), false)));
			}
			return of(Ban.Act.MOVE, what.and(guard), must);
		}
		case MoveAct m -> {
			if (m.getFrom() != null || m.isFromAny() || m.getOnto() != null || m.isOntoAny()) {
				throw problem("`off` and `onto` name the points of a race game: a grid move is said by its kinds (`move a"
						+ " pawn`) and its conditions (`when it ends in the camp`)", c);
			}
			MoveCondition what = m.getKinds().isEmpty() ? guard : new MoveCondition.Is(names(m.getKinds(), false)).and(guard);
			return of(Ban.Act.MOVE, what, must);
		}
		case DropAct d -> {
			MoveCondition what = d.getKinds().isEmpty() ? guard : new MoveCondition.Is(names(d.getKinds(), false)).and(guard);
			return of(Ban.Act.DROP, what, must);
		}
		case PassAct p -> {
			return of(Ban.Act.PASS, guard, must);
		}
		case MostCapturesAct x -> {
			if (!must) {
				throw problem("capturing the most pieces is what a side must do (`a side must capture the most pieces`), not what it"
						+ " may not", c);
			}
			return of(Ban.Act.CAPTURE_MOST, guard, true);
		}
		default -> throw problem("a constraint of another family of games: " + act.eClass().getName(), c);
		}
	}

	private static Compiled of(Ban.Act act, MoveCondition when, boolean must) {
		MoveCondition simple = simplify(when);
		return must ? new Compiled(null, new Obligation(act, simple), null) : new Compiled(new Ban(act, simple), null, null);
	}

	/** {@code when C unless D}: C and not D; neither: always. */
	private MoveCondition guard(Constraint c) {
		List<MoveCondition> parts = new ArrayList<>();
		if (c.getWhen() != null) {
			parts.add(condition(c.getWhen()));
		}
		if (c.getUnless() != null) {
			parts.add(new MoveCondition.Not(condition(c.getUnless())));
		}
		return parts.size() == 1 ? parts.get(0) : new MoveCondition.All(parts);
	}

	/** Flattens nested conjunctions and drops empty ones, so that the engine sees `Stuck` alone as such. */
	private static MoveCondition simplify(MoveCondition c) {
		if (c instanceof MoveCondition.All a) {
			List<MoveCondition> flat = new ArrayList<>();
			for (MoveCondition o : a.operands()) {
				MoveCondition s = simplify(o);
				if (s instanceof MoveCondition.All inner) {
					flat.addAll(inner.operands());
				} else {
					flat.add(s);
				}
			}
			return flat.size() == 1 ? flat.get(0) : new MoveCondition.All(flat);
		}
		return c;
	}

	/** A condition of the language as the engine judges it for a grid move. */
	public MoveCondition condition(Condition c) {
		return switch (c) {
		case Or o -> new MoveCondition.Any(List.of(condition(o.getLeft()), condition(o.getRight())));
		case And a -> new MoveCondition.All(List.of(condition(a.getLeft()), condition(a.getRight())));
		case Not n -> new MoveCondition.Not(condition(n.getOperand()));
		case InCheck x -> new MoveCondition.InCheck();
		case RoyalsFacing x -> new MoveCondition.Facing(false);
		case LeavesFacing x -> new MoveCondition.Facing(true);
		case GivesMate x -> new MoveCondition.Mates();
		case GivesCheck x -> new MoveCondition.Checks();
		case AttacksEnemy x -> new MoveCondition.Attacks();
		case PromotesAtom x -> new MoveCondition.Promotes();
		case Immobile x -> new MoveCondition.Stuck();
		case HasBeenPromoted x -> new MoveCondition.Promoted();
		case HasMoved x -> new MoveCondition.Moved();
		case WasPromotedFrom w -> new MoveCondition.Was(name(w.getKind(), w));
		case StartsIn s -> new MoveCondition.StartsIn(zone(s.getZone(), s));
		case EndsIn e -> new MoveCondition.EndsIn(zone(e.getZone(), e));
		case StandsOnFile f -> new MoveCondition.Compare(new MoveCondition.Count(name(f.getKind(), f), MoveCondition.Where.FILE),
				MoveCondition.Op.GE, new MoveCondition.Constant(1));
		case Compare x -> new MoveCondition.Compare(quantity(x.getLeft()), op(x.getOp()), quantity(x.getRight()));
		default -> {
			throw problem("`" + text(c) + "` is a condition of race games: a grid rule's conditions are about the side acting and the"
					+ " piece it moves (the side is in check, the royal pieces face each other, it gives mate, it gives check,"
					+ " it attacks an enemy piece, it promotes, it could never move again, it has been promoted, it has moved, it ends in the ZONE, a KIND of its stands on the file, ...)", c);
		}
		};
	}

	private MoveCondition.Quantity quantity(Quantity q) {
		return switch (q) {
		case Constant k -> new MoveCondition.Constant(k.getValue());
		case OwnPieces o -> new MoveCondition.Count(name(o.getKind(), o),
				o.isOnFile() ? MoveCondition.Where.FILE : o.isInHand() ? MoveCondition.Where.HAND : MoveCondition.Where.BOARD);
		default -> throw problem("`" + text(q) + "` is a number of race games: a grid rule counts its KIND on the file, its KIND on"
				+ " the board or its KIND in hand", q);
		};
	}

	private static MoveCondition.Op op(CompareOp op) {
		return switch (op) {
		case EQ -> MoveCondition.Op.EQ;
		case NE -> MoveCondition.Op.NE;
		case LT -> MoveCondition.Op.LT;
		case LE -> MoveCondition.Op.LE;
		case GT -> MoveCondition.Op.GT;
		case GE -> MoveCondition.Op.GE;
		};
	}

	private org.rulebench.engine.grid.board.Zone zone(Zone z, EObject where) {
		org.rulebench.engine.grid.board.Zone found = z == null || z.eIsProxy() ? null : zones.apply(z.getName());
		if (found == null) {
			throw problem("no zone " + (z == null || z.eIsProxy() ? "" : z.getName()) + " in the reading", where);
		}
		return found;
	}

	private static String name(Piece p, EObject where) {
		if (p == null || p.eIsProxy()) {
			throw problem("the rule names a piece the reading does not have", where);
		}
		return p.getName();
	}

	/** The kinds' names; none named means every kind, which a relation lists and a condition leaves empty. */
	private List<String> names(List<Piece> kinds, boolean allWhenNone) {
		if (kinds.isEmpty()) {
			return allWhenNone ? List.of(ANY) : List.of();
		}
		return kinds.stream().map(k -> name(k, k)).toList();
	}

	/** Stands for every kind in a relation; replaced by the reading's kinds ({@link #relation}). */
	static final String ANY = "\u0000any";

	/** Stands for every face-down kind in a relation; replaced by the rules' face-down kinds ({@link #relation}). */
	static final String FACE_DOWN = "\u0000face down";

	/** The relation with {@link #ANY} replaced by every kind of the reading, {@link #FACE_DOWN} by its face-down kinds. */
	public static Relation relation(Relation r, List<String> allKinds, List<String> faceDownKinds) {
		List<String> others = r.others().contains(ANY) ? allKinds : r.others().contains(FACE_DOWN) ? faceDownKinds : r.others();
		return new Relation(r.movers().contains(ANY) ? allKinds : r.movers(), r.kind(), others);
	}

	private static ReadingProblem problem(String message, EObject where) {
		return new ReadingProblem(message, List.of(where));
	}
}
