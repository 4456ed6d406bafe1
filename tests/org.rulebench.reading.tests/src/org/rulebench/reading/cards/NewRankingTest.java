package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.game.GameResult;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;

import com.google.inject.Inject;

/**
 * A two-card game no example plays, its ranking written from docs/reading-language.md ("Hands") alone: poks, then
 * pairs by rank, then two of a suit, then totals, a pair paying 3 and two of a suit 2, nobody drawing, equal hands
 * going to the banker (equal poks tie). The engine's
 * exact edge equals an enumeration of every ordered deal of four cards written here apart from the engine.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class NewRankingTest {
	private static final String RANKING = """
			rule ladder: hands rank, best first:
				"pok" when it has 2 cards and it counts 8 or 9, by its count;
				"pair" when 2 of a rank, by its ranks with the ace high;
				"two of a suit" when 2 of a suit, by its count;
				"total" when any hand, by its count
			rule pays_one: a hand pays 1 when any hand
			rule pays_pair: a hand pays 3 when it is "pair"
			rule pays_suited: a hand pays 2 when it is "two of a suit"
			rule draw: the player stands
			rule equal: equal hands go to the banker
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	@Test
	void aTwoCardRankingFromTheDocsPlaysItsExactEdge() throws Exception {
		Reading r = parser.parse(CardHandsTest.without(Snippets.POK_DENG, "deng", "run", "lost_deng", "ladder", "draw", "banker",
				"equal")
				+ RANKING + "rule banker: the banker never draws\n");
		validation.assertNoErrors(r);
		CardRules rules = CardReadingCompiler.compile(ReadingChain.of(r), Choice.FIRST);
		double engine = new Enumeration(rules).edge(DrawPolicy.STAND, DrawPolicy.STAND).value();
		assertEquals(apart(), engine, 1e-12);
		GameResult g = new CardVariant(rules).seat("random", "random").play(1, 10);
		assertEquals(4, g.turns(), "two cards each, nobody draws");
		assertTrue(Math.abs(engine) > 1e-4, "the pays make an edge: " + engine);
	}

	/** The banker's mean gain over every ordered deal of four cards (player, banker, player, banker), worked out here. */
	private static double apart() {
		long gain = 0;
		long deals = 0;
		for (int p1 = 0; p1 < 52; p1++) {
			for (int b1 = 0; b1 < 52; b1++) {
				for (int p2 = 0; p2 < 52; p2++) {
					for (int b2 = 0; b2 < 52; b2++) {
						if (p1 == b1 || p1 == p2 || p1 == b2 || b1 == p2 || b1 == b2 || p2 == b2) {
							continue;
						}
						int[] p = value(p1, p2);
						int[] b = value(b1, b2);
						int c = p[0] != b[0] ? Integer.compare(b[0], p[0]) : Integer.compare(p[1], b[1]);
						// equal hands go to the banker, but equal poks tie
						gain += c > 0 ? -p[2] : c < 0 || p[0] != 0 ? b[2] : 0;
						deals++;
					}
				}
			}
		}
		return (double) gain / deals;
	}

	/** {rung (0 the best), order, pays}: the ranking above, by hand. */
	private static int[] value(int x, int y) {
		int count = (Cards.points(x) + Cards.points(y)) % 10;
		if (count >= 8) {
			return new int[] { 0, count, 1 };
		}
		if (Cards.rank(x) == Cards.rank(y)) {
			return new int[] { 1, Cards.rank(x) == Cards.ACE ? 13 : Cards.rank(x), 3 };
		}
		if (Cards.suit(x) == Cards.suit(y)) {
			return new int[] { 2, count, 2 };
		}
		return new int[] { 3, count, 1 };
	}
}
