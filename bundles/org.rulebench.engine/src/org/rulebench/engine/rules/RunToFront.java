package org.rulebench.engine.rules;

import java.util.Arrays;

/**
 * 追い廻し: on certain rolls the rearmost piece jumps to the point just ahead of the side's leading piece, and the
 * side rolls again. Rolls are written as two-digit keys, smaller die first: 16 is 1-6.
 *
 * @param rolls    rolls that trigger the jump for both sides
 * @param doubles  every double triggers it
 * @param declared each side's declared roll (乞目), index 0 and 1; 0 for none
 */
public record RunToFront(int[] rolls, boolean doubles, int[] declared) {

	public static final RunToFront NONE = new RunToFront(new int[0], false, new int[] { 0, 0 });

	public RunToFront {
		rolls = rolls.clone();
		declared = declared.clone();
	}

	public boolean enabled() {
		return rolls.length > 0 || doubles || declared[0] != 0 || declared[1] != 0;
	}

	public boolean triggers(int side, int[] dice) {
		if (!enabled() || dice.length != 2) {
			return false;
		}
		int key = Math.min(dice[0], dice[1]) * 10 + Math.max(dice[0], dice[1]);
		return (doubles && dice[0] == dice[1]) || declared[side] == key || Arrays.stream(rolls).anyMatch(r -> r == key);
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof RunToFront r && r.doubles == doubles && Arrays.equals(r.rolls, rolls)
				&& Arrays.equals(r.declared, declared);
	}

	@Override
	public int hashCode() {
		return Arrays.hashCode(rolls) * 31 + Arrays.hashCode(declared) + (doubles ? 1 : 0);
	}

	@Override
	public String toString() {
		return "RunToFront" + Arrays.toString(rolls) + (doubles ? "+doubles" : "") + " declared " + Arrays.toString(declared);
	}
}
