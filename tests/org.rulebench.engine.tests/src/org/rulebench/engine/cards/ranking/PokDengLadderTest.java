package org.rulebench.engine.cards.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.ranking.HandCondition.Always;
import org.rulebench.engine.cards.ranking.HandCondition.And;
import org.rulebench.engine.cards.ranking.HandCondition.Counts;
import org.rulebench.engine.cards.ranking.HandCondition.Courts;
import org.rulebench.engine.cards.ranking.HandCondition.InARow;
import org.rulebench.engine.cards.ranking.HandCondition.Is;
import org.rulebench.engine.cards.ranking.HandCondition.Not;
import org.rulebench.engine.cards.ranking.HandCondition.OfARank;
import org.rulebench.engine.cards.ranking.HandCondition.OfASuit;
import org.rulebench.engine.cards.ranking.HandCondition.Size;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.DengPayment;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.rules.Multipliers;

/**
 * Pok Deng's fixed hands (the deng, the run, the ladder: {@link Hands} over {@link HandCategory} and
 * {@link Multipliers}) written as a ladder of hand conditions: over every two- and three-card hand of one deck, the
 * ladder places each as the same hand, pays the same deng and ranks every pair of values as Hands does. This is the
 * definition the shipped sentences are to become shorthand for.
 */
class PokDengLadderTest {

	/** Pok Deng's hands as conditions: what `deng`, `run` and `ladder` say in parts. */
	static Ladder pokDeng(Multipliers m, List<HandCategory> ladder) {
		List<HandDefinition> hands = new ArrayList<>();
		HandCondition three = new Size(3);
		for (int rung = 0; rung < ladder.size(); rung++) {
			switch (ladder.get(rung)) {
			case POK -> hands.add(new HandDefinition("pok", rung, new And(new Size(2), new Counts(8, 9)), Order.COUNT));
			case TRIPS -> {
				// the seed orders court trips (KKK the best) and number trips (999 the best) each apart
				hands.add(new HandDefinition("three of a kind", rung, new And(three, new And(new OfARank(3), new Courts(3))),
						Order.RANKS_ACE_HIGH));
				hands.add(new HandDefinition("three of a kind", rung, new And(three, new OfARank(3)), Order.POINTS));
			}
			case RUN -> hands.add(new HandDefinition("run", rung, new And(three, new InARow(3, Ace.HIGH)), Order.NONE));
			case COURTS -> hands.add(new HandDefinition("three court cards", rung, new And(three, new Courts(3)), Order.NONE));
			case TOTAL -> hands.add(new HandDefinition("total", rung, new Always(), Order.COUNT));
			}
		}
		HandCondition pair = new And(new Size(2), new OfARank(2));
		List<Pay> pays = List.of(new Pay(new Always(), 1), new Pay(pair, m.pair()),
				new Pay(new And(new Size(2), new And(new OfASuit(2), new Not(pair))), m.suited()),
				new Pay(new And(three, new And(new OfASuit(3), new Not(new Is("three of a kind")))), m.threeSuited()),
				new Pay(new Is("run"), m.run()), new Pay(new Is("three court cards"), m.courts()),
				new Pay(new Is("three of a kind"), m.trips()));
		return new Ladder(hands, pays);
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
