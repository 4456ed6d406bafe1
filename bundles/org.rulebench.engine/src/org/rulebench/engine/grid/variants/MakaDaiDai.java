package org.rulebench.engine.grid.variants;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.Dance;
import org.rulebench.engine.grid.rules.Exchange;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Outcome;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Pressure;
import org.rulebench.engine.grid.rules.Promotion;
import org.rulebench.engine.grid.rules.Repetition;

/**
 * 摩訶大大将棋 under the old rules of the Osaka Electro-Communication University (seed 002, articles 001-150), as data.
 * Each kind names its article. FEN letters: Latin for the commoner kinds, Greek for the others, Cyrillic for the
 * promoted kinds (a letter's case is its side, so every letter needs two cases). Directions are the mover's.
 */
public final class MakaDaiDai {
	/** Article 001: 19 × 19 points. */
	public static final GridBoard BOARD = new GridBoard(19, 19);
	/** Article 001, 003: the six ranks of the enemy's camp, where runners, dancers, 獅子 and 狛犬 promote on capturing. */
	public static final Zone CAMP = Zone.ranks("enemy camp", BOARD, 14, 19);
	/** Article 004: steppers, 麒麟, 鳳凰, 桂馬 and 驢馬 promote on any capture, wherever it is. */
	public static final Zone EVERYWHERE = Zone.ranks("everywhere", BOARD, 1, 19);

	// article 021-022, 041, 026, 029: the royal kinds and the exchanged ones
	/** Article 021: it becomes 自在王 — by the exchange of article 005; as a stepper on any capture is the alternative. */
	public static final PieceKind KING = PieceKind.of("玉将", 'k', "K");
	public static final PieceKind FREE_KING = PieceKind.of("自在王", 'б', "").dancing(Dance.anywhere());
	public static final PieceKind DRUNK_ELEPHANT = stepper("酔象", 'z', "fsWF", "王子");
	public static final PieceKind PRINCE = PieceKind.of("王子", 'ц', "K");
	public static final PieceKind DEVA = stepper("提婆", 'd', "fsWflFblF", "教王");
	public static final PieceKind DARK_SPIRIT = stepper("無明", 'm', "fsWfrFbrF", "法性");
	/** Article 026: 奔王's runs and 狛犬's main moves (the filled three-step dance). */
	public static final PieceKind TEACHING_KING = PieceKind.of("教王", 'г', "Q").dancing(Dance.filledOdori("K", 3));
	/** Article 029: 奔王's runs and 獅子's dance. */
	public static final PieceKind BUDDHIST_SPIRIT = PieceKind.of("法性", 'д', "Q").dancing(Dance.lion());

	// articles 031-038: the first rank
	public static final PieceKind GOLD = stepper("金将", 'g', "WfF", "奔金");
	public static final PieceKind SILVER = stepper("銀将", 's', "FfW", "奔銀");
	public static final PieceKind COPPER = stepper("銅将", 'c', "fFvW", "奔銅");
	public static final PieceKind IRON = stepper("鉄将", 'i', "fFfW", "奔鉄");
	public static final PieceKind TILE = stepper("瓦将", 't', "fFbW", "奔瓦");
	public static final PieceKind STONE = stepper("石将", 'o', "fF", "奔石");
	public static final PieceKind EARTH = stepper("土将", 'e', "vW", "奔土");
	public static final PieceKind LANCE = runner("香車", 'l', "fR", "金将");

	// articles 042-050: the second rank
	public static final PieceKind BLIND_TIGER = stepper("盲虎", 'α', "bsWF", "奔虎");
	public static final PieceKind FEROCIOUS_LEOPARD = stepper("猛豹", 'β', "vWF", "奔豹");
	public static final PieceKind RECLINING_DRAGON = stepper("臥龍", 'γ', "WbF", "奔龍");
	public static final PieceKind COILED_SERPENT = stepper("蟠蛇", 'δ', "vWbF", "奔蛇");
	public static final PieceKind OLD_MONKEY = stepper("古猿", 'ε', "FbW", "山母");
	public static final PieceKind CHINESE_COCK = stepper("淮鶏", 'ζ', "fFsWbW", "仙鶴");
	public static final PieceKind CAT_SWORD = stepper("猫叉", 'η', "F", "奔猫");
	public static final PieceKind REVERSE_CHARIOT = runner("反車", 'f', "vR", "金将");

