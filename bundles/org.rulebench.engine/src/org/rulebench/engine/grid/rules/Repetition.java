package org.rulebench.engine.grid.rules;

/**
 * The same position (same side to move) met for the {@code times}-th time ends the game: in a draw, or lost by the
 * side that gave check at every one of its moves since the first time (perpetual check, as xiangqi rules it). With
 * a {@code pressure}, a side that has pressed the other ({@link Pressure}) at every one of its moves since the
 * position was first met (both did: the one whose run of pressing moves began first) must deviate: a move of its
 * that would meet the position the {@code times}-th time is not legal, and the position met so by the other side
 * does not end the game; an ordinary repetition draws, unless the rule says it does not end the game ({@code ends}
 * false: seed 002 article 141's draw by agreement, 協議により引き分け, read as not agreed, so play goes on).
 */
public record Repetition(int times, boolean perpetualCheckLoses, Pressure pressure, boolean ends) {
	public static final Repetition NONE = new Repetition(0, false);

	public Repetition {
		if (times != 0 && times < 2) {
			throw new IllegalArgumentException("a repetition ends the game at its second occurrence at the earliest, not " + times);
		}
		if (pressure != null && perpetualCheckLoses) {
			throw new IllegalArgumentException("perpetual check either loses or makes the checking side deviate, not both");
		}
		if (!ends && times != 0 && pressure == null) {
			throw new IllegalArgumentException("a repetition that does not end the game does something only when a pressing side"
					+ " must deviate; without that, say that repetition does not end the game");
		}
	}

	public Repetition(int times, boolean perpetualCheckLoses, Pressure pressure) {
		this(times, perpetualCheckLoses, pressure, true);
	}

	public Repetition(int times, boolean perpetualCheckLoses) {
		this(times, perpetualCheckLoses, null);
	}

	public boolean applies() {
		return times > 0;
	}

	/** Whether meeting the position the {@code times}-th time ends the game (when no side must deviate). */
	public boolean endsTheGame() {
		return times > 0 && ends;
	}

	/** Whether the pressing side must deviate (and the rule needs the game's history to list the legal moves). */
	public boolean deviates() {
		return times > 0 && pressure != null;
	}
}
