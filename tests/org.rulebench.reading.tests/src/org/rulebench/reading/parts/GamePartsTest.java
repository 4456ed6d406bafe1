package org.rulebench.reading.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.parts.TurnSoFar;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.scoring.Quantity;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;
import org.rulebench.reading.validation.IssueCodes;

import com.google.inject.Inject;

/**
 * The parts of a race game beyond constraints, each as a historian writes it: ends and draws stated as conditions,
 * the winner by a count, stakes with conditions, what throws do, chips on a happening, a piece returned to its start,
 * the run a rule reads; played, and each game's outcome checked against its final position read by hand.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class GamePartsTest {
	private static final int GAMES = 40;

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	/** The test base without its end rule, with the given rules. */
	private RuleSet compile(String more) throws Exception {
		return compile(more, base -> base);
	}

	private RuleSet compile(String more, java.util.function.UnaryOperator<String> base) throws Exception {
		Reading r = parser.parse(base.apply(Snippets.BASE.replaceAll("rule end: [^\n]*\n\tassumed\n", "")) + more + "\n");
		validation.assertNoErrors(r);
		return ReadingCompiler.compile(r, Choice.FIRST);
	}

	private interface Check {
		void game(GameResult result, Position end);
	}

	private static void play(RuleSet rules, Check check) {
		PlayGenerator g = new PlayGenerator(rules);
		for (long seed = 1; seed <= GAMES; seed++) {
			Game game = new Game(rules, g, new RandomPlayer(), new RandomPlayer(), seed, false);
			GameResult r = game.playOut(5000);
			assertTrue(r.finished(), "game " + seed + " did not finish");
			check.game(r, game.position());
		}
	}

	@Test
	void anEndStatedAsAConditionEndsTheGameForTheSideItHoldsFor() throws Exception {
		RuleSet rules = compile("rule end: a side ends the game when pieces borne off >= 3 assumed");
		assertEquals(1, rules.endRules().size());
		assertTrue(rules.ends().isEmpty());
		play(rules, (r, end) -> {
			assertTrue(end.borneOff(r.winner()) >= 3, end.toString());
			assertTrue(end.borneOff(1 - r.winner()) < 3, end.toString());
		});
	}

	@Test
	void anEndOfAFixedShapeTakesTheFastPath() throws Exception {
		RuleSet rules = compile("rule end: a side ends the game when all pieces borne off assumed");
		assertTrue(rules.endRules().isEmpty());
		assertEquals(1, rules.ends().size());
	}

	@Test
	void aDrawPartEndsTheGameWithNoWinner() throws Exception {
		RuleSet rules = compile("""
				rule end: a side ends the game when all pieces borne off assumed
				rule draw: the game ends in a draw when pieces hit >= 1 assumed
				""");
		play(rules, (r, end) -> {
			boolean hit = r.hits()[0] + r.hits()[1] > 0;
			assertEquals(hit, r.kind() == WinKind.DRAW, "a game is drawn when and only when a piece was hit");
			assertEquals(hit, r.winner() < 0);
		});
	}

	@Test
	void theWinnerWithMoreOfACountWinsByTheDifference() throws Exception {
		RuleSet rules = compile("""
				rule end: a side ends the game when pieces borne off >= 2 assumed
				rule winner: the winner is the side with more pieces home assumed
				""");
		play(rules, (r, end) -> {
			int a = Quantity.home().of(end, 0);
			int b = Quantity.home().of(end, 1);
			assertEquals(a == b ? -1 : a > b ? 0 : 1, r.winner());
			assertEquals(a == b ? 0 : Math.abs(a - b), r.points());
		});
	}

	@Test
	void aStakeWithAConditionCountsWhenItHoldsOfTheWinner() throws Exception {
		RuleSet rules = compile("""
				rule end: a side ends the game when all pieces borne off assumed
				rule stakes: a win counts 1 assumed
				rule clean: a win counts 3 when opposing pieces hit = 0 assumed
				""");
		assertEquals(2, rules.stakeRules().size());
		play(rules, (r, end) -> {
			// opposing pieces hit: the loser's pieces hit, which the game counts as the winner's hits
			assertEquals(r.hits()[r.winner()] == 0 ? 3 : 1, r.points(), end.toString());
		});
	}

	@Test
	void aThrowRollsAgainOrIsPlayedTwice() throws Exception {
		RuleSet again = compile("""
				rule end: a side ends the game when all pieces borne off assumed
				rule bonus: when a side throws 6-5, the side rolls again assumed
				""");
		Position start = Position.start(again, 0);
		assertTrue(again.rollsAgainByRule(new int[] { 5, 6 }, start, 0, TurnSoFar.atStart(new int[] { 5, 6 }, true)));
		assertFalse(again.rollsAgainByRule(new int[] { 6, 4 }, start, 0, TurnSoFar.atStart(new int[] { 6, 4 }, true)));
		RuleSet twice = compile("""
				rule end: a side ends the game when all pieces borne off assumed
				rule twice: when a side throws 6-5 or 4-3, the side plays the roll twice assumed
				""");
		PlayList plays = new PlayGenerator(twice).generate(Position.start(twice, 0), 6, 5);
		int most = 0;
		for (int i = 0; i < plays.size(); i++) {
			most = Math.max(most, plays.stepCount(i));
		}
		assertEquals(4, most, "6-5 is played twice: four steps");
		PlayList plain = new PlayGenerator(twice).generate(Position.start(twice, 0), 6, 4);
		for (int i = 0; i < plain.size(); i++) {
			assertTrue(plain.stepCount(i) <= 2);
		}
	}

	@Test
	void chipsAreScoredOnAHappening() throws Exception {
		RuleSet rules = compile("""
				rule end: a side ends the game when all pieces borne off assumed
				rule entering: when a piece enters, the side scores 1 chip assumed
				""");
		assertEquals("entering", rules.scoring().get(0).event());
		int[] entries = new int[1];
		play(rules, (r, end) -> {
			for (int s = 0; s < 2; s++) {
				assertEquals(r.events()[0][s], r.chips()[s], "one chip for each entry");
				entries[0] += r.events()[0][s];
			}
		});
		assertTrue(entries[0] > 0, "pieces entered from the bar in some game");
	}

	@Test
	void aPieceReturnedToItsStartEntersAgainFromOffTheBoard() throws Exception {
		RuleSet rules = compile("""
				rule end: a side ends the game when all pieces borne off assumed
				rule hit: a lone piece landed on is returned to its start assumed
				""", base -> base.replace("start: 2 on point 24, 5 on point 13, 3 on point 8, 5 on point 6", "start: 15 off the board"));
		assertEquals(HitRule.TO_START, rules.occupancy().hit());
		play(rules, (r, end) -> assertTrue(r.winner() >= 0));
	}

	@Test
	void aRunIsReadWhereItLies() throws Exception {
		RuleSet rules = compile("""
				rule end: a side ends the game when all pieces borne off assumed
				rule home: a side may not leave 6 made points in a row when it covers points 1 to 6 assumed
				""");
		assertEquals(1, rules.constraints().size());
		Reading wrong = parser.parse(Snippets.base("rule covers: a side may not move a piece onto a point when it covers points 1 to 6 assumed"));
		validation.assertError(wrong, org.rulebench.reading.reading.ReadingPackage.eINSTANCE.getRunCovers(), IssueCodes.PART_OUT_OF_PLACE);
	}
}
