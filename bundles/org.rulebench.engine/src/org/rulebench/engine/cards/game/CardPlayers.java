package org.rulebench.engine.cards.game;

import java.util.List;

/** The players of the card family, by what they do where the rules leave the choice to draw. */
public final class CardPlayers {
	/** random: a coin; stand: never by choice; draw: always by choice; best: the exact best reply to the other side. */
	public static final List<String> NAMES = List.of("random", "stand", "draw", "best");

	private CardPlayers() {
	}
}
