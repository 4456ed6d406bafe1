package org.rulebench.engine.cards;

import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.rules.CardRules;

/** Small fixtures of the card family's tests: the banker's drawing rules of the Pok Deng readings, built in code. */
public final class CardKit {
	/** The banker draws where the seed's player is forced to (0 to 4, unless a deng counting 1 or more), else stands. */
	public static final DrawRule AS_A_PLAYER = CardRules.forcedDraw(4, 1).forcedOnly();
	public static final DrawRule NEVER = DrawRule.NEVER;
	public static final DrawRule CHOICE = DrawRule.CHOICE;

	private CardKit() {
	}
}
