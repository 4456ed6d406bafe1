package org.rulebench.engine.game;

import java.util.List;

/**
 * The rules of one game of any family (race, grid, cards) as the shared core plays them: the simulator, its
 * statistics and comparisons see only this, so every family gets them without a copy of its own.
 */
public interface Variant {

	/** The reading's name (or the combination's, when alternatives are chosen). */
	String name();

	/** The names of the rows of {@link GameResult#events()}, in order; a name given twice is counted under both. */
	List<String> events();

	/** The event {@link GameResult#hits()} counts ("hit" in race games, "capture" on a grid), or null if none. */
	String hitEvent();

	/** The players that can take a side in games of this family, by name. */
	List<String> players();

	/** Why the named player cannot play these rules, or null if it can. */
	String refusal(String player);

	/**
	 * Two players seated at a fresh table, for one thread; unknown player names are refused with an
	 * {@link IllegalArgumentException} naming the known ones.
	 */
	Table seat(String first, String second);

	/** What the two sides are called, the first side's name first: "first" and "second" unless the family names them. */
	default List<String> sides() {
		return List.of("first", "second");
	}

	/** What a turn of {@link GameResult#turns()} is called in this family: "turns" (a roll each), "plies" on a grid. */
	default String turnUnit() {
		return "turns";
	}
}
