package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.cards.deck.CardValues;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.exact.RankEnumeration;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.wager.Stakes;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Written;

import com.google.inject.Inject;

/**
 * What each rank counts, as a reading states it (`cards count: A 1, 2 to 9 their face, 10 0, court cards 5`): punto
 * banco with court cards counting 5, over six decks, counted by the rank enumeration and by {@link PuntoBancoOracle}
 * (written apart from the engine, over the values of the shoe's cards); the seed's sentence with court cards 10 plays
 * as with 0 (the last digit of a sum).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class CardValuesTest {
	@Inject
	private Written written;

	private static String baccarat(int decks) {
		try {
			return Files.readString(Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"), "baccarat", "baccarat.reading"))
					.replace("the cards are 8 decks of 52", "the cards are " + decks + " decks of 52")
					.replace("expect shoe: the deck has 416 cards: 32 of each rank, 104 of each suit assumed", "");
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	private static final String SEED_VALUES = "rule values: an ace counts 1, two to nine their face, ten and court cards 0 assumed";

	@Test
	void courtCardsCountingFiveChangeEveryCountAsTheOracleCountsThem() {
		CardRules rules = written.cards(baccarat(6).replace(SEED_VALUES,
				"rule values: cards count: A 1, 2 to 9 their face, 10 0, court cards 5 assumed"));
		assertEquals(CardValues.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 5, 5, 5), rules.values());
		assertEquals(9, new Hands(rules).two(Cards.of(Cards.KING, 0), Cards.of(3, 1)).total(), "a king and a four count 5 + 4");
		RankEnumeration.Outcomes o = new RankEnumeration(rules).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		long[] values = new long[10];
		for (int v = 0; v < 10; v++) {
			values[v] = 4L * 6;
		}
		values[5] += 12L * 6; // the court cards
		PuntoBancoOracle oracle = new PuntoBancoOracle(values);
		assertEquals(new Stakes(oracle.banker, oracle.deals), o.bankerWins());
		assertEquals(new Stakes(oracle.player, oracle.deals), o.playerWins());
		assertEquals(new Stakes(oracle.tie, oracle.deals), o.ties());
		assertNotEquals(new RankEnumeration(written.cards(baccarat(6))).outcomes(DrawPolicy.STAND, DrawPolicy.STAND).bankerWins(),
				o.bankerWins(), "not the seed's game");
	}

	@Test
	void courtCardsCountingTenPlayAsNothing() {
		CardRules ten = written.cards(baccarat(6).replace(SEED_VALUES,
				"rule values: an ace counts 1, two to nine their face, ten and court cards 10 assumed"));
		CardRules seed = written.cards(baccarat(6));
		assertEquals(new RankEnumeration(seed).outcomes(DrawPolicy.STAND, DrawPolicy.STAND).bankerWins(),
				new RankEnumeration(ten).outcomes(DrawPolicy.STAND, DrawPolicy.STAND).bankerWins());
	}
}
