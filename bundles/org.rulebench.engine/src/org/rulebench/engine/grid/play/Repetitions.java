package org.rulebench.engine.grid.play;

import java.util.Arrays;

import org.rulebench.engine.grid.rules.Pressure;
import org.rulebench.engine.grid.rules.Repetition;

/**
 * A game's positions since it began, one history per game: how often the position now has been met, since when,
 * whether each move gave check (for perpetual check), and, for a repetition rule whose pressing side must deviate
 * ({@link Repetition#deviates()}, seed 002 article 141), which moves the rule refuses now and whether the position
 * met ends the game. Told of every move made on its position ({@link #made}) and taken back ({@link #unmade}).
 * Positions are looked for back to the last capture, or to the game's start where captured pieces go to a hand
 * (they come back).
 * <p>
 * Cheap while nothing repeats: a move costs one look back over the positions since the last capture; whether a move
 * presses is worked out only once some position has been met often enough to be met the last time, by taking the
 * game back to where the cycle began and replaying it (so the position's own record of moves must hold the game's).
 */
public final class Repetitions {
	private static final byte UNKNOWN = 0;
	private static final byte QUIET = 1;
	private static final byte PRESSING = 2;

	private final GridPosition position;
	private final int times;
	private final Pressure pressure;
	/** The rule makes the pressing side deviate: moves are refused. */
	private final boolean deviates;
	/** Whether each move's check is kept ({@link #checked}). */
	private final boolean keepsChecks;
	private boolean[] checks = new boolean[256];
	/** Piece codes an attack on which is check. */
	private final boolean[] checked;
	private final int firstMover;
	private final int startDepth;
	private int plies;
	private long[] keys = new long[256];
	private int[] moves = new int[256];
	/** The first ply of the positions since the last capture, as seen at each ply. */
	private int[] window = new int[256];
	/** The latest ply of the same parity, up to each, whose position had then been met {@code times - 1} times. */
	private int[] ripe = new int[256];
	private byte[] press = new byte[256];

	private Repetitions(GridPosition position, Repetition rule, boolean keepsChecks) {
		this.position = position;
		this.times = rule.times();
		this.pressure = rule.pressure();
		this.deviates = rule.deviates();
		this.keepsChecks = keepsChecks;
		this.checked = pressure == null ? null : checked(position.compiled(), pressure);
		this.firstMover = position.sideToMove();
		this.startDepth = position.depth();
		keys[0] = position.key();
		ripe[0] = times <= 2 ? 0 : -1;
	}

	/** The history of a game from {@code position} on, or null when its rules need none to list the legal moves. */
	public static Repetitions of(GridPosition position) {
		Repetition rule = position.compiled().rules().repetition();
		return rule.deviates() ? new Repetitions(position, rule, false) : null;
	}

	/** The history of a game from {@code position} on, whatever its rules, keeping whether each move gave check. */
	public static Repetitions ofGame(GridPosition position) {
		return new Repetitions(position, position.compiled().rules().repetition(), true);
	}

	/** The position has just made {@code move}. */
	public void made(int move) {
		if (++plies == keys.length) {
			int size = 2 * plies;
			keys = Arrays.copyOf(keys, size);
			moves = Arrays.copyOf(moves, size);
			window = Arrays.copyOf(window, size);
			ripe = Arrays.copyOf(ripe, size);
			press = Arrays.copyOf(press, size);
			checks = Arrays.copyOf(checks, size);
		}
		keys[plies] = position.key();
		moves[plies] = move;
		press[plies] = UNKNOWN;
		window[plies] = Math.max(0, plies - position.repeatablePlies());
		if (keepsChecks) {
			checks[plies] = position.inCheck(position.sideToMove());
		}
		if (deviates) {
			boolean isRipe = met(keys[plies], plies - 2) + 1 >= times - 1;
			ripe[plies] = isRipe ? plies : plies >= 2 ? ripe[plies - 2] : -1;
		}
	}

	/** Moves made since the history began. */
	public int plies() {
		return plies;
	}

	/** Whether the move of ply {@code ply} (1 for the first) gave check; kept only by a game's history. */
	public boolean checked(int ply) {
		return checks[ply];
	}

	/** The earliest ply at which the position now was met, back to the last capture (the ply now if never before). */
	public int firstMet() {
		int first = first(keys[plies], plies - 2);
		return first < 0 ? plies : first;
	}

	/** The position has just taken back its last move. */
	public void unmade() {
		plies--;
	}

	/** How many times the position now has been met, this time included. */
	public int metTimes() {
		return met(keys[plies], plies - 2) + 1;
	}

	/**
	 * The side that must deviate from the cycle that ends in the position now (it pressed at every move since the
	 * position was first met), -1 if none: an ordinary repetition.
	 */
	public int mustDeviate() {
		return deviates ? deviator(first(keys[plies], plies - 2), plies, false) : -1;
	}

