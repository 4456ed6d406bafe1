package org.rulebench.reading.grid;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Maka Dai Dai Shogi's moves as seed 002's articles state them, written from the articles alone to hold the compiled
 * reading against (issue 24): its own board, its own table of each kind's moves in the articles' words (前, 左前, 横,
 * 八方, …), its own dances, hooks and free moves, promotions and exchanges. It shares nothing with the engine's move
 * generation or the reading's compiled tables; it is slow and plain on purpose.
 *
 * <p>Where the seed leaves a point open, the reading's alternatives are {@link Options}. Where the seed says nothing
 * at all, this generator does not guess: a move taking a piece of each exchanged family at once (教王 and 法性) has no
 * result kind here ({@link Play#becomes} null), and the tests compare such a move without it.
 *
 * <p>Points are named as the reading names them: files a to s from the first side's left, ranks 1 to 19 from its back
 * rank. The first side moves up the board; a side's left and right are its own.
 */
final class MakaByArticles {
	static final int SIZE = 19;
	/** Article 001: the six ranks nearest a side are its camp (陣地). */
	static final int CAMP = 6;

	/** A piece: its kind's name and its side (0 the first, 1 the second). */
	record Piece(String kind, int side) {
	}

	/**
	 * A move: where from and to, every point whose piece it takes (its destination's included), and the kind the moving
	 * piece is after it (its own, promoted, or exchanged; null where the seed does not say).
	 */
	record Play(String from, String to, List<String> taken, String becomes) {
		@Override
		public String toString() {
			StringBuilder s = new StringBuilder(from).append(to);
			for (String t : taken) {
				s.append('x').append(t);
			}
			return s.append(becomes == null ? "=?" : "=" + becomes).toString();
		}
	}

	/** The reading's open points, one field per rule with alternatives that change a move. */
	record Options(boolean yakshaSteps, boolean ordinaryKnight, boolean goBetweenSideways, boolean mountainWitchSteps,
			boolean kingPromotesAsStepper, boolean capricornMustBend, boolean legalRetake, String lionBecomes) {
		/** Each rule's first alternative in maka-dai-dai.reading. */
		static final Options FIRST = new Options(true, false, true, false, false, true, true, "奮迅");

		/** The options of a choice of labels ({@code rule → label}); a rule not named takes its first alternative. */
		static Options of(Map<String, String> labels) {
			return new Options(!"annotated_point".equals(labels.get("夜叉")), "knight".equals(labels.get("桂馬")),
					!"no_sideways".equals(labels.get("仲人")), "forward_step".equals(labels.get("山母")),
					"as_a_stepper".equals(labels.get("promotion_玉将")), !"bending_or_not".equals(labels.get("摩羯")),
					!"any_reach".equals(labels.get("自在王")), "gold".equals(labels.get("promotion_獅子")) ? "金将" : "奮迅");
		}
	}

	/** Where a promotion happens: article 004 (wherever it captures) or 003 (capturing in the enemy camp). */
	private enum Where {
		ANYWHERE, IN_CAMP
	}

	/** One kind's moves as its article gives them. Directions are the mover's: {forward, right}. */
	private static final class Kind {
		final String name;
		final List<int[]> steps = new ArrayList<>();
		final List<int[]> runs = new ArrayList<>();
		final List<int[]> jumps = new ArrayList<>();
		/** Straight dances (正行度の踊り, 006-007): direction, length, and whether it may stop short (中身の詰まった). */
		final List<int[]> dances = new ArrayList<>();
		boolean lion;
		boolean igui;
		List<int[]> hook;
		boolean hookMustBend;
		boolean free;
		Where where;
		String into;

		Kind(String name) {
			this.name = name;
		}

		Kind steps(String... words) {
			steps.addAll(directions(words));
			return this;
		}

		Kind runs(String... words) {
			runs.addAll(directions(words));
			return this;
		}

		Kind jumps(int forward, int right) {
			jumps.add(new int[] { forward, right });
			return this;
		}

		/** An N-step straight dance along the directions: lands exactly N points away (006). */
		Kind dances(int n, String... words) {
			for (int[] d : directions(words)) {
				dances.add(new int[] { d[0], d[1], n, 0 });
			}
			return this;
		}

		/** A dance that may stop on any point of its way (狛犬's main move, 081; 教王's, 026). */
		Kind dancesUpTo(int n, String... words) {
			for (int[] d : directions(words)) {
				dances.add(new int[] { d[0], d[1], n, 1 });
			}
			return this;
		}

		Kind lion() {
			lion = true;
			return this;
		}

		Kind igui() {
			igui = true;
			return this;
		}

		Kind hooks(boolean mustBend, String... words) {
			hook = directions(words);
			hookMustBend = mustBend;
			return this;
		}

		Kind free() {
			free = true;
			return this;
		}

		Kind promotes(Where where, String into) {
			this.where = where;
			this.into = into;
			return this;
		}
	}

	/** The directions a word of the articles names, as {forward, right}. */
	static List<int[]> directions(String... words) {
		List<int[]> out = new ArrayList<>();
		for (String w : words) {
			for (String d : switch (w) {
			case "八方" -> new String[] { "前", "後", "左", "右", "左前", "右前", "左後", "右後" };
			case "縦横" -> new String[] { "前", "後", "左", "右" };
			case "斜め" -> new String[] { "左前", "右前", "左後", "右後" };
			case "斜め前" -> new String[] { "左前", "右前" };
			case "斜め後" -> new String[] { "左後", "右後" };
			case "横" -> new String[] { "左", "右" };
			case "前後" -> new String[] { "前", "後" };
			default -> new String[] { w };
			}) {
				out.add(switch (d) {
				case "前" -> new int[] { 1, 0 };
				case "後" -> new int[] { -1, 0 };
				case "左" -> new int[] { 0, -1 };
				case "右" -> new int[] { 0, 1 };
				case "左前" -> new int[] { 1, -1 };
				case "右前" -> new int[] { 1, 1 };
				case "左後" -> new int[] { -1, -1 };
				case "右後" -> new int[] { -1, 1 };
				default -> throw new IllegalArgumentException("no direction " + d);
				});
			}
		}
		return out;
	}

	private final Map<String, Kind> kinds = new LinkedHashMap<>();
	private final Options options;
	private final Piece[][] board = new Piece[SIZE][SIZE];
	private int sideToMove;

	MakaByArticles(Options options) {
		this.options = options;
		// 021-038: the first rank; 031-037: each promoted kind runs where its kind steps
		kind("玉将").steps("八方").promotes(Where.ANYWHERE, options.kingPromotesAsStepper() ? "自在王" : null);
		kind("自在王").free();
		kind("提婆").steps("前", "左前", "左", "左後", "右").promotes(Where.ANYWHERE, "教王");
		kind("無明").steps("前", "右前", "右", "右後", "左").promotes(Where.ANYWHERE, "法性");
		kind("教王").runs("八方").dancesUpTo(3, "八方");
		kind("法性").runs("八方").lion();
		kind("金将").steps("前", "斜め前", "横", "後").promotes(Where.ANYWHERE, "奔金");
		kind("奔金").runs("前", "斜め前", "横", "後");
		kind("銀将").steps("斜め", "前").promotes(Where.ANYWHERE, "奔銀");
		kind("奔銀").runs("斜め", "前");
		kind("銅将").steps("前", "斜め前", "後").promotes(Where.ANYWHERE, "奔銅");
		kind("奔銅").runs("前", "斜め前", "後");
		kind("鉄将").steps("前", "斜め前").promotes(Where.ANYWHERE, "奔鉄");
		kind("奔鉄").runs("前", "斜め前");
		kind("瓦将").steps("斜め前", "後").promotes(Where.ANYWHERE, "奔瓦");
		kind("奔瓦").runs("斜め前", "後");
		kind("石将").steps("斜め前").promotes(Where.ANYWHERE, "奔石");
		kind("奔石").runs("斜め前");
		kind("土将").steps("前後").promotes(Where.ANYWHERE, "奔土");
		kind("奔土").runs("前後");
		kind("香車").runs("前").promotes(Where.IN_CAMP, "金将");
		// 041-050: the second rank
		kind("酔象").steps("前", "横", "斜め").promotes(Where.ANYWHERE, "王子");
		kind("王子").steps("八方");
		kind("盲虎").steps("後", "横", "斜め").promotes(Where.ANYWHERE, "奔虎");
		kind("奔虎").runs("後", "横", "斜め");
		kind("猛豹").steps("前後", "斜め").promotes(Where.ANYWHERE, "奔豹");
		kind("奔豹").runs("前後", "斜め");
		kind("臥龍").steps("前", "横", "斜め後", "後").promotes(Where.ANYWHERE, "奔龍");
		kind("奔龍").runs("前", "横", "斜め後", "後");
		kind("蟠蛇").steps("前", "斜め後", "後").promotes(Where.ANYWHERE, "奔蛇");
		kind("奔蛇").runs("前", "斜め後", "後");
		kind("古猿").steps("斜め", "後").promotes(Where.ANYWHERE, "山母");
		Kind witch = kind("山母").runs("斜め", "後");
		if (options.mountainWitchSteps()) {
			witch.steps("前");
		}
		kind("淮鶏").steps("斜め前", "横", "後").promotes(Where.ANYWHERE, "仙鶴");
		kind("仙鶴").runs("斜め前", "横", "後");
		kind("猫叉").steps("斜め").promotes(Where.ANYWHERE, "奔猫");
		kind("奔猫").runs("斜め");
		kind("反車").runs("前後").promotes(Where.IN_CAMP, "金将");
		// 061-072: the third rank; 008, 010: 奮迅 dances as 獅子 does
		kind("獅子").lion().promotes(Where.IN_CAMP, options.lionBecomes());
		kind("奮迅").lion();
		kind("麒麟").dances(2, "縦横").steps("斜め").promotes(Where.ANYWHERE, "獅子");
		kind("鳳凰").dances(2, "斜め").steps("縦横").promotes(Where.ANYWHERE, "奔王");
		kind("悪狼").steps("前", "斜め前", "横").promotes(Where.ANYWHERE, "奔狼");
		kind("奔狼").runs("前", "斜め前", "横");
		kind("盲熊").steps("斜め", "横").promotes(Where.ANYWHERE, "奔熊");
		kind("奔熊").runs("斜め", "横");
		kind("嗔猪").steps("前", "横").promotes(Where.ANYWHERE, "奔猪");
		kind("奔猪").runs("前", "横");
		kind("老鼠").steps("前", "斜め後").promotes(Where.ANYWHERE, "蝙蝠");
		kind("蝙蝠").runs("前", "斜め後");
		// 081-094: the fourth rank
		kind("狛犬").dancesUpTo(3, "八方").igui().promotes(Where.IN_CAMP, "金将");
		kind("金剛").dances(3, "縦横").steps("斜め前").promotes(Where.IN_CAMP, "金将");
		kind("力士").dances(3, "斜め").steps("横").promotes(Where.IN_CAMP, "金将");
		Kind yaksha = kind("夜叉").dances(2, "斜め").promotes(Where.IN_CAMP, "金将");
		if (options.yakshaSteps()) {
			yaksha.steps("前");
		}
		kind("羅刹").steps("横", "後").dances(3, "斜め前").promotes(Where.IN_CAMP, "金将");
		kind("飛龍").dances(2, "斜め").promotes(Where.IN_CAMP, "金将");
		kind("猛牛").dances(2, "縦横").promotes(Where.IN_CAMP, "金将");
		Kind knight = kind("桂馬").promotes(Where.ANYWHERE, "金将");
		if (options.ordinaryKnight()) {
			knight.jumps(2, -1).jumps(2, 1);
		} else {
			knight.jumps(2, -2).jumps(2, 2);
		}
		kind("驢馬").jumps(2, 0).jumps(-2, 0).steps("横").promotes(Where.ANYWHERE, "金将");
		// 101-113: the fifth rank
		kind("奔王").runs("八方");
		kind("鉤行").hooks(true, "縦横").promotes(Where.IN_CAMP, "金将");
		kind("摩羯").hooks(options.capricornMustBend(), "斜め").promotes(Where.IN_CAMP, "金将");
		kind("龍王").runs("縦横").steps("斜め");
		kind("龍馬").runs("斜め").steps("縦横");
		kind("角行").runs("斜め").promotes(Where.IN_CAMP, "金将");
		kind("堅行").runs("前後").steps("横").promotes(Where.IN_CAMP, "金将");
		kind("横飛").runs("横").steps("斜め").promotes(Where.IN_CAMP, "金将");
		kind("横行").runs("横").steps("前後").promotes(Where.IN_CAMP, "金将");
		kind("左車").runs("右前", "左後", "前").steps("左").promotes(Where.IN_CAMP, "金将");
		kind("右車").runs("左前", "右後", "前").steps("右").promotes(Where.IN_CAMP, "金将");
		kind("飛車").runs("縦横").promotes(Where.IN_CAMP, "金将");
		// 131-136: pawns and go-betweens
		kind("歩兵").steps("前").promotes(Where.ANYWHERE, "金将");
		Kind goBetween = kind("仲人").steps("前後").promotes(Where.ANYWHERE, "奔人");
		if (options.goBetweenSideways()) {
			goBetween.steps("横");
		}
		kind("奔人").runs("縦横");
	}

	private Kind kind(String name) {
		Kind k = new Kind(name);
		kinds.put(name, k);
		return k;
	}

	/** Every kind the articles give moves to. */
	Set<String> kinds() {
		return kinds.keySet();
	}

	static String name(int file, int rank) {
		return (char) ('a' + file) + String.valueOf(rank + 1);
	}

	static boolean on(int file, int rank) {
		return file >= 0 && file < SIZE && rank >= 0 && rank < SIZE;
	}

	Piece at(int file, int rank) {
		return board[file][rank];
	}

	void put(int file, int rank, Piece p) {
		if (p != null && !kinds.containsKey(p.kind())) {
			throw new IllegalArgumentException("no kind " + p.kind());
		}
		board[file][rank] = p;
	}

	int sideToMove() {
		return sideToMove;
	}

	void sideToMove(int side) {
		sideToMove = side;
	}

	/**
	 * The start position as articles 021-135 place the pieces, from the first side's view: file and kind of each,
	 * rank by rank; the second side's array is the same, turned half round (each side's left is its own).
	 */
	void start() {
		String[][] ranks = {
				// 021, 024, 027, 031-038
				{ "a:香車", "b:土将", "c:石将", "d:瓦将", "e:鉄将", "f:銅将", "g:銀将", "h:金将", "i:提婆", "j:玉将", "k:無明", "l:金将",
						"m:銀将", "n:銅将", "o:鉄将", "p:瓦将", "q:石将", "r:土将", "s:香車" },
				// 041-050: 044 臥龍 right, 蟠蛇 left; 047 古猿 right, 048 淮鶏 left, an empty point between
				{ "a:反車", "c:猫叉", "e:淮鶏", "g:蟠蛇", "h:猛豹", "i:盲虎", "j:酔象", "k:盲虎", "l:猛豹", "m:臥龍", "o:古猿", "q:猫叉",
						"s:反車" },
				// 061-073: 062 麒麟 left, 鳳凰 right
				{ "b:老鼠", "d:嗔猪", "f:盲熊", "h:悪狼", "i:麒麟", "j:獅子", "k:鳳凰", "l:悪狼", "n:盲熊", "p:嗔猪", "r:老鼠" },
				// 081-094: 082 金剛 right, 力士 left; 085 夜叉 right of 金剛; 086 羅刹 left of 力士
				{ "a:驢馬", "c:桂馬", "e:猛牛", "g:飛龍", "h:羅刹", "i:力士", "j:狛犬", "k:金剛", "l:夜叉", "m:飛龍", "o:猛牛", "q:桂馬",
						"s:驢馬" },
				// 101-113: 102 鉤行 right of 奔王, 103 摩羯 left; 110 左車 left, 右車 right
				{ "a:飛車", "b:左車", "c:横行", "d:横飛", "e:堅行", "f:角行", "g:龍馬", "h:龍王", "i:摩羯", "j:奔王", "k:鉤行", "l:龍王",
						"m:龍馬", "n:角行", "o:堅行", "p:横飛", "q:横行", "r:右車", "s:飛車" },
				// 131
				{ "a:歩兵", "b:歩兵", "c:歩兵", "d:歩兵", "e:歩兵", "f:歩兵", "g:歩兵", "h:歩兵", "i:歩兵", "j:歩兵", "k:歩兵", "l:歩兵",
						"m:歩兵", "n:歩兵", "o:歩兵", "p:歩兵", "q:歩兵", "r:歩兵", "s:歩兵" },
				// 135: two points ahead of each 角行 (f5, n5)
				{ "f:仲人", "n:仲人" } };
		for (Piece[] file : board) {
			java.util.Arrays.fill(file, null);
		}
		for (int r = 0; r < ranks.length; r++) {
			for (String fk : ranks[r]) {
				int f = fk.charAt(0) - 'a';
				String kind = fk.substring(2);
				put(f, r, new Piece(kind, 0));
				put(SIZE - 1 - f, SIZE - 1 - r, new Piece(kind, 1));
			}
		}
		sideToMove = 0;
	}

	/** The legal moves of the side to move. */
	Set<Play> legal() {
		return moves(sideToMove);
	}

	/** The moves of a side's pieces (article 141's refusals, which need the game's history, apart). */
	Set<Play> moves(int side) {
		Set<Play> out = new LinkedHashSet<>();
		for (int f = 0; f < SIZE; f++) {
			for (int r = 0; r < SIZE; r++) {
				Piece p = board[f][r];
				if (p != null && p.side() == side) {
					movesOf(f, r, out);
				}
			}
		}
		return out;
	}

	/** The moves of the piece on a point. */
	private void movesOf(int f, int r, Set<Play> out) {
		Piece p = board[f][r];
		Kind k = kinds.get(p.kind());
		int sign = p.side() == 0 ? 1 : -1;
		for (int[] d : k.steps) {
			step(f, r, f + sign * d[1], r + sign * d[0], out);
		}
		for (int[] d : k.jumps) {
			step(f, r, f + sign * d[1], r + sign * d[0], out);
		}
		for (int[] d : k.runs) {
			int df = sign * d[1];
			int dr = sign * d[0];
			for (int x = f + df, y = r + dr; on(x, y); x += df, y += dr) {
				step(f, r, x, y, out);
				if (board[x][y] != null) {
					break;
				}
			}
		}
		for (int[] d : k.dances) {
			dance(f, r, sign * d[1], sign * d[0], d[2], d[3] == 1, out);
		}
		if (k.lion) {
			lion(f, r, out);
		}
		if (k.igui) {
			// 010, 081: 居喰い, taking a neighbour and staying
			for (int[] d : directions("八方")) {
				int x = f + d[1];
				int y = r + d[0];
				if (on(x, y) && enemy(x, y, p.side())) {
					add(f, r, f, r, List.of(name(x, y)), out);
				}
			}
		}
		if (k.hook != null) {
			hook(f, r, sign, k, out);
		}
		if (k.free) {
			free(f, r, out);
		}
	}

	private boolean enemy(int f, int r, int side) {
		return board[f][r] != null && board[f][r].side() != side;
	}

	private boolean own(int f, int r, int side) {
		return board[f][r] != null && board[f][r].side() == side;
	}

	/** A step or jump: onto an empty point or an enemy piece. */
	private void step(int f, int r, int x, int y, Set<Play> out) {
		if (!on(x, y) || own(x, y, board[f][r].side())) {
			return;
		}
		add(f, r, x, y, board[x][y] == null ? List.of() : List.of(name(x, y)), out);
	}

	/**
	 * Article 006: N king steps along one line, landing on the N-th point (or, filled, on any of them) if no own piece
	 * stands there; own pieces on the way are passed, and any of the enemy pieces passed may be taken, at will.
	 */
	private void dance(int f, int r, int df, int dr, int n, boolean filled, Set<Play> out) {
		int side = board[f][r].side();
		List<String> passedEnemies = new ArrayList<>();
		for (int k = 1; k <= n; k++) {
			int x = f + k * df;
			int y = r + k * dr;
			if (!on(x, y)) {
				return;
			}
			if ((filled || k == n) && !own(x, y, side)) {
				for (List<String> some : subsets(passedEnemies)) {
					List<String> taken = new ArrayList<>(some);
					if (board[x][y] != null) {
						taken.add(name(x, y));
					}
					add(f, r, x, y, taken, out);
				}
			}
			if (enemy(x, y, side)) {
				passedEnemies.add(name(x, y));
			}
		}
	}

	private static List<List<String>> subsets(List<String> xs) {
		List<List<String>> all = new ArrayList<>();
		for (int mask = 0; mask < 1 << xs.size(); mask++) {
			List<String> s = new ArrayList<>();
			for (int i = 0; i < xs.size(); i++) {
				if ((mask & 1 << i) != 0) {
					s.add(xs.get(i));
				}
			}
			all.add(s);
		}
		return all;
	}

	/**
	 * Articles 008, 009, 061: one or two king steps in any directions (不正行度); the first step may pass an own piece
	 * and may take an enemy one at will; the second lands on a point without an own piece, or back on its own point:
	 * 居喰い when the first step took, the pass (じっと) when it did not, even when every neighbour is its own.
	 */
	private void lion(int f, int r, Set<Play> out) {
		int side = board[f][r].side();
		for (int[] d1 : directions("八方")) {
			int x = f + d1[1];
			int y = r + d1[0];
			if (!on(x, y)) {
				continue;
			}
			step(f, r, x, y, out);
			boolean takes = enemy(x, y, side);
			for (int[] d2 : directions("八方")) {
				int u = x + d2[1];
				int v = y + d2[0];
				if (!on(u, v)) {
					continue;
				}
				boolean home = u == f && v == r;
				if (!home && own(u, v, side)) {
					continue;
				}
				List<String> landing = home || board[u][v] == null ? List.of() : List.of(name(u, v));
				add(f, r, u, v, landing, out);
				if (takes) {
					List<String> both = new ArrayList<>(landing);
					both.add(name(x, y));
					add(f, r, u, v, both, out);
				}
			}
		}
	}

	/**
	 * Articles 102, 103: a run as 飛車 (or 角行), then, from a point it reached, a second run at a right angle (never
	 * back); a piece taken on either run ends the move (駒をひとつ取ったら、その先へは行かない). Must it bend, the first
	 * run alone only ends in a capture.
	 */
	private void hook(int f, int r, int sign, Kind k, Set<Play> out) {
		int side = board[f][r].side();
		for (int[] d : k.hook) {
			int df = sign * d[1];
			int dr = sign * d[0];
			for (int x = f + df, y = r + dr; on(x, y); x += df, y += dr) {
				if (own(x, y, side)) {
					break;
				}
				if (board[x][y] != null) {
					add(f, r, x, y, List.of(name(x, y)), out);
					break;
				}
				if (!k.hookMustBend) {
					add(f, r, x, y, List.of(), out);
				}
				// the two right angles: (df, dr) turned a quarter either way
				for (int[] t : new int[][] { { -dr, df }, { dr, -df } }) {
					for (int u = x + t[0], v = y + t[1]; on(u, v); u += t[0], v += t[1]) {
						step(f, r, u, v, out);
						if (board[u][v] != null) {
							break;
						}
					}
				}
			}
		}
	}

	/**
	 * Article 022: to any point of the board; but not to take a piece where another enemy piece could at once take it
	 * back, even a royal one. Read as written, a retake the rules allow; the other reading counts every enemy piece
	 * whose moves reach the point, an enemy free mover reaching every point.
	 */
	private void free(int f, int r, Set<Play> out) {
		int side = board[f][r].side();
		for (int x = 0; x < SIZE; x++) {
			for (int y = 0; y < SIZE; y++) {
				if (x == f && y == r || own(x, y, side)) {
					continue;
				}
				if (board[x][y] == null) {
					add(f, r, x, y, List.of(), out);
				} else if (!retaken(f, r, x, y)) {
					add(f, r, x, y, List.of(name(x, y)), out);
				}
			}
		}
	}

	/** Whether, the free mover on (f, r) having taken on (x, y), an enemy piece could take it back there. */
	private boolean retaken(int f, int r, int x, int y) {
		Piece mover = board[f][r];
		Piece victim = board[x][y];
		board[f][r] = null;
		board[x][y] = mover;
		String here = name(x, y);
		boolean retaken = false;
		try {
			for (int u = 0; u < SIZE && !retaken; u++) {
				for (int v = 0; v < SIZE && !retaken; v++) {
					if (!enemy(u, v, mover.side())) {
						continue;
					}
					if (kinds.get(board[u][v].kind()).free) {
						// it goes anywhere: it takes back unless its own capture there is refused, as read
						retaken = !options.legalRetake() || !retaken(u, v, x, y);
						continue;
					}
					Set<Play> theirs = new LinkedHashSet<>();
					movesOf(u, v, theirs);
					retaken = theirs.stream().anyMatch(p -> p.taken().contains(here));
				}
			}
		} finally {
			board[x][y] = victim;
			board[f][r] = mover;
		}
		return retaken;
	}

	/** The move with the kind the piece becomes: article 005's exchange first, else 003-004's promotion. */
	private void add(int f, int r, int x, int y, List<String> taken, Set<Play> out) {
		Piece p = board[f][r];
		Kind k = kinds.get(p.kind());
		boolean teaching = false;
		boolean dharma = false;
		boolean inCamp = false;
		for (String t : taken) {
			int tf = t.charAt(0) - 'a';
			int tr = Integer.parseInt(t.substring(1)) - 1;
			String kind = board[tf][tr].kind();
			teaching |= kind.equals("提婆") || kind.equals("教王");
			dharma |= kind.equals("無明") || kind.equals("法性");
			inCamp |= p.side() == 0 ? tr >= SIZE - CAMP : tr < CAMP;
		}
		String becomes = p.kind();
		if (teaching && dharma) {
			becomes = null; // both exchanges at once: the seed does not say
		} else if (teaching || dharma) {
			// 005: but 玉将 becomes 自在王, and 王子 and 自在王 stay as they are
			becomes = switch (p.kind()) {
			case "玉将" -> "自在王";
			case "王子", "自在王" -> p.kind();
			default -> teaching ? "教王" : "法性";
			};
		} else if (!taken.isEmpty() && k.into != null && (k.where == Where.ANYWHERE || inCamp)) {
			becomes = k.into;
		}
		out.add(new Play(name(f, r), name(x, y), new ArrayList<>(new TreeSet<>(taken)), becomes));
	}

	/** Whether a move taking these points takes pieces of both exchanged families (教王 and 法性), which 005 leaves open. */
	boolean bothExchanges(List<String> taken) {
		boolean teaching = false;
		boolean dharma = false;
		for (String t : taken) {
			String kind = board[t.charAt(0) - 'a'][Integer.parseInt(t.substring(1)) - 1].kind();
			teaching |= kind.equals("提婆") || kind.equals("教王");
			dharma |= kind.equals("無明") || kind.equals("法性");
		}
		return teaching && dharma;
	}

	/** Makes a move of the side to move: the pieces it takes go, the mover lands as the kind it becomes. */
	void make(Play play) {
		for (String t : play.taken()) {
			board[t.charAt(0) - 'a'][Integer.parseInt(t.substring(1)) - 1] = null;
		}
		int f = play.from().charAt(0) - 'a';
		int r = Integer.parseInt(play.from().substring(1)) - 1;
		Piece mover = board[f][r];
		board[f][r] = null;
		String becomes = play.becomes() == null ? mover.kind() : play.becomes();
		board[play.to().charAt(0) - 'a'][Integer.parseInt(play.to().substring(1)) - 1] = new Piece(becomes, mover.side());
		sideToMove = 1 - sideToMove;
	}

	/** Articles 001, 023: a side with none of 玉将, 自在王 and 王子 has lost. */
	boolean alive(int side) {
		for (Piece[] file : board) {
			for (Piece p : file) {
				if (p != null && p.side() == side && (p.kind().equals("玉将") || p.kind().equals("自在王") || p.kind().equals("王子"))) {
					return true;
				}
			}
		}
		return false;
	}
}
