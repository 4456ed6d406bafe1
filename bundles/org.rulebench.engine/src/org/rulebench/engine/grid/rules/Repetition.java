package org.rulebench.engine.grid.rules;

/**
 * The same position (same side to move) met for the {@code times}-th time ends the game: in a draw, or lost by the
 * side that gave check at every one of its moves since the first time (perpetual check, as xiangqi rules it).
 */
public record Repetition(int times, boolean perpetualCheckLoses) {
	public static final Repetition NONE = new Repetition(0, false);

	public Repetition {
		if (times != 0 && times < 2) {
			throw new IllegalArgumentException("a repetition ends the game at its second occurrence at the earliest, not " + times);
		}
	}

	public boolean applies() {
		return times > 0;
	}
}
