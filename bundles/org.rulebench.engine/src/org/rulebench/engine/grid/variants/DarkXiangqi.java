package org.rulebench.engine.grid.variants;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.rulebench.engine.grid.rules.Concealment;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.PieceKind;

/**
 * 暗象棋, dark xiangqi as played in Hong Kong and Macau (seed 004, 港澳・暗象棋規則), on xiangqi's board and pieces:
 * <ul>
 * <li>each side's fifteen pieces other than the general are shuffled face down onto the standard start points, the
 * generals face up (■初期配置);
 * <li>a face-down piece's first move is that of the piece whose start point it stands on; at the end of that move it
 * is turned face up and moves as itself from then on (■駒の動き);
 * <li>advisors and elephants, once face up, may cross the river and move in the enemy camp (■駒の動き);
 * <li>pieces may be captured face up or face down; captured pieces are kept face down, seen by the captor only;
 * capturing the enemy general wins (■その他の規定).
 * </ul>
 * What the seed leaves open is stated here as one choice and overridable: check does not bind and generals may face
 * each other (the seed names only the general's capture as the end); repetition as in xiangqi.
 * Face-down pieces are written in FEN with the letters t u v w x y (on chariot, horse, elephant, advisor, cannon and
 * soldier points).
 */
public final class DarkXiangqi {
	public static final PieceKind ADVISOR = Xiangqi.ADVISOR.confinedTo(null);
	public static final PieceKind ELEPHANT = Xiangqi.ELEPHANT.confinedTo(null);

	/** The face-down pieces: each moves as the standard piece of its start point, with that piece's confinement. */
	public static final PieceKind ON_CHARIOT_POINT = faceDown(Xiangqi.CHARIOT, "chariot", 't');
	public static final PieceKind ON_HORSE_POINT = faceDown(Xiangqi.HORSE, "horse", 'u');
	public static final PieceKind ON_ELEPHANT_POINT = faceDown(Xiangqi.ELEPHANT, "elephant", 'v');
	public static final PieceKind ON_ADVISOR_POINT = faceDown(Xiangqi.ADVISOR, "advisor", 'w');
	public static final PieceKind ON_CANNON_POINT = faceDown(Xiangqi.CANNON, "cannon", 'x');
	public static final PieceKind ON_SOLDIER_POINT = faceDown(Xiangqi.SOLDIER, "soldier", 'y');

	public static final String START = "tuvwkwvut/9/1x5x1/y1y1y1y1y/9/9/Y1Y1Y1Y1Y/1X5X1/9/TUVWKWVUT w - - 0 1";

	public static final GridRules RULES;

	static {
		List<PieceKind> kinds = new ArrayList<>(List.of(Xiangqi.CHARIOT, Xiangqi.HORSE, ELEPHANT, ADVISOR, Xiangqi.GENERAL,
				Xiangqi.CANNON, Xiangqi.SOLDIER));
		kinds.addAll(List.of(ON_CHARIOT_POINT, ON_HORSE_POINT, ON_ELEPHANT_POINT, ON_ADVISOR_POINT, ON_CANNON_POINT,
				ON_SOLDIER_POINT));
		RULES = GridRules.of("dark xiangqi", Xiangqi.BOARD, Xiangqi.RULES.zones(), kinds, START)
				.withCheckBinding(false).withFlyingGeneral(false).withStalemate(Xiangqi.RULES.stalemate())
				.withRepetition(Xiangqi.RULES.repetition())
				.withConcealment(new Concealment(Map.of(ON_CHARIOT_POINT.name(), "chariot", ON_HORSE_POINT.name(), "horse",
						ON_ELEPHANT_POINT.name(), "elephant", ON_ADVISOR_POINT.name(), "advisor", ON_CANNON_POINT.name(), "cannon",
						ON_SOLDIER_POINT.name(), "soldier")));
	}

	private static PieceKind faceDown(PieceKind as, String point, char letter) {
		return new PieceKind("face-down on " + point + " point", letter, as.betza(), as.zoneMoves(), as.confinedTo(), false,
				null, null, as.dances());
	}

	private DarkXiangqi() {
	}
}
