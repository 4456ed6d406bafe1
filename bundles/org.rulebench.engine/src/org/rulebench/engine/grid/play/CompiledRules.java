package org.rulebench.engine.grid.play;

import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

import org.rulebench.engine.grid.betza.Atom;
import org.rulebench.engine.grid.betza.Betza;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.Dance;
import org.rulebench.engine.grid.rules.Exchange;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Hands;
import org.rulebench.engine.grid.rules.MoveCondition;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Promotion;
import org.rulebench.engine.grid.rules.Relation;
import org.rulebench.engine.grid.rules.RoyalCheck;

/**
 * Rules compiled into move tables: for every kind, side and point, a short program of leaps and rays with the zone
 * rules (confinement, moves gained in a zone, first-move points) already applied, so move generation never looks at
 * a zone; a program's first moves ({@code i}, "on its first move") come last, from {@link #firstEnd}, so that a piece
 * that has moved (its history's moved bit) stops before them. Immutable and shared by all threads; {@link #of} keeps
 * one per rule set.
 *
 * <p>A piece code is {@code (kind << 1 | side) + 1}, 0 being an empty point. Program records:
 * <ul>
 * <li>leap: header {@code LEAP | modes << 2 | pathLength << 8}, the destination, then the points that must be empty;
 * <li>slide: header {@code SLIDE | modes << 2 | length << 8}, the points in order (bit {@link #NOT_DEST} on points it
 * passes but may not stop on);
 * <li>hop: header {@code HOP | modes << 2 | length << 8 | (grasshopper ? 1 << 7 : 0)}, the points in order.
 * </ul>
 * The records of a kind that may not jump over or capture some others ({@link Relation}) carry {@link #RELATED}, so
 * that only they look the relation up.
 *
 * <p>Dances ({@link Dance}) have programs of their own, so that games without them never look at one:
 * <ul>
 * <li>straight dance: header {@code ODORI | filled << 3 | length << 8}, the points of its way in order;
 * <li>lion: header {@code LION} (its points are the neighbour table's);
 * <li>居喰い: header {@code IGUI | count << 8}, then {@code direction << 16 | point} per neighbour;
 * <li>hook: header {@code HOOK | mustTurn << 3 | count << 8}, then the directions of its first run;
 * <li>free move: header {@code ANYWHERE}, with {@link #FLAG} when any enemy piece that reaches a point forbids a capture
 * there (else only one that could legally recapture);
 * <li>capture by jumping over: header {@code JUMP | flying << 3 | chain << 4 | promotion ends the chain << 5 | count << 8},
 * then the directions it jumps along.
 * </ul>
 * Directions are absolute, 0 to 7 clockwise from the last rank's way ({@link #DF}, {@link #DR}).
 */
public final class CompiledRules {
	static final int LEAP = 0;
	static final int SLIDE = 1;
	static final int HOP = 2;
	static final int NOT_DEST = 1 << 16;
	static final int GRASSHOPPER = 1 << 7;
	static final int RELATED = 1 << 4;
	static final int ODORI = 0;
	static final int LION = 1;
	static final int IGUI = 2;
	static final int HOOK = 3;
	static final int ANYWHERE = 4;
	static final int JUMP = 5;
	static final int FLAG = 1 << 3;
	/** A jump's chain: it goes on capturing while it can. */
	static final int CHAIN = 1 << 4;
	/** A chain of jumps ends where the piece reaches its promotion zone. */
	static final int PROMOTION_ENDS = 1 << 5;
	/** File and rank steps of the eight directions, clockwise from the way to the last rank. */
	static final int[] DF = { 0, 1, 1, 1, 0, -1, -1, -1 };
	static final int[] DR = { 1, 1, 0, -1, -1, -1, 0, 1 };

	/**
	 * Soft values: a compiled rule set refers to its rules, so a strong value would keep its weak key alive for
	 * ever, and every rule set ever compiled with it (128 combinations of Maka Dai Dai at 12 MB each, per edit).
	 */
	private static final Map<GridRules, SoftReference<CompiledRules>> CACHE = Collections.synchronizedMap(new WeakHashMap<>());

