package org.rulebench.engine.scoring;

import java.util.Objects;

/**
 * A named event with the chips (籌) it brings the side it happens to: +1 for seven pairs, −3 for a 掲頭.
 *
 * @param event   the event's name, as statistics report it
 * @param trigger when it fires
 * @param chips   chips gained (negative: lost) each time
 * @param forced  a step event that counts only when the roll forces it: every legal play of the roll makes the step
 *                (掲頭 as Kishi reads 但: 後一梁の黒馬を動かさざるを得なくなり), as often as the play that makes it least
 * @param on      the throws on which it may fire (大彩), or null for every throw
 * @param endsGame the game ends when it fires (七梁's 不下 read as "play does not go on")
 */
public record ScoringRule(String event, Trigger trigger, int chips, boolean forced, Throws on, boolean endsGame) {

	public ScoringRule {
		Objects.requireNonNull(event, "event");
		Objects.requireNonNull(trigger, "trigger");
		if (forced && !(trigger instanceof StepTrigger)) {
			throw new IllegalArgumentException("only a step event can be forced by the roll: " + event);
		}
	}

	public ScoringRule(String event, Trigger trigger, int chips) {
		this(event, trigger, chips, false, null, false);
	}

	/** The event may fire on this throw. */
	public boolean firesOn(int[] roll) {
		return on == null || on.contains(roll);
	}

	/**
	 * How often the event counts for {@code play}, given how often its step fired in each play of the roll
	 * ({@code firedIn}): as fired, or, if forced, as often as in the play that makes it least.
	 */
	public int times(int[] roll, int play, java.util.function.IntUnaryOperator firedIn, int plays) {
		if (!firesOn(roll)) {
			return 0;
		}
		if (!forced) {
			return firedIn.applyAsInt(play);
		}
		int least = Integer.MAX_VALUE;
		for (int i = 0; i < plays && least > 0; i++) {
			least = Math.min(least, firedIn.applyAsInt(i));
		}
		return plays == 0 ? 0 : least;
	}
}
