package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.stream.Stream;

import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.library.Shorthands;
import org.rulebench.reading.reading.CardClaim;
import org.rulebench.reading.reading.BankerDrawClaim;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.ForcedDrawClaim;
import org.rulebench.reading.reading.PlayerDrawClaim;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Shorthand;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;
import org.rulebench.reading.tests.Written;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * The card sentences of the shipped library (library/cards.reading): each, put in Pok Deng as seed 004 reads it,
 * compiles to the same drawing tables as its definition; and `explain` writes a reading's own numbers into it.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class CardShorthandTest {
	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;
	@Inject
	private Written written;
	@Inject
	private Provider<XtextResourceSet> sets;

	private Hands hands(String rule) {
		return new Hands(written.cards(Snippets.pokDengWith(rule)));
	}

	/** The Pok Deng rule a card claim replaces: the player's draw or the banker's. */
	private static String rule(Claim c) {
		return CardDimension.of((CardClaim) c).equals("the player's draw") ? "rule draw: " : "rule banker: ";
	}

	@TestFactory
	Stream<DynamicTest> eachCardShorthandCompilesAsItsDefinition() {
		List<Shorthand> cards = Shorthands.load(sets.get()).entries().stream()
				.filter(s -> s.getClaim() instanceof PlayerDrawClaim || s.getClaim() instanceof ForcedDrawClaim
						|| s.getClaim() instanceof BankerDrawClaim)
				.toList();
		assertFalse(cards.isEmpty());
		return cards.stream().map(s -> DynamicTest.dynamicTest(text(s.getClaim()), () -> {
			assertEquals(1, s.getParts().size(), "a drawing sentence is one drawing rule");
			Hands shorthand = hands(rule(s.getClaim()) + text(s.getClaim()));
			Hands definition = hands(rule(s.getClaim()) + text(s.getParts().get(0)));
			assertEquals(shorthand.playerTable(), definition.playerTable());
			assertEquals(shorthand.bankerTable(), definition.bankerTable());
		}));
	}

	@Test
	void explainWritesTheReadingsNumbersIntoTheDefinition() throws Exception {
		Reading r = parser.parse(Snippets.pokDengWith("rule draw: a player counting 0 to 3 must draw a third card, but a deng"
				+ " counting 0 or more may stand; others may draw or stand"));
		Shorthands library = Shorthands.load(r.eResource().getResourceSet());
		Claim draw = Dimension.claimOf(ReadingChain.of(r).effectiveRules().get("draw"));
		assertEquals(List.of("the player must draw a third card when it counts 0 to 3, unless it is a deng and it counts 0 or more;"
				+ " otherwise it may draw or stand"), library.expand(draw));
	}

	/**
	 * Pok Deng's hand sentences (deng, lost deng, run, ladder) put in place by what the library says they mean: the
	 * definitions are {@link CardHandsTest#POK_DENG_HANDS}, the reading checks clean, its hands and pays compile to the
	 * engine's hands the sentences compile to ({@link CardRules#handsInParts()}), and it plays every deal as the
	 * sentences do (the same exact edge under the seed's alternatives, both sides standing or at random).
	 */
	@Test
	void pokDengsHandSentencesMeanTheirDefinitionsAndPlayAsThem() throws Exception {
		Reading sentences = parser.parse(Snippets.POK_DENG);
		Shorthands library = Shorthands.load(sentences.eResource().getResourceSet());
		StringBuilder parts = new StringBuilder();
		for (String rule : List.of("ladder", "deng", "lost_deng", "run")) {
			Claim c = Dimension.claimOf(ReadingChain.of(sentences).effectiveRules().get(rule));
			List<String> expanded = library.expand(c);
			assertEquals(!rule.equals("lost_deng") && !rule.equals("run"), !expanded.isEmpty(), rule);
			assertEquals(rule.equals("lost_deng") || rule.equals("run"), library.meansNothing(c), rule);
			for (String p : expanded) {
				parts.append("rule ").append(rule).append('_').append(parts.length()).append(": ").append(p).append('\n');
			}
		}
		assertEquals(statements(CardHandsTest.POK_DENG_HANDS), statements(parts.toString()));
		Reading defined = parser.parse(CardHandsTest.without(Snippets.POK_DENG, "ladder", "deng", "lost_deng", "run") + parts);
		validation.assertNoErrors(defined);
		List<Choice> choices = Choice.all(ReadingChain.of(sentences));
		List<Choice> same = Choice.all(ReadingChain.of(defined));
		assertEquals(choices.size(), same.size());
		for (int i = 0; i < choices.size(); i += 5) {
			CardRules fixed = CardReadingCompiler.compile(ReadingChain.of(sentences), choices.get(i));
			CardRules parted = CardReadingCompiler.compile(ReadingChain.of(defined), same.get(i));
			// the same engine hands: the sentences' categories and multipliers in parts, the definition's conditions
			assertEquals(fixed.handsInParts().hands(), parted.hands().hands());
			assertEquals(java.util.Set.copyOf(fixed.handsInParts().pays()), java.util.Set.copyOf(parted.hands().pays()));
			var a = new org.rulebench.engine.cards.exact.Enumeration(fixed);
			var b = new org.rulebench.engine.cards.exact.Enumeration(parted);
			for (var p : List.of(org.rulebench.engine.cards.round.DrawPolicy.STAND, org.rulebench.engine.cards.round.DrawPolicy.RANDOM)) {
				assertEquals(a.edge(p, p).numerator(), b.edge(p, p).numerator(), 0, choices.get(i).toString());
			}
		}
	}

	/** Baccarat with its ladder sentence put in place by its definition deals every bet's outcomes as the sentence does. */
	@Test
	void baccaratsLadderInPartsPlaysItsBetsAsTheSentence() throws Exception {
		Reading sentence = org.rulebench.reading.tests.Examples.reading("baccarat.puntobanco");
		String text = org.eclipse.xtext.nodemodel.util.NodeModelUtils.getNode(sentence).getText();
		Reading parts = parser.parse(CardHandsTest.without(text, "ranking") + "rule ranking: hands rank, best first: \"natural\" when it"
				+ " has 2 cards and it counts 8 or 9, by its count; \"total\" when any hand, by its count assumed\n"
				+ "rule pays: a hand pays 1 when any hand assumed\n");
		validation.assertNoErrors(parts);
		CardRules a = CardReadingCompiler.compile(ReadingChain.of(sentence), Choice.FIRST);
		CardRules b = CardReadingCompiler.compile(ReadingChain.of(parts), Choice.FIRST);
		assertEquals(a.handsInParts().hands().size(), 2);
		var x = new org.rulebench.engine.cards.exact.RankEnumeration(a).outcomes(org.rulebench.engine.cards.round.DrawPolicy.STAND,
				org.rulebench.engine.cards.round.DrawPolicy.STAND);
		var y = new org.rulebench.engine.cards.exact.RankEnumeration(b).outcomes(org.rulebench.engine.cards.round.DrawPolicy.STAND,
				org.rulebench.engine.cards.round.DrawPolicy.STAND);
		assertEquals(x, y);
	}

	@Test
	void baccaratsLadderMeansANaturalAboveATotalEachPayingOne() throws Exception {
		Reading r = parser.parse(Snippets.pokDengWith("rule ladder: hands rank: natural, total"));
		Shorthands library = Shorthands.load(r.eResource().getResourceSet());
		assertEquals(List.of("hands rank, best first: \"natural\" when it has 2 cards and it counts 8 or 9, by its count; \"total\" when"
				+ " any hand, by its count", "a hand pays 1 when any hand"),
				library.expand(Dimension.claimOf(ReadingChain.of(r).effectiveRules().get("ladder"))));
	}

	/** The statements of rules, each one line, without the rules' names: what they say, whatever they are called. */
	private static List<String> statements(String rules) {
		return java.util.Arrays.stream(rules.replaceAll("\n\t+", " ").split("\n")).map(l -> l.substring(l.indexOf(':') + 1).trim())
				.sorted().toList();
	}

	private static String text(Claim c) {
		return Shorthands.sentence(Shorthands.words(c));
	}
}