	private final GridRules rules;
	final int squares;
	final int kinds;
	/** Program of piece code pc on square s: code[start[pc * squares + s] .. start[pc * squares + s + 1]). */
	final int[] code;
	final int[] start;
	/**
	 * Where a program's first moves begin: a piece that has moved runs {@code code[start[prog] .. firstEnd[prog])}, one
	 * that has not the whole program. {@link #firstMoves} says whether any program has one (then history is tracked).
	 */
	final int[] firstEnd;
	final boolean firstMoves;
	/** Toggled in the key by a piece that has not moved on a point where its program has first moves. */
	final long[] zobristFirst;
	/** Whether a side's promotions made are counted (a limit in a game: one Rua ever), and per piece code the start's pieces. */
	final boolean countsPromotions;
	final int[] startCount;
	/** Whether a program's records may reach the same point twice, so generation must drop repeats. */
	final boolean[] overlapping;
	/**
	 * Per program (piece code and point), at most how many moves its records and dances make, before promotion choices;
	 * with {@link #movesPerMove}, {@link GridPosition#moveBound()} sizes a move list (a large shogi position may have
	 * more than a thousand moves).
	 */
	final int[] moveBound;
	/** Per piece code, at most how many moves one of its moves becomes: one, or one per promotion choice and none. */
	final int[] movesPerMove;
	/** The most moves one piece of these rules can make anywhere: times a side's pieces, a quick bound for small games. */
	final int mostMovesOfAPiece;
	/** Per piece code and square, the points it could capture on an empty board: squares bits per program. */
	final long[] reach;
	final int reachWords;
	final boolean[] royal;
	/** Kinds a kind promotes into (empty: none), whether forced, and per side the points that trigger it. */
	final int[][] promotesInto;
	final boolean[] promotionForced;
	final boolean[][] promotionZone;
	/** Per kind, which moves promote: those entering the zone, moving within it, leaving it. */
	final boolean[] promotionEnters;
	final boolean[] promotionWithin;
	final boolean[] promotionLeaves;
	/** Per kind, when a move does not promote though it could (null: never). */
	final Bans.Test[] promotionUnless;
	/**
	 * Per kind, whether its promotion is a move of its own ({@link Promotion.Trigger#asAMove}), also by a step of the new
	 * kind, and where else than in the zone it may be made (null: nowhere); whether any kind's is.
	 */
	final boolean[] promotionAsAMove;
	final boolean[] promotionSteps;
	final Bans.Test[] promotionOrWhen;
	final boolean promotesAsAMove;
	final int[] promotionLimit;
	/** Piece codes of face-down kinds, turned face up as their true kind when they first move. */
	final boolean[] faceDown;
	/** A side may turn any face-down piece up as its move; the first piece turned up decides the colours (banqi). */
	final boolean turnsUp;
	final boolean firstTurnDecides;
	/** Promotion on capturing a piece that stands in the kind's zone. */
	final boolean[] promotionOnCapture;
	/** The kind a captor becomes: [captured kind][captor kind], -1 unchanged; a row is null for kinds without exchange. */
	final int[][] exchange;
	final boolean exchanges;
	/** Dance programs, as {@link #code} and {@link #start}; {@link #dancing} says whether any kind dances. */
	final int[] danceCode;
	final int[] danceStart;
	final boolean dancing;
	/** The neighbour of a point in a direction: neighbour[square * 8 + direction], -1 off the board. */
	final int[] neighbour;
	/** Per piece code, whether it is of a kind whose loss with the others' ends the game (seed 002 article 001). */
	final boolean[] life;
	final long[] zobrist;
	final long zobristSide;
	/** Toggled in the key by the k-th piece of a kind in a hand: zobristHand[(side * kinds + kind) * (squares + 1) + k]. */
	final long[] zobristHand;
	private final int[] letterKind = new int[128];
	/** Per piece code and point: the piece could never move from there (no move of its on an empty board). */
	final boolean[] stuck;
	/** Pieces are kept from points where they could never move: on moves (the promotion is forced) and on drops. */
	final boolean stuckMoves;
	final boolean stuckDrops;
	/** Per piece code, whether it may not jump over or capture some others; then per pair of codes which. */
	final boolean[] related;
	final boolean[] noScreen;
	final boolean[] noCapture;
	/** Captured pieces go to the captor's hand. */
	final boolean hands;
	/** Per kind, the kind its captured piece goes to the hand as (itself or, demoted, its origin), -1 none. */
	final int[] handKind;
	/** The hand demotes by a piece's history (what it was before promotion). */
	final boolean demotes;
	/** Per kind, the kind a piece of it standing in a FEN was promoted from: the only kind promoting into it, when it is no start kind; -1 none. */
	final int[] origin;
	/** Per side and point, whether a piece may be dropped there; null: anywhere. */
	final boolean[][] dropZone;
	/** A side may pass ({@link org.rulebench.engine.grid.rules.Passing}); a pass while the royal pieces face each other ends the game. */
	final boolean passing;
	final boolean passEndsWhileFacing;
	/** Per kind, what a piece counts when passing ends a game on points. */
	final int[] points;
	final Bans bans;
	final RoyalCheck royalCheck;
	/** Pieces carry their history: the kind they were promoted from, and whether they have moved. */
	final boolean tracksHistory;
	/** Per piece code and point, whether a piece of that code starts there (it has not moved when a FEN puts it there). */
	final boolean[] startPoint;
	/** Per piece code, how many points castling moves it (0: it does not castle) and the code of its partner. */
	final int[] castles;
	final int[] castlePartner;
	/** Per piece code, whether it castles or is castled with: whether it has moved is part of the position's key. */
	final boolean[] castlePiece;
	final boolean castling;
	/**
	 * Per piece code (taker × codes + passer), whether the taker may capture the passer in passing; per code, whether
	 * its long quiet moves may be taken in passing by some kind.
	 */
	final boolean[] takesInPassing;
	final boolean[] passer;
	final boolean inPassing;
	/**
	 * Whether the rules can make a move that is no piece's step or capture — a drop, a turn, a capture by jumping over:
	 * decided once per rule set, so that make and unmake of a game without them (xiangqi, makruk, chess) test one flag per
	 * move instead of one test per kind of move.
	 */
	final boolean otherMoves;

