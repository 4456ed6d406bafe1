package org.rulebench.engine.grid.betza;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads Betza's funny notation as Fairy-Stockfish reads it: atoms {@code W F D N A H L C J Z G K} (leaps) and
 * {@code R B Q} (slides); an atom followed by a digit slides at most that far, doubled ({@code NN}) it slides without
 * limit; prefixes {@code m} (moves only), {@code c} (captures only), {@code p} (hops over one screen), {@code g}
 * (hops, landing right behind the screen), {@code n} (lame: blocked on the way), {@code i} (first move only) and the
 * directions {@code f b l r v s h}, alone or paired ({@code fs}, {@code fr}, {@code ff}). Directions are the
 * mover's: the second side's pieces move turned by half a turn.
 */
public final class Betza {
	private static final String VERTICALS = "fbvh";
	private static final String HORIZONTALS = "rlsh";
	private static final String LEAPERS = "WFDNAHLCJZGK";
	private static final String RIDERS = "RBQ";

	private Betza() {
	}

	/** The atoms of a description, one per distinct vector, motion and kind of move. */
	public static List<Atom> parse(String betza) {
		Map<String, Atom> atoms = new LinkedHashMap<>();
		int modes = 0;
		boolean hop = false;
		boolean grasshopper = false;
		boolean lame = false;
		boolean initial = false;
		List<String> directions = new ArrayList<>();
		for (int i = 0; i < betza.length(); i++) {
			char c = betza.charAt(i);
			if (c == 'm') {
				modes |= Atom.QUIET;
			} else if (c == 'c') {
				modes |= Atom.CAPTURE;
			} else if (c == 'p' || c == 'g') {
				hop = true;
				grasshopper |= c == 'g';
			} else if (c == 'n') {
				lame = true;
			} else if (c == 'i') {
				initial = true;
			} else if (VERTICALS.indexOf(c) >= 0 || HORIZONTALS.indexOf(c) >= 0) {
				if (i + 1 < betza.length()) {
					char d = betza.charAt(i + 1);
					if (d == c || VERTICALS.indexOf(c) >= 0 && HORIZONTALS.indexOf(d) >= 0
							|| HORIZONTALS.indexOf(c) >= 0 && VERTICALS.indexOf(d) >= 0) {
						directions.add("" + c + d);
						i++;
						continue;
					}
				}
				directions.add("" + c + c);
			} else if (LEAPERS.indexOf(c) >= 0 || RIDERS.indexOf(c) >= 0) {
				boolean slide = RIDERS.indexOf(c) >= 0;
				int range = 0;
				if (i + 1 < betza.length() && (Character.isDigit(betza.charAt(i + 1)) || betza.charAt(i + 1) == c)) {
					slide = true;
					if (Character.isDigit(betza.charAt(i + 1))) {
						range = betza.charAt(i + 1) - '0';
					}
					i++;
				}
				if (hop && grasshopper) {
					range = 1;
				}
				Atom.Motion motion = hop ? Atom.Motion.HOP : slide ? Atom.Motion.SLIDE : Atom.Motion.LEAP;
				int m = modes == 0 ? Atom.QUIET | Atom.CAPTURE : modes;
				for (int[] v : vectors(c)) {
					for (int[] d : orientations(v[0], v[1], directions)) {
						for (int mode : new int[] { Atom.QUIET, Atom.CAPTURE }) {
							if ((m & mode) != 0) {
								// as Fairy-Stockfish: the same vector, motion and kind of move met again replaces the first
								atoms.put(d[0] + "," + d[1] + "," + motion + "," + initial + "," + mode,
										new Atom(d[0], d[1], motion, range, lame && motion == Atom.Motion.LEAP, initial, mode));
							}
						}
					}
				}
				modes = 0;
				hop = false;
				grasshopper = false;
				lame = false;
				initial = false;
				directions.clear();
			} else {
				throw new IllegalArgumentException("Betza notation '" + betza + "': unknown letter '" + c + "' at " + (i + 1));
			}
		}
		if (modes != 0 || hop || lame || initial || !directions.isEmpty()) {
			throw new IllegalArgumentException("Betza notation '" + betza + "': modifiers at the end without an atom");
		}
		return List.copyOf(merge(atoms.values()));
	}

