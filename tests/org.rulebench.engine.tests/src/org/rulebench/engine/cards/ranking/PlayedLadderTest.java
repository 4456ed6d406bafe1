package org.rulebench.engine.cards.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.cards.draw.CardCondition;
import org.rulebench.engine.cards.draw.DrawLine;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.exact.RankEnumeration;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Round;
import org.rulebench.engine.cards.round.RoundResult;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.DengPayment;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.rules.Multipliers;
import org.rulebench.engine.cards.wager.Wagers;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Rng;

/**
 * The engine plays a ladder of hands defined by conditions: Pok Deng's fixed hands written as such a ladder
 * ({@link PokDengLadderTest#pokDeng}) give the same exact edge over every deal, the same seeded rounds and the same
 * stakes as the fixed categories, under banker's rules that never draw, draw as a player must, and choose.
 */
class PlayedLadderTest {
	private static final List<HandCategory> SEED = List.of(HandCategory.POK, HandCategory.TRIPS, HandCategory.RUN,
			HandCategory.COURTS, HandCategory.TOTAL);

	static List<Object[]> rules() {
		DrawRule player = CardRules.forcedDraw(4, 1);
		return List.of(new Object[] { "never", new Multipliers(2, 2, 3, 3, 3, 5), DrawRule.NEVER, EqualHands.TIE, DengPayment.WINNER },
				new Object[] { "as a player", new Multipliers(2, 2, 3, 3, 3, 5), player.forcedOnly(), EqualHands.TIE, DengPayment.WINNER },
				new Object[] { "choice, deng decides", new Multipliers(2, 4, 5, 3, 6, 7), DrawRule.CHOICE, EqualHands.DENG_DECIDES,
						DengPayment.LARGER });
	}

	private static CardRules fixed(String name, Multipliers m, DrawRule banker, EqualHands equal, DengPayment payment) {
		return new CardRules(name, m, SEED, CardRules.forcedDraw(4, 1), banker, false, equal, payment, 1, Wagers.BANKING);
	}