	/** Whether any dance program has a capture by jumping over (records as {@link GridPosition} walks them). */
	private static boolean jumps(int[] danceCode, int[] danceStart) {
		for (int prog = 0; prog + 1 < danceStart.length; prog++) {
			for (int j = danceStart[prog]; j < danceStart[prog + 1]; j += 1 + (danceCode[j] >>> 8)) {
				if ((danceCode[j] & 7) == JUMP) {
					return true;
				}
			}
		}
		return false;
	}

	private CompiledRules(GridRules rules, boolean afresh) {
		this.rules = rules;
		GridBoard board = rules.board();
		squares = board.squares();
		kinds = rules.kinds().size();
		int codes = 2 * kinds + 1;
		java.util.Arrays.fill(letterKind, -1);
		for (int k = 0; k < kinds; k++) {
			char l = rules.kinds().get(k).letter();
			if (l < 128 && !rules.kinds().get(k).plus()) {
				letterKind[l] = k;
			}
		}
		royal = new boolean[codes];
		faceDown = new boolean[codes];
		turnsUp = rules.concealment() != null && rules.concealment().turnsUp();
		firstTurnDecides = rules.concealment() != null && rules.concealment().isMixed() && rules.concealment().mixed().firstTurnDecides();
		promotesInto = new int[kinds][];
		promotionForced = new boolean[kinds];
		promotionZone = new boolean[codes][];
		promotionEnters = new boolean[kinds];
		promotionWithin = new boolean[kinds];
		promotionLeaves = new boolean[kinds];
		promotionUnless = new Bans.Test[kinds];
		promotionAsAMove = new boolean[kinds];
		promotionSteps = new boolean[kinds];
		promotionOrWhen = new Bans.Test[kinds];
		promotionLimit = new int[kinds];
		promotionOnCapture = new boolean[kinds];
		life = new boolean[codes];
		for (int k = 0; k < kinds; k++) {
			PieceKind kind = rules.kinds().get(k);
			Promotion p = kind.promotion();
			promotesInto[k] = p == null ? new int[0] : p.into().stream().mapToInt(rules::kindIndex).toArray();
			promotionForced[k] = p != null && p.mandatory();
			promotionEnters[k] = p != null && p.trigger().enters();
			promotionWithin[k] = p != null && p.trigger().within();
			promotionLeaves[k] = p != null && p.trigger().leaves();
			promotionUnless[k] = p == null || p.unless() == null ? null : Bans.test(rules, p.unless());
			promotionLimit[k] = p == null ? 0 : p.limit();
			promotionAsAMove[k] = p != null && p.trigger().asAMove();
			promotionSteps[k] = p != null && p.trigger() == Promotion.Trigger.IN_PLACE_OR_STEP;
			promotionOrWhen[k] = p == null || p.orWhen() == null ? null : Bans.test(rules, p.orWhen());
			promotionOnCapture[k] = p != null && p.trigger() == Promotion.Trigger.CAPTURES_IN;
			life[code(k, 0)] = life[code(k, 1)] = rules.lifeKinds().contains(kind.name());
			for (int side = 0; side < 2; side++) {
				int pc = code(k, side);
				royal[pc] = kind.royal();
				faceDown[pc] = rules.concealment() != null && rules.concealment().revealsAs().containsKey(kind.name());
				promotionZone[pc] = new boolean[squares];
				for (int s = 0; s < squares; s++) {
					promotionZone[pc][s] = p != null && p.zone().contains(side, s);
				}
			}
		}
		boolean asAMove = false;
		for (boolean b : promotionAsAMove) {
			asAMove |= b;
		}
		promotesAsAMove = asAMove;
		related = new boolean[codes];
		noScreen = new boolean[rules.relations().isEmpty() ? 0 : codes * codes];
		noCapture = new boolean[noScreen.length];
		for (Relation r : rules.relations()) {
			for (String mover : r.movers()) {
				for (String other : r.others()) {
					int a = rules.kindIndex(mover);
					int b = rules.kindIndex(other);
					for (int sa = 0; sa < 2; sa++) {
						related[code(a, sa)] = true;
						for (int sb = 0; sb < 2; sb++) {
							boolean[] table = r.kind() == Relation.Kind.NO_JUMPING_OVER ? noScreen : noCapture;
							table[code(a, sa) * codes + code(b, sb)] = true;
						}
					}
				}
			}
		}
		Tables t = afresh ? new Tables(rules, related) : Tables.of(rules, related);
		code = t.code;
		start = t.start;
		firstEnd = t.firstEnd;
		firstMoves = t.firstMoves;
		zobristFirst = t.zobristFirst;
		overlapping = t.overlapping;
		moveBound = t.moveBound;
		movesPerMove = new int[codes];
		int most = 0;
		for (int pc = 1; pc < codes; pc++) {
			movesPerMove[pc] = promotesInto[kindOf(pc)].length + 1;
			for (int s = 0; s < squares; s++) {
				most = Math.max(most, moveBound[pc * squares + s] * movesPerMove[pc]);
			}
		}
		mostMovesOfAPiece = most;
		reachWords = t.reachWords;
		reach = t.reach;
		neighbour = t.neighbour;
		danceCode = t.danceCode;
		danceStart = t.danceStart;
		dancing = t.dancing;
		exchange = new int[kinds][];
		for (Exchange e : rules.exchanges()) {
			int into = rules.kindIndex(e.into());
			for (String taken : e.taken()) {
				int[] row = new int[kinds];
				for (int captor = 0; captor < kinds; captor++) {
					String instead = e.instead().get(rules.kinds().get(captor).name());
					int becomes = instead == null ? into : rules.kindIndex(instead);
					row[captor] = becomes == captor ? -1 : becomes;
				}
				exchange[rules.kindIndex(taken)] = row;
			}
		}
		exchanges = !rules.exchanges().isEmpty();
		zobrist = t.zobrist;
		zobristSide = t.zobristSide;
		boolean[][][] startSquares = startSquares(rules);
		// the k-th piece of a kind in a hand: having k is the xor of entries 1..k, whatever the order they came in
		zobristHand = new long[rules.hands() == null ? 0 : 2 * kinds * (squares + 1)];
		if (zobristHand.length > 0) {
			java.util.Random random = Tables.zobristRandom((codes - 1) * squares + 1);
			for (int i = 0; i < zobristHand.length; i++) {
				zobristHand[i] = random.nextLong();
			}
		}
		bans = new Bans(rules);
		stuckMoves = bans.stuckMoves;
		stuckDrops = bans.stuckDrops;
		boolean needStuck = rules.bans().stream().anyMatch(b -> b.when().mentions(c -> c instanceof MoveCondition.Stuck));
		stuck = new boolean[needStuck ? codes * squares : 0];
		if (needStuck) {
			for (int i = squares; i < stuck.length; i++) {
				stuck[i] = start[i] == start[i + 1] && danceStart[i] == danceStart[i + 1];
			}
		}
		royalCheck = rules.royalCheck();
		passing = rules.passing() != null;
		passEndsWhileFacing = passing && rules.passing().whileFacing() != null;
		points = new int[kinds];
		if (passing && rules.passing().points() != null) {
			rules.passing().points().values().forEach((k, v) -> points[rules.kindIndex(k)] = v);
		}
		Hands h = rules.hands();
		hands = h != null;
		demotes = h != null && h.demoted();
		tracksHistory = rules.tracksHistory() || t.firstMovesAnywhere;
		countsPromotions = rules.countsPromotions();
		startCount = new int[codes];
		for (int pc : Fen.placement(rules, rules.startFen()).pieces()) {
			startCount[pc]++;
		}
		origin = new int[kinds];
		for (int k = 0; k < kinds; k++) {
			origin[k] = -1;
			String name = rules.kinds().get(k).name();
			boolean atStart = false;
			for (int side = 0; side < 2; side++) {
				for (int s = 0; s < squares; s++) {
					atStart |= startSquares[k][side][s];
				}
			}
			List<Integer> sources = new ArrayList<>();
			for (int j = 0; j < kinds; j++) {
				Promotion p = rules.kinds().get(j).promotion();
				if (p != null && p.into().contains(name)) {
					sources.add(j);
				}
			}
			if (!atStart && sources.size() == 1) {
				origin[k] = sources.get(0);
			}
		}
		handKind = new int[kinds];
		for (int k = 0; k < kinds; k++) {
			int as = demotes && origin[k] >= 0 ? origin[k] : k;
			handKind[k] = h == null || !h.captured() || !h.kinds().isEmpty() && !h.kinds().contains(rules.kinds().get(as).name()) ? -1 : as;
		}
		dropZone = h == null || h.dropZone() == null ? null : new boolean[2][squares];
		if (dropZone != null) {
			for (int side = 0; side < 2; side++) {
				for (int s = 0; s < squares; s++) {
					dropZone[side][s] = h.dropZone().contains(side, s);
				}
			}
		}
		castles = new int[codes];
		castlePartner = new int[codes];
		for (org.rulebench.engine.grid.rules.Castling k : rules.castlings()) {
			for (int side = 0; side < 2; side++) {
				int king = code(rules.kindIndex(k.king()), side);
				if (castles[king] != 0) {
					throw new IllegalArgumentException("the " + k.king() + " castles by two rules");
				}
				castles[king] = k.distance();
				castlePartner[king] = code(rules.kindIndex(k.partner()), side);
			}
		}
		castling = !rules.castlings().isEmpty();
		castlePiece = new boolean[codes];
		for (int pc = 1; pc < codes; pc++) {
			if (castles[pc] > 0) {
				castlePiece[pc] = castlePiece[castlePartner[pc]] = true;
			}
		}
		takesInPassing = new boolean[rules.inPassing().isEmpty() ? 0 : codes * codes];
		passer = new boolean[codes];
		for (org.rulebench.engine.grid.rules.InPassing e : rules.inPassing()) {
			for (int side = 0; side < 2; side++) {
				for (String k : e.passers()) {
					int victim = code(rules.kindIndex(k), side ^ 1);
					passer[victim] = true;
					for (String taker : e.takers()) {
						takesInPassing[code(rules.kindIndex(taker), side) * codes + victim] = true;
					}
				}
			}
		}
		inPassing = !rules.inPassing().isEmpty();
		otherMoves = hands || turnsUp || jumps(danceCode, danceStart);
		startPoint = new boolean[codes * squares];
		for (int k = 0; k < kinds; k++) {
			for (int side = 0; side < 2; side++) {
				for (int s = 0; s < squares; s++) {
					// a start that stands for an opening played names the pieces that made their first move (no first moves there)
					Zone firstIn = rules.kinds().get(k).firstMovesIn();
					startPoint[code(k, side) * squares + s] = startSquares[k][side][s] && (firstIn == null || firstIn.contains(side, s));
				}
			}
		}
	}