	/** Quiet and capturing atoms of the same vector and motion become one atom with both modes. */
	private static List<Atom> merge(Iterable<Atom> atoms) {
		Map<String, Atom> merged = new LinkedHashMap<>();
		for (Atom a : atoms) {
			String key = a.forward() + "," + a.right() + "," + a.motion() + "," + a.range() + "," + a.lame() + "," + a.initial();
			Atom b = merged.get(key);
			merged.put(key, b == null ? a
					: new Atom(a.forward(), a.right(), a.motion(), a.range(), a.lame(), a.initial(), a.modes() | b.modes()));
		}
		return new ArrayList<>(merged.values());
	}

	/** An atom's base vectors as (forward, right). */
	private static int[][] vectors(char atom) {
		return switch (atom) {
		case 'W', 'R' -> new int[][] { { 1, 0 } };
		case 'F', 'B' -> new int[][] { { 1, 1 } };
		case 'D' -> new int[][] { { 2, 0 } };
		case 'N' -> new int[][] { { 2, 1 } };
		case 'A' -> new int[][] { { 2, 2 } };
		case 'H' -> new int[][] { { 3, 0 } };
		case 'L', 'C' -> new int[][] { { 3, 1 } };
		case 'J', 'Z' -> new int[][] { { 3, 2 } };
		case 'G' -> new int[][] { { 3, 3 } };
		case 'K', 'Q' -> new int[][] { { 1, 0 }, { 1, 1 } };
		default -> throw new IllegalArgumentException("not an atom: " + atom);
		};
	}

	/**
	 * The orientations of vector (a, b) the directions select; all eight (fewer when symmetric) with none. Each
	 * orientation is chosen by the same direction words as in Fairy-Stockfish's reader.
	 */
	private static List<int[]> orientations(int a, int b, List<String> prelim) {
		List<String> dirs = new ArrayList<>();
		for (String s : prelim) {
			// an orthogonal atom's 'fs' means forward and sideways, not a forward-sideways quadrant
			if (b == 0 && s.charAt(0) != s.charAt(1)) {
				dirs.add("" + s.charAt(0) + s.charAt(0));
				dirs.add("" + s.charAt(1) + s.charAt(1));
			} else {
				dirs.add(s);
			}
		}
		boolean all = dirs.isEmpty();
		int[][] vectors = { { a, b }, { -a, -b }, { -b, a }, { b, -a }, { b, a }, { -b, -a }, { -a, b }, { a, -b } };
		String[][] words = { { "ff", "vv", "rf", "rv", "fh", "rh", "hr" }, { "bb", "vv", "lb", "lv", "bh", "lh", "hr" },
				{ "rr", "ss", "br", "bs", "bh", "rh", "hr" }, { "ll", "ss", "fl", "fs", "fh", "lh", "hr" },
				{ "rr", "ss", "fr", "fs", "fh", "rh", "hl" }, { "ll", "ss", "bl", "bs", "bh", "lh", "hl" },
				{ "bb", "vv", "rb", "rv", "bh", "rh", "hl" }, { "ff", "vv", "lf", "lv", "fh", "lh", "hl" } };
		List<int[]> out = new ArrayList<>();
		for (int k = 0; k < 8; k++) {
			boolean chosen = all;
			for (String w : words[k]) {
				chosen |= dirs.contains(w);
			}
			int[] vk = vectors[k];
			if (chosen && out.stream().noneMatch(v -> v[0] == vk[0] && v[1] == vk[1])) {
				out.add(vk);
			}
		}
		return out;
	}
}
