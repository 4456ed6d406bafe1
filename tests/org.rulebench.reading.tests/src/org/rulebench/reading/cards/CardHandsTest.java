package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.RankedHand;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.HandPayClaim;
import org.rulebench.reading.reading.HandsClaim;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.validation.IssueCodes;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;

import com.google.inject.Inject;

/** Hands as conditions in a reading: written in the reading's words, compiled into the engine's ladder. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class CardHandsTest {
	/** Pok Deng's `deng`, `run` and `ladder` sentences (seed 004, the five alternative) said in parts. */
	static final String POK_DENG_HANDS = """
			rule hands: hands rank, best first: "pok" when it has 2 cards and it counts 8 or 9, by its count;
				"three of a kind" when it has 3 cards and 3 of a rank and 3 court cards, by its ranks with the ace high;
				"three of a kind" equal to the one above when it has 3 cards and 3 of a rank, by the points of its cards;
				"run" when it has 3 cards and 3 in a row with the ace high;
				"three court cards" when it has 3 cards and 3 court cards;
				"total" when any hand, by its count
			rule pays_one: a hand pays 1 when any hand
			rule pays_pair: a hand pays 2 when it has 2 cards and 2 of a rank
			rule pays_suited: a hand pays 2 when it has 2 cards and 2 of a suit and not 2 of a rank
			rule pays_three_suited: a hand pays 3 when it has 3 cards and 3 of a suit and not it is "three of a kind"
			rule pays_run: a hand pays 3 when it is "run"
			rule pays_courts: a hand pays 3 when it is "three court cards"
			rule pays_trips: a hand pays 5 when it is "three of a kind"
			""";

	/** Three-card poker and the Pair Plus table 40-30-6-4-1, which no example reading plays. */
	static final String THREE_CARD_POKER = """
			rule hands: hands rank, best first:
				"straight flush" when 3 in a row with the ace high or low and 3 of a suit, by its ranks with the ace high;
				"three of a kind" when 3 of a rank, by its ranks with the ace high;
				"straight" when 3 in a row with the ace high or low, by its ranks with the ace high;
				"flush" when 3 of a suit, by its ranks with the ace high;
				"pair" when 2 of a rank, by its ranks with the ace high;
				"high card" when any hand, by its ranks with the ace high
			rule pays_sf: a hand pays 40 when it is "straight flush"
			rule pays_trips: a hand pays 30 when it is "three of a kind"
			rule pays_straight: a hand pays 6 when it is "straight"
			rule pays_flush: a hand pays 4 when it is "flush"
			rule pays_pair: a hand pays 1 when it is "pair"
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private Ladder ladder(String rules) throws Exception {
		Reading r = parser.parse("reading t.hands\ngame \"hands\"\nrules may go uncited\n" + rules);
		assertEquals(List.of(), r.eResource().getErrors(), "no syntax errors");
		HandsClaim hands = EcoreUtil2.getAllContentsOfType(r, HandsClaim.class).get(0);
		return CardHands.ladder(hands, EcoreUtil2.getAllContentsOfType(r, HandPayClaim.class));
	}

	@Test
	void threeCardPokerWrittenInPartsDealsThePublishedCountsAndPairPlusEdge() throws Exception {
		Ladder l = ladder(THREE_CARD_POKER);
		Map<String, Integer> counts = new LinkedHashMap<>();
		long won = 0;
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = a + 1; b < Cards.DECK; b++) {
				for (int c = b + 1; c < Cards.DECK; c++) {
					RankedHand h = l.value(a, b, c);
					counts.merge(h.name(), 1, Integer::sum);
					won += h.pays() > 0 ? h.pays() : -1;
				}
			}
		}
		assertEquals(Map.of("straight flush", 48, "three of a kind", 52, "straight", 720, "flush", 1096, "pair", 3744, "high card",
				16440), counts);
		assertEquals(-512, won, "Pair Plus 40-30-6-4-1: -2.32 %");
	}

	@Test
	void pokDengsHandsInPartsValueAndRankEveryHandAsItsSentencesDo() throws Exception {
		Hands fixed = new Hands(CardReadingCompiler.compile(ReadingChain.of(parser.parse(Snippets.POK_DENG)), Choice.FIRST));
		Ladder parts = ladder(POK_DENG_HANDS);
		Map<String, RankedHand> seen = new LinkedHashMap<>();
		Map<String, HandValue> values = new LinkedHashMap<>();
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = a + 1; b < Cards.DECK; b++) {
				same(fixed.two(a, b), parts.value(a, b), seen, values);
				for (int c = b + 1; c < Cards.DECK; c++) {
					same(fixed.three(a, b, c), parts.value(a, b, c), seen, values);
				}
			}
		}
		assertEquals(27, values.size());
		for (String x : values.keySet()) {
			for (String y : values.keySet()) {
				assertEquals(Integer.signum(fixed.compare(values.get(x), values.get(y))),
						Integer.signum(Ladder.compare(seen.get(x), seen.get(y))), x + " against " + y);
			}
		}
	}

	private static void same(HandValue fixed, RankedHand parts, Map<String, RankedHand> seen, Map<String, HandValue> values) {
		assertEquals(fixed.category().words(), parts.name(), fixed::toString);
		assertEquals(fixed.multiplier(), parts.pays(), fixed::toString);
		String key = fixed.category() + "/" + fixed.order() + "/" + fixed.courtTrips();
		RankedHand before = seen.putIfAbsent(key, parts);
		values.putIfAbsent(key, fixed);
		assertTrue(before == null || Ladder.compare(before, parts) == 0, fixed::toString);
	}

	@Test
	void aHandIsDefinedByItsCardsNotByWhichHandItIs() {
		ReadingProblem p = assertThrows(ReadingProblem.class,
				() -> ladder("rule hands: hands rank, best first: \"pair\" when it is \"pair\"; \"rest\" when any hand\n"));
		assertTrue(p.getMessage().startsWith("a hand is defined by its cards"), p.getMessage());
	}

	@Test
	void aPayNamesAHandOfTheLadder() {
		ReadingProblem p = assertThrows(ReadingProblem.class, () -> ladder(
				"rule hands: hands rank, best first: \"pair\" when 2 of a rank; \"rest\" when any hand\nrule pays: a hand pays 2 when it is \"pairs\"\n"));
		assertTrue(p.getMessage().startsWith("no hand is named \"pairs\""), p.getMessage());
	}

	@Test
	void checkNamesAHandNoDealMakesAndAHandTheOnesAboveAlwaysTake() throws Exception {
		Reading r = parser.parse(Snippets.pokDengWith("rule ladder: hands rank, best first: \"pok\" when it has 2 cards and it counts 8"
				+ " or 9, by its count; \"four of a kind\" when 4 of a rank; \"pair\" when 2 of a rank; \"pair of courts\" when 2 of a"
				+ " rank and 2 court cards; \"total\" when any hand, by its count"));
		validation.assertError(r, ReadingPackage.eINSTANCE.getLadderHand(), IssueCodes.CARD_HAND_NEVER_DEALT,
				"no deal from one deck makes \"four of a kind\" (4 of a rank): no hand can be it");
		validation.assertError(r, ReadingPackage.eINSTANCE.getLadderHand(), IssueCodes.CARD_HAND_NEVER_DEALT,
				"every deal that makes \"pair of courts\" makes a hand above it first");
	}

	@Test
	void checkNamesCardsNoHandPlacesAndHandsOfOneRungTheSameCardsMeet() throws Exception {
		Reading r = parser.parse(Snippets.pokDengWith("rule ladder: hands rank, best first: \"pok\" when it has 2 cards and it counts 8"
				+ " or 9, by its count; \"pair\" when 2 of a rank; \"courts\" equal to the one above when 2 court cards;"
				+ " \"flush\" when 3 of a suit"));
		validation.assertError(r, ReadingPackage.eINSTANCE.getLadderHand(), IssueCodes.CARD_HANDS_OVERLAP, "JS JH is both \"pair\" and \"courts\"");
		validation.assertError(r, ReadingPackage.eINSTANCE.getHandsClaim(), IssueCodes.CARD_HANDS_INCOMPLETE,
				"AS 2S is none of the hands");
	}

	/** {@link Snippets#POK_DENG} with its deng, run and ladder sentences said in parts ({@link #POK_DENG_HANDS}). */
	static String pokDengInParts() {
		return without(Snippets.POK_DENG, "deng", "run", "ladder") + POK_DENG_HANDS;
	}

	/** The reading's text without the rules of these names (a rule's indented lines and closing brace go with it). */
	static String without(String text, String... names) {
		StringBuilder kept = new StringBuilder();
		boolean dropping = false;
		for (String line : text.lines().toList()) {
			boolean named = java.util.Arrays.stream(names).anyMatch(n -> line.startsWith("rule " + n + ":"));
			dropping = named || dropping && (line.startsWith("\t") || line.equals("}"));
			if (!dropping) {
				kept.append(line).append('\n');
			}
		}
		return kept.toString();
	}

	@Test
	void aRankingByConditionsChecksCleanAndPlaysTheExactEdgesOfTheSentencesItSays() throws Exception {
		Reading parts = parser.parse(pokDengInParts());
		validation.assertNoErrors(parts);
		Reading sentences = parser.parse(Snippets.POK_DENG);
		List<Choice> choices = Choice.all(ReadingChain.of(sentences));
		assertEquals(choices.size(), Choice.all(ReadingChain.of(parts)).size());
		for (int i = 0; i < choices.size(); i += 7) {
			CardRules fixed = CardReadingCompiler.compile(ReadingChain.of(sentences), choices.get(i));
			CardRules ranked = CardReadingCompiler.compile(ReadingChain.of(parts), Choice.all(ReadingChain.of(parts)).get(i));
			assertEquals(null, fixed.hands());
			assertEquals(CardRules.ranked(fixed.name(), ranked.hands(), fixed.player(), fixed.banker(), fixed.thirdCardShown(),
					fixed.equal(), fixed.payment(), fixed.decks(), fixed.wagers()), ranked, "the sentences' other rules, the hands in parts");
			Enumeration a = new Enumeration(fixed);
			Enumeration b = new Enumeration(ranked);
			assertEquals(a.edge(DrawPolicy.RANDOM, DrawPolicy.RANDOM).numerator(), b.edge(DrawPolicy.RANDOM, DrawPolicy.RANDOM).numerator(), 0,
					choices.get(i).toString());
		}
	}

	@Test
	void aDrawingRuleMayNameAHandOfTheRanking() throws Exception {
		String banker = without(pokDengInParts(), "banker");
		Reading r = parser.parse(banker + "rule banker: the banker stands when it is \"pok\", and draws a third card when it is"
				+ " \"total\" and it counts 0 to 3; otherwise it stands\n");
		validation.assertNoErrors(r);
		CardRules rules = CardReadingCompiler.compile(ReadingChain.of(r), Choice.FIRST);
		Hands hands = new Hands(rules);
		assertEquals(org.rulebench.engine.cards.draw.Verdict.MUST, hands.bankerVerdict(Cards.of(1, 0), Cards.of(0, 1), 0));
		assertEquals(org.rulebench.engine.cards.draw.Verdict.STAND, hands.bankerVerdict(Cards.of(1, 0), Cards.of(2, 1), 0));
		Reading unknown = parser.parse(banker + "rule banker: the banker draws a third card when it is \"low\"; otherwise it stands\n");
		validation.assertError(unknown, ReadingPackage.eINSTANCE.getIsHand(), IssueCodes.CARD_DRAW_RULE, "no hand is named \"low\"");
		ReadingProblem p = assertThrows(ReadingProblem.class,
				() -> CardReadingCompiler.compile(ReadingChain.of(unknown), Choice.FIRST));
		assertTrue(p.getMessage().startsWith("no hand is named \"low\""), p.getMessage());
	}

	@Test
	void aHandsCountBelongsInItsConditionAndHandConditionsNowhereElse() throws Exception {
		Reading hands = parser.parse(Snippets.pokDengWith("rule ladder: hands rank, best first: \"pok\" when it has 2 cards and it counts"
				+ " 8 or 9, by its count; \"total\" when any hand, by its count", "rule pays: a hand pays 2 when it counts 9 and 2 of a suit"));
		validation.assertNoError(hands, IssueCodes.CARD_DRAW_RULE);
		validation.assertNoError(hands, IssueCodes.CARD_HAND_CONDITION);
		Reading drawing = parser.parse(Snippets.pokDengWith(
				"rule banker: the banker draws a third card when it counts 0 to 3 and 2 of a suit; otherwise it stands"));
		validation.assertError(drawing, ReadingPackage.eINSTANCE.getSameSuit(), IssueCodes.CARD_HAND_CONDITION,
				"a condition on a hand's cards belongs in a ranking of hands or a hand's pay");
	}

	@Test
	void checkNamesADeckTooSmallForTheDealOnceAtItsSize() throws Exception {
		Reading r = parser.parse(Snippets.pokDengWith("rule deck: the cards are one deck of 5"));
		validation.assertError(r, ReadingPackage.eINSTANCE.getDeckClaim(), IssueCodes.CARD_DECK_TOO_SMALL,
				"a round takes up to 6 cards (the player's 2 and the banker's 2, and a third card each), but the shoe holds 5");
		validation.assertNoError(r, IssueCodes.CARD_DECK);
		validation.assertNoError(parser.parse(Snippets.POK_DENG), IssueCodes.CARD_DECK_TOO_SMALL);
	}

	@Test
	void aDengSentenceBesideARankingByConditionsIsAnErrorAtTheDeng() throws Exception {
		Reading r = parser.parse(without(Snippets.POK_DENG, "run", "ladder") + POK_DENG_HANDS);
		validation.assertError(r, ReadingPackage.eINSTANCE.getDengClaim(), IssueCodes.RULES_CLASH,
				"a ranking by conditions says what each hand pays in `a hand pays N when C` rules");
	}
}