	/** The kind a captured piece of {@code kind} goes to the hand as, given its history; -1 if it leaves the game. */
	int handKind(int kind, int history) {
		if (!hands) {
			return -1;
		}
		int from = history & GridPosition.ORIGIN;
		if (demotes && from != 0) {
			int k = from - 1;
			return rules.hands().kinds().isEmpty() || rules.hands().kinds().contains(rules.kinds().get(k).name()) ? k : -1;
		}
		return handKind[kind];
	}

	/**
	 * The move tables of a rule set: what depends only on the board, the kinds' moves (with their zone moves and the
	 * zones those confine to), which kinds a relation concerns (their records are flagged) and the start position (for
	 * first-move privileges). Rule sets that differ in nothing else share them, so the combinations of a reading whose
	 * alternatives change promotions, exchanges or the ends (Maka Dai Dai's 1,024: 64 sets of moves) are compiled, and
	 * held in memory, once per set of moves.
	 */
	private static final class Tables {
		private static final long ZOBRIST_SEED = 0x5EED_6A3EL;
		private static final Map<Movement, SoftReference<Tables>> SHARED = Collections.synchronizedMap(new java.util.HashMap<>());

		final int[] code;
		final int[] start;
		final int[] firstEnd;
		final boolean firstMoves;
		/** Some kind has first moves, wherever they are allowed: then pieces' histories say which have moved. */
		final boolean firstMovesAnywhere;
		final long[] zobristFirst;
		final boolean[] overlapping;
		final int[] moveBound;
		final int reachWords;
		final long[] reach;
		final int[] neighbour;
		final int[] danceCode;
		final int[] danceStart;
		final boolean dancing;
		final long[] zobrist;
		final long zobristSide;

