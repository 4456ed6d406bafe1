package org.rulebench.engine.grid.play;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.Ban;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Hands;
import org.rulebench.engine.grid.rules.MoveCondition;
import org.rulebench.engine.grid.rules.Passing;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Promotion;
import org.rulebench.engine.grid.rules.Relation;

/**
 * Rule sets for the tests, as data: standard shogi and janggi as the example readings state them (their moves by name:
 * {@link org.rulebench.engine.testkit.GridMoves}).
 */
final class GridFixtures {
	private GridFixtures() {
	}

	static final GridRules SHOGI = shogi();
	static final GridRules JANGGI = janggi();

	private static GridRules shogi() {
		GridBoard b = new GridBoard(9, 9);
		Zone camp = Zone.ranks("camp", b, 7, 9);
		String gold = "WfF";
		List<PieceKind> k = new ArrayList<>();
		k.add(PieceKind.of("king", 'k', "K").asRoyal());
		k.add(promotes(PieceKind.of("rook", 'r', "R"), camp, "dragon"));
		k.add(PieceKind.of("dragon", 'r', "RF").writtenWithPlus());
		k.add(promotes(PieceKind.of("bishop", 'b', "B"), camp, "horse"));
		k.add(PieceKind.of("horse", 'b', "BW").writtenWithPlus());
		k.add(PieceKind.of("gold", 'g', gold));
		k.add(promotes(PieceKind.of("silver", 's', "FfW"), camp, "promoted_silver"));
		k.add(PieceKind.of("promoted_silver", 's', gold).writtenWithPlus());
		k.add(promotes(PieceKind.of("knight", 'n', "fN"), camp, "promoted_knight"));
		k.add(PieceKind.of("promoted_knight", 'n', gold).writtenWithPlus());
		k.add(promotes(PieceKind.of("lance", 'l', "fR"), camp, "promoted_lance"));
		k.add(PieceKind.of("promoted_lance", 'l', gold).writtenWithPlus());
		k.add(promotes(PieceKind.of("pawn", 'p', "fW"), camp, "tokin"));
		k.add(PieceKind.of("tokin", 'p', gold).writtenWithPlus());
		MoveCondition pawn = new MoveCondition.Is(List.of("pawn"));
		return GridRules.of("shogi", b, List.of(camp), k, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1")
				.withHands(Hands.shogi())
				.withBans(List.of(new Ban(Ban.Act.MOVE, new MoveCondition.Stuck()), new Ban(Ban.Act.DROP, new MoveCondition.Stuck()),
						new Ban(Ban.Act.DROP, pawn.and(new MoveCondition.Compare(new MoveCondition.Count("pawn", MoveCondition.Where.FILE),
								MoveCondition.Op.GE, new MoveCondition.Constant(1)))),
						new Ban(Ban.Act.DROP, pawn.and(new MoveCondition.Mates()))));
	}

	private static PieceKind promotes(PieceKind k, Zone camp, String into) {
		return k.promotes(Promotion.optional(camp, into).on(Promotion.Trigger.TOUCHES));
	}

	private static GridRules janggi() {
		GridBoard b = new GridBoard(9, 10);
		Zone palace = Zone.of("palace", b, (f, r) -> f >= 3 && f <= 5 && r <= 2);
		Zone palaces = Zone.of("palaces", b, (f, r) -> f >= 3 && f <= 5 && (r <= 2 || r >= 7));
		Zone lines = Zone.squares("lines", b, "d1", "f1", "e2", "d3", "f3", "d8", "f8", "e9", "d10", "f10");
		List<PieceKind> k = List.of(PieceKind.of("general", 'k', "W").alsoIn(lines, "F").confinedTo(palace).asRoyal(),
				PieceKind.of("guard", 'a', "W").alsoIn(lines, "F").confinedTo(palace), PieceKind.of("elephant", 'b', "nZ"),
				PieceKind.of("horse", 'n', "nN"), PieceKind.of("chariot", 'r', "R").alsoIn(lines, "B", palaces),
				PieceKind.of("cannon", 'c', "pR").alsoIn(lines, "pB", palaces), PieceKind.of("soldier", 'p', "fsW").alsoIn(lines, "fF", palaces));
		return GridRules.of("janggi", b, List.of(palace, palaces, lines), k,
				"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1")
				.withRelations(List.of(new Relation(List.of("cannon"), Relation.Kind.NO_JUMPING_OVER, List.of("cannon")),
						new Relation(List.of("cannon"), Relation.Kind.NO_CAPTURING, List.of("cannon"))))
				.withPassing(new Passing(Passing.End.DRAW, Passing.End.DRAW, null))
				.withBans(List.of(new Ban(Ban.Act.MOVE, new MoveCondition.Facing(false).and(new MoveCondition.Facing(true)))))
				.withFlyingGeneral(false);
	}
}
