package org.rulebench.reading.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;

import com.google.inject.Inject;

/** The checks of card readings, one specification each: a small reading, one flaw, the diagnostic it gets. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class CardValidatorTest {
	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	/** The issues of Pok Deng with these rules in place of its own of the same names. */
	private List<Issue> with(String... rules) throws Exception {
		return validation.validate(parser.parse(Snippets.pokDengWith(rules)));
	}

	private static Issue only(List<Issue> issues, String code) {
		List<Issue> found = issues.stream().filter(i -> code.equals(i.getCode())).toList();
		assertEquals(1, found.size(), issues.toString());
		return found.get(0);
	}

	@Test
	void theSeedsPokDengHasNoIssues() throws Exception {
		assertEquals(List.of(), with());
	}

	@Test
	void aReadingThatPaysDengMustSayHowADengIsLostAndWhoseIsPaid() throws Exception {
		List<Issue> issues = validation.validate(parser.parse(org.rulebench.reading.tests.Snippets.POK_DENG
				.replace("rule lost_deng: a deng of two cards that draws is lost unless the three cards make one\n", "")));
		Issue i = only(issues, IssueCodes.CARD_GAME_INCOMPLETE);
		assertTrue(i.getMessage().contains("a deng that draws"), i.getMessage());
	}

	@Test
	void aCardReadingMustStateEveryRuleARoundNeeds() throws Exception {
		List<Issue> issues = validation.validate(parser.parse("""
				reading t.partial
				game "half"
				rules may go uncited
				rule deck: the cards are one deck of 52
				rule count: a hand counts the last digit of its sum
				"""));
		Issue i = only(issues, IssueCodes.CARD_GAME_INCOMPLETE);
		assertTrue(i.getMessage().startsWith("the reading does not say: dealing, card values, pok, the player's draw, ranking,"),
				i.getMessage());
	}

	@Test
	void aDeckOtherThanFiftyTwoSaysWhichRanksItHolds() throws Exception {
		Issue i = only(with("rule deck: the cards are one deck of 32"), IssueCodes.CARD_DECK);
		assertTrue(i.getMessage().startsWith("a deck of 32 cards says which ranks it holds"), i.getMessage());
		assertEquals(Severity.ERROR, i.getSeverity());
	}

	@Test
	void aDeckOfSomeRanksHoldsFourSuitsOfEach() throws Exception {
		assertTrue(with("rule deck: the cards are one deck of 32 with the ranks A, 7 to 10, J, Q, K").stream()
				.noneMatch(x -> IssueCodes.CARD_DECK.equals(x.getCode())));
		Issue i = only(with("rule deck: the cards are one deck of 36 with the ranks A, 7 to 10, J, Q, K"), IssueCodes.CARD_DECK);
		assertTrue(i.getMessage().startsWith("a deck of these 8 ranks, four suits of each, holds 32 cards, not 36"), i.getMessage());
		Issue jokers = only(with("rule deck: the cards are one deck of 54 with the ranks A, 2 to 10, J, Q, K, Joker"), IssueCodes.CARD_DECK);
		assertTrue(jokers.getMessage().startsWith("a rank is A, 2 to 10, J, Q or K, not Joker"), jokers.getMessage());
		Issue twice = only(with("rule deck: the cards are one deck of 36 with the ranks A, 6 to 10, J, Q, K, 9"), IssueCodes.CARD_DECK);
		assertTrue(twice.getMessage().startsWith("the rank 9 is named twice"), twice.getMessage());
	}

	@Test
	void dealingThreeCardsIsAnError() throws Exception {
		only(with("rule dealing: each player stakes, then plays the banker alone with 3 cards each, dealt one at a time"),
				IssueCodes.CARD_DEAL);
	}

	@Test
	void courtCardsCountTenOrLessAndEachRankOneValue() throws Exception {
		assertTrue(with("rule values: an ace counts 1, two to nine their face, ten and court cards 10").stream()
				.noneMatch(i -> IssueCodes.CARD_VALUES.equals(i.getCode())), "10 is 0 in the last digit of a sum");
		Issue i = only(with("rule values: an ace counts 1, two to nine their face, ten and court cards 12"), IssueCodes.CARD_VALUES);
		assertEquals("a card counts 0 to 10 (a count is the last digit of a sum), not 12", i.getMessage());
		Issue soft = only(with("rule values: cards count: A 1 or 11, 2 to 9 their face, 10 and court cards 0"), IssueCodes.CARD_VALUES);
		assertTrue(soft.getMessage().startsWith("a card counts one value: a hand's count is the last digit of its points, so an ace"
				+ " counting 1 or 11"), soft.getMessage());
		Issue missing = only(with("rule values: cards count: A 1, 2 to 9 their face, court cards 0"), IssueCodes.CARD_VALUES);
		assertEquals("every rank of the deck counts something: say what 10 counts", missing.getMessage());
		Issue twice = only(with("rule values: cards count: A 1, 2 to 9 their face, 10 and court cards 0, K 5"), IssueCodes.CARD_VALUES);
		assertEquals("the rank K is given a value twice", twice.getMessage());
		Issue face = only(with("rule values: cards count: A their face, 2 to 9 their face, 10 and court cards 0"), IssueCodes.CARD_VALUES);
		assertEquals("`their face` counts two to nine their pips; give A a number", face.getMessage());
		assertTrue(with("rule values: cards count: A 1, 2 to 9 their face, 10 0, court cards 5").stream()
				.noneMatch(x -> IssueCodes.CARD_VALUES.equals(x.getCode())), "a value per rank");
	}

	@Test
	void aPokOfOtherCountsIsAnError() throws Exception {
		only(with("rule pok: two cards dealt counting 7 or 8 are a pok, shown at once"), IssueCodes.CARD_POK);
	}

	@Test
	void aForcedDrawReachingAPokIsAnError() throws Exception {
		Issue i = only(with("rule draw: a player counting 0 to 8 must draw a third card; others may draw or stand"),
				IssueCodes.CARD_FORCED_DRAW);
		assertTrue(i.getMessage().startsWith("a count of 8 or 9 is a pok"), i.getMessage());
	}

	@Test
	void aDengExemptionAboveTheForcedCountsIsAWarning() throws Exception {
		Issue i = only(with("rule draw: a player counting 0 to 4 must draw a third card, but a deng counting 5 or more may stand;"
				+ " others may draw or stand"), IssueCodes.CARD_FORCED_DRAW);
		assertEquals(Severity.WARNING, i.getSeverity());
	}

	@Test
	void aDengPaidTwiceIsAnError() throws Exception {
		Issue i = only(with("rule deng: a deng pays: two of a rank 2, two of a rank 3"), IssueCodes.CARD_DENG);
		assertEquals("this deng is paid twice in one rule; name each kind once", i.getMessage());
	}

	@Test
	void aDengPayingNothingIsAnError() throws Exception {
		only(with("rule deng: a deng pays: two of a rank 0"), IssueCodes.BAD_VALUE);
	}

	@Test
	void aLadderMustNameTotalAndEachRungOnceWithPokFirst() throws Exception {
		Issue i = only(with("rule ladder: hands rank: pok, run, three of a kind"), IssueCodes.CARD_LADDER);
		assertTrue(i.getMessage().startsWith("the ladder leaves out total"), i.getMessage());
		Issue twice = only(with("rule ladder: hands rank: pok, run, run, total"), IssueCodes.CARD_LADDER);
		assertEquals("run is named twice; the ladder names each rung once", twice.getMessage());
		assertTrue(with("rule ladder: hands rank: pok, three of a kind, total").stream()
				.noneMatch(x -> IssueCodes.CARD_LADDER.equals(x.getCode())), "a rung left out is no hand");
		Issue first = only(with("rule ladder: hands rank: three of a kind, pok, run, three court cards, total"), IssueCodes.CARD_LADDER);
		assertTrue(first.getMessage().startsWith("a pok is shown and settled before anyone draws"), first.getMessage());
	}

	@Test
	void aBoardGameRuleInACardReadingIsAnError() throws Exception {
		Issue i = only(with("rule dice: 2 dice of 6 faces"), IssueCodes.OTHER_CLAIM_IN_CARD_READING);
		assertTrue(i.getMessage().startsWith("rule dice is about a board game"), i.getMessage());
	}

	@Test
	void twoRulesAboutTheBankersDrawClash() throws Exception {
		List<Issue> issues = with("rule banker_too: the banker never draws");
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.DIMENSION_TWICE.equals(i.getCode())), issues.toString());
	}
}
