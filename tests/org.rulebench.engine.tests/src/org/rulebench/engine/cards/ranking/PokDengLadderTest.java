package org.rulebench.engine.cards.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.DengPayment;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.rules.Multipliers;

/**
 * Pok Deng's fixed hands (the deng, the run, the ladder: {@link Hands} over {@link HandCategory} and
 * {@link Multipliers}) written as a ladder of hand conditions: over every two- and three-card hand of one deck, the
 * ladder places each as the same hand, pays the same deng and ranks every pair of values as Hands does. This is the
 * definition the shipped sentences are shorthand for (library/cards.reading).
 */
class PokDengLadderTest {

	/** Pok Deng's hands as conditions: what `deng`, `run` and `ladder` say in parts ({@link CardRules#handsInParts()}). */
	static Ladder pokDeng(Multipliers m, List<HandCategory> ladder) {
		return new CardRules("parts", m, ladder, DrawRule.NEVER, DrawRule.NEVER, false, EqualHands.TIE, DengPayment.WINNER)
				.handsInParts();
	}

	static List<Object[]> rules() {
		List<HandCategory> seed = List.of(HandCategory.POK, HandCategory.TRIPS, HandCategory.RUN, HandCategory.COURTS,
				HandCategory.TOTAL);
		List<HandCategory> noRun = List.of(HandCategory.POK, HandCategory.TRIPS, HandCategory.COURTS, HandCategory.TOTAL);
		return List.of(new Object[] { "five", new Multipliers(2, 2, 3, 3, 3, 5), seed },
				new Object[] { "three", new Multipliers(2, 2, 3, 3, 3, 3), seed },
				new Object[] { "every deng apart", new Multipliers(2, 4, 5, 3, 6, 7), seed },
				new Object[] { "no run", new Multipliers(2, 2, 3, 3, 3, 5), noRun });
	}

	// a pok's deng pays as any two cards' deng; a run of a suit pays the larger of the two; the pays of the last
	// rules keep every deng apart, so a pay taken from the wrong one shows
	@ParameterizedTest(name = "{0}")
	@MethodSource("rules")
	void theLadderOfConditionsValuesAndRanksEveryHandAsTheFixedHandsDo(String name, Multipliers m, List<HandCategory> ladder) {
		Hands fixed = new Hands(new CardRules(name, m, ladder, CardRules.forcedDraw(4, 1), DrawRule.NEVER, false,
				EqualHands.TIE, DengPayment.WINNER));
		Ladder parts = pokDeng(m, ladder);
		// one hand of each value the fixed hands tell apart, with the ladder's value of it
		Map<String, RankedHand> seen = new LinkedHashMap<>();
		Map<String, HandValue> values = new LinkedHashMap<>();
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = a + 1; b < Cards.DECK; b++) {
				compare(fixed.two(a, b), parts.value(a, b), seen, values, a, b);
				for (int c = b + 1; c < Cards.DECK; c++) {
					compare(fixed.three(a, b, c), parts.value(a, b, c), seen, values, a, b, c);
				}
			}
		}
		// two poks, ten totals, ten number and three court trips, a run and three court cards (if ranked)
		assertEquals(ladder.size() == 5 ? 27 : 26, values.size(), values.keySet().toString());
		for (String x : values.keySet()) {
			for (String y : values.keySet()) {
				assertEquals(Integer.signum(fixed.compare(values.get(x), values.get(y))),
						Integer.signum(Ladder.compare(seen.get(x), seen.get(y))), x + " against " + y);
			}
		}
	}

	private static void compare(HandValue fixed, RankedHand parts, Map<String, RankedHand> seen, Map<String, HandValue> values,
			int... cards) {
		String where = names(cards);
		assertEquals(fixed.category().words(), parts.name(), where);
		assertEquals(fixed.multiplier(), parts.pays(), where);
		assertEquals(fixed.total(), parts.count(), where);
		String key = fixed.category() + "/" + fixed.order() + "/" + fixed.courtTrips();
		RankedHand before = seen.putIfAbsent(key, parts);
		values.putIfAbsent(key, fixed);
		if (before != null) {
			assertEquals(0, Ladder.compare(before, parts), where + " ranks equal to the hands the fixed hands rank equal");
		}
	}

	private static String names(int[] cards) {
		StringBuilder b = new StringBuilder();
		for (int c : cards) {
			b.append(Cards.name(c)).append(' ');
		}
		return b.toString().trim();
	}
}
