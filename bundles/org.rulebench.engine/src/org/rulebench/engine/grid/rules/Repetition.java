package org.rulebench.engine.grid.rules;

/**
 * The same position (same side to move) met for the {@code times}-th time ends the game: in a draw, or lost by the
 * side that gave check at every one of its moves since the first time (perpetual check, as xiangqi rules it). With
 * a {@code pressure}, a side that has pressed the other ({@link Pressure}) at every one of its moves since the
 * position was first met (both did: the one whose run of pressing moves began first) must deviate: a move of its
 * that would meet the position the {@code times}-th time is not legal, and the position met so by the other side
 * does not end the game; an ordinary repetition still draws (seed 002, article 141).
 */
public record Repetition(int times, boolean perpetualCheckLoses, Pressure pressure) {
	public static final Repetition NONE = new Repetition(0, false);

	public Repetition {
		if (times != 0 && times < 2) {
			throw new IllegalArgumentException("a repetition ends the game at its second occurrence at the earliest, not " + times);
		}
		if (pressure != null && perpetualCheckLoses) {
			throw new IllegalArgumentException("perpetual check either loses or makes the checking side deviate, not both");
		}
	}

	public Repetition(int times, boolean perpetualCheckLoses) {
		this(times, perpetualCheckLoses, null);
	}

	public boolean applies() {
		return times > 0;
	}

	/** Whether the pressing side must deviate (and the rule needs the game's history to list the legal moves). */
	public boolean deviates() {
		return times > 0 && pressure != null;
	}
}
