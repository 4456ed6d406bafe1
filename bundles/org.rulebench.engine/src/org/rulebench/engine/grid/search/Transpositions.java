package org.rulebench.engine.grid.search;

/**
 * Scores of positions already searched, keyed by the position's Zobrist key: a fixed table, each new entry replacing
 * the one in its slot. Mate scores are stored relative to the position, so they hold wherever it is met again.
 */
final class Transpositions {
	static final int EXACT = 0;
	static final int LOWER = 1;
	static final int UPPER = 2;

	private final int mask;
	private final long[] keys;
	private final int[] moves;
	private final int[] scores;
	/** depth << 2 | bound; -1 for an empty slot. */
	private final int[] kinds;

	Transpositions(int bits) {
		int size = 1 << bits;
		mask = size - 1;
		keys = new long[size];
		moves = new int[size];
		scores = new int[size];
		kinds = new int[size];
		java.util.Arrays.fill(kinds, -1);
	}

	/** The slot holding this key, or -1. */
	int find(long key) {
		int i = (int) key & mask;
		return kinds[i] >= 0 && keys[i] == key ? i : -1;
	}

	int move(int slot) {
		return moves[slot];
	}

	int depth(int slot) {
		return kinds[slot] >> 2;
	}

	int bound(int slot) {
		return kinds[slot] & 3;
	}

	/** The stored score seen from {@code ply} plies below the root. */
	int score(int slot, int ply) {
		int s = scores[slot];
		return s > Search.WON ? s - ply : s < -Search.WON ? s + ply : s;
	}

	void store(long key, int depth, int bound, int score, int move, int ply) {
		int i = (int) key & mask;
		keys[i] = key;
		moves[i] = move;
		scores[i] = score > Search.WON ? score + ply : score < -Search.WON ? score - ply : score;
		kinds[i] = Math.max(0, depth) << 2 | bound;
	}
}
