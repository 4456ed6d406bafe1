package org.rulebench.engine.cards.showdown;

/** What a player's decision rule says of its cards: it plays (raises a play bet), folds (loses its ante), or chooses. */
public enum Move {
	PLAY, FOLD, MAY
}
