package org.rulebench.engine.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.rulebench.engine.position.Position;

/**
 * The distinct legal results of one roll. Each play is its steps, the pips of each step, how many dice it used
 * and how often each step-scoring event fired on the way. A roll with no legal step gives one empty play.
 * Reused by its generator: read it before the next roll is generated.
 */
public final class PlayList {
	private int size;
	private int[] starts = new int[65];
	private int[] steps = new int[256];
	private int[] stepPips = new int[256];
	private long[] keys = new long[64];
	private int[] used = new int[64];
	private int[] pips = new int[64];
	private int[] events = new int[64];
	private int[] variants = new int[64];
	private final int[] bestUsed = new int[16];
	private final int[] bestPips = new int[16];
	private int eventKinds;
	private int[] roll = new int[0];
	private boolean runToFront;
	/** Some play uses other dice or pips than the first: {@link #keepMost} has something to drop. */
	private boolean uneven;

	void reset(int[] roll, int eventKinds) {
		if (this.roll.length != roll.length) {
			this.roll = new int[roll.length];
		}
		System.arraycopy(roll, 0, this.roll, 0, roll.length);
		this.eventKinds = eventKinds;
		size = 0;
		starts[0] = 0;
		runToFront = false;
		uneven = false;
	}

	void add(int[] stack, int[] stackPips, int depth, long key, int usedDice, int usedPips, int[] eventCounts, int variant) {
		int at = starts[size];
		if (size + 1 >= keys.length || at + depth > steps.length || (size + 1) * eventKinds > events.length) {
			grow(at + depth);
		}
		for (int k = 0; k < depth; k++) {
			steps[at + k] = stack[k];
			stepPips[at + k] = stackPips[k];
		}
		for (int r = 0, e = size * eventKinds; r < eventKinds; r++) {
			events[e + r] = eventCounts[r];
		}
		uneven |= size > 0 && (usedDice != used[0] || usedPips != pips[0]);
		keys[size] = key;
		variants[size] = variant;
		used[size] = usedDice;
		pips[size] = usedPips;
		starts[++size] = at + depth;
	}

	/** Room for one more play whose steps end at {@code stepsEnd}. */
	private void grow(int stepsEnd) {
		if (size + 1 >= keys.length) {
			int n = keys.length * 2;
			keys = Arrays.copyOf(keys, n);
			variants = Arrays.copyOf(variants, n);
			used = Arrays.copyOf(used, n);
			pips = Arrays.copyOf(pips, n);
			starts = Arrays.copyOf(starts, n + 1);
		}
		if (stepsEnd > steps.length) {
			steps = Arrays.copyOf(steps, Math.max(steps.length * 2, stepsEnd));
			stepPips = Arrays.copyOf(stepPips, steps.length);
		}
		if ((size + 1) * eventKinds > events.length) {
			events = Arrays.copyOf(events, Math.max(events.length * 2, (size + 1) * eventKinds));
		}
	}

	/** Makes the list hold this one play (the generator's sample). */
	void replace(int[] stack, int[] stackPips, int depth, long key, int usedDice, int usedPips, int[] eventCounts) {
		size = 0;
		uneven = false;
		add(stack, stackPips, depth, key, usedDice, usedPips, eventCounts, 0);
	}

	/**
	 * Keeps the plays that use the most dice and then, if asked, the most pips (the larger-die rule), comparing
	 * only plays of one variant (acey-deucey: the same chosen double).
	 */
	void keepMost(boolean mostDice, boolean mostPips) {
		if (!uneven) {
			return; // every play is of the best
		}
		Arrays.fill(bestUsed, 0);
		Arrays.fill(bestPips, 0);
		for (int i = 0; i < size; i++) {
			int v = variants[i];
			if (mostDice && used[i] > bestUsed[v]) {
				bestUsed[v] = used[i];
				bestPips[v] = 0;
			}
			if ((!mostDice || used[i] == bestUsed[v]) && pips[i] > bestPips[v]) {
				bestPips[v] = pips[i];
			}
		}
		int kept = 0;
		while (kept < size && (!mostDice || used[kept] == bestUsed[variants[kept]])
				&& (!mostPips || pips[kept] == bestPips[variants[kept]])) {
			kept++;
		}
		int at = starts[kept];
		for (int i = kept; i < size; i++) {
			int v = variants[i];
			if (mostDice && used[i] != bestUsed[v] || mostPips && pips[i] != bestPips[v]) {
				continue;
			}
			at = moveDown(i, kept++, at);
		}
		size = kept;
		if (!mostPips) {
			keepOneOfEachResult();
		}
	}

	/**
	 * Where pips do not rank plays, one result reached with different dice (a piece borne off by the 6, the 5 or the 4
	 * of three dice) is one play: the first found is kept. Keys tell results apart by pips too ({@code pips << 40}).
	 */
	private void keepOneOfEachResult() {
		java.util.Set<Long> results = new java.util.HashSet<>();
		int kept = 0;
		int at = 0;
		for (int i = 0; i < size; i++) {
			if (!results.add(keys[i] ^ (long) pips[i] << 40)) {
				continue;
			}
			at = moveDown(i, kept++, at);
		}
		size = kept;
	}

	/** Moves play i down to place {@code to}, its steps to {@code at} (no later than where they stand); returns their end. */
	private int moveDown(int i, int to, int at) {
		int from = starts[i];
		int len = starts[i + 1] - from;
		System.arraycopy(steps, from, steps, at, len);
		System.arraycopy(stepPips, from, stepPips, at, len);
		System.arraycopy(events, i * eventKinds, events, to * eventKinds, eventKinds);
		keys[to] = keys[i];
		variants[to] = variants[i];
		used[to] = used[i];
		pips[to] = pips[i];
		starts[to] = at;
		starts[to + 1] = at + len;
		return at + len;
	}

	void markRunToFront() {
		runToFront = true;
	}

	public int size() { return size; }
	public int[] roll() { return roll.clone(); }
	public int stepCount(int play) { return starts[play + 1] - starts[play]; }
	public int step(int play, int k) { return steps[starts[play] + k]; }
	/** Pips the k-th step of the play moved (the die, or the sum of the dice it used). */
	public int stepPips(int play, int k) { return stepPips[starts[play] + k]; }
	public int diceUsed(int play) { return used[play]; }
	public int pipsUsed(int play) { return pips[play]; }
	/** How often step-scoring rule {@code rule} (its index among the step rules) fired in the play. */
	public int events(int play, int rule) { return events[play * eventKinds + rule]; }
	/** The roll was one on which the rearmost piece jumps to the front (追い廻し) and the play is that jump. */
	public boolean isRunToFront() { return runToFront; }
	/** Identifies the play's result: equal keys, same resulting position and events. */
	public long key(int play) { return keys[play]; }

	/** Plays the play for the side to move, in place. Events are read from {@link #events}. */
	public void apply(Position p, int play) {
		int side = p.sideToMove();
		for (int k = starts[play]; k < starts[play + 1]; k++) {
			Step.apply(p, side, steps[k]);
		}
	}

	/** The play's steps in the usual notation, own numbering: "24/18 13/11*". */
	public String notation(int play, int points) {
		List<String> parts = new ArrayList<>();
		for (int k = starts[play]; k < starts[play + 1]; k++) {
			parts.add(Step.notation(steps[k], points));
		}
		return String.join(" ", parts);
	}
}
