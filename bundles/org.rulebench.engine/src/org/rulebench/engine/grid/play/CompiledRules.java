package org.rulebench.engine.grid.play;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

import org.rulebench.engine.grid.betza.Atom;
import org.rulebench.engine.grid.betza.Betza;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
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
 */
public final class CompiledRules {
	static final int LEAP = 0;
	static final int SLIDE = 1;
	static final int HOP = 2;
	static final int NOT_DEST = 1 << 16;
	static final int GRASSHOPPER = 1 << 7;

	private static final Map<GridRules, CompiledRules> CACHE = Collections.synchronizedMap(new WeakHashMap<>());

	private final GridRules rules;
	final int squares;
	final int kinds;
	/** Program of piece code pc on square s: code[start[pc * squares + s] .. start[pc * squares + s + 1]). */
	final int[] code;
	final int[] start;
	/** Whether a program's records may reach the same point twice, so generation must drop repeats. */
	final boolean[] overlapping;
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
	final long[] zobrist;
	final long zobristSide;
	private final int[] letterKind = new int[128];

	private CompiledRules(GridRules rules) {
		this.rules = rules;
		GridBoard board = rules.board();
		squares = board.squares();
		kinds = rules.kinds().size();
		int codes = 2 * kinds + 1;
		java.util.Arrays.fill(letterKind, -1);
		for (int k = 0; k < kinds; k++) {
			letterKind[rules.kinds().get(k).letter()] = k;
		}
		boolean[][][] startSquares = startSquares(rules);
		List<Integer> out = new ArrayList<>();
		start = new int[codes * squares + 1];
		overlapping = new boolean[codes * squares];
		reachWords = (squares + 63) / 64;
		reach = new long[codes * squares * reachWords];
		royal = new boolean[codes];
		faceDown = new boolean[codes];
		promotesInto = new int[kinds][];
		promotionForced = new boolean[kinds];
		promotionZone = new boolean[codes][];
		promotionTouches = new boolean[kinds];
		promotionLimit = new int[kinds];
		for (int k = 0; k < kinds; k++) {
			PieceKind kind = rules.kinds().get(k);
			Promotion p = kind.promotion();
			promotesInto[k] = p == null ? new int[0] : p.into().stream().mapToInt(rules::kindIndex).toArray();
			promotionForced[k] = p != null && p.mandatory();
			promotionTouches[k] = p != null && p.trigger() == Promotion.Trigger.TOUCHES;
			promotionLimit[k] = p == null ? 0 : p.limit();
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
		for (int pc = 1; pc < codes; pc++) {
			int k = (pc - 1) >> 1;
			int side = (pc - 1) & 1;
			PieceKind kind = rules.kinds().get(k);
			for (int s = 0; s < squares; s++) {
				start[pc * squares + s] = out.size();
				boolean first = kind.firstMovesIn() == null ? startSquares[k][side][s] : kind.firstMovesIn().contains(side, s);
				List<Atom> atoms = new ArrayList<>();
				for (Atom a : Betza.parse(kind.betza())) {
					if (!a.initial() || first) {
						atoms.add(a);
					}
				}
				for (PieceKind.ZoneMoves z : kind.zoneMoves()) {
					if (z.zone().contains(side, s)) {
						for (Atom a : Betza.parse(z.betza())) {
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
		code = out.stream().mapToInt(Integer::intValue).toArray();
		java.util.Random random = new java.util.Random(0x5EED_6A3EL);
		zobrist = new long[codes * squares];
		for (int i = squares; i < zobrist.length; i++) {
			zobrist[i] = random.nextLong();
		}
		zobristSide = random.nextLong();
	}

	/** The compiled form of these rules, made once per rule set. */
	public static CompiledRules of(GridRules rules) {
		return CACHE.computeIfAbsent(rules, CompiledRules::new);
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
		return l < 128 ? letterKind[l] : -1;
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

	private static void compile(GridBoard board, Zone confined, int side, int s, List<Atom> atoms, List<Integer> out) {
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
				List<Integer> ray = new ArrayList<>();
				int limit = a.motion() == Atom.Motion.SLIDE && a.range() > 0 ? a.range() : Integer.MAX_VALUE;
				for (int n = 1, f = f0 + df, r = r0 + dr; n <= limit && board.contains(f, r); n++, f += df, r += dr) {
					int to = board.square(f, r);
					ray.add(confined != null && !confined.contains(side, to) ? to | NOT_DEST : to);
				}
				// a ray on which the piece may stop nowhere is of no use
				if (ray.isEmpty() || ray.stream().allMatch(x -> (x & NOT_DEST) != 0)) {
					continue;
				}
				int kind = a.motion() == Atom.Motion.SLIDE ? SLIDE : HOP | (a.range() == 1 ? GRASSHOPPER : 0);
				out.add(kind | modes << 2 | ray.size() << 8);
				out.addAll(ray);
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
	private static boolean fillReach(List<Integer> out, int from, int to, long[] reach, int base) {
		boolean overlap = false;
		java.util.BitSet[] seen = { new java.util.BitSet(), new java.util.BitSet(), new java.util.BitSet(), new java.util.BitSet() };
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
}
