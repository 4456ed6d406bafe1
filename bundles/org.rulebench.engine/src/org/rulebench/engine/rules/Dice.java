package org.rulebench.engine.rules;

/**
 * The dice and how a roll must be used.
 *
 * @param count        dice thrown each turn
 * @param faces        faces per die
 * @param doublesTwice a double is played twice (four steps in backgammon)
 * @param use          whether dice are separate steps or may be summed into one jump
 * @param useMost      as many dice as possible must be used
 * @param largerDie    when only one die of a roll can be used, the larger must be (the highest pip total wins)
 */
public record Dice(int count, int faces, boolean doublesTwice, DiceUse use, boolean useMost, boolean largerDie) {

	public static final Dice BACKGAMMON = new Dice(2, 6, true, DiceUse.STEPS, true, true);
}
