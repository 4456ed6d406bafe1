package org.rulebench.reading.grid;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.reading.reading.Inventory;
import org.rulebench.reading.reading.KindCount;
import org.rulebench.reading.reading.MoveCount;
import org.rulebench.reading.reading.MoveLegality;
import org.rulebench.reading.reading.PerftCount;
import org.rulebench.reading.reading.PositionExpectation;
import org.rulebench.reading.reading.PositionFact;
import org.rulebench.reading.reading.Side;
import org.rulebench.reading.reading.SideState;

/** Checks what an {@code expect} claims of a grid position against the compiled reading, and says why a fact fails. */
public final class PositionFacts {
	private final CompiledRules compiled;

	public PositionFacts(GridRules rules) {
		this.compiled = CompiledRules.of(rules);
	}

	/** @throws IllegalArgumentException if the FEN is not a position of these rules */
	public GridPosition position(PositionExpectation e) {
		return GridPosition.of(compiled, e.isStart() ? compiled.rules().startFen() : e.getFen());
	}

	/** Null if the fact holds, else what the engine finds instead. */
	public String failure(GridPosition position, PositionFact fact) {
		GridPosition p = position.copy();
		int[] legal = p.legalMoves();
		int side = p.sideToMove();
		return switch (fact) {
		case MoveCount c -> legal.length == c.getCount() ? null
				: "the side to move has " + legal.length + " legal moves, not " + c.getCount();
		case MoveLegality m -> {
			List<String> names = names(p, legal);
			boolean legalHere = names.contains(m.getMove());
			yield legalHere != m.isIllegal() ? null
					: m.isIllegal() ? "the move " + m.getMove() + " is legal"
							: "the move " + m.getMove() + " is not legal; the legal moves are " + String.join(" ", names);
		}
		case SideState s -> {
			boolean check = p.inCheck(side);
			String actual = legal.length == 0 ? check ? "checkmated" : "stalemated" : check ? "in check" : "not in check";
			boolean holds = s.isCheckmated() ? legal.length == 0 && check
					: s.isStalemated() ? legal.length == 0 && !check : s.isInCheck() ? check : !check;
			yield holds ? null : "the side to move is " + actual;
		}
		case PerftCount c -> {
			long n = new Perft(p, c.getDepth()).count(c.getDepth());
			yield n == c.getCount() ? null : "perft " + c.getDepth() + " is " + n + ", not " + c.getCount();
		}
		case Inventory i -> inventoryFailure(named(position), i);
		default -> null;
		};
	}

	/**
	 * The position whose pieces an inventory counts: where both sides' pieces start face down together, nobody's
	 * (banqi), the start counts the pieces the start position names, which the shuffle hides; any other position as it
	 * stands.
	 */
	private GridPosition named(GridPosition position) {
		GridRules rules = compiled.rules();
		if (rules.concealment() == null || !rules.concealment().isMixed()
				|| !position.toString().equals(GridPosition.of(compiled, rules.startFen()).toString())) {
			return position;
		}
		return GridPosition.of(compiled, rules.concealment().mixed().pieces());
	}

	/**
	 * What the position has against what an inventory says, side by side: "the first side has 3 石将, not 2; the first
	 * side has no 力士, not 1"; null if it holds. A face-down piece counts as the kind of the start point it stands on.
	 */
	public String inventoryFailure(GridPosition position, Inventory inventory) {
		List<String> wrong = new ArrayList<>();
		for (int side : inventory.isEach() ? new int[] { 0, 1 } : new int[] { inventory.getSide() == Side.FIRST ? 0 : 1 }) {
			String who = side == 0 ? "the first side" : "the second side";
			Map<String, Integer> has = pieces(position, side);
			int total = has.values().stream().mapToInt(Integer::intValue).sum();
			if (inventory.getTotal() > 0 && total != inventory.getTotal()) {
				wrong.add(who + " has " + total + " pieces, not " + inventory.getTotal());
			}
			Map<String, Integer> listed = new LinkedHashMap<>();
			for (KindCount k : inventory.getCounts()) {
				if (k.getKind() != null && !k.getKind().eIsProxy()) {
					listed.merge(k.getKind().getName(), k.getCount(), Integer::sum);
				}
			}
			listed.forEach((kind, expected) -> {
				int found = has.getOrDefault(kind, 0);
				if (found != expected) {
					wrong.add(who + (found == 0 ? " has no " + kind : " has " + found + " " + kind) + ", not " + expected);
				}
			});
			if (inventory.getTotal() > 0 && !listed.isEmpty()) {
				List<String> unlisted = new ArrayList<>();
				has.forEach((kind, found) -> {
					if (!listed.containsKey(kind)) {
						unlisted.add(found + " " + kind);
					}
				});
				if (!unlisted.isEmpty()) {
					wrong.add(who + " also has " + String.join(", ", unlisted) + ", which the list leaves out");
				}
			}
		}
		return wrong.isEmpty() ? null : String.join("; ", wrong);
	}

	/** The side's pieces by kind name, in the order of the rules' kinds; a face-down piece as the kind it hides. */
	private Map<String, Integer> pieces(GridPosition position, int side) {
		GridRules rules = compiled.rules();
		Map<String, String> hides = rules.concealment() == null ? Map.of() : rules.concealment().revealsAs();
		Map<String, Integer> has = new LinkedHashMap<>();
		for (int k = 0; k < rules.kinds().size(); k++) {
			int n = position.count(k, side);
			if (n > 0) {
				String name = rules.kinds().get(k).name();
				has.merge(hides.getOrDefault(name, name), n, Integer::sum);
			}
		}
		return has;
	}

	private static List<String> names(GridPosition p, int[] moves) {
		List<String> names = new ArrayList<>();
		for (int m : moves) {
			names.add(p.name(m));
		}
		return names;
	}
}
