package org.rulebench.reading.compile;

import org.rulebench.reading.reading.BoardClaim;
import org.rulebench.reading.reading.CardClaim;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.GridClaim;
import org.rulebench.reading.reading.Rule;

/**
 * The family of game a reading describes, decided in one place: a reading is a grid reading when one of its effective
 * rules makes a grid claim (a board of files and ranks is one), a card reading when one makes a card claim, and a
 * race reading otherwise. Each family compiles to its own engine rules and has its own validator.
 */
public enum GameFamily {
	RACE("race"), GRID("grid"), CARDS("card");

	private final String word;

	GameFamily(String word) {
		this.word = word;
	}

	/** The family of the reading's chain, as its effective rules (first alternatives) say. */
	public static GameFamily of(ReadingChain chain) {
		boolean cards = false;
		for (Rule r : chain.effectiveRules().values()) {
			GameFamily f = of(Dimension.claimOf(r));
			if (f == GRID) {
				return GRID;
			}
			cards |= f == CARDS;
		}
		return cards ? CARDS : RACE;
	}

	/** The family a claim belongs to; RACE for the claims every race reading makes and for none. */
	public static GameFamily of(Claim claim) {
		if (claim instanceof GridClaim || claim instanceof BoardClaim b && b.isGrid()) {
			return GRID;
		}
		return claim instanceof CardClaim ? CARDS : RACE;
	}

	/** "race", "grid", "card": as messages say "a grid reading". */
	public String word() {
		return word;
	}
}