	// articles 061-072: the third rank
	/**
	 * Article 061: the irregular two-step dance, stopping after one step, 居喰い, the pass; article 003: it promotes on
	 * capturing in the camp, into what the seed does not say (奮迅, the reading's first alternative).
	 */
	public static final PieceKind LION = PieceKind.of("獅子", 'h', "").dancing(Dance.lion())
			.promotes(Promotion.onCapture(CAMP, "奮迅"));
	/** Articles 008, 010: the other irregular dancer, as 獅子 (placed nowhere: only a promotion brings it). */
	public static final PieceKind FURIOUS_FIEND = PieceKind.of("奮迅", 'љ', "").dancing(Dance.lion());
	/** Article 065: two-step dance orthogonally, a diagonal step; promotes as a stepper (article 003-004). */
	public static final PieceKind KIRIN = PieceKind.of("麒麟", 'θ', "F").dancing(Dance.odori("W", 2))
			.promotes(Promotion.onCapture(EVERYWHERE, "獅子"));
	/** Article 066: two-step dance diagonally, an orthogonal step; promotes as a stepper. */
	public static final PieceKind PHOENIX = PieceKind.of("鳳凰", 'ι', "W").dancing(Dance.odori("F", 2))
			.promotes(Promotion.onCapture(EVERYWHERE, "奔王"));
	public static final PieceKind EVIL_WOLF = stepper("悪狼", 'κ', "fFfsW", "奔狼");
	public static final PieceKind BLIND_BEAR = stepper("盲熊", 'λ', "FsW", "奔熊");
	public static final PieceKind ANGRY_BOAR = stepper("嗔猪", 'μ', "fsW", "奔猪");
	public static final PieceKind OLD_RAT = stepper("老鼠", 'ν', "fWbF", "蝙蝠");

	// articles 081-094: the fourth rank
	/** Article 081: the filled three-step dance in eight directions and 居喰い of any neighbour. */
	public static final PieceKind LION_DOG = PieceKind.of("狛犬", 'j', "").dancing(Dance.filledOdori("K", 3))
			.dancing(Dance.igui("K")).promotes(Promotion.onCapture(CAMP, "金将"));
	/** Article 083: the three-step dance orthogonally, diagonal steps forward. */
	public static final PieceKind VAJRA = dancer("金剛", 'ξ', "fF", Dance.odori("W", 3));
	/** Article 084: the three-step dance diagonally, sideways steps. */
	public static final PieceKind WRESTLER = dancer("力士", 'ο', "sW", Dance.odori("F", 3));
	/** Article 085: the two-step dance diagonally and, per the figure, the forward step. */
	public static final PieceKind YAKSHA = dancer("夜叉", 'π', "fW", Dance.odori("F", 2));
	/** Article 086: sideways and backward steps, the three-step dance diagonally forward. */
	public static final PieceKind RAKSHASA = dancer("羅刹", 'ρ', "sWbW", Dance.odori("fF", 3));
	/** Article 091: the two-step dance diagonally, no step. */
	public static final PieceKind FLYING_DRAGON = dancer("飛龍", 'σ', "", Dance.odori("F", 2));
	/** Article 092: the two-step dance orthogonally, no step. */
	public static final PieceKind FIERCE_OX = dancer("猛牛", 'τ', "", Dance.odori("W", 2));
	/** Article 093: OECU's 桂馬 jumps two points diagonally forward, not the knight's jump. */
	public static final PieceKind KNIGHT = stepper("桂馬", 'n', "fA", "金将");
	/** Article 094: jumps two points forward or back, steps sideways. */
	public static final PieceKind DONKEY = stepper("驢馬", 'a', "vDsW", "金将");

