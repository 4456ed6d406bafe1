package org.rulebench.engine.grid.rules;

/**
 * A side may pass its turn instead of moving (janggi), unless a {@link Ban} on passing says otherwise; two passes in a
 * row end the game with {@code twoPasses} for the side to move then (null: play goes on), and so does a pass while
 * the royal pieces face each other with {@code passWhileFacing} (janggi's 빅장; null: play goes on).
 */
public record Passing(Outcome twoPasses, Outcome passWhileFacing) {
	public static final Passing FREE = new Passing(null, null);
}