	private static CardRules parts(String name, Multipliers m, DrawRule banker, EqualHands equal, DengPayment payment) {
		return CardRules.ranked(name, PokDengLadderTest.pokDeng(m, SEED), CardRules.forcedDraw(4, 1), banker, false, equal, payment, 1,
				Wagers.BANKING);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("rules")
	void aLadderOfConditionsGivesTheExactEdgeOfTheFixedHands(String name, Multipliers m, DrawRule banker, EqualHands equal,
			DengPayment payment) {
		Enumeration a = new Enumeration(fixed(name, m, banker, equal, payment));
		Enumeration b = new Enumeration(parts(name, m, banker, equal, payment));
		for (DrawPolicy p : List.of(DrawPolicy.STAND, DrawPolicy.DRAW, DrawPolicy.RANDOM)) {
			for (DrawPolicy q : List.of(DrawPolicy.STAND, DrawPolicy.RANDOM)) {
				assertEquals(a.edge(p, q).numerator(), b.edge(p, q).numerator(), 0, "the exact edge");
			}
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("rules")
	void aLadderOfConditionsPlaysTheSeededRoundsOfTheFixedHands(String name, Multipliers m, DrawRule banker, EqualHands equal,
			DengPayment payment) {
		Hands a = new Hands(fixed(name, m, banker, equal, payment));
		Hands b = new Hands(parts(name, m, banker, equal, payment));
		Deck deck = new Deck(1);
		long won = 0;
		for (long seed = 1; seed <= 20_000; seed++) {
			Rng ra = new Rng(seed);
			Rng rb = new Rng(seed);
			RoundResult x = new Round(a, deck.shuffle(ra), ra).play(DrawPolicy.RANDOM, DrawPolicy.RANDOM);
			RoundResult y = new Round(b, deck.shuffle(rb), rb).play(DrawPolicy.RANDOM, DrawPolicy.RANDOM);
			assertEquals(List.of(Cards.name(x.player()[0]), x.player().length, x.banker().length, x.bankerGain()),
					List.of(Cards.name(y.player()[0]), y.player().length, y.banker().length, y.bankerGain()), "seed " + seed);
			assertEquals(x.playerHand().category().words(), y.playerHand().name(), "seed " + seed);
			won += y.bankerGain();
		}
		assertTrue(won != 0);
	}

	@Test
	void theRankEnumerationOverRanksPlaysALadderThatReadsNoSuits() {
		Multipliers none = new Multipliers(1, 1, 1, 1, 1, 1);
		CardRules f = new CardRules("no deng", none, SEED, CardRules.forcedDraw(4, 1), DrawRule.NEVER, false, EqualHands.TIE,
				DengPayment.WINNER, 8, Wagers.BANKING);
		Ladder l = PokDengLadderTest.pokDeng(none, SEED);
		// the pays of 1 for suits change nothing, but a pay that reads suits is a rule that reads them: leave them out
		Ladder bare = new Ladder(l.hands(), List.of(new Pay(new HandCondition.Always(), 1)));
		CardRules p = CardRules.ranked("no deng", bare, CardRules.forcedDraw(4, 1), DrawRule.NEVER, false, EqualHands.TIE,
				DengPayment.WINNER, 8, Wagers.BANKING);
		assertEquals(null, RankEnumeration.refusal(p));
		assertEquals(new RankEnumeration(f).outcomes(DrawPolicy.STAND, DrawPolicy.STAND),
				new RankEnumeration(p).outcomes(DrawPolicy.STAND, DrawPolicy.STAND));
	}

	@Test
	void aHandsNameIsItsEventAndADrawingRuleMayAskIt() {
		Ladder l = PokDengLadderTest.pokDeng(new Multipliers(2, 2, 3, 3, 3, 5), SEED);
		// a banker who draws on a total of 0 to 3, but stands on any pair
		DrawRule banker = new DrawRule(List.of(new DrawLine(Verdict.STAND, new CardCondition.Is(CardCondition.TwoCards.TWO_OF_A_RANK)),
				new DrawLine(Verdict.MUST, new CardCondition.And(new CardCondition.IsHand("total"), new CardCondition.Counts(0, 3)))),
				Verdict.STAND);
		CardRules rules = CardRules.ranked("pairs stand", l, CardRules.forcedDraw(4, 1), banker, false, EqualHands.TIE,
				DengPayment.WINNER, 1, Wagers.BANKING);
		Hands hands = new Hands(rules);
		assertEquals(Verdict.MUST, hands.bankerVerdict(Cards.of(1, 0), Cards.of(0, 1), org.rulebench.engine.cards.draw.Sight.STOOD));
		assertEquals(Verdict.STAND, hands.bankerVerdict(Cards.of(1, 0), Cards.of(1, 1), org.rulebench.engine.cards.draw.Sight.STOOD));
		CardVariant v = new CardVariant(rules);
		assertEquals(List.of("pok", "three of a kind", "run", "three court cards", "total", CardVariant.PAID_MORE,
				CardVariant.THIRD_CARD), v.events());
		GameResult r = v.seat("random", "random").play(7, 100);
		int hands2 = 0;
		for (int i = 0; i < 5; i++) {
			hands2 += r.events()[i][0] + r.events()[i][1];
		}
		assertEquals(2, hands2, "each side ends with one hand of the ladder");
		HandValue pair = hands.two(Cards.of(4, 0), Cards.of(4, 1));
		assertEquals("total", pair.name());
		assertEquals(2, pair.multiplier());
	}

	@Test
	void aLadderThatLeavesCardsUnplacedIsRefusedNamingThem() {
		Ladder pairsOnly = new Ladder(List.of(new HandDefinition("pair", 0, new HandCondition.OfARank(2), Order.NONE)), List.of());
		CardRules rules = CardRules.ranked("pairs", pairsOnly, DrawRule.NEVER, DrawRule.NEVER, false, EqualHands.TIE,
				DengPayment.WINNER, 1, Wagers.BANKING);
		IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> new Hands(rules));
		assertEquals("AS 2S is none of the hands of the ladder", x.getMessage());
	}
}