	// articles 101-113: the fifth rank
	/** Article 101: runs in the eight directions; does not promote. */
	public static final PieceKind FREE_KING_RUNNER = PieceKind.of("奔王", 'q', "Q");
	/** Article 102: two rook runs with a bend; stops after a capture. */
	public static final PieceKind HOOK_MOVER = PieceKind.of("鉤行", 'υ', "").dancing(Dance.hook("W", true))
			.promotes(Promotion.onCapture(CAMP, "金将"));
	/** Article 103: two bishop runs with a bend; stops after a capture. */
	public static final PieceKind CAPRICORN = PieceKind.of("摩羯", 'φ', "").dancing(Dance.hook("F", true))
			.promotes(Promotion.onCapture(CAMP, "金将"));
	public static final PieceKind DRAGON_KING = PieceKind.of("龍王", 'w', "RF");
	public static final PieceKind DRAGON_HORSE = PieceKind.of("龍馬", 'x', "BW");
	public static final PieceKind BISHOP = runner("角行", 'b', "B", "金将");
	public static final PieceKind VERTICAL_MOVER = runner("堅行", 'v', "vRsW", "金将");
	public static final PieceKind SIDE_FLIER = runner("横飛", 'χ', "sRF", "金将");
	public static final PieceKind SIDE_MOVER = runner("横行", 'y', "sRvW", "金将");
	public static final PieceKind LEFT_CHARIOT = runner("左車", 'ψ', "frBblBfRlW", "金将");
	public static final PieceKind RIGHT_CHARIOT = runner("右車", 'ω', "flBbrBfRrW", "金将");
	public static final PieceKind ROOK = runner("飛車", 'r', "R", "金将");

	// articles 131-136: pawns and go-betweens
	public static final PieceKind PAWN = stepper("歩兵", 'p', "fW", "金将");
	/** Article 135: OECU's 仲人 steps forward, back and sideways. */
	public static final PieceKind GO_BETWEEN = stepper("仲人", 'u', "W", "奔人");

	/** The promoted kinds: each runs where its kind steps (articles 031-072, 136). */
	public static final List<PieceKind> PROMOTED = List.of(FREE_KING, PRINCE, TEACHING_KING, BUDDHIST_SPIRIT,
			PieceKind.of("奔金", 'ж', "RfB"), PieceKind.of("奔銀", 'з', "BfR"), PieceKind.of("奔銅", 'и', "fBvR"),
			PieceKind.of("奔鉄", 'й', "fBfR"), PieceKind.of("奔瓦", 'л', "fBbR"), PieceKind.of("奔石", 'п', "fB"),
			PieceKind.of("奔土", 'ф', "vR"), PieceKind.of("奔虎", 'ч', "bsRB"), PieceKind.of("奔豹", 'ш', "vRB"),
			PieceKind.of("奔龍", 'щ', "RbB"), PieceKind.of("奔蛇", 'ъ', "vRbB"),
			// article 047: OECU's 山母 runs where 古猿 steps and does not go forward
			PieceKind.of("山母", 'ы', "BbR"), PieceKind.of("仙鶴", 'ь', "fBsRbR"), PieceKind.of("奔猫", 'э', "B"),
			PieceKind.of("奔狼", 'ю', "fBfsR"), PieceKind.of("奔熊", 'я', "BsR"), PieceKind.of("奔猪", 'ё', "fsR"),
			PieceKind.of("蝙蝠", 'ђ', "fRbB"), PieceKind.of("奔人", 'є', "R"));

	/** Articles 021-135, rank by rank from the first side's back rank, files a to s; '.' an empty point. */
	static final String[] ARRAY = {
			"leotic sgdkmgscitoel".replace(" ", ""),
			"f.η.ζ.δβαzαβγ.ε.η.f",
			".ν.μ.λ.κθhικ.λ.μ.ν.",
			"a.n.τ.σροjξπσ.τ.n.a",
			"rψyχvbxwφqυwxbvχyωr",
			"ppppppppppppppppppp",
			".....u.......u....." };

	/** The start position: the array above for the first side, turned half round for the second. */
	public static final String START = start();

