package org.rulebench.engine.cards.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.ranking.HandCondition.OfARank;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.rules.Multipliers;

/** A tabulated ladder gives every hand of two and three cards the value and the rank the ladder gives it. */
class LadderTableTest {

	private static void sameAsTheLadder(Ladder ladder) {
		LadderTable table = new LadderTable(ladder);
		List<RankedHand> some = new ArrayList<>();
		List<Long> packed = new ArrayList<>();
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = 0; b < Cards.DECK; b++) {
				same(ladder.value(a, b), table.value(a, b), some, packed);
				for (int c = 0; c < Cards.DECK; c++) {
					same(ladder.value(a, b, c), table.value(a, b, c), some, packed);
				}
			}
		}
		for (int i = 0; i < some.size(); i++) {
			for (int j = 0; j < some.size(); j++) {
				assertEquals(Integer.signum(Ladder.compare(some.get(i), some.get(j))),
						Integer.signum(LadderTable.compare(packed.get(i), packed.get(j))), some.get(i) + " against " + some.get(j));
			}
		}
	}

	private static void same(RankedHand h, long v, List<RankedHand> some, List<Long> packed) {
		assertEquals(h.rung(), LadderTable.rung(v), h::toString);
		assertEquals(h.definition(), LadderTable.definition(v), h::toString);
		assertEquals(h.order(), LadderTable.order(v), h::toString);
		assertEquals(h.pays(), LadderTable.pays(v), h::toString);
		assertEquals(h.count(), LadderTable.count(v), h::toString);
		if (some.stream().noneMatch(s -> s.rung() == h.rung() && s.definition() == h.definition() && s.order() == h.order())) {
			some.add(h);
			packed.add(v);
		}
	}

	@Test
	void pokDengsLadderTabulatedValuesAndRanksAsTheLadder() {
		sameAsTheLadder(PokDengLadderTest.pokDeng(new Multipliers(2, 2, 3, 3, 3, 5), List.of(HandCategory.POK,
				HandCategory.TRIPS, HandCategory.RUN, HandCategory.COURTS, HandCategory.TOTAL)));
	}

	@Test
	void threeCardPokerTabulatedValuesAndRanksAsTheLadder() {
		sameAsTheLadder(ThreeCardPokerTest.ladder(4));
	}

	@Test
	void cardsNoHandPlacesHaveNoValue() {
		LadderTable t = new LadderTable(
				new Ladder(List.of(new HandDefinition("pair", 0, new OfARank(2), Order.NONE)), List.of(new Pay(new OfARank(2), 2))));
		assertEquals(LadderTable.NONE, t.value(Cards.parse("AS"), Cards.parse("KH")));
		assertEquals(2, LadderTable.pays(t.value(Cards.parse("AS"), Cards.parse("AH"))));
	}
}
