package org.rulebench.reading.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;

import com.google.inject.Inject;

/**
 * 掲頭 as 譜雙 states it (如未成七梁 馬未盡歸 擲出大彩 但移動後一梁馬), and 七梁 scored on formation: events the roll
 * forces, named throws, conditions of the whole standing, and `never makes`.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class JietouTest {
	static final String QILIANG = """
			reading t.qiliang
			game "七梁雙陸"
			rules may go uncited
			rule board: the board has 24 points, 6 of them home
			rule pieces: each side has 14 pieces
			rule start: start: 2 on far rear 6, 2 on far rear 5, 2 on far rear 4, 2 on far rear 3, 2 on far rear 2, 2 on far rear 1, 2 on far front 1
			rule dice: 2 dice of 6 faces
			rule limit: at most 2 pieces on a point
			rule bearOff: pieces are never borne off
			rule sevenPairs: event 七梁 scores +1 chip when all pieces in 7 pairs comes about
			rule 大彩: the throws called 大彩 are every throw
			rule kaito: event 掲頭 scores -3 chips each time a throw of 大彩 forces a piece to leave rear 1 while not 七梁 scored
			rule end: the game ends when a side stands as its start mirrored or no side can move
			rule winner: the winner is the side with more chips
			""";
	static final String FIGURE13 = """
			expect figure13: with the second side to move
				; the first side has 2 on point 16, 2 on point 6, 2 on point 5, 2 on point 4, 2 on point 3, 2 on point 2, 2 on point 1
				; the second side has 1 on point 14, 1 on point 8, 2 on point 7, 2 on rear 1, 2 on point 5, 2 on point 4, 2 on point 3, 2 on point 2
			""";
	static final String FREE_CHOICE = """
			expect freeChoice: with the second side to move
				; the first side has 2 on point 16, 2 on point 6, 2 on point 5, 2 on point 4, 2 on point 3, 2 on point 2, 2 on point 1
				; the second side has 2 on point 20, 2 on point 18, 2 on rear 1, 2 on point 12, 2 on point 11, 2 on point 10, 2 on point 8
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private List<Issue> issues(String text) throws Exception {
		return validation.validate(parser.parse(text));
	}

	private static void assertOne(String code, Severity severity, String containing, List<Issue> issues) {
		assertTrue(issues.size() == 1 && code.equals(issues.get(0).getCode()) && issues.get(0).getSeverity() == severity
				&& issues.get(0).getMessage().contains(containing), issues.toString());
	}

	private static void assertOne(String code, String containing, String alsoContaining, List<Issue> issues) {
		assertOne(code, Severity.ERROR, containing, issues);
		assertTrue(issues.get(0).getMessage().contains(alsoContaining), issues.toString());
	}

	@Test
	void figure13HoldsWhenTheRollForcesTheStep() throws Exception {
		validation.assertNoIssues(parser.parse(QILIANG + FIGURE13 + """
					a roll of 5-3 forces 掲頭
					a roll of 5-4 forces 掲頭
					a roll of 5-5 forces 掲頭 2 times
					a roll of 5-6 forces 掲頭
					a roll of 5-1 does not force 掲頭
					a roll of 5-2 does not force 掲頭
					a roll of 5-1 never makes 掲頭 happen
				"""));
	}

	@Test
	void aRear1MoveChosenFreelyIsNo掲頭() throws Exception {
		validation.assertNoIssues(parser.parse(QILIANG + FREE_CHOICE + "\ta roll of 6-5 never makes 掲頭 happen\n"));
	}

	@Test
	void withoutForcesEveryMoveFromRear1Counts() throws Exception {
		String free = QILIANG.replace("a throw of 大彩 forces a piece to leave rear 1", "a piece leaves rear 1");
		assertOne(IssueCodes.EXPECTATION_FAILS, "with 6-5, the legal play ", "makes 掲頭 happen 1 time",
				issues(free + FREE_CHOICE + "\ta roll of 6-5 never makes 掲頭 happen\n"));
	}

	@Test
	void onlyAThrowOfTheNamedSetCounts() throws Exception {
		String doubles = QILIANG.replace("are every throw", "are any double, 6-5");
		validation.assertNoIssues(parser.parse(doubles + FIGURE13 + """
					a roll of 5-3 never makes 掲頭 happen
					a roll of 5-5 forces 掲頭 2 times
				"""));
	}

	@Test
	void anUndefinedSetOfThrowsIsAnError() throws Exception {
		List<Issue> issues = issues(QILIANG.replace("a throw of 大彩", "a throw of 大勝"));
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.UNKNOWN_THROWS.equals(i.getCode()) && i.getSeverity() == Severity.ERROR
				&& i.getMessage().startsWith("no rule says which throws are called 大勝; add a rule `the throws called 大勝 are ...`")),
				issues.toString());
	}

	@Test
	void aThrowTheDiceCannotShowIsAnError() throws Exception {
		assertOne(IssueCodes.DICE_UNSATISFIABLE, Severity.ERROR, "7-1 can never be thrown",
				issues(QILIANG.replace("are every throw", "are 7-1")));
	}

	@Test
	void sevenPairsScoreWhenFormedNotForTheStartThatStandsInThem() throws Exception {
		String start = """
				expect start: with the first side to move
					; the first side has 2 on far rear 6, 2 on far rear 5, 2 on far rear 4, 2 on far rear 3, 2 on far rear 2, 2 on far rear 1, 2 on far front 1
					; the second side has 2 on far rear 6, 2 on far rear 5, 2 on far rear 4, 2 on far rear 3, 2 on far rear 2, 2 on far rear 1, 2 on far front 1
					a roll of 1-1 never makes 七梁 happen
				""";
		validation.assertNoIssues(parser.parse(QILIANG + start));
		String everyTurn = QILIANG.replace("when all pieces in 7 pairs comes about", "each turn that ends with all pieces in 7 pairs");
		assertOne(IssueCodes.EXPECTATION_FAILS, Severity.ERROR, "makes 七梁 happen 1 time", issues(everyTurn + start));
	}

	@Test
	void allPiecesHomeIsReportedWhenTheLimitForbidsIt() throws Exception {
		assertOne(IssueCodes.CONDITION_NEVER_HOLDS, Severity.WARNING, "can never all stand on 6 home points",
				issues(QILIANG.replace("while not 七梁 scored", "while not 七梁 scored and not all pieces home")));
	}

	@Test
	void pairsSideBySideOnTheOwnHalfAndTheOpponentsScoreAreConditions() throws Exception {
		validation.assertNoIssues(parser.parse(QILIANG.replace("when all pieces in 7 pairs comes about",
				"when all pieces in 7 pairs side by side on their own half comes about") + """
				rule mirrored: event 逆並び scores +2 chips when the start mirrored and not 七梁 scored by the opponent comes about
				"""));
	}

	@Test
	void anEndCanBeAnEvent() throws Exception {
		Reading reading = parser.parse(QILIANG.replace("or no side can move", "or no side can move or a side scores 掲頭"));
		validation.assertNoIssues(reading);
		RuleSet rules = ReadingCompiler.compile(reading, Choice.FIRST);
		ScoringRule kaito = rules.scoring().stream().filter(r -> r.event().equals("掲頭")).findFirst().orElseThrow();
		ScoringRule qiliang = rules.scoring().stream().filter(r -> r.event().equals("七梁")).findFirst().orElseThrow();
		assertTrue(kaito.endsGame() && kaito.forced() && kaito.on() != null);
		assertFalse(qiliang.endsGame() || qiliang.forced());
		assertEquals("大彩", kaito.on().name());
	}
}
