package org.rulebench.simulator.ui.board;

import java.util.Map;

import org.rulebench.engine.grid.rules.PieceKind;

/**
 * What a grid piece shows on its disc: the character xiangqi (and janggi) players read (red's and black's differ), else
 * the piece's FEN letter ({@code +P} for a kind written so), which the legend under the board names.
 */
public final class PieceGlyphs {
	private static final Map<String, String[]> XIANGQI = Map.of("general", new String[] { "帥", "將" }, "advisor",
			new String[] { "仕", "士" }, "elephant", new String[] { "相", "象" }, "horse", new String[] { "傌", "馬" }, "chariot",
			new String[] { "俥", "車" }, "cannon", new String[] { "炮", "砲" }, "soldier", new String[] { "兵", "卒" }, "guard",
			new String[] { "仕", "士" });

	private PieceGlyphs() {
	}

	/** The glyph of a piece of this kind and side (0: first, red or white). */
	public static String of(PieceKind kind, int side) {
		String[] pair = XIANGQI.get(kind.name());
		return pair != null ? pair[side] : kind.fen(0);
	}

	/** Whether the kind has a character of its own (else its letter stands for it and the legend says which). */
	public static boolean hasCharacter(PieceKind kind) {
		return XIANGQI.containsKey(kind.name()) || kanji(kind.name());
	}

	/**
	 * Whether the rules are of the shogi family as the readings write it: every kind named in kanji (玉将, 金将, ...),
	 * so that pieces are shown as tiles with their names.
	 */
	public static boolean shogiTiles(org.rulebench.engine.grid.rules.GridRules rules) {
		return !rules.kinds().isEmpty() && rules.kinds().stream().allMatch(k -> kanji(k.name()));
	}

	private static boolean kanji(String name) {
		return !name.isEmpty() && Character.UnicodeScript.of(name.codePointAt(0)) == Character.UnicodeScript.HAN;
	}
}
