package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.draw.Sight;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.cards.exact.RankEnumeration;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.wager.Bet;
import org.rulebench.engine.cards.wager.Stakes;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.variant.Variants;
import org.rulebench.reading.validation.IssueCodes;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.tests.Written;

import com.google.inject.Inject;

/**
 * Baccarat (punto banco), a game no issue names, written from docs/reading-language.md alone
 * (dsl-examples/baccarat/baccarat.reading): its tableau as the engine compiles it, its exact counts against an
 * enumeration written apart from the engine ({@link PuntoBancoOracle}) and against the published figures (8 decks:
 * banker 2,292,252,566,437,888, player 2,230,518,282,592,256, tie 475,627,426,473,216 of every ordered deal; house
 * edges 1.0579 %, 1.2351 %, 14.3596 % at 8 to 1 and 4.8440 % at 9 to 1: the Wizard of Odds' baccarat tables, after
 * Thorp).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class BaccaratTest {
	private static final Reading READING = Examples.reading("baccarat.puntobanco");
	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;
	@Inject
	private Written written;

	private static CardRules rules(String tie) {
		return assertInstanceOf(CardVariant.class, Variants.compile(ReadingChain.of(READING), new Choice(Map.of("on_tie", tie)))).rules();
	}

	private static Bet bet(CardRules r, Bet.On on) {
		return r.wagers().bets().stream().filter(b -> b.on() == on).findFirst().orElseThrow();
	}

	@Test
	void theReadingChecksClean() {
		validation.assertNoIssues(READING);
	}

	@Test
	void itCompilesToAShoeOfEightDecksWithThreeBetsAndTheBankersCommission() {
		CardRules r = rules("eight");
		assertEquals(8, r.decks());
		assertEquals(List.of(HandCategory.POK, HandCategory.TOTAL), r.ladder());
		assertEquals(Stakes.of(1, 20), r.wagers().commission().share());
		assertEquals(Bet.On.BANKER, r.wagers().commission().side());
		assertEquals(Stakes.of(8), bet(r, Bet.On.TIE).pays());
		assertEquals(Stakes.of(9), bet(rules("nine"), Bet.On.TIE).pays());
		assertEquals(Stakes.ONE, bet(r, Bet.On.BANKER).pays());
	}

	@Test
	void theBankersRuleIsTheCasinosTableauCardForCard() {
		Hands h = new Hands(rules("eight"));
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = 0; b < Cards.DECK; b++) {
				int count = Hands.total(a, b);
				if (count >= 8) {
					continue;
				}
				assertEquals(count <= 5 ? Verdict.MUST : Verdict.STAND, h.playerVerdict(a, b), "the player on " + count);
				assertEquals(count <= 5 ? Verdict.MUST : Verdict.STAND, h.bankerVerdict(a, b, Sight.STOOD),
						"the banker on " + count + ", the player stood");
				for (int x = 0; x < Cards.DECK; x++) {
					boolean draws = PuntoBancoOracle.bankerDraws(count, Cards.points(x));
					assertEquals(draws ? Verdict.MUST : Verdict.STAND, h.bankerVerdict(a, b, Sight.shown(x)),
							"the banker on " + count + ", the player drew " + Cards.name(x));
				}
			}
		}
	}

	@Test
	void everyDealOfEightDecksCountsAsTheOracleAndThePublishedFiguresCount() {
		RankEnumeration.Outcomes o = new RankEnumeration(rules("eight")).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		PuntoBancoOracle oracle = new PuntoBancoOracle(8);
		assertEquals(new BigInteger("4998398275503360"), oracle.deals);
		assertEquals(new BigInteger("2292252566437888"), oracle.banker);
		assertEquals(new BigInteger("2230518282592256"), oracle.player);
		assertEquals(new BigInteger("475627426473216"), oracle.tie);
		assertEquals(new Stakes(oracle.banker, oracle.deals), o.bankerWins());
		assertEquals(new Stakes(oracle.player, oracle.deals), o.playerWins());
		assertEquals(new Stakes(oracle.tie, oracle.deals), o.ties());
	}

	@Test
	void theHouseEdgesAreThePublishedOnes() {
		CardRules eight = rules("eight");
		RankEnumeration.Outcomes o = new RankEnumeration(eight).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		assertEquals(0.010579, -o.expected(eight.wagers(), bet(eight, Bet.On.BANKER)).value(), 5e-7);
		assertEquals(0.012351, -o.expected(eight.wagers(), bet(eight, Bet.On.PLAYER)).value(), 5e-7);
		assertEquals(0.143596, -o.expected(eight.wagers(), bet(eight, Bet.On.TIE)).value(), 5e-7);
		CardRules nine = rules("nine");
		assertEquals(0.048440, -new RankEnumeration(nine).outcomes(DrawPolicy.STAND, DrawPolicy.STAND)
				.expected(nine.wagers(), bet(nine, Bet.On.TIE)).value(), 5e-7);
		// the banker's bet exactly: 19/20 of the banker's wins less the player's wins
		PuntoBancoOracle oracle = new PuntoBancoOracle(8);
		Stakes banker = new Stakes(oracle.banker.multiply(BigInteger.valueOf(19)).subtract(oracle.player.multiply(BigInteger.valueOf(20))),
				oracle.deals.multiply(BigInteger.valueOf(20)));
		assertEquals(banker, o.expected(eight.wagers(), bet(eight, Bet.On.BANKER)));
	}

	@Test
	void oneAndSixDecksAgreeWithTheOracleToo() {
		for (int decks : new int[] { 1, 6 }) {
			String text = text().replace("the cards are 8 decks of 52", decks == 1 ? "the cards are one deck of 52"
					: "the cards are " + decks + " decks of 52").replace("expect shoe: the deck has 416 cards: 32 of each rank, 104 of each suit assumed", "");
			RankEnumeration.Outcomes o = new RankEnumeration(written.cards(text)).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
			PuntoBancoOracle oracle = new PuntoBancoOracle(decks);
			assertEquals(new Stakes(oracle.banker, oracle.deals), o.bankerWins(), decks + " decks");
			assertEquals(new Stakes(oracle.tie, oracle.deals), o.ties(), decks + " decks");
		}
	}

	/** Punto banco dealt from 4 piquet decks of 32 (A, 7 to K): the rank enumeration against the oracle's count of values. */
	@Test
	void aShoeOfPiquetDecksIsCountedExactly() {
		String text = text().replace("the cards are 8 decks of 52", "the cards are 4 decks of 32 with the ranks A, 7 to 10, J, Q, K")
				.replace("expect shoe: the deck has 416 cards: 32 of each rank, 104 of each suit assumed",
						"expect shoe: the deck has 128 cards: 16 of each rank, 32 of each suit assumed");
		CardRules rules = written.cards(text);
		assertEquals(128, rules.size());
		RankEnumeration.Outcomes o = new RankEnumeration(rules).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		long[] values = new long[10];
		values[0] = 4 * 16;
		values[1] = 16;
		values[7] = values[8] = values[9] = 16;
		PuntoBancoOracle oracle = new PuntoBancoOracle(values);
		assertEquals(new Stakes(oracle.banker, oracle.deals), o.bankerWins());
		assertEquals(new Stakes(oracle.player, oracle.deals), o.playerWins());
		assertEquals(new Stakes(oracle.tie, oracle.deals), o.ties());
		// and simulate deals those ranks only: no two to six in 2,000 rounds
		org.rulebench.engine.game.Table table = new CardVariant(rules).seat("stand", "stand");
		Hands hands = new Hands(rules);
		for (int s = 0; s < 2_000; s++) {
			org.rulebench.engine.game.Rng rng = new org.rulebench.engine.game.Rng(s);
			org.rulebench.engine.cards.round.RoundResult r = new org.rulebench.engine.cards.round.Round(hands,
					new org.rulebench.engine.cards.deck.Deck(rules.decks(), rules.ranks()).shuffle(rng), rng).play(DrawPolicy.STAND,
							DrawPolicy.STAND);
			for (int[] cards : new int[][] { r.player(), r.banker() }) {
				for (int c : cards) {
					int rank = Cards.rank(c);
					assertTrue(rank == Cards.ACE || rank >= 6, Cards.name(c));
				}
			}
			table.play(s, 0);
		}
	}

	private static String text() {
		try {
			return Files.readString(Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"), "baccarat", "baccarat.reading"));
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}

	private Reading parse(String text) throws Exception {
		return parser.parse(text);
	}

	@Test
	void aShoeOfOneDeckWrittenAsDecksOrOfTooManyIsAnError() throws Exception {
		validation.assertError(parse(text().replace("8 decks of 52", "1 decks of 52")), ReadingPackage.eINSTANCE.getDeckClaim(),
				IssueCodes.CARD_DECK, "a shoe holds 2 to 16 decks");
		validation.assertError(parse(text().replace("8 decks of 52", "40 decks of 52")), ReadingPackage.eINSTANCE.getDeckClaim(),
				IssueCodes.CARD_DECK, "not 40");
		validation.assertError(parse(text().replace("8 decks of 52", "0 decks of 52")), ReadingPackage.eINSTANCE.getDeckClaim(),
				IssueCodes.CARD_DECK, "not 0");
	}

	@Test
	void aBetThatPaysNothingOrACommissionOfEverythingIsAnError() throws Exception {
		validation.assertError(parse(text().replace("a tie pays 8 to 1", "a tie pays 0 to 1")), ReadingPackage.eINSTANCE.getBetClaim(),
				IssueCodes.CARD_WAGER, "pays at least 1");
		validation.assertError(parse(text().replace("pay 5 % to", "pay 100 % to")), ReadingPackage.eINSTANCE.getCommissionClaim(),
				IssueCodes.CARD_WAGER, "1 to 99 %");
	}

	@Test
	void aCommissionOnASideNobodyBetsOnIsAnError() throws Exception {
		validation.assertError(parse(text().replace("rule on_banker: a bet on the banker pays 1 to 1 assumed", "")),
				ReadingPackage.eINSTANCE.getCommissionClaim(), IssueCodes.CARD_WAGER, "no rule states such a bet");
	}

	@Test
	void aShoeTheExpectationMiscountsFailsTheExpectation() throws Exception {
		validation.assertError(parse(text().replace("the cards are 8 decks of 52", "the cards are 6 decks of 52")),
				ReadingPackage.eINSTANCE.getDeckExpectation(), IssueCodes.DECK_FAILS, "the deck has 312 cards, not 416");
	}
}
