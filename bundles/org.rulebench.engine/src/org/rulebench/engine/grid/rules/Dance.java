package org.rulebench.engine.grid.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.grid.betza.Atom;
import org.rulebench.engine.grid.betza.Betza;

/**
 * A move of the large shogi games that Betza's atoms do not state, as data: the straight dance (正行度の踊り, odori)
 * of {@code steps} king steps along each direction, passing the mover's own pieces and taking at will the enemy pieces
 * passed; the irregular dance of the lion (不正行度の踊り: one or two king steps in any directions, 居喰い, the pass);
 * 居喰い alone (capture an adjacent piece and stay); the hook move (two runs with one right-angle bend, stopping after a
 * capture); and the free move of 自在王 (to any point, but no capture where it can at once be taken back: seed 002
 * article 022 read literally, by a recapture the rules allow, {@link Type#ANYWHERE}; or wherever an enemy piece reaches,
 * an enemy free mover reaching every point, {@link Type#ANYWHERE_UNLESS_REACHED}).
 *
 * @param directions for {@link Type#ODORI}, {@link Type#IGUI} and {@link Type#HOOK}: the unit steps in Betza
 *                   ({@code W}, {@code F}, {@code fF}, {@code K}, ...; only one-point leaps)
 * @param steps      the dance's length: a straight dance lands exactly this many steps away (at most 3), the lion's
 *                   dance takes at most this many (2)
 * @param filled     the straight dance may also stop short, on any point of its way (中身が詰まった踊り)
 * @param mustTurn   the hook move must bend: a run without the bend may only end in a capture
 */
public record Dance(Type type, String directions, int steps, boolean filled, boolean mustTurn) {
	public enum Type {
		ODORI, LION, IGUI, HOOK,
		/** To any point; no capture where an enemy piece could at once legally take it back. */
		ANYWHERE,
		/** To any point; no capture where an enemy piece's moves reach, whether or not the rules let it capture there. */
		ANYWHERE_UNLESS_REACHED
	}

	public Dance {
		Objects.requireNonNull(type, "type");
		Objects.requireNonNull(directions, "directions");
		if (type == Type.ODORI && (steps < 1 || steps > 3)) {
			throw new IllegalArgumentException("a straight dance takes 1 to 3 steps, not " + steps);
		}
		if (type == Type.LION && steps != 2) {
			throw new IllegalArgumentException("the lion's dance takes 2 steps, not " + steps);
		}
		if (type == Type.ODORI || type == Type.IGUI || type == Type.HOOK) {
			units(directions);
		}
	}

	/** A straight dance landing exactly {@code steps} steps away along each of the directions. */
	public static Dance odori(String directions, int steps) {
		return new Dance(Type.ODORI, directions, steps, false, false);
	}

	/** A straight dance that may stop on any point of its way, up to {@code steps} steps. */
	public static Dance filledOdori(String directions, int steps) {
		return new Dance(Type.ODORI, directions, steps, true, false);
	}

	/** The lion's irregular two-step dance: one or two king steps, 居喰い, and the pass. */
	public static Dance lion() {
		return new Dance(Type.LION, "K", 2, true, false);
	}

	/** 居喰い: takes an enemy piece on an adjacent point in the directions without moving. */
	public static Dance igui(String directions) {
		return new Dance(Type.IGUI, directions, 1, false, false);
	}

	/** Two runs along the directions (W: as 飛車, F: as 角行) with one right-angle bend. */
	public static Dance hook(String directions, boolean mustTurn) {
		return new Dance(Type.HOOK, directions, 0, false, mustTurn);
	}

	/** To any point of the board, but not capturing where it can at once be recaptured by a move the rules allow. */
	public static Dance anywhere() {
		return new Dance(Type.ANYWHERE, "", 0, false, false);
	}

	/**
	 * To any point of the board, but not capturing where an enemy piece reaches: one that moves as this one does reaches
	 * every point, even where its own capture would be refused.
	 */
	public static Dance anywhereUnlessReached() {
		return new Dance(Type.ANYWHERE_UNLESS_REACHED, "", 0, false, false);
	}

	/** Whether this is a free move (自在王's), of either kind. */
	public boolean free() {
		return type == Type.ANYWHERE || type == Type.ANYWHERE_UNLESS_REACHED;
	}

	/** The unit steps of the directions as (forward, right). */
	public List<int[]> units() {
		return units(directions);
	}

	private static List<int[]> units(String directions) {
		List<int[]> out = new ArrayList<>();
		for (Atom a : Betza.parse(directions)) {
			if (a.motion() != Atom.Motion.LEAP || Math.abs(a.forward()) > 1 || Math.abs(a.right()) > 1) {
				throw new IllegalArgumentException("dance directions '" + directions + "': only one-point steps (W, F, K)");
			}
			if (out.stream().noneMatch(v -> v[0] == a.forward() && v[1] == a.right())) {
				out.add(new int[] { a.forward(), a.right() });
			}
		}
		if (out.isEmpty()) {
			throw new IllegalArgumentException("dance directions '" + directions + "': no direction");
		}
		return out;
	}

	/** In words, beside the piece's XBetza. */
	public String describe() {
		return switch (type) {
		case ODORI -> (filled ? "dance up to " : "dance ") + steps + " along " + directions;
		case LION -> "lion dance";
		case IGUI -> "igui " + directions;
		case HOOK -> (mustTurn ? "hook (must bend) " : "hook ") + directions;
		case ANYWHERE -> "anywhere";
		case ANYWHERE_UNLESS_REACHED -> "anywhere unless reached";
		};
	}
}
