package org.rulebench.engine.grid.betza;

/**
 * One movement primitive: a vector from the mover's view ({@code forward} ranks towards the opponent, {@code right}
 * files to the mover's right), how it is repeated, and what it may do at its end.
 *
 * @param forward ranks forward (negative: backward)
 * @param right   files to the right (negative: left)
 * @param motion  a single leap, a slide repeating the vector, or a hop over one screen
 * @param range   for a slide, the most repetitions (0: unlimited); for a hop, 1 means it lands right behind the screen
 * @param lame    a leap blocked by any piece on the points it passes (the xiangqi horse's leg, the elephant's eye)
 * @param initial allowed only on a piece's first move
 * @param modes   {@link #QUIET} and/or {@link #CAPTURE}
 */
public record Atom(int forward, int right, Motion motion, int range, boolean lame, boolean initial, int modes) {
	public static final int QUIET = 1;
	public static final int CAPTURE = 2;

	public enum Motion {
		LEAP, SLIDE, HOP
	}

	public boolean quiet() {
		return (modes & QUIET) != 0;
	}

	public boolean captures() {
		return (modes & CAPTURE) != 0;
	}
}
