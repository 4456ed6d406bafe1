package org.rulebench.engine.grid.board;

import java.util.BitSet;
import java.util.Objects;

/**
 * A named region of the board, for each side: a palace, the far side of the river, a promotion zone. Zones are
 * stated from the first side's view and mirrored (rank by rank) for the second unless made {@link #absolute}.
 */
public final class Zone {
	/** Tells whether a point, given from the first side's view, is in the zone. */
	@FunctionalInterface
	public interface Region {
		boolean contains(int file, int rank);
	}

	private final String name;
	private final GridBoard board;
	private final BitSet[] sides;

	private Zone(String name, GridBoard board, BitSet first, BitSet second) {
		this.name = Objects.requireNonNull(name, "name");
		this.board = board;
		this.sides = new BitSet[] { first, second };
	}

	/** A zone given from the first side's view (0-based file and rank), mirrored for the second side. */
	public static Zone of(String name, GridBoard board, Region region) {
		BitSet first = new BitSet(board.squares());
		BitSet second = new BitSet(board.squares());
		for (int s = 0; s < board.squares(); s++) {
			if (region.contains(board.file(s), board.rank(s))) {
				first.set(s);
				second.set(board.mirror(s));
			}
		}
		return new Zone(name, board, first, second);
	}

	/** Ranks {@code from..to} (1-based, inclusive) counted from each side's own back rank. */
	public static Zone ranks(String name, GridBoard board, int from, int to) {
		return of(name, board, (f, r) -> r + 1 >= from && r + 1 <= to);
	}

	/** The same points for both sides, not mirrored. */
	public static Zone absolute(String name, GridBoard board, Region region) {
		BitSet both = new BitSet(board.squares());
		for (int s = 0; s < board.squares(); s++) {
			if (region.contains(board.file(s), board.rank(s))) {
				both.set(s);
			}
		}
		return new Zone(name, board, both, both);
	}

	/** Each side's own points, as given (a piece kind's points in a start position); nothing is mirrored. */
	public static Zone perSide(String name, GridBoard board, BitSet first, BitSet second) {
		return new Zone(name, board, (BitSet) first.clone(), (BitSet) second.clone());
	}

	/** Points named as squares ({@code d1 e2 …}) for the first side, mirrored for the second. */
	public static Zone squares(String name, GridBoard board, String... squares) {
		BitSet first = new BitSet(board.squares());
		for (String sq : squares) {
			int s = board.parse(sq);
			if (s < 0) {
				throw new IllegalArgumentException("zone " + name + ": no square " + sq + " on a " + board.files() + " × " + board.ranks() + " board");
			}
			first.set(s);
		}
		return of(name, board, (f, r) -> first.get(board.square(f, r)));
	}

	public String name() {
		return name;
	}

	public GridBoard board() {
		return board;
	}

	public boolean contains(int side, int square) {
		return sides[side].get(square);
	}

	/** Points in the zone for the side. */
	public int size(int side) {
		return sides[side].cardinality();
	}

	/** The zone of the points of both this and the other. */
	public Zone and(String name, Zone other) {
		BitSet a = (BitSet) sides[0].clone();
		a.and(other.sides[0]);
		BitSet b = (BitSet) sides[1].clone();
		b.and(other.sides[1]);
		return new Zone(name, board, a, b);
	}

	/** Zones are values: the rules of two compilations of one reading are equal, and share their compiled tables. */
	@Override
	public boolean equals(Object o) {
		return o instanceof Zone z && name.equals(z.name) && Objects.equals(board, z.board) && sides[0].equals(z.sides[0])
				&& sides[1].equals(z.sides[1]);
	}

	@Override
	public int hashCode() {
		return Objects.hash(name, board, sides[0], sides[1]);
	}

	@Override
	public String toString() {
		return name;
	}
}
