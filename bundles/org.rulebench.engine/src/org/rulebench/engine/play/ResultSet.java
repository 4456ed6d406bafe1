package org.rulebench.engine.play;

import java.util.Arrays;

/** An open-addressing set of 64-bit result keys; clearing it forgets only the slots that were filled. */
final class ResultSet {
	private long[] keys = new long[256];
	private int[] filled = new int[128];
	private int size;

	void clear() {
		for (int i = 0; i < size; i++) {
			keys[filled[i]] = 0;
		}
		size = 0;
	}

	/** Adds the key; false if it was there. */
	boolean add(long key) {
		long k = key == 0 ? 1 : key;
		if (size * 2 >= keys.length) {
			grow();
		}
		int mask = keys.length - 1;
		int i = (int) (k ^ k >>> 29) & mask;
		while (keys[i] != 0) {
			if (keys[i] == k) {
				return false;
			}
			i = i + 1 & mask;
		}
		keys[i] = k;
		filled[size++] = i;
		return true;
	}

	private void grow() {
		long[] old = keys;
		int count = size;
		long[] live = new long[count];
		for (int j = 0; j < count; j++) {
			live[j] = old[filled[j]];
		}
		keys = new long[old.length * 2];
		filled = Arrays.copyOf(filled, keys.length / 2);
		size = 0;
		for (long k : live) {
			add(k);
		}
	}
}