		/** What the tables are made of: a kind's moves without its promotion, royalty or name. */
		private record Movement(GridBoard board, List<Moves> kinds, String startFen) {
		}

		/** {@code related}: the kind may not jump over or capture some others, so its records are flagged. */
		private record Moves(char letter, String betza, List<PieceKind.ZoneMoves> zoneMoves, Zone confinedTo, Zone firstMovesIn,
				List<Dance> dances, boolean related) {
		}

		/** {@code related} per piece code, as {@link CompiledRules#related}. */
		static Tables of(GridRules rules, boolean[] related) {
			List<PieceKind> kinds = rules.kinds();
			List<Moves> moves = new ArrayList<>();
			for (int k = 0; k < kinds.size(); k++) {
				PieceKind kind = kinds.get(k);
				moves.add(new Moves(kind.letter(), kind.betza(), kind.zoneMoves(), kind.confinedTo(), kind.firstMovesIn(), kind.dances(),
						related[code(k, 0)]));
			}
			Movement key = new Movement(rules.board(), List.copyOf(moves), rules.startFen());
			SoftReference<Tables> kept = SHARED.get(key);
			Tables t = kept == null ? null : kept.get();
			if (t == null) {
				t = new Tables(rules, related);
				SHARED.values().removeIf(r -> r.get() == null);
				SHARED.put(key, new SoftReference<>(t));
			}
			return t;
		}

		/**
		 * At most how many moves a program makes: one per destination of its records; a straight dance one per point of
		 * its way and choice of the enemy pieces passed; the lion's first steps and its second steps with or without the
		 * first point's piece; one per neighbour for 居喰い; one per point for a hook or a free move.
		 */
		private int bound(int prog, int squares) {
			int n = 0;
			for (int j = start[prog], end = start[prog + 1]; j < end;) {
				int h = code[j];
				int len = h >>> 8;
				if ((h & 3) == LEAP) {
					n++;
					j += 2 + len;
				} else {
					for (int k = j + 1; k <= j + len; k++) {
						n += (code[k] & NOT_DEST) == 0 ? 1 : 0;
					}
					j += 1 + len;
				}
			}
			for (int j = danceStart[prog], end = danceStart[prog + 1]; j < end;) {
				int h = danceCode[j];
				int len = h >>> 8;
				switch (h & 7) {
				case ODORI -> {
					n += (h & FLAG) != 0 ? (1 << len) - 1 : 1 << (len - 1);
					j += 1 + len;
				}
				case LION -> {
					n += 8 + 2 * 64;
					j += 1;
				}
				case IGUI -> {
					n += len;
					j += 1 + len;
				}
				case HOOK -> {
					n += squares;
					j += 1 + len;
				}
				case JUMP -> {
					// captures with one end and different pieces taken are moves of their own
					n += 2 * squares;
					j += 1 + len;
				}
				default -> {
					n += squares;
					j += 1;
				}
				}
			}
			return n;
		}

