package org.rulebench.engine.grid.variants;

import java.util.List;

import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.Counting;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Outcome;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Promotion;
import org.rulebench.engine.grid.rules.Repetition;

/**
 * Makruk (Thai chess) under its standard rules, as Fairy-Stockfish plays them: pawns (bia) start on the third rank
 * and promote to a Met on reaching the sixth; stalemate is a draw; the counting rules end endings that cannot be
 * won; a position met a third time is drawn. Seed 004's local rules (the Met's opening two-step, Rua promotion) are overrides of these rules.
 */
public final class Makruk {
	public static final GridBoard BOARD = new GridBoard(8, 8);
	/** Where a bia promotes: the sixth rank and beyond, from its side's view. */
	public static final Zone PROMOTION_ZONE = Zone.ranks("promotion zone", BOARD, 6, 8);

	public static final PieceKind KHUN = PieceKind.of("khun", 'k', "K").asRoyal();
	public static final PieceKind MET = PieceKind.of("met", 'm', "F");
	public static final PieceKind KHON = PieceKind.of("khon", 's', "FfW");
	public static final PieceKind MA = PieceKind.of("ma", 'n', "N");
	public static final PieceKind RUA = PieceKind.of("rua", 'r', "R");
	public static final PieceKind BIA = PieceKind.of("bia", 'p', "fmWfcF").promotes(Promotion.forced(PROMOTION_ZONE, "met"));

	/** ルア・ガーイ (seed 004): a Rua turned over on entering the enemy's third rank, adding one-step diagonal moves. */
	public static final PieceKind RUA_GAAI = PieceKind.of("rua gaai", 'g', "RF");

	public static final String START = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

	public static final GridRules RULES = GridRules
			.of("makruk", BOARD, List.of(PROMOTION_ZONE), List.of(BIA, MA, KHON, MET, RUA, KHUN), START)
			.withCheckmate(Outcome.LOSS).withStalemate(Outcome.DRAW).withCounting(Counting.makruk("bia", "rua", "khon", "ma"))
			.withRepetition(new Repetition(3, false));

	/**
	 * Seed 004's local opening privilege: on its first move the Met may go two points straight ahead (after the Bia in
	 * front of it has advanced, which empties both points; whether the privilege is also an obligation is a rule of
	 * the opening the reading states). Read here as a non-capturing two-point step blocked by a piece on the point it
	 * passes.
	 */
	public static GridRules withMetTwoStep(GridRules base) {
		return base.withKind(MET.moves(MET.betza() + "ifmnD"));
	}

	/**
	 * Seed 004's ルア・ガーイ: a Rua entering the enemy's third rank is turned over, keeping its moves and adding one step
	 * diagonally; for one Rua per side (as the seed's author saw it played: here while the side has no Rua Gaai) or
	 * for both (as Okano reports).
	 */
	public static GridRules withRuaGaai(GridRules base, boolean bothRua) {
		Promotion p = Promotion.forced(PROMOTION_ZONE, RUA_GAAI.name());
		return base.withKind(RUA_GAAI).withKind(RUA.promotes(bothRua ? p : p.limitedTo(1)));
	}

	private Makruk() {
	}
}
