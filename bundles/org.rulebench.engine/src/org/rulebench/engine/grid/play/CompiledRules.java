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
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Promotion;
import org.rulebench.engine.grid.rules.GridRules;

/**
 * Rules compiled into move tables: for every kind, side and point, a short program of leaps and rays with the zone
 * rules (confinement, moves gained in a zone, first-move points) already applied, so move generation never looks at
 * a zone. Immutable and shared by all threads; {@link #of} keeps one per rule set.
 *
 * <p>A piece code is {@code (kind << 1 | side) + 1}, 0 being an empty point. Program records:
 * <ul>
 * <li>leap: header {@code LEAP | modes << 2 | pathLength << 8}, the destination, then the points that must be empty;
 * <li>slide: header {@code SLIDE | modes << 2 | length << 8}, the points in order (bit {@link #NOT_DEST} on points it
 * passes but may not stop on);
 * <li>hop: header {@code HOP | modes << 2 | length << 8 | (grasshopper ? 1 << 7 : 0)}, the points in order.
 * </ul>
 *
 * <p>Dances ({@link Dance}) have programs of their own, so that games without them never look at one:
 * <ul>
 * <li>straight dance: header {@code ODORI | filled << 3 | length << 8}, the points of its way in order;
 * <li>lion: header {@code LION} (its points are the neighbour table's);
 * <li>居喰い: header {@code IGUI | count << 8}, then {@code direction << 16 | point} per neighbour;
 * <li>hook: header {@code HOOK | mustTurn << 3 | count << 8}, then the directions of its first run;
 * <li>free move: header {@code ANYWHERE}, with {@link #FLAG} when any enemy piece that reaches a point forbids a capture
 * there (else only one that could legally recapture).
 * </ul>
 * Directions are absolute, 0 to 7 clockwise from the last rank's way ({@link #DF}, {@link #DR}).
 */
public final class CompiledRules {
	static final int LEAP = 0;
	static final int SLIDE = 1;
	static final int HOP = 2;
	static final int NOT_DEST = 1 << 16;
	static final int GRASSHOPPER = 1 << 7;
	static final int ODORI = 0;
	static final int LION = 1;
	static final int IGUI = 2;
	static final int HOOK = 3;
	static final int ANYWHERE = 4;
	static final int FLAG = 1 << 3;
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
	final boolean[] promotionTouches;
	final int[] promotionLimit;
	/** Piece codes of face-down kinds, turned face up as their true kind when they first move. */
	final boolean[] faceDown;
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
	private final int[] letterKind = new int[128];