		/**
		 * The random numbers of the keys past the first {@code drawn} (the pieces' on points and the side's, which the
		 * tables hold): the hands' keys are the ones that followed them when one constructor drew all, so keys, and
		 * with them search, stay as they were.
		 */
		static java.util.Random zobristRandom(int drawn) {
			java.util.Random random = new java.util.Random(ZOBRIST_SEED);
			for (int i = 0; i < drawn; i++) {
				random.nextLong();
			}
			return random;
		}

		private Tables(GridRules rules, boolean[] related) {
			GridBoard board = rules.board();
			int squares = board.squares();
			List<PieceKind> kinds = rules.kinds();
			int codes = 2 * kinds.size() + 1;
			boolean[][][] startSquares = startSquares(rules);
			Ints out = new Ints();
			start = new int[codes * squares + 1];
			firstEnd = new int[codes * squares];
			overlapping = new boolean[codes * squares];
			reachWords = (squares + 63) / 64;
			reach = new long[codes * squares * reachWords];
			// parsed once per kind: large boards have many points and kinds
			List<List<Atom>> parsed = new ArrayList<>();
			List<List<List<Atom>>> parsedZone = new ArrayList<>();
			boolean initial = false;
			for (PieceKind kind : kinds) {
				parsed.add(Betza.parse(kind.betza()));
				parsedZone.add(kind.zoneMoves().stream().map(z -> Betza.parse(z.betza())).toList());
				initial |= parsed.get(parsed.size() - 1).stream().anyMatch(Atom::initial)
						|| parsedZone.get(parsedZone.size() - 1).stream().flatMap(List::stream).anyMatch(Atom::initial);
			}
			firstMovesAnywhere = initial;
			boolean anyFirst = false;
			for (int pc = 1; pc < codes; pc++) {
				int k = (pc - 1) >> 1;
				int side = (pc - 1) & 1;
				PieceKind kind = kinds.get(k);
				int flags = related[pc] ? RELATED : 0;
				for (int s = 0; s < squares; s++) {
					start[pc * squares + s] = out.size();
					boolean first = kind.firstMovesIn() == null ? startSquares[k][side][s] : kind.firstMovesIn().contains(side, s);
					// first moves apart, compiled last, each group with its confinement: generation may stop before them
					List<Atom> atoms = new ArrayList<>();
					List<Atom> firstAtoms = new ArrayList<>();
					for (Atom a : parsed.get(k)) {
						(a.initial() ? firstAtoms : atoms).add(a);
					}
					// a zone move confined within a zone of its own is compiled apart, with that confinement
					List<List<Atom>> within = new ArrayList<>();
					List<List<Atom>> firstWithin = new ArrayList<>();
					List<Zone> withinZones = new ArrayList<>();
					for (int zi = 0; zi < kind.zoneMoves().size(); zi++) {
						PieceKind.ZoneMoves z = kind.zoneMoves().get(zi);
						if (z.zone().contains(side, s)) {
							List<Atom> to = atoms;
							List<Atom> firstTo = firstAtoms;
							if (z.within() != null) {
								to = new ArrayList<>();
								firstTo = new ArrayList<>();
								within.add(to);
								firstWithin.add(firstTo);
								withinZones.add(kind.confinedTo() == null ? z.within() : z.within().and(z.within().name(), kind.confinedTo()));
							}
							for (Atom a : parsedZone.get(k).get(zi)) {
								(a.initial() ? firstTo : to).add(a);
							}
						}
					}
					int before = out.size();
					compile(board, kind.confinedTo(), side, s, atoms, flags, out);
					for (int w = 0; w < within.size(); w++) {
						compile(board, withinZones.get(w), side, s, within.get(w), flags, out);
					}
					firstEnd[pc * squares + s] = out.size();
					if (first) {
						compile(board, kind.confinedTo(), side, s, firstAtoms, flags, out);
						for (int w = 0; w < within.size(); w++) {
							compile(board, withinZones.get(w), side, s, firstWithin.get(w), flags, out);
						}
						anyFirst |= out.size() != firstEnd[pc * squares + s];
					}
					int base = (pc * squares + s) * reachWords;
					overlapping[pc * squares + s] = fillReach(out, before, out.size(), reach, base);
				}
			}
			start[codes * squares] = out.size();
			code = out.toArray();
			firstMoves = anyFirst;
			// drawn apart from the others' keys, so that games without first moves keep their keys (and searches)
			java.util.Random firstKeys = new java.util.Random(ZOBRIST_SEED ^ 0xF1257L);
			zobristFirst = new long[anyFirst ? squares : 0];
			for (int s = 0; s < zobristFirst.length; s++) {
				zobristFirst[s] = firstKeys.nextLong();
			}
			neighbour = new int[squares * 8];
			for (int s = 0; s < squares; s++) {
				for (int d = 0; d < 8; d++) {
					int f = board.file(s) + DF[d];
					int r = board.rank(s) + DR[d];
					neighbour[s * 8 + d] = board.contains(f, r) ? board.square(f, r) : -1;
				}
			}
			danceStart = new int[codes * squares + 1];
			Ints dances = new Ints();
			boolean anyDance = false;
			for (int pc = 1; pc < codes; pc++) {
				PieceKind kind = kinds.get(kindOf(pc));
				anyDance |= !kind.dances().isEmpty();
				List<List<int[]>> units = kind.dances().stream().map(d -> d.type() == Dance.Type.LION || d.free() ? List.<int[]>of() : d.units()).toList();
				for (int s = 0; s < squares; s++) {
					danceStart[pc * squares + s] = dances.size();
					for (int i = 0; i < units.size(); i++) {
						compileDance(board, sideOf(pc), s, kind.dances().get(i), units.get(i), dances);
					}
				}
			}
			danceStart[codes * squares] = dances.size();
			danceCode = dances.toArray();
			dancing = anyDance;
			moveBound = new int[codes * squares];
			for (int prog = squares; prog < codes * squares; prog++) {
				moveBound[prog] = bound(prog, squares);
			}
			java.util.Random random = new java.util.Random(ZOBRIST_SEED);
			zobrist = new long[codes * squares];
			for (int i = squares; i < zobrist.length; i++) {
				zobrist[i] = random.nextLong();
			}
			zobristSide = random.nextLong();
		}
	}

