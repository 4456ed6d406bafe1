package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.showdown.Move;
import org.rulebench.engine.cards.showdown.Showdown;
import org.rulebench.engine.cards.showdown.ShowdownEnumeration;
import org.rulebench.engine.cards.showdown.ShowdownEnumeration.Policy;
import org.rulebench.engine.cards.showdown.ShowdownVariant;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.validation.IssueCodes;
import org.rulebench.reading.variant.Variants;

import com.google.inject.Inject;

/**
 * Three-card poker (dsl-examples/three-card-poker/three-card-poker.reading), a showdown written from
 * docs/reading-language.md: a deal of three cards each, the player's choice to fold or play, a banker who qualifies
 * with a queen high, an ante bonus and Pair Plus. Its exact edges are the published ones (3.37 % of the ante with the
 * best strategy, play Q-6-4 or better; Pair Plus 1-4-6-30-40 2.32 %) and the ones the engine's own test checks against
 * an enumeration written apart from the engine (ThreeCardPokerShowdownTest).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class ShowdownReadingTest {
	private static final Reading READING = Examples.reading("threecardpoker.casino");
	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private static ShowdownVariant variant(String decision) {
		return assertInstanceOf(ShowdownVariant.class,
				Variants.compile(ReadingChain.of(READING), new Choice(Map.of("decision", decision))));
	}

	@Test
	void theExampleChecksClean() {
		validation.assertNoIssues(READING);
	}

	@Test
	void theRuleQ64IsWhatItSays() {
		Showdown s = variant("q64").showdown();
		assertEquals(Move.PLAY, s.move(key("QS 6H 4D")));
		assertEquals(Move.FOLD, s.move(key("QS 6H 3D")));
		assertEquals(Move.PLAY, s.move(key("2S 2H 3D")), "a pair is better than any high card");
		assertEquals(Move.PLAY, s.move(key("2S 5S 7S")), "a flush too");
		assertTrue(s.qualifies(key("QS 3H 2D")));
		assertTrue(!s.qualifies(key("JS TH 8D")));
		assertTrue(s.compare(key("3S 3H 4D"), key("2S 2H AD")) > 0, "a pair ranks by its pair first");
		assertTrue(s.compare(key("AS 2H 3D"), key("2S 3H 4D")) < 0, "A-2-3 is the lowest straight");
		assertTrue(s.compare(key("QS KH AD"), key("JS QH KD")) > 0, "Q-K-A the highest");
		assertEquals(5, s.bonus(key("9H TH JH")));
		assertEquals(40, s.sidePays(key("9H TH JH")));
		assertEquals(0, s.sidePays(key("AS KH 9D")));
	}

	@Test
	void theEdgesAreThePublishedOnes() {
		ShowdownEnumeration free = variant("free").enumeration();
		ShowdownEnumeration q64 = variant("q64").enumeration();
		assertEquals(q64.edge(Policy.RANDOM), free.edge(Policy.BEST), "the best reply is the rule `play Q-6-4 or better`");
		assertEquals(0.0337, free.edge(Policy.BEST).value(), 0.00005);
		assertEquals("128/5525", free.sideEdge().fraction(), "Pair Plus 1-4-6-30-40: 512 / 22,100 = 2.32 %");
		int[] t = free.bestThreshold();
		assertEquals("Q-6-4", free.ranks(t[0]));
		assertEquals("Q-6-3", free.ranks(t[1]));
		assertEquals(1.0, free.edge(Policy.FOLD).value(), 1e-12, "folding every hand loses every ante");
	}

	@Test
	void orBetterComparesHandsOnlyInADecisionOrQualifying() throws Exception {
		validation.assertError(parse(text().replace("pays 40 to 1 when it is \"straight flush\"", "pays 40 to 1 when it is \"straight\" or better")),
				ReadingPackage.eINSTANCE.getIsHand(), IssueCodes.CARD_HAND_CONDITION, "compares hands");
	}

	@Test
	void aShowdownsPartsNeedAPlayerWhoPlaysOrFolds() throws Exception {
		String text = text().replace("""
				rule decision: one of {
					free: the player may play or fold assumed
					q64: the player plays when it is "Q-6-4" or better; otherwise it folds assumed
				}""", "");
		validation.assertError(parse(text), ReadingPackage.eINSTANCE.getQualifyClaim(), IssueCodes.CARD_SHOWDOWN, "belong to a showdown");
	}

	@Test
	void cardsNamedByRanksAreAsManyAsEachSideHolds() throws Exception {
		Reading r = parse(text().replace("\"Q-6-4\" or better", "\"Q-6\" or better"));
		validation.assertError(r, ReadingPackage.eINSTANCE.getIsHand(), IssueCodes.CARD_SHOWDOWN, "names 2 cards, but each side is dealt 3");
		Reading unknown = parse(text().replace("\"Q-3-2\" or better", "\"queen high\" or better"));
		validation.assertError(unknown, ReadingPackage.eINSTANCE.getIsHand(), IssueCodes.CARD_SHOWDOWN, "no hand is named \"queen high\"");
	}

	@Test
	void aDealOfFourIsRefusedAtTheNumber() throws Exception {
		validation.assertError(parse(text().replace("get 3 cards each", "get 4 cards each")), ReadingPackage.eINSTANCE.getDealClaim(),
				IssueCodes.CARD_DEAL, "2 or 3 cards each, not 4");
	}

	@Test
	void aShowdownWithoutItsQualifyingSaysWhatIsMissing() throws Exception {
		Reading r = parse(text().replace("rule qualify: the banker qualifies when it is \"Q-3-2\" or better assumed", ""));
		validation.assertError(r, ReadingPackage.eINSTANCE.getReading(), IssueCodes.CARD_GAME_INCOMPLETE, "qualifying");
		assertThrows(ReadingProblem.class, () -> Variants.compile(ReadingChain.of(r), Choice.FIRST));
	}

	private static int key(String cards) {
		String[] c = cards.split(" ");
		return Showdown.keyOf(Cards.parse(c[0]), Cards.parse(c[1]), Cards.parse(c[2]));
	}

	private Reading parse(String text) throws Exception {
		return parser.parse(text);
	}

	private static String text() {
		try {
			return Files.readString(Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"), "three-card-poker",
					"three-card-poker.reading"));
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}
}
