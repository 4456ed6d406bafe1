package org.rulebench.engine.grid.variants;

import java.util.List;

import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Outcome;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Repetition;

/**
 * Xiangqi under its modern standard rules (as the Asian Xiangqi Federation rules them, and as Fairy-Stockfish plays
 * them): the base of dark xiangqi. Points are intersections; the river lies between the fifth and sixth ranks.
 */
public final class Xiangqi {
	public static final GridBoard BOARD = new GridBoard(9, 10);
	/** The nine points of each side's palace, files d-f of its first three ranks. */
	public static final Zone PALACE = Zone.of("palace", BOARD, (f, r) -> f >= 3 && f <= 5 && r <= 2);
	/** A side's own half, up to its bank of the river. */
	public static final Zone OWN_HALF = Zone.ranks("own half", BOARD, 1, 5);
	/** The far side of the river, where soldiers also step sideways. */
	public static final Zone ACROSS_RIVER = Zone.ranks("across the river", BOARD, 6, 10);

	public static final PieceKind GENERAL = PieceKind.of("general", 'k', "W").confinedTo(PALACE).asRoyal();
	public static final PieceKind ADVISOR = PieceKind.of("advisor", 'a', "F").confinedTo(PALACE);
	/** The elephant's two-point diagonal is blocked by a piece on its midpoint (the elephant's eye). */
	public static final PieceKind ELEPHANT = PieceKind.of("elephant", 'b', "nA").confinedTo(OWN_HALF);
	/** The horse's leap is blocked by a piece on the orthogonal point next to it (hobbling the horse's leg). */
	public static final PieceKind HORSE = PieceKind.of("horse", 'n', "nN");
	public static final PieceKind CHARIOT = PieceKind.of("chariot", 'r', "R");
	/** Moves as a chariot, captures by jumping exactly one piece (the screen) on the line. */
	public static final PieceKind CANNON = PieceKind.of("cannon", 'c', "mRcpR");
	public static final PieceKind SOLDIER = PieceKind.of("soldier", 'p', "fW").alsoIn(ACROSS_RIVER, "sW");

	public static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

	/**
	 * Check binds, the generals may not face each other on an open file, a side that cannot move loses (mated or
	 * stalemated), a position met a third time is drawn unless one side checked at every move (it then loses).
	 */
	public static final GridRules RULES = GridRules
			.of("xiangqi", BOARD, List.of(PALACE, OWN_HALF, ACROSS_RIVER),
					List.of(CHARIOT, HORSE, ELEPHANT, ADVISOR, GENERAL, CANNON, SOLDIER), START)
			.withFlyingGeneral(true).withCheckmate(Outcome.LOSS).withStalemate(Outcome.LOSS)
			.withRepetition(new Repetition(3, true));

	private Xiangqi() {
	}
}
