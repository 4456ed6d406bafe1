package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;
import org.rulebench.reading.tests.Written;

import com.google.inject.Inject;

/**
 * Drawing rules of the open language: each shorthand sentence and its definition in parts compile to the same
 * tables, and the banker's exact edge under rules no shorthand states agrees, deal for deal, with {@link DealByDeal}.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class DrawingRulesTest {
	@Inject
	private Written written;

	private CardRules rules(String... replaced) {
		return written.cards(Snippets.pokDengWith(replaced));
	}

	private void sameTables(String shorthand, String definition) throws Exception {
		Hands a = new Hands(rules(shorthand));
		Hands b = new Hands(rules(definition));
		assertEquals(a.playerTable(), b.playerTable(), "the player's draw: " + definition);
		assertEquals(a.bankerTable(), b.bankerTable(), "the banker's draw: " + definition);
	}

	@Test
	void thePlayersForcedDrawIsShorthandForADrawingRule() throws Exception {
		sameTables("rule draw: a player counting 0 to 4 must draw a third card, but a deng counting 1 or more may stand; others may"
				+ " draw or stand",
				"rule draw: the player must draw a third card when it counts 0 to 4, unless it is a deng and it counts 1 or more;"
						+ " otherwise it may draw or stand");
		sameTables("rule draw: a player counting 0 to 4 must draw a third card, but a deng counting 0 or more may stand; others may"
				+ " draw or stand",
				"rule draw: the player must draw a third card when its count <= 4 and it is not a deng; otherwise it may draw or stand");
		sameTables("rule draw: a player counting 0 to 3 must draw a third card; others may draw or stand",
				"rule draw: the player must draw a third card when it counts 3 or less; otherwise it may draw or stand");
	}

	@Test
	void theBankersThreeSentencesAreShorthandForDrawingRules() throws Exception {
		sameTables("rule banker: the banker draws as a player must",
				"rule banker: the banker draws a third card when it counts 0 to 4, unless it is a deng and it counts 1 or more;"
						+ " otherwise it stands");
		sameTables("rule banker: the banker never draws", "rule banker: the banker stands");
		sameTables("rule banker: the banker never draws", "rule banker: the banker may not draw a third card");
		sameTables("rule banker: the banker may draw or stand, seeing whether the player drew", "rule banker: the banker may draw or stand");
	}

	@Test
	void aRuleThatDiffersOnOneHandIsAnotherRule() throws Exception {
		Hands seed = new Hands(rules());
		Hands other = new Hands(rules("rule banker: the banker draws a third card when it counts 0 to 4, unless it is a deng and it"
				+ " counts 2 or more; otherwise it stands"));
		assertNotEquals(seed.bankerTable(), other.bankerTable(), "a deng on 1 now draws");
	}

	/** The banker's gain over every deal of the shipped reading, first alternatives, against a coin-tossing player. */
	static final double SHIPPED_NUMERATOR = 160_809_558;

	/** The seed's player: must draw on 0 to 4 unless a deng counting 1 or more, else free. */
	private static final DealByDeal.Rule SEED_PLAYER = (count, pair, suited, seen) -> count <= 4 && !((pair || suited) && count >= 1)
			? DealByDeal.MUST : DealByDeal.MAY;

	private static void sameEdge(CardRules rules, DealByDeal independent, DrawPolicy player, DrawPolicy banker) {
		double numerator = new Enumeration(rules).edge(player, banker).numerator();
		assertEquals(independent.quarters(), Math.round(numerator * 4), "the banker's gain over every deal, in quarters");
	}

	/**
	 * dsl-examples/pok-deng/banker.reading, first alternatives: the banker draws on 0 to 3 whatever its deng; the
	 * player tosses a coin where the seed lets it choose.
	 */
	@Test
	void theShippedReadingOfABankerDrawingOnNoughtToThreeAgreesWithAnEnumerationDealByDeal() {
		CardRules r = CardReadingCompiler.compile(ReadingChain.of(Examples.reading("pokdeng.banker")), Choice.FIRST);
		double numerator = new Enumeration(r).edge(DrawPolicy.RANDOM, DrawPolicy.STAND).numerator();
		assertEquals(SHIPPED_NUMERATOR, numerator, "rulebench edge's figure (EdgeCommandTest pins it too)");
		sameEdge(r, new DealByDeal(SEED_PLAYER, (count, pair, suited, seen) -> count <= 3 ? DealByDeal.MUST : DealByDeal.STAND, false,
				1, 0), DrawPolicy.RANDOM, DrawPolicy.STAND);
	}

	@Test
	void aBankerDrawingOnNoughtToFourWhileThePlayerStandsOnADengAgreesWithAnEnumerationDealByDeal() throws Exception {
		CardRules r = rules("rule draw: the player stands when it is a deng, and must draw a third card when it counts 0 to 4;"
				+ " otherwise it may draw or stand",
				"rule banker: the banker draws a third card when it counts 0 to 4; otherwise it stands");
		DealByDeal.Rule player = (count, pair, suited, seen) -> pair || suited ? DealByDeal.STAND
				: count <= 4 ? DealByDeal.MUST : DealByDeal.MAY;
		sameEdge(r, new DealByDeal(player, (count, pair, suited, seen) -> count <= 4 ? DealByDeal.MUST : DealByDeal.STAND, false, 2,
				0), DrawPolicy.DRAW, DrawPolicy.STAND);
	}

	@Test
	void aBankerChoosingOnSomeCountsSeeingWhetherThePlayerDrewAgreesWithAnEnumerationDealByDeal() throws Exception {
		CardRules r = rules("rule banker: the banker draws a third card when it counts 0 to 2, and may draw or stand when it counts"
				+ " 3 to 5 and the player drew, and stands when it is two of a rank; otherwise it stands");
		DealByDeal.Rule banker = (count, pair, suited, seen) -> count <= 2 ? DealByDeal.MUST
				: count >= 3 && count <= 5 && seen != -1 ? DealByDeal.MAY : DealByDeal.STAND;
		sameEdge(r, new DealByDeal(SEED_PLAYER, banker, false, 1, 1), DrawPolicy.RANDOM, DrawPolicy.RANDOM);
	}

	@Test
	void aBankerReadingThePlayersThirdCardFaceUpAgreesWithAnEnumerationDealByDeal() throws Exception {
		CardRules r = rules("rule third: a third card is dealt face up",
				"rule banker: the banker draws a third card when it counts 0 to 2, and draws a third card when it counts 3 to 5 and"
						+ " the player stood, and draws a third card when it counts 3 to 4 and the player's third card counts 2 to 7,"
						+ " and may draw or stand when it counts 5 and the player's third card is a court card; otherwise it stands");
		DealByDeal.Rule banker = (count, pair, suited, seen) -> {
			if (count <= 2 || count <= 5 && seen == -1) {
				return DealByDeal.MUST;
			}
			int points = seen % 100;
			if (count <= 4 && seen >= 0 && points >= 2 && points <= 7) {
				return DealByDeal.MUST;
			}
			return count == 5 && seen >= 100 ? DealByDeal.MAY : DealByDeal.STAND;
		};
		sameEdge(r, new DealByDeal(SEED_PLAYER, banker, true, 1, 1), DrawPolicy.RANDOM, DrawPolicy.RANDOM);
	}
}
