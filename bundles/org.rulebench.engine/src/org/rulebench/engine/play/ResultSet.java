package org.rulebench.engine.play;

/** An open-addressing set of 64-bit result keys, cleared in O(1) by a generation stamp. */
final class ResultSet {
	private long[] keys = new long[1024];
	private int[] stamps = new int[1024];
	private int stamp = 1;
	private int size;

	void clear() {
		stamp++;
		size = 0;
		if (stamp == Integer.MAX_VALUE) {
			java.util.Arrays.fill(stamps, 0);
			stamp = 1;
		}
	}

	/** Adds the key; false if it was there. */
	boolean add(long key) {
		if (size * 2 >= keys.length) {
			grow();
		}
		int mask = keys.length - 1;
		int i = (int) (key ^ key >>> 29) & mask;
		while (stamps[i] == stamp) {
			if (keys[i] == key) {
				return false;
			}
			i = i + 1 & mask;
		}
		stamps[i] = stamp;
		keys[i] = key;
		size++;
		return true;
	}

	private void grow() {
		long[] oldKeys = keys;
		int[] oldStamps = stamps;
		int live = stamp;
		keys = new long[oldKeys.length * 2];
		stamps = new int[oldKeys.length * 2];
		stamp = 1;
		size = 0;
		for (int i = 0; i < oldKeys.length; i++) {
			if (oldStamps[i] == live) {
				add(oldKeys[i]);
			}
		}
	}
}