	private CompiledRules(GridRules rules, boolean afresh) {
		this.rules = rules;
		GridBoard board = rules.board();
		squares = board.squares();
		kinds = rules.kinds().size();
		int codes = 2 * kinds + 1;
		java.util.Arrays.fill(letterKind, -1);
		for (int k = 0; k < kinds; k++) {
			char l = rules.kinds().get(k).letter();
			if (l < 128) {
				letterKind[l] = k;
			}
		}
		royal = new boolean[codes];
		faceDown = new boolean[codes];
		promotesInto = new int[kinds][];
		promotionForced = new boolean[kinds];
		promotionZone = new boolean[codes][];
		promotionTouches = new boolean[kinds];
		promotionLimit = new int[kinds];
		promotionOnCapture = new boolean[kinds];
		life = new boolean[codes];
		for (int k = 0; k < kinds; k++) {
			PieceKind kind = rules.kinds().get(k);
			Promotion p = kind.promotion();
			promotesInto[k] = p == null ? new int[0] : p.into().stream().mapToInt(rules::kindIndex).toArray();
			promotionForced[k] = p != null && p.mandatory();
			promotionTouches[k] = p != null && p.trigger() == Promotion.Trigger.TOUCHES;
			promotionLimit[k] = p == null ? 0 : p.limit();
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
		Tables t = afresh ? new Tables(rules) : Tables.of(rules);
		code = t.code;
		start = t.start;
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
	}

	/**
	 * The move tables of a rule set: what depends only on the board, the kinds' moves and the start position (for
	 * first-move privileges). Rule sets that differ in nothing else share them, so the combinations of a reading whose
	 * alternatives change promotions, exchanges or the ends (Maka Dai Dai's 1,024: 64 sets of moves) are compiled, and
	 * held in memory, once per set of moves.
	 */
	private static final class Tables {
		private static final Map<Movement, SoftReference<Tables>> SHARED = Collections.synchronizedMap(new java.util.HashMap<>());

		final int[] code;
		final int[] start;
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

		private record Moves(char letter, String betza, List<PieceKind.ZoneMoves> zoneMoves, Zone confinedTo, Zone firstMovesIn,
				List<Dance> dances) {
		}

		static Tables of(GridRules rules) {
			Movement key = new Movement(rules.board(), rules.kinds().stream()
					.map(k -> new Moves(k.letter(), k.betza(), k.zoneMoves(), k.confinedTo(), k.firstMovesIn(), k.dances())).toList(),
					rules.startFen());
			SoftReference<Tables> kept = SHARED.get(key);
			Tables t = kept == null ? null : kept.get();
			if (t == null) {
				t = new Tables(rules);
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
				default -> {
					n += squares;
					j += 1;
				}
				}
			}
			return n;
		}

		private Tables(GridRules rules) {
			GridBoard board = rules.board();
			int squares = board.squares();
			List<PieceKind> kinds = rules.kinds();
			int codes = 2 * kinds.size() + 1;
			boolean[][][] startSquares = startSquares(rules);
			Ints out = new Ints();
			start = new int[codes * squares + 1];
			overlapping = new boolean[codes * squares];
			reachWords = (squares + 63) / 64;
			reach = new long[codes * squares * reachWords];
			// parsed once per kind: large boards have many points and kinds
			List<List<Atom>> parsed = new ArrayList<>();
			List<List<List<Atom>>> parsedZone = new ArrayList<>();
			for (PieceKind kind : kinds) {
				parsed.add(Betza.parse(kind.betza()));
				parsedZone.add(kind.zoneMoves().stream().map(z -> Betza.parse(z.betza())).toList());
			}
			for (int pc = 1; pc < codes; pc++) {
				int k = (pc - 1) >> 1;
				int side = (pc - 1) & 1;
				PieceKind kind = kinds.get(k);
				for (int s = 0; s < squares; s++) {
					start[pc * squares + s] = out.size();
					boolean first = kind.firstMovesIn() == null ? startSquares[k][side][s] : kind.firstMovesIn().contains(side, s);
					List<Atom> atoms = new ArrayList<>();
					for (Atom a : parsed.get(k)) {
						if (!a.initial() || first) {
							atoms.add(a);
						}
					}
					for (int zi = 0; zi < kind.zoneMoves().size(); zi++) {
						PieceKind.ZoneMoves z = kind.zoneMoves().get(zi);
						if (z.zone().contains(side, s)) {
							for (Atom a : parsedZone.get(k).get(zi)) {
								if (!a.initial() || first) {
									atoms.add(a);
								}
							}
						}
					}
					int before = out.size();
					compile(board, kind.confinedTo(), side, s, atoms, out);
					int base = (pc * squares + s) * reachWords;
					overlapping[pc * squares + s] = fillReach(out, before, out.size(), reach, base);
				}
			}
			start[codes * squares] = out.size();
			code = out.toArray();
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
			java.util.Random random = new java.util.Random(0x5EED_6A3EL);
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

	/** The kind of a FEN letter (either case), or -1. */
	public int kindOfLetter(char c) {
		char l = Character.toLowerCase(c);
		if (l < 128) {
			return letterKind[l];
		}
		// large shogi's kinds go beyond the Latin letters (Greek, Cyrillic)
		for (int k = 0; k < kinds; k++) {
			if (rules.kinds().get(k).letter() == l) {
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

	private static void compile(GridBoard board, Zone confined, int side, int s, List<Atom> atoms, Ints out) {
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
				out.add(LEAP | modes << 2 | path.size() << 8);
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
				out.add(kind | modes << 2 | length << 8);
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
