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
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.library.Shorthands;
import org.rulebench.reading.reading.CardClaim;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Shorthand;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;

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
	private Provider<XtextResourceSet> sets;

	private Hands hands(String rule) throws Exception {
		Reading r = parser.parse(Snippets.pokDengWith(rule));
		validation.assertNoErrors(r);
		return new Hands(CardReadingCompiler.compile(ReadingChain.of(r), Choice.FIRST));
	}

	/** The Pok Deng rule a card claim replaces: the player's draw or the banker's. */
	private static String rule(Claim c) {
		return CardDimension.of((CardClaim) c).equals("the player's draw") ? "rule draw: " : "rule banker: ";
	}

	@TestFactory
	Stream<DynamicTest> eachCardShorthandCompilesAsItsDefinition() {
		List<Shorthand> cards = Shorthands.load(sets.get()).entries().stream().filter(s -> s.getClaim() instanceof CardClaim).toList();
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

	private static String text(Claim c) {
		return Shorthands.sentence(Shorthands.words(c));
	}
}
