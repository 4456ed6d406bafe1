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
 * an enemy free mover reaching every point, {@link Type#ANYWHERE_UNLESS_REACHED}); and the capture by jumping over of
 * draughts ({@link Type#JUMP}): over an enemy piece on a line onto an empty point beyond, the piece jumped over taken,
 * and, where the rules say so, on from there while another such capture is possible (a chain, one move).
 *
 * @param directions for {@link Type#ODORI}, {@link Type#IGUI}, {@link Type#HOOK} and {@link Type#JUMP}: the unit steps
 *                   in Betza ({@code W}, {@code F}, {@code fF}, {@code K}, ...; only one-point leaps)
 * @param steps      the dance's length: a straight dance lands exactly this many steps away (at most 3), the lion's
 *                   dance takes at most this many (2); a jump: 1 over the adjacent piece onto the point just beyond, 0
 *                   over a piece at any distance along empty points onto any empty point beyond (the flying king)
 * @param filled     the straight dance may also stop short, on any point of its way (中身が詰まった踊り); a jump goes on
 *                   capturing while it can (a chain)
 * @param mustTurn   the hook move must bend: a run without the bend may only end in a capture; a chain of jumps ends
 *                   where the piece promotes
 */
public record Dance(Type type, String directions, int steps, boolean filled, boolean mustTurn) {
	public enum Type {
		ODORI, LION, IGUI, HOOK,
		/** To any point; no capture where an enemy piece could at once legally take it back. */
		ANYWHERE,
		/** To any point; no capture where an enemy piece's moves reach, whether or not the rules let it capture there. */
		ANYWHERE_UNLESS_REACHED,
		/** Capture by jumping over an enemy piece onto an empty point beyond it, taking it (draughts). */
		JUMP
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
		if (type == Type.JUMP && steps != 0 && steps != 1) {
			throw new IllegalArgumentException("a jump is over the adjacent piece (1) or over one at any distance (0), not " + steps);
		}
		if (type == Type.ODORI || type == Type.IGUI || type == Type.HOOK || type == Type.JUMP) {
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

	/**
	 * Capture by jumping over one enemy piece along the directions onto an empty point beyond, the piece jumped over
	 * taken: the adjacent one onto the point just beyond ({@code flying} false: a draughts man), or the first piece at
	 * any distance onto any empty point beyond it (a flying king). The piece stops after one capture.
	 */
	public static Dance jump(String directions, boolean flying) {
		return new Dance(Type.JUMP, directions, flying ? 0 : 1, false, false);
	}

	/**
	 * This jump going on capturing while it can, in one move (a piece jumped over stays on its point until the move
	 * ends and may not be jumped again); {@code promotionEnds}: the chain ends where the piece reaches its promotion
	 * zone (English draughts), else it passes through it and promotes only where it ends (international draughts).
	 */
	public Dance chained(boolean promotionEnds) {
		if (type != Type.JUMP) {
			throw new IllegalArgumentException("only a capture by jumping over goes on capturing");
		}
		return new Dance(type, directions, steps, true, promotionEnds);
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
		case JUMP -> (steps == 0 ? "jumps over a piece at any distance along " : "jumps over an adjacent piece along ") + directions
				+ ", taking it" + (filled ? mustTurn ? ", again while it can until it promotes" : ", again while it can" : "");
		};
	}
}