	/**
	 * Drops from {@code list[at..end)} the moves the rule refuses: those that would meet a position the last time
	 * for the side that must deviate. Returns the new end.
	 */
	public int refuse(int[] list, int at, int end) {
		if (!deviates || plies == 0 || ripe[plies - 1] < window[plies]) {
			return end;
		}
		int w = at;
		for (int i = at; i < end; i++) {
			if (!refused(list[i])) {
				list[w++] = list[i];
			}
		}
		return w;
	}

	private boolean refused(int m) {
		int to = Move.to(m);
		boolean capture = Move.extra(m) != 0 || !Move.isDrop(m) && to != Move.from(m) && position.pieceAt(to) != 0;
		if (capture && position.repeatablePlies() != Integer.MAX_VALUE) {
			return false; // a capture meets no position met before, unless captured pieces come back from a hand
		}
		int mover = position.sideToMove();
		position.make(m);
		long key = position.key();
		boolean last = met(key, plies - 1) + 1 >= times;
		boolean presses = last && presses(position, m, pressure, checked);
		position.unmake(m);
		return last && deviator(first(key, plies - 1), plies + 1, presses) == mover;
	}

	/** How often a position of this key was met from ply {@code from} back to the last capture, every other ply. */
	private int met(long key, int from) {
		int seen = 0;
		for (int p = from, stop = window[plies]; p >= stop; p -= 2) {
			if (keys[p] == key) {
				seen++;
			}
		}
		return seen;
	}

	private int first(long key, int from) {
		int first = -1;
		for (int p = from, stop = window[plies]; p >= stop; p -= 2) {
			if (keys[p] == key) {
				first = p;
			}
		}
		return first;
	}

	/**
	 * Who must deviate from the cycle of plies {@code (first, end]}, the last of them, beyond the game's, a move that
	 * {@code endPresses}: the side that pressed at each of its moves in it; if both did, the one whose run of
	 * pressing moves began first (since the last capture). -1 if neither.
	 */
	private int deviator(int first, int end, boolean endPresses) {
		if (first < 0) {
			return -1;
		}
		knowPresses(window[plies] + 1);
		boolean[] always = { true, true };
		for (int q = first + 1; q <= end; q++) {
			always[moverOf(q)] &= q > plies ? endPresses : press[q] == PRESSING;
		}
		if (always[0] != always[1]) {
			return always[0] ? 0 : 1;
		}
		if (!always[0]) {
			return -1;
		}
		int a = runStart(first + 1);
		int b = runStart(first + 2);
		return moverOf(a < b ? a : b);
	}

	/** The first ply of the run of pressing moves of the side that moved at ply {@code q}, back to the last capture. */
	private int runStart(int q) {
		int start = q;
		for (int p = q - 2; p >= Math.max(1, window[plies]) && press[p] == PRESSING; p -= 2) {
			start = p;
		}
		return start;
	}

	private int moverOf(int ply) {
		return firstMover ^ ((ply - 1) & 1);
	}

	/** Works out which moves pressed from ply {@code from} on, taking the game back and replaying it once. */
	private void knowPresses(int from) {
		int unknown = -1;
		for (int q = Math.max(1, from); q <= plies; q++) {
			if (press[q] == UNKNOWN) {
				unknown = q;
				break;
			}
		}
		if (unknown < 0) {
			return;
		}
		if (position.depth() - startDepth != plies) {
			throw new IllegalStateException("the position has not made the game's moves: " + (position.depth() - startDepth)
					+ " taken back moves for " + plies + " plies");
		}
		for (int q = plies; q >= unknown; q--) {
			position.unmake(moves[q]);
		}
		for (int q = unknown; q <= plies; q++) {
			position.make(moves[q]);
			press[q] = presses(position, moves[q], pressure, checked) ? PRESSING : QUIET;
		}
	}

	/**
	 * Whether {@code move}, just made on {@code position}, presses the side now to move as the rules' repetition rule
	 * means it ({@link Pressure}); false when the rules name no pressure.
	 */
	public static boolean presses(GridPosition position, int move) {
		Pressure pressure = position.compiled().rules().repetition().pressure();
		if (pressure == null) {
			return false;
		}
		return presses(position, move, pressure, checked(position.compiled(), pressure));
	}

	/** The piece codes an attack on which is check. */
	private static boolean[] checked(CompiledRules c, Pressure pressure) {
		boolean[] checked = new boolean[2 * c.kinds + 1];
		for (String k : pressure.checked()) {
			int kind = c.rules().kindIndex(k);
			checked[CompiledRules.code(kind, 0)] = checked[CompiledRules.code(kind, 1)] = true;
		}
		return checked;
	}

	private static boolean presses(GridPosition p, int move, Pressure pressure, boolean[] checked) {
		int them = p.sideToMove();
		int mover = 1 - them;
		int to = Move.to(move);
		int squares = p.compiled().squares;
		for (int s = 0; s < squares; s++) {
			if (p.sideAt(s) != them) {
				continue;
			}
			if (checked[p.pieceAt(s)] && p.attacked(s, mover)) {
				return true;
			}
			if (pressure.threats() && p.threatens(to, s)) {
				return true;
			}
		}
		return false;
	}
}
