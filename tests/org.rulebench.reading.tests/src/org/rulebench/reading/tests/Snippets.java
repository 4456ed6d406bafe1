package org.rulebench.reading.tests;

/** Readings for tests: a complete base and pieces to add to it. */
public final class Snippets {
	private Snippets() {
	}

	/** A complete reading of backgammon in a few rules, every rule labelled. */
	public static final String BASE = """
			reading t.base
			game "test"
			rule board: the board has 24 points, 6 of them home
				assumed
			rule pieces: each side has 15 pieces
				assumed
			rule start: start: 2 on point 24, 5 on point 13, 3 on point 8, 5 on point 6
				assumed
			rule dice: 2 dice of 6 faces
				assumed
			rule doubles: doubles are played twice
				assumed
			rule largerDie: when only one die can be used, the larger must be
				assumed
			rule overBear: a larger die bears off only from the farthest point
				assumed
			rule end: the game ends when a side has borne off every piece
				assumed
			""";

	/** A TEI source with two passages of 譜雙's 七梁雙陸 (as quoted in seed 000 §3.4), ids t.qiliang.*. */
	public static final String SOURCE = """
			<?xml version="1.0" encoding="UTF-8"?>
			<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:id="t" xml:lang="lzh">
				<teiHeader><fileDesc><titleStmt><title>譜雙</title></titleStmt>
					<publicationStmt><availability><p>Public domain.</p></availability></publicationStmt>
					<sourceDesc><bibl><author>洪遵</author><title>譜雙</title><date>1151</date></bibl></sourceDesc>
				</fileDesc></teiHeader>
				<text><body><div xml:id="t.qiliang" n="七梁雙陸">
					<p><seg xml:id="t.qiliang.liang">兩馬相比為梁</seg><seg xml:id="t.qiliang.jietou">如未成七梁馬未盡歸擲出大彩但移動後一梁馬謂之揭頭輸三籌不下</seg></p>
				</div></body></text>
			</TEI>
			""";

	/** The base with more lines. */
	public static String base(String more) {
		return BASE + more + "\n";
	}
}
