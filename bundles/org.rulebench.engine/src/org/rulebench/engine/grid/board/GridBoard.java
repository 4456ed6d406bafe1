package org.rulebench.engine.grid.board;

/**
 * A board of {@code files} × {@code ranks} points (squares or intersections: the engine does not care). A square is
 * the index {@code rank * files + file}, rank 0 being the first side's back rank. Names follow Fairy-Stockfish's
 * coordinates: files a, b, …, ranks 1, 2, … from the first side, so {@code b10} is file 2, rank 10.
 */
public record GridBoard(int files, int ranks) {
	/** The largest board the engine takes (Maka Dai Dai Shogi is 19 × 19). */
	public static final int MAX_SIDE = 26;

	public GridBoard {
		if (files < 1 || ranks < 1 || files > MAX_SIDE || ranks > MAX_SIDE) {
			throw new IllegalArgumentException("a board has 1 to " + MAX_SIDE + " files and ranks, not " + files + " × " + ranks);
		}
	}

	public int squares() {
		return files * ranks;
	}

	public int square(int file, int rank) {
		return rank * files + file;
	}

	public boolean contains(int file, int rank) {
		return file >= 0 && file < files && rank >= 0 && rank < ranks;
	}

	public int file(int square) {
		return square % files;
	}

	public int rank(int square) {
		return square / files;
	}

	/** The square seen from the other side: the same file, the rank counted from the other end. */
	public int mirror(int square) {
		return square(file(square), ranks - 1 - rank(square));
	}

	public String name(int square) {
		return (char) ('a' + file(square)) + Integer.toString(rank(square) + 1);
	}

	/** The square of a name such as {@code e4} or {@code b10}; -1 if it is not one of this board. */
	public int parse(String name) {
		if (name.length() < 2 || name.charAt(0) < 'a' || name.charAt(0) > 'z') {
			return -1;
		}
		int file = name.charAt(0) - 'a';
		int rank;
		try {
			rank = Integer.parseInt(name.substring(1)) - 1;
		} catch (NumberFormatException e) {
			return -1;
		}
		return contains(file, rank) ? square(file, rank) : -1;
	}
}
