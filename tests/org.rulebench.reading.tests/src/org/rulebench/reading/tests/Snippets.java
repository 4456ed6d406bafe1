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

	/** Pok Deng in full, uncited, as seed 004 reads (first alternatives: the banker draws as a player must). */
	public static final String POK_DENG = """
			reading t.pok
			game "pok deng"
			rules may go uncited
			rule deck: the cards are one deck of 52
			rule dealing: each player stakes, then plays the banker alone with 2 cards each, dealt one at a time
			rule values: an ace counts 1, two to nine their face, ten and court cards 0
			rule count: a hand counts the last digit of its sum
			rule pok: two cards dealt counting 8 or 9 are a pok, shown at once
			rule draw: a player counting 0 to 4 must draw a third card, but a deng counting 1 or more may stand;
				others may draw or stand
			rule deng: a deng pays: two of a rank 2, two of a suit 2, three of a suit 3, a run 3, three court cards 3,
				three of a kind 5
			rule lost_deng: a deng of two cards that draws is lost unless the three cards make one
			rule run: a run is three ranks in a row, the ace high only
			rule ladder: hands rank: pok, three of a kind, run, three court cards, total
			rule banker: one of {
				as_player: the banker draws as a player must
				never: the banker never draws
				choice: the banker may draw or stand, seeing whether the player drew
			}
			rule equal: one of { tie: equal hands tie deng: equal hands go to the larger deng, else tie banker: equal hands go to the banker }
			rule paying: one of { winner: the loser pays the deng of the winning hand larger: the loser pays the larger deng of the two hands }
			""";

	/**
	 * {@link #POK_DENG} with these rules in place of its own of the same names (a rule's indented lines and closing brace
	 * go with it); a rule of a new name is added.
	 */
	public static String pokDengWith(String... rules) {
		String text = POK_DENG;
		for (String r : rules) {
			String name = r.substring(0, r.indexOf(':') + 1);
			StringBuilder kept = new StringBuilder();
			boolean dropping = false;
			for (String line : text.lines().toList()) {
				dropping = line.startsWith(name) || dropping && (line.startsWith("\t") || line.equals("}"));
				if (!dropping) {
					kept.append(line).append('\n');
				}
			}
			text = kept + r + "\n";
		}
		return text;
	}

	/** A circuit of six pieces a side, one to a point, for the rearmost piece's jump (追い廻し). */
	public static final String CIRCUIT = """
			reading t.circuit
			game "test"
			rule board: the board has 24 points, 6 of them home assumed
			rule travel: sides move the same way round, the second 12 points ahead assumed
			rule circuit: pieces go round and round assumed
			rule pieces: each side has 6 pieces assumed
			rule start: start: 1 on point 24, 1 on point 23, 1 on point 22, 1 on point 21, 1 on point 20, 1 on point 19 assumed
			rule dice: 2 dice of 6 faces assumed
			rule limit: at most 1 pieces on a point assumed
			rule hit: a lone piece landed on is removed from the game assumed
			rule bearOff: pieces are never borne off assumed
			rule end: the game ends when a side has lost every piece assumed
			""";

	/** The base with more lines. */
	public static String base(String more) {
		return BASE + more + "\n";
	}
}
