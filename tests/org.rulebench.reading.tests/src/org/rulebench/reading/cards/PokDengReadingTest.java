package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.DengPayment;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.rules.Multipliers;
import org.rulebench.engine.game.Variant;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.variant.Variants;

/** dsl-examples/pok-deng/pok-deng.reading compiles, combination by combination, to the rules the seed gives. */
class PokDengReadingTest {
	private static final Reading READING = Examples.reading("pokdeng.seed");

	private static CardRules rules(Choice c) {
		Variant v = Variants.compile(ReadingChain.of(READING), c);
		return assertInstanceOf(CardVariant.class, v).rules();
	}

	/** The seed's ladder, pok first, as the reading states it. */
	private static final List<HandCategory> LADDER = List.of(HandCategory.POK, HandCategory.TRIPS, HandCategory.RUN,
			HandCategory.COURTS, HandCategory.TOTAL);

	@Test
	void theFirstAlternativesAreTheSeedsRulesWithTheBankerPlayingTheTwoCardsDealt() {
		CardRules r = rules(Choice.FIRST);
		assertEquals(CardRules.forcedDraw(4, 1), r.player(), "0 to 4 must draw; a deng may stand on 1 to 4");
		assertEquals(new Multipliers(2, 2, 3, 3, 3, 5), r.multipliers(), "three of a kind the 5-deng (ハーデン)");
		assertEquals(LADDER, r.ladder());
		assertEquals(DrawRule.NEVER, r.banker(), "「親の配られた2枚」: the wording leans to a banker who keeps its two cards");
		assertEquals(EqualHands.TIE, r.equal());
		assertEquals(DengPayment.WINNER, r.payment());
	}

	@Test
	void threeOfAKindIsTheSeedsFirst3DengOrItsLater5Deng() {
		assertEquals(new Multipliers(2, 2, 3, 3, 3, 3), rules(new Choice(java.util.Map.of("deng", "three"))).multipliers());
	}

	@Test
	void everyCombinationOfTheOpenPointsIsADifferentCardGame() {
		List<Choice> all = Choice.all(ReadingChain.of(READING));
		assertEquals(2 * 2 * 3 * 3 * 2, all.size(), "draw × deng × banker × equal × paying");
		Set<CardRules> distinct = new HashSet<>();
		for (Choice c : all) {
			distinct.add(rules(c).withName("x"));
		}
		assertEquals(all.size(), distinct.size());
	}

	@Test
	void aDengOnNoughtMayStandOnlyUnderTheSecondReading() {
		CardRules nought = rules(new Choice(java.util.Map.of("draw", "from_nought")));
		assertEquals(CardRules.forcedDraw(4, 0), nought.player());
		assertEquals(LADDER, nought.ladder());
	}
}