	/** The compiled form of these rules, made once per rule set. */
	public static CompiledRules of(GridRules rules) {
		SoftReference<CompiledRules> kept = CACHE.get(rules);
		CompiledRules compiled = kept == null ? null : kept.get();
		if (compiled == null) {
			compiled = new CompiledRules(rules, false); // two threads may both compile: either result serves
			CACHE.put(rules, new SoftReference<>(compiled));
		}
		return compiled;
	}

	/**
	 * The rules compiled afresh, sharing no move table with an earlier compilation and kept nowhere: what {@link #of}
	 * costs the first time a set of moves is compiled (for benchmarks).
	 */
	public static CompiledRules afresh(GridRules rules) {
		return new CompiledRules(rules, true);
	}

	public GridRules rules() {
		return rules;
	}

	/** The code of a side's piece of a kind. */
	public static int code(int kind, int side) {
		return (kind << 1 | side) + 1;
	}

	/** The kind of a piece code. */
	public static int kindOf(int pc) {
		return (pc - 1) >> 1;
	}

	/** The side of a piece code. */
	public static int sideOf(int pc) {
		return (pc - 1) & 1;
	}

	/** The kind of a FEN letter (either case; of the kinds not written with a '+'), or -1. */
	public int kindOfLetter(char c) {
		char l = Character.toLowerCase(c);
		if (l < 128) {
			return letterKind[l];
		}
		// large shogi's kinds go beyond the Latin letters (Greek, Cyrillic)
		for (int k = 0; k < kinds; k++) {
			if (rules.kinds().get(k).letter() == l && !rules.kinds().get(k).plus()) {
				return k;
			}
		}
		return -1;
	}

	private static boolean[][][] startSquares(GridRules rules) {
		boolean[][][] at = new boolean[rules.kinds().size()][2][rules.board().squares()];
		Fen.Placement p = Fen.placement(rules, rules.startFen());
		for (int s = 0; s < p.pieces().length; s++) {
			int pc = p.pieces()[s];
			if (pc != 0) {
				at[kindOf(pc)][sideOf(pc)][s] = true;
			}
		}
		return at;
	}

	private static void compile(GridBoard board, Zone confined, int side, int s, List<Atom> atoms, int flags, Ints out) {
		int f0 = board.file(s);
		int r0 = board.rank(s);
		int sign = side == 0 ? 1 : -1;
		for (Atom a : atoms) {
			int dr = sign * a.forward();
			int df = sign * a.right();
			int modes = a.modes();
			switch (a.motion()) {
			case LEAP -> {
				int f = f0 + df;
				int r = r0 + dr;
				if (!board.contains(f, r)) {
					continue;
				}
				int to = board.square(f, r);
				if (confined != null && !confined.contains(side, to)) {
					continue;
				}
				List<Integer> path = a.lame() ? lamePath(board, f0, r0, df, dr) : List.of();
				out.add(LEAP | flags | modes << 2 | path.size() << 8);
				out.add(to);
				out.addAll(path);
			}
			case SLIDE, HOP -> {
				int[] ray = new int[board.files() + board.ranks()];
				int length = 0;
				boolean anyDest = false;
				int limit = a.motion() == Atom.Motion.SLIDE && a.range() > 0 ? a.range() : Integer.MAX_VALUE;
				for (int n = 1, f = f0 + df, r = r0 + dr; n <= limit && board.contains(f, r); n++, f += df, r += dr) {
					int to = board.square(f, r);
					boolean stop = confined == null || confined.contains(side, to);
					ray[length++] = stop ? to : to | NOT_DEST;
					anyDest |= stop;
				}
				// a ray on which the piece may stop nowhere is of no use
				if (!anyDest) {
					continue;
				}
				int kind = a.motion() == Atom.Motion.SLIDE ? SLIDE : HOP | (a.range() == 1 ? GRASSHOPPER : 0);
				out.add(kind | flags | modes << 2 | length << 8);
				for (int i = 0; i < length; i++) {
					out.add(ray[i]);
				}
			}
			}
		}
	}

	/** The direction index of a unit step (file, rank), or -1. */
	static int direction(int df, int dr) {
		for (int d = 0; d < 8; d++) {
			if (DF[d] == df && DR[d] == dr) {
				return d;
			}
		}
		return -1;
	}