	/**
	 * Articles 001-005, 021-023, 141: no drops, forced promotion, the exchange of 提婆 and 無明, a side loses when 玉将,
	 * 自在王 and 王子 are all gone (no check rule: royal pieces may be taken), a position met four times is drawn, but
	 * the side that gave check (to 玉将, 自在王 or 王子) or threatened a capture at each of its moves since the position
	 * was first met must deviate (article 141).
	 */
	public static final GridRules RULES = rules();

	private MakaDaiDai() {
	}

	private static PieceKind stepper(String name, char letter, String betza, String into) {
		return PieceKind.of(name, letter, betza).promotes(Promotion.onCapture(EVERYWHERE, into));
	}

	private static PieceKind runner(String name, char letter, String betza, String into) {
		return PieceKind.of(name, letter, betza).promotes(Promotion.onCapture(CAMP, into));
	}

	private static PieceKind dancer(String name, char letter, String betza, Dance dance) {
		return PieceKind.of(name, letter, betza).dancing(dance).promotes(Promotion.onCapture(CAMP, "金将"));
	}

	/** Every kind, promoted ones included. */
	public static List<PieceKind> kinds() {
		List<PieceKind> k = new ArrayList<>(List.of(KING, DRUNK_ELEPHANT, DEVA, DARK_SPIRIT, GOLD, SILVER, COPPER, IRON,
				TILE, STONE, EARTH, LANCE, BLIND_TIGER, FEROCIOUS_LEOPARD, RECLINING_DRAGON, COILED_SERPENT, OLD_MONKEY,
				CHINESE_COCK, CAT_SWORD, REVERSE_CHARIOT, LION, KIRIN, PHOENIX, EVIL_WOLF, BLIND_BEAR, ANGRY_BOAR, OLD_RAT,
				LION_DOG, VAJRA, WRESTLER, YAKSHA, RAKSHASA, FLYING_DRAGON, FIERCE_OX, KNIGHT, DONKEY, FREE_KING_RUNNER,
				HOOK_MOVER, CAPRICORN, DRAGON_KING, DRAGON_HORSE, BISHOP, VERTICAL_MOVER, SIDE_FLIER, SIDE_MOVER,
				LEFT_CHARIOT, RIGHT_CHARIOT, ROOK, PAWN, GO_BETWEEN));
		k.addAll(PROMOTED);
		k.add(FURIOUS_FIEND);
		return k;
	}

	private static GridRules rules() {
		Map<String, String> instead = Map.of("玉将", "自在王", "王子", "王子", "自在王", "自在王");
		return GridRules.of("maka dai dai shogi (OECU old rules)", BOARD, List.of(CAMP, EVERYWHERE), kinds(), START)
				.withCheckBinding(false).withCheckmate(Outcome.LOSS).withStalemate(Outcome.LOSS)
				.withRepetition(new Repetition(4, false, new Pressure(List.of("玉将", "自在王", "王子"), true)))
				.withExchanges(List.of(new Exchange(List.of("提婆", "教王"), "教王", instead),
						new Exchange(List.of("無明", "法性"), "法性", instead)))
				.withLifeKinds(List.of("玉将", "自在王", "王子"));
	}

	private static String start() {
		char[][] points = new char[19][19];
		for (int r = 0; r < ARRAY.length; r++) {
			if (ARRAY[r].length() != 19) {
				throw new IllegalStateException("rank " + (r + 1) + " of the array has " + ARRAY[r].length() + " points");
			}
			for (int f = 0; f < 19; f++) {
				char c = ARRAY[r].charAt(f);
				if (c != '.') {
					points[r][f] = Character.toUpperCase(c);
					points[18 - r][18 - f] = Character.toLowerCase(c);
				}
			}
		}
		StringBuilder s = new StringBuilder();
		for (int r = 18; r >= 0; r--) {
			int empty = 0;
			for (int f = 0; f < 19; f++) {
				if (points[r][f] == 0) {
					empty++;
					continue;
				}
				if (empty > 0) {
					s.append(empty);
					empty = 0;
				}
				s.append(points[r][f]);
			}
			if (empty > 0) {
				s.append(empty);
			}
			if (r > 0) {
				s.append('/');
			}
		}
		return s.append(" w - - 0 1").toString();
	}
}
