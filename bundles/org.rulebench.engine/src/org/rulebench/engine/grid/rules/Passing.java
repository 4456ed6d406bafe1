package org.rulebench.engine.grid.rules;

import java.util.Map;
import java.util.Objects;

/**
 * A side may pass its turn instead of moving (janggi), unless a {@link Ban} on passing says otherwise. Two passes in a
 * row end the game as {@code twoPasses} says (null: play goes on), and so does a pass while the royal pieces face each
 * other, as {@code whileFacing} says (janggi's 빅장; null: play goes on); a pass that ends the game is allowed even in
 * check. A game ended so is drawn, or won by the side whose pieces count more {@code points}.
 */
public record Passing(End twoPasses, End whileFacing, Points points) {
	/** How passing ends a game. */
	public enum End {
		DRAW,
		/** Won by the side whose pieces on the board count more ({@link Points}); equal counts draw. */
		POINTS
	}

	/**
	 * What each kind of piece counts when a game is decided on points, and what the second side adds (janggi: 1.5,
	 * for moving second).
	 */
	public record Points(Map<String, Integer> values, double secondSide) {
		public Points {
			values = Map.copyOf(values);
		}
	}

	public static final Passing FREE = new Passing(null, null, null);

	public Passing {
		if ((twoPasses == End.POINTS || whileFacing == End.POINTS) && points == null) {
			throw new IllegalArgumentException("a game decided on points needs what each kind of piece counts");
		}
	}

	/** The same, with the points pieces count. */
	public Passing counting(Points p) {
		return new Passing(twoPasses, whileFacing, Objects.requireNonNull(p, "points"));
	}
}
