package org.rulebench.engine.cards.rules;

/** What happens when the banker's and the player's hands stand on the same rung and order (poks apart: they tie). */
public enum EqualHands {
	/** Nobody wins; the stake goes back. */
	TIE,
	/** The hand with the larger deng multiplier wins; equal multipliers tie. */
	DENG_DECIDES,
	/** The banker wins. */
	BANKER
}