	private static void compileDance(GridBoard board, int side, int s, Dance dance, List<int[]> units, Ints out) {
		int sign = side == 0 ? 1 : -1;
		switch (dance.type()) {
		case ODORI -> {
			for (int[] u : units) {
				int df = sign * u[1];
				int dr = sign * u[0];
				List<Integer> way = new ArrayList<>();
				for (int n = 1, f = board.file(s) + df, r = board.rank(s) + dr; n <= dance.steps() && board.contains(f, r); n++, f += df, r += dr) {
					way.add(board.square(f, r));
				}
				// a dance that must land its full length has nowhere to land when the board ends first
				if (way.isEmpty() || !dance.filled() && way.size() < dance.steps()) {
					continue;
				}
				out.add(ODORI | (dance.filled() ? FLAG : 0) | way.size() << 8);
				out.addAll(way);
			}
		}
		case LION -> out.add(LION);
		case IGUI -> {
			List<Integer> points = new ArrayList<>();
			for (int[] u : units) {
				int f = board.file(s) + sign * u[1];
				int r = board.rank(s) + sign * u[0];
				if (board.contains(f, r)) {
					points.add(direction(sign * u[1], sign * u[0]) << 16 | board.square(f, r));
				}
			}
			if (!points.isEmpty()) {
				out.add(IGUI | points.size() << 8);
				out.addAll(points);
			}
		}
		case HOOK -> {
			out.add(HOOK | (dance.mustTurn() ? FLAG : 0) | units.size() << 8);
			for (int[] u : units) {
				out.add(direction(sign * u[1], sign * u[0]));
			}
		}
		case ANYWHERE -> out.add(ANYWHERE);
		case ANYWHERE_UNLESS_REACHED -> out.add(ANYWHERE | FLAG);
		case JUMP -> {
			out.add(JUMP | (dance.steps() == 0 ? FLAG : 0) | (dance.filled() ? CHAIN : 0) | (dance.mustTurn() ? PROMOTION_ENDS : 0)
					| units.size() << 8);
			for (int[] u : units) {
				out.add(direction(sign * u[1], sign * u[0]));
			}
		}
		}
	}

	/** The points a lame leap passes, as Fairy-Stockfish walks them: along the longer axis, diagonally when even. */
	private static List<Integer> lamePath(GridBoard board, int f, int r, int df, int dr) {
		List<Integer> path = new ArrayList<>();
		int tf = f + df;
		int tr = r + dr;
		int sf = Integer.signum(df);
		int sr = Integer.signum(dr);
		while (f != tf || r != tr) {
			int diff = Math.abs(tf - f) - Math.abs(tr - r);
			if (diff > 0) {
				f += sf;
			} else if (diff < 0) {
				r += sr;
			} else {
				f += sf;
				r += sr;
			}
			if (f != tf || r != tr) {
				path.add(board.square(f, r));
			}
		}
		return path;
	}

	/**
	 * Marks the points the records may capture on; true if two records can make the same move. A slide and a hop
	 * never can (one stops before the first piece or on it, the other beyond it), so only records of one motion family
	 * and a shared kind of move are compared.
	 */
	private static boolean fillReach(Ints out, int from, int to, long[] reach, int base) {
		boolean overlap = false;
		java.util.BitSet[] seen = SEEN.get();
		for (java.util.BitSet b : seen) {
			b.clear();
		}
		for (int i = from; i < to;) {
			int h = out.get(i);
			int type = h & 3;
			int modes = h >> 2 & 3;
			int n = h >> 8;
			int family = type == HOP ? 2 : 0;
			int first = type == LEAP ? i + 1 : i + 1;
			int last = type == LEAP ? i + 1 : i + n;
			for (int j = first; j <= last; j++) {
				int x = out.get(j);
				if ((x & NOT_DEST) != 0) {
					continue;
				}
				int t = x & 0xFFFF;
				for (int m = 0; m < 2; m++) {
					if ((modes & 1 << m) != 0) {
						overlap |= seen[family + m].get(t);
						seen[family + m].set(t);
					}
				}
				if ((modes & Atom.CAPTURE) != 0) {
					reach[base + (t >> 6)] |= 1L << t;
				}
			}
			i += type == LEAP ? 2 + n : 1 + n;
		}
		return overlap;
	}

	private static final ThreadLocal<java.util.BitSet[]> SEEN = ThreadLocal
			.withInitial(() -> new java.util.BitSet[] { new java.util.BitSet(), new java.util.BitSet(), new java.util.BitSet(), new java.util.BitSet() });

	/** A growing list of ints: the tables of a 19 × 19 game have millions of entries. */
	private static final class Ints {
		private int[] a = new int[1024];
		private int size;

		void add(int x) {
			if (size == a.length) {
				a = java.util.Arrays.copyOf(a, size * 2);
			}
			a[size++] = x;
		}

		void addAll(List<Integer> xs) {
			for (int x : xs) {
				add(x);
			}
		}

		int get(int i) {
			return a[i];
		}

		int size() {
			return size;
		}

		int[] toArray() {
			return java.util.Arrays.copyOf(a, size);
		}
	}
}
