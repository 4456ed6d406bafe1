package org.rulebench.reading.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
import org.rulebench.reading.compile.GameFamily;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.golden.Printed;
import org.rulebench.reading.library.Shorthands;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.PartClaim;
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
 * to equal engine rules; every form of every race sentence that states a rule is defined there (or means nothing:
 * what holds when nothing is said), and so is every sentence of every example reading; what is left is the setup of
 * a game and the names a reading gives.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class ShorthandLibraryTest {
	/**
	 * The race sentences that are parts themselves, each with why: setup, a name, or the general form itself. Every
	 * other form must be in the library.
	 */
	private static final Map<String, String> PARTS_THEMSELVES = new LinkedHashMap<>();
	static {
		PARTS_THEMSELVES.put("BoardClaim", "setup: the board and its home");
		PARTS_THEMSELVES.put("TravelClaim", "setup: the direction of travel");
		PARTS_THEMSELVES.put("CircuitClaim", "setup: a circuit");
		PARTS_THEMSELVES.put("PiecesClaim", "setup: the pieces");
		PARTS_THEMSELVES.put("StartClaim", "setup: the start");
		PARTS_THEMSELVES.put("DiceClaim", "setup: the dice and their faces");
		PARTS_THEMSELVES.put("FirstTurnClaim", "setup: who moves first");
		PARTS_THEMSELVES.put("ThrowsClaim", "a name for a set of throws, which events cite");
		PARTS_THEMSELVES.put("EventClaim", "a named happening with its score (unnamed: `when HAPPENING, the side scores N chips`)");
	}

	/** One sentence of every form of every race claim, with its numbers. */
	private static final List<String> FORMS = List.of(
			"doubles are played twice", "doubles are played once",
			"dice may be summed into one jump", "each die is a separate step",
			"as many dice as possible must be used", "dice may be left unused",
			"when only one die can be used, the larger must be", "when only one die can be used, either may be",
			"at most 2 pieces on a point", "at most 1 piece on a point", "any number of pieces on a point",
			"1 opposing pieces block a point", "1 opposing piece blocks a point", "points are never blocked",
			"no play may leave 6 made points in a row", "primes are allowed",
			"a lone piece landed on is sent to the bar", "a lone piece landed on is removed from the game",
			"a lone piece landed on is placed by the hitter near its start", "a lone piece landed on is held in place",
			"a lone piece landed on is returned to its start", "pieces are never hit",
			"landing on an own piece moves on to the next point if it is empty",
			"pieces enter on any open point, before any other move", "pieces enter on any open point",
			"pieces enter only on the empty point the die names, before any other move",
			"pieces enter only on the empty point the die names",
			"pieces are borne off once all are home", "pieces are borne off at any time", "pieces are never borne off",
			"bear-off prefers exact, then over, then under", "in bear-off each die takes off any piece", "bear-off is free",
			"a larger die bears off only from the farthest point", "a larger die bears off from any point",
			"while bearing off, each die moves a different piece",
			"a die that can bear off nothing may take the opposing piece on the point it names",
			"doubles earn another roll", "a roll of one and two plays any double after it and earns another roll",
			"on 2-5 the rearmost piece jumps ahead of the leading one and the side rolls again",
			"on 1-6, any double the rearmost piece jumps ahead of the leading one and the side rolls again",
			"on 1-6, any double or the declared roll (3-4, 2-5) the rearmost piece jumps ahead of the leading one and the side rolls again",
			"the game ends when a side has borne off every piece", "the game ends when a side has every piece home",
			"the game ends when a side stands as its start mirrored", "the game ends when a side has lost every piece",
			"the game ends when a side has no piece left in play", "the game ends when a side scores EVENT",
			"the game ends when a side has borne off every piece or a side scores EVENT",
			"the winner is the side that ends the game", "the winner is the side that bore off more",
			"a win counts 1, a gammon 2, a backgammon 3", "a win counts 2, a gammon 4",
			"the doubling cube is used", "the doubling cube is not used");

	/** Forms that are parts themselves although their claim has defined forms: the general form, an end no side brings about. */
	private static final Set<String> GENERAL_FORMS = Set.of("the winner is the side with more chips", "a win counts 1",
			"the game ends when no side can move");

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
		// card sentences are compiled in a card game by CardShorthandTest
		return library().entries().stream().filter(s -> !(s.getClaim() instanceof org.rulebench.reading.reading.CardClaim))
				.map(s -> DynamicTest.dynamicTest(text(s.getClaim()), () -> {
			String sentence = text(s.getClaim());
			StringBuilder parts = new StringBuilder();
			int k = 0;
			for (Claim part : s.getParts()) {
				parts.append("rule part").append(k++).append(": ").append(text(part)).append(" assumed\n");
			}
			String dimension = Dimension.of(s.getClaim());
			RuleSet shorthand = compile(sentence, "rule shorthand: " + sentence + " assumed\n", dimension);
			RuleSet definition = compile(sentence, parts.toString(), dimension);
			assertEquals(Printed.of(shorthand), Printed.of(definition));
		}));
	}

	@Test
	void everyFormOfEveryRaceSentenceIsDefinedOrAPartItself() throws Exception {
		Shorthands library = library();
		Set<String> seen = new HashSet<>();
		List<String> undefined = new ArrayList<>();
		for (String form : FORMS) {
			Claim claim = claimOf(form);
			seen.add(claim.eClass().getName());
			if (library.expand(claim).isEmpty() && !library.meansNothing(claim)) {
				undefined.add(form);
			}
		}
		for (String form : GENERAL_FORMS) {
			Claim claim = claimOf(form);
			assertTrue(library.expand(claim).isEmpty() && !library.meansNothing(claim), form + " is a part itself");
		}
		assertTrue(undefined.isEmpty(), "forms the library does not define: " + undefined);
		Set<String> race = raceClaims();
		race.removeAll(seen);
		race.removeAll(PARTS_THEMSELVES.keySet());
		assertTrue(race.isEmpty(), "race sentences with no form listed here (add one to FORMS, and its definition to the"
				+ " library): " + race);
	}

	@Test
	void everySentenceOfTheExampleReadingsIsDefinedOrAPartItself() {
		Shorthands library = Shorthands.load(Examples.reading("backgammon").eResource().getResourceSet());
		List<String> undefined = new ArrayList<>();
		for (Map.Entry<String, Reading> e : Examples.all().entrySet()) {
			ReadingChain chain = ReadingChain.of(e.getValue());
			if (GameFamily.of(chain) != GameFamily.RACE) {
				continue;
			}
			for (Rule rule : chain.effectiveRules().values()) {
				List<Claim> claims = new ArrayList<>();
				if (rule.getClaim() != null) {
					claims.add(rule.getClaim());
				}
				rule.getAlternatives().stream().map(Alternative::getClaim).forEach(claims::add);
				for (Claim c : claims) {
					String text = text(c);
					if (!(c instanceof PartClaim) && !PARTS_THEMSELVES.containsKey(c.eClass().getName())
							&& !GENERAL_FORMS.contains(text) && library.expand(c).isEmpty() && !library.meansNothing(c)) {
						undefined.add(e.getKey() + " " + rule.getName() + ": " + text);
					}
				}
			}
		}
		assertTrue(undefined.isEmpty(), "sentences of the examples the library does not define: " + undefined);
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
		Rule end = r.getRules().stream().filter(x -> x.getName().equals("end")).findFirst().orElseThrow();
		assertEquals(List.of("a side ends the game when all pieces borne off"), library.expand(Dimension.claimOf(end)));
	}

	@Test
	void anEndOfSeveralKindsIsExpandedKindByKind() throws Exception {
		Claim end = claimOf("the game ends when a side stands as its start mirrored or no side can move");
		assertEquals(List.of("a side ends the game when the start mirrored", "the game ends when no side can move"),
				library().expand(end));
	}

	@Test
	void theExampleReadingsUseTheLibrarysSentences() {
		Shorthands library = Shorthands.load(Examples.reading("backgammon").eResource().getResourceSet());
		Rule hit = ReadingChain.of(Examples.reading("backgammon")).effectiveRules().get("hit");
		assertFalse(library.expand(Dimension.claimOf(hit)).isEmpty());
	}

	/** The race claims of the language: every Claim that is neither grid, cards nor a part. */
	private static Set<String> raceClaims() {
		Set<String> race = new HashSet<>();
		ReadingPackage pkg = ReadingPackage.eINSTANCE;
		for (EClassifier c : pkg.getEClassifiers()) {
			if (c instanceof EClass e && e.getESuperTypes().contains(pkg.getClaim()) && !e.getName().equals("GridClaim")
					&& !e.getName().equals("CardClaim") && !e.getName().equals("PartClaim") && !pkg.getGridClaim().isSuperTypeOf(e)
					&& !pkg.getCardClaim().isSuperTypeOf(e) && !pkg.getPartClaim().isSuperTypeOf(e)) {
				race.add(e.getName());
			}
		}
		return race;
	}

	/** The claim of a sentence, parsed in the test base. */
	private Claim claimOf(String sentence) throws Exception {
		Reading r = parser.parse(Snippets.BASE + EVENT + "rule probe: " + sentence + " assumed\n");
		assertTrue(r.eResource().getErrors().isEmpty(), sentence + ": " + r.eResource().getErrors());
		return r.getRules().stream().filter(x -> x.getName().equals("probe")).findFirst().orElseThrow().getClaim();
	}

	/** An event the entries that name one refer to. */
	private static final String EVENT = "rule event: event EVENT is counted each time a piece is hit assumed\n";

	/**
	 * The test base with the rules, leaving out the base's rule of the sentence's dimension, and setting the scene a
	 * sentence needs to make a game at all (a circuit for the rearmost piece's jump, pieces off the board to return
	 * to, pieces out of the game to lose).
	 */
	private RuleSet compile(String sentence, String rules, String dimension) throws Exception {
		String base = Snippets.BASE.replace("the game ends when a side has borne off every piece",
				"the game ends when a side has every piece home");
		if (sentence.contains("rearmost")) {
			base = Snippets.CIRCUIT;
		}
		if (sentence.contains("returned to its start")) {
			base = base.replace("start: 2 on point 24, 5 on point 13, 3 on point 8, 5 on point 6", "start: 15 off the board");
		}
		if (sentence.contains("lost every piece")) {
			base = base + "rule hit: a lone piece landed on is removed from the game assumed\n";
		}
		if (sentence.startsWith("at most 1 piece")) {
			base = base.replace("each side has 15 pieces", "each side has 6 pieces").replace(
					"start: 2 on point 24, 5 on point 13, 3 on point 8, 5 on point 6",
					"start: 1 on point 24, 1 on point 23, 1 on point 22, 1 on point 21, 1 on point 20, 1 on point 19");
		}
		// the base's rules that the sentence contradicts: it is tested without them
		Set<String> dropped = new HashSet<>(Set.of(dimension));
		if (sentence.contains("left unused")) {
			dropped.add("the larger die");
		}
		if (sentence.contains("takes off any piece")) {
			dropped.add("bearing off with a larger die");
		}
		StringBuilder kept = new StringBuilder();
		Reading probe = parser.parse(base);
		for (Rule rule : probe.getRules()) {
			Claim claim = rule.getClaim();
			boolean sameDimension = dropped.contains(Dimension.of(claim))
					|| dimension.startsWith("the end") && Dimension.of(claim).equals("the end");
			if (!sameDimension) {
				kept.append(org.eclipse.xtext.nodemodel.util.NodeModelUtils.getNode(rule).getText()).append('\n');
			}
		}
		Reading r = parser.parse("reading t.base\ngame \"test\"\n" + kept + EVENT + rules + "\n");
		validation.assertNoErrors(r);
		return ReadingCompiler.compile(r, Choice.FIRST);
	}

	private static String text(Claim c) {
		return Shorthands.sentence(Shorthands.words(c));
	}
}
