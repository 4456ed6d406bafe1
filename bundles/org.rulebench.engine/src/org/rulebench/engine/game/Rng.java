package org.rulebench.engine.game;

/**
 * SplitMix64: small, fast and fully specified, so that a game is the same on every JVM and thread for the same
 * seed. Not for cryptography.
 */
public final class Rng {
	private long state;

	public Rng(long seed) {
		state = seed;
	}

	/** A well-mixed seed for stream {@code index} of a master seed: games and players get independent streams. */
	public static long derive(long seed, long index) {
		return mix(seed + 0x9E3779B97F4A7C15L * (index + 1));
	}

	private static long mix(long z) {
		z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
		z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
		return z ^ z >>> 31;
	}

	public long nextLong() {
		state += 0x9E3779B97F4A7C15L;
		return mix(state);
	}

	/** Uniform in [0, bound), without modulo bias (Lemire). */
	public int nextInt(int bound) {
		long m = (nextLong() >>> 32) * bound;
		if ((m & 0xFFFFFFFFL) < bound) {
			long threshold = (0x1_0000_0000L - bound) % bound;
			while ((m & 0xFFFFFFFFL) < threshold) {
				m = (nextLong() >>> 32) * bound;
			}
		}
		return (int) (m >>> 32);
	}

	/** A die of the given number of faces: 1..faces. */
	public int die(int faces) {
		return 1 + nextInt(faces);
	}
}
