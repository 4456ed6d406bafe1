package org.rulebench.reading.cards;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.game.Rng;
import org.rulebench.reading.reading.DeckExpectation;
import org.rulebench.reading.reading.DeckPart;

/**
 * Checks what a reading expects of its cards (`expect deck: the deck has 52 cards: 4 of each rank, 13 of each suit`)
 * against the deck (or shoe) the engine deals: all of it dealt out, its cards counted by rank and by suit.
 */
public final class DeckFacts {
	private DeckFacts() {
	}

	/** Null if the expectation holds, else what the dealt deck has instead. */
	public static String failure(DeckExpectation expectation, int decks) {
		return failure(expectation, decks, Deck.ALL_RANKS);
	}

	/** As {@link #failure(DeckExpectation, int)}, for decks of these ranks only ({@link Deck#ranks}). */
	public static String failure(DeckExpectation expectation, int decks, int ranksHeld) {
		Deck deck = new Deck(decks, ranksHeld).shuffle(new Rng(1));
		TreeMap<Integer, Integer> ranks = new TreeMap<>();
		TreeMap<Integer, Integer> suits = new TreeMap<>();
		int dealt = 0;
		for (; dealt < deck.size(); dealt++) {
			int card = deck.next();
			ranks.merge(Cards.rank(card), 1, Integer::sum);
			suits.merge(Cards.suit(card), 1, Integer::sum);
		}
		List<String> wrong = new ArrayList<>();
		if (dealt != expectation.getSize()) {
			wrong.add("the deck has " + dealt + " cards, not " + expectation.getSize());
		}
		for (DeckPart part : expectation.getParts()) {
			TreeMap<Integer, Integer> counted = part.isRank() ? ranks : suits;
			String each = part.isRank() ? "rank" : "suit";
			counted.forEach((value, n) -> {
				if (n != part.getCount()) {
					String name = part.isRank() ? Cards.rankFace(value) : Cards.face(Cards.of(Cards.ACE, value)).substring(1);
					wrong.add("the " + each + " " + name + " has " + n + " cards, not " + part.getCount());
				}
			});
		}
		return wrong.isEmpty() ? null : String.join("; ", wrong);
	}
}
