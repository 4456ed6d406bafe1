package org.rulebench.reading.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.golden.Printed;
import org.rulebench.reading.library.Shorthands;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.Shorthand;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * The shipped shorthand library (library/shorthand.reading): each fixed sentence and its written definition compile
 * to equal engine rules, and every race sentence of the language is either defined there or a part itself.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class ShorthandLibraryTest {
	/**
	 * The race claims that are parts themselves: each states one value of the game, with no rule behind it
	 * (ExtraRollClaim's acey-deucey form; its doubles form is in the library).
	 */
	private static final Set<String> PARTS_THEMSELVES = Set.of("BoardClaim", "TravelClaim", "CircuitClaim", "PiecesClaim",
			"StartClaim", "DiceClaim", "DoublesClaim", "SumsClaim", "UseDiceClaim", "LargerDieClaim", "SkipOwnClaim",
			"BearOffPriorityClaim", "OverBearClaim", "OnePiecePerDieClaim", "TakeClaim", "ExtraRollClaim", "RunToFrontClaim",
			"ThrowsClaim", "EventClaim", "EndClaim", "VictoryClaim", "StakesClaim", "CubeClaim", "FirstTurnClaim");

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;
	@Inject
	private Provider<XtextResourceSet> sets;

	private Shorthands library() {
		return Shorthands.load(sets.get());
	}

	@TestFactory
	Stream<DynamicTest> eachShorthandCompilesAsItsDefinition() {
		return library().entries().stream().map(s -> DynamicTest.dynamicTest(text(s.getClaim()), () -> {
			StringBuilder parts = new StringBuilder();
			int k = 0;
			for (Claim part : s.getParts()) {
				parts.append("rule part").append(k++).append(": ").append(text(part)).append(" assumed\n");
			}
			RuleSet shorthand = compile("rule shorthand: " + text(s.getClaim()) + " assumed");
			RuleSet definition = compile(parts.toString());
			assertEquals(Printed.of(shorthand), Printed.of(definition));
		}));
	}

	@Test
	void everyRaceSentenceIsDefinedOrAPartItself() {
		Set<String> defined = new HashSet<>();
		for (Shorthand s : library().entries()) {
			defined.add(s.getClaim().eClass().getName());
		}
		Set<String> race = new HashSet<>();
		for (EClassifier c : ReadingPackage.eINSTANCE.getEClassifiers()) {
			if (c instanceof EClass e && e.getESuperTypes().contains(ReadingPackage.eINSTANCE.getClaim())
					&& !e.getName().endsWith("PartClaim") && !e.getName().equals("GridClaim") && !e.getName().equals("CardClaim")
					&& !ReadingPackage.eINSTANCE.getGridClaim().isSuperTypeOf(e) && !ReadingPackage.eINSTANCE.getCardClaim().isSuperTypeOf(e)
					&& !ReadingPackage.eINSTANCE.getPartClaim().isSuperTypeOf(e)) {
				race.add(e.getName());
			}
		}
		Set<String> neither = new HashSet<>(race);
		neither.removeAll(defined);
		neither.removeAll(PARTS_THEMSELVES);
		assertTrue(neither.isEmpty(), "race sentences neither defined by the library nor parts themselves: " + neither);
	}

	@Test
	void explainPutsTheReadingsNumbersInTheDefinition() throws Exception {
		Reading r = parser.parse(Snippets.base("rule block: 2 opposing pieces block a point assumed"));
		Rule block = r.getRules().stream().filter(x -> x.getName().equals("block")).findFirst().orElseThrow();
		Shorthands library = Shorthands.load(r.eResource().getResourceSet());
		assertEquals(List.of("a side may not move a piece onto a point when opposing pieces on it >= 2"),
				library.expand(Dimension.claimOf(block)));
		Rule dice = r.getRules().stream().filter(x -> x.getName().equals("dice")).findFirst().orElseThrow();
		assertTrue(library.expand(Dimension.claimOf(dice)).isEmpty(), "dice are a part themselves");
	}

	@Test
	void theExampleReadingsUseTheLibrarysSentences() {
		Shorthands library = Shorthands.load(Examples.reading("backgammon").eResource().getResourceSet());
		Rule hit = ReadingChain.of(Examples.reading("backgammon")).effectiveRules().get("hit");
		assertFalse(library.expand(Dimension.claimOf(hit)).isEmpty());
	}

	/** The test base, ending when every piece is home: no sentence of the library clashes with that end. */
	private RuleSet compile(String rules) throws Exception {
		String base = Snippets.BASE.replace("the game ends when a side has borne off every piece",
				"the game ends when a side has every piece home");
		Reading r = parser.parse(base + rules + "\n");
		validation.assertNoErrors(r);
		return ReadingCompiler.compile(r, Choice.FIRST);
	}

	private static String text(Claim c) {
		return String.join(" ", Shorthands.words(c)).replace(" ,", ",").replace(" ;", ";");
	}
}
