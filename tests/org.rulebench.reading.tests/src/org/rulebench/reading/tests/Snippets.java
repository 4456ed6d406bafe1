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

	/** The base with more lines. */
	public static String base(String more) {
		return BASE + more + "\n";
	}
}
