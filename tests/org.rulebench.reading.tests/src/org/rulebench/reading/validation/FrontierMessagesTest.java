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

/**
 * Sentences a historian plausibly writes past the edge of the parts added in sessions 10 and 11 (landing ranges,
 * runs of doubles, conditions on a roll, quiet plies, the bare king, chains of captures): each gets one error, or a
 * warning where the rule is merely idle, at the word where it stands and in the reading's words — never a "could
 * not be checked" with an exception's name, never the linker's "Couldn't resolve reference". Found by writing them
 * and by MutantsTest's mutants (session 12).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class FrontierMessagesTest {
	/** Chess's pieces and start, enough for the grid parts. */
	private static final String CHESS = """
			reading t.chess
			game "chess"
			rules may go uncited
			rule board: the board has 8 files and 8 ranks
			rule far: zone far: ranks 8 to 8
			rule king: piece king (K), royal: moves one point in any direction
			rule rook: piece rook (R): moves any distance orthogonally
			rule pawn: piece pawn (P): moves one point forward without capturing, one point diagonally forward only capturing
			rule promotion: promotion of the pawn: on reaching the far it becomes a rook
			rule start: the start position is "4k3/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1"
			""";
	/** English draughts' men and kings, which have no royal piece. */
	private static final String DRAUGHTS = """
			reading t.draughts
			game "draughts"
			rules may go uncited
			rule board: the board has 8 files and 8 ranks
			rule far: zone far: ranks 8 to 8
			rule man: piece man (M): moves one point diagonally forward without capturing,
				two points diagonally forward, jumping over one piece, capturing the piece jumped over
			rule king: piece king (K): moves one point diagonally without capturing,
				two points diagonally, jumping over one piece, capturing the piece jumped over
			rule crowning: promotion of the man: on reaching the far it becomes a king
			rule start: the start position is "1m1m1m1m/m1m1m1m1/1m1m1m1m/8/8/M1M1M1M1/1M1M1M1M/M1M1M1M1 w - - 0 1"
			rule gone: a side loses when all its pieces are gone
			rule blocked: a stalemated side loses
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private List<Issue> issues(String text) throws Exception {
		return validation.validate(parser.parse(text));
	}

	private static Issue onlyError(List<Issue> issues) {
		List<Issue> errors = issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
		assertEquals(1, errors.size(), "one mistake, one error: " + errors);
		return errors.get(0);
	}

	/** Point 0 is no point: one error at the range, not also "could not be checked (IllegalArgumentException …)". */
	@Test
	void aLandingRangeOffTheBoardIsOneError() throws Exception {
		Issue i = onlyError(issues(Snippets.base(
				"rule early: a side may not move a piece onto points 0 to 12 when pieces not yet entered > 0 assumed")));
		assertEquals("points 0 to 12 are not all on a board of 24 points", i.getMessage());
		assertEquals(IssueCodes.LANDING_ZONE, i.getCode());
		assertEquals(19, i.getLineNumber());
	}

	/** A run of higher doubles with three dice: one error, at the rule that plays the run, naming why. */
	@Test
	void aRunOfDoublesWithThreeDiceIsAnErrorAtTheRun() throws Exception {
		String text = Snippets.base("rule run: when a side throws a double, the side plays each higher double after it assumed")
				.replace("2 dice of 6 faces", "3 dice of 6 faces");
		Issue i = onlyError(issues(text));
		assertEquals("a run of higher doubles after a double needs two dice, not 3", i.getMessage());
		assertEquals(IssueCodes.RULES_CLASH, i.getCode());
		assertEquals(19, i.getLineNumber());
	}

	/** A roll the dice cannot show, read by a condition, is told as an expectation's roll is. */
	@Test
	void aConditionOnARollTheDiceCannotShowIsAnError() throws Exception {
		Issue i = onlyError(issues(Snippets.base("rule again: when a side plays a double and the roll is 7-7, the side rolls again"
				+ " assumed")));
		assertEquals("the dice have faces 1 to 6, so 7-7 can never be thrown", i.getMessage());
		assertEquals(IssueCodes.DICE_UNSATISFIABLE, i.getCode());
	}

	/** `after 0 plies` is no count: one error at the number, not a check that could not finish. */
	@Test
	void aDrawAfterNoPliesIsAnErrorAtTheNumber() throws Exception {
		Issue quiet = onlyError(issues(CHESS + "rule quiet: the game is drawn after 0 plies without a capture"));
		assertEquals("the game is drawn after 1 ply or more, not 0", quiet.getMessage());
		assertEquals(IssueCodes.BAD_VALUE, quiet.getCode());
		Issue cap = onlyError(issues(CHESS + "rule cap: the game is drawn after 0 plies"));
		assertEquals("the game is drawn after 1 ply or more, not 0", cap.getMessage());
	}

	/** A kind the reading does not have is named with the kinds it has, in words. */
	@Test
	void anUnknownKindIsToldWithTheKindsThereAre() throws Exception {
		Issue i = onlyError(issues(CHESS + "rule quiet: the game is drawn after 100 plies without a capture or a move of a bishop"));
		assertEquals("no piece is named `bishop`: the pieces named are king, rook, pawn", i.getMessage());
	}

	/** A bare royal piece in a game without one is told, as check is. */
	@Test
	void aBareRoyalPieceWithoutARoyalPieceIsAnError() throws Exception {
		Issue i = onlyError(issues(DRAUGHTS + "rule bare: a side left with its royal piece alone loses"));
		assertTrue(i.getMessage().startsWith("the rule speaks of a royal piece, but no piece of the reading is royal"), i.getMessage());
		assertEquals(IssueCodes.NO_ROYAL_PIECE, i.getCode());
	}

	/** A chain of captures where no piece jumps to capture never applies: a warning, at the rule. */
	@Test
	void aChainWithoutAJumpCaptureIsIdle() throws Exception {
		List<Issue> issues = issues(CHESS + "rule chain: a piece that has captured by jumping over continues capturing while it can");
		assertEquals(List.of(), issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).toList());
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.CHAIN_WITHOUT_JUMP.equals(i.getCode())), issues.toString());
		assertTrue(issues(DRAUGHTS + "rule chain: a piece that has captured by jumping over continues capturing while it can").stream()
				.noneMatch(i -> IssueCodes.CHAIN_WITHOUT_JUMP.equals(i.getCode())));
	}

	/** An expectation of plays in a grid reading would never be checked: an error, not silence. */
	@Test
	void anExpectationOfPlaysInAGridReadingIsAnError() throws Exception {
		Issue i = onlyError(issues(CHESS + "expect late: with the first side to move, after 3 turns ; the first side has 15 on point 24 ;"
				+ " the second side has 15 on point 24 a roll of 2-2 allows 1 plays"));
		assertEquals("plays can be expected only of a race reading (one with a board of points and dice), but this is a grid reading",
				i.getMessage());
		assertEquals(IssueCodes.PART_OUT_OF_PLACE, i.getCode());
	}

	/** Turns played are not bounded by the pieces: `>= 300` may hold in a long game; `< 0` never holds, for its own reason. */
	@Test
	void turnsPlayedAreNotCountedAsPieces() throws Exception {
		String run = "rule run: when a side throws a double and turns played >= 300, the side rolls again assumed";
		assertEquals(List.of(), issues(Snippets.base(run)));
		List<Issue> never = issues(Snippets.base(run.replace(">= 300", "< 0")));
		assertEquals(1, never.size(), never.toString());
		assertEquals("this can never hold: turns played count from 0", never.get(0).getMessage());
	}

	/** A number larger than a reading's numbers go is told so, not as Java's "For input string". */
	@Test
	void aNumberTooLargeIsToldInWords() throws Exception {
		Issue i = onlyError(issues(Snippets.base("rule run: when a side throws a double and turns played >= 99999999999, the side rolls"
				+ " again assumed")));
		assertEquals("`99999999999` is more than a reading's numbers go (2147483647)", i.getMessage());
	}

	/** A message that quotes text spanning lines (a quote left open) is still one line, for FILE:LINE:COL. */
	@Test
	void aMessageQuotingSeveralLinesIsOneLine() throws Exception {
		Issue i = onlyError(issues(CHESS + "expect broken: in the position \"4k3/8/8/8/\n\t8/8/8/4K3 w - - 0 1\" the side to move has 5"
				+ " legal moves"));
		assertTrue(i.getMessage().indexOf('\n') < 0, i.getMessage());
		assertTrue(i.getMessage().contains("4k3/8/8/8/ 8/8/8/4K3"), i.getMessage());
	}

	/** A number the text does not hold (a reading cut short) is "missing", not "`null` is not a whole number". */
	@Test
	void aMissingNumberIsToldSo() throws Exception {
		List<Issue> issues = issues("reading t.cut\ngame \"cut\"\nrule board: the board has ");
		assertTrue(issues.stream().noneMatch(i -> i.getMessage().contains("null")), issues.toString());
	}

	/**
	 * `a roll of 65-` (a mutant of qiliang.reading's `6-5`) is a syntax error, after which the parser keeps a roll of
	 * 65: the expectation is not played with a die the dice cannot show (it threw an index out of bounds, hidden behind
	 * the syntax error).
	 */
	@Test
	void aRollTheDiceCannotShowIsNotPlayed() throws Exception {
		List<Issue> issues = issues(Snippets.base("expect odd: with the first side to move\n\t; the first side has 15 on point 24\n"
				+ "\t; the second side has 15 on point 24\n\ta roll of 65-1 allows 1 play\n\tassumed"));
		assertTrue(issues.stream().noneMatch(i -> IssueCodes.CHECK_FAILED.equals(i.getCode())), issues.toString());
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.DICE_UNSATISFIABLE.equals(i.getCode())), issues.toString());
	}
}
