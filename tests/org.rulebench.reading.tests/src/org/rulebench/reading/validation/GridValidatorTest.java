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

import com.google.inject.Inject;

/** The checks of grid readings, one specification each: a small reading, one flaw, the diagnostic it gets. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class GridValidatorTest {
	/** A complete little grid game: kings and rooks on 5 × 5. */
	static final String MINI = """
			reading t.mini
			game "mini"
			rules may go uncited
			rule board: the board has 5 files and 5 ranks
			rule camp: zone camp: ranks 4 to 5
			rule king: piece king (K), royal: moves one point in any direction
			rule rook: piece rook (R): moves any distance orthogonally
			rule start: the start position is "r3k/5/5/5/R3K w - - 0 1"
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private List<Issue> issues(String more) throws Exception {
		return validation.validate(parser.parse(MINI + more + "\n"));
	}

	private static Issue only(List<Issue> issues, String code) {
		List<Issue> found = issues.stream().filter(i -> code.equals(i.getCode())).toList();
		assertEquals(1, found.size(), issues.toString());
		return found.get(0);
	}

	@Test
	void aCompleteGridReadingHasNoIssues() throws Exception {
		assertEquals(List.of(), issues(""));
	}

	@Test
	void aGridReadingMustStateBoardPiecesAndStart() throws Exception {
		List<Issue> issues = validation.validate(parser.parse("""
				reading t.partial
				game "half"
				rules may go uncited
				rule board: the board has 5 files and 5 ranks
				"""));
		Issue i = only(issues, IssueCodes.GRID_GAME_INCOMPLETE);
		assertEquals("the reading does not say: pieces, start position (state each in a rule, or extend a reading that does)",
				i.getMessage());
	}

	@Test
	void aBoardLargerThanTheEngineTakesIsAnError() throws Exception {
		Issue i = only(issues("rule board: the board has 30 files and 5 ranks"), IssueCodes.GRID_BOARD_SIZE);
		assertEquals("a board has 1 to 26 files, not 30", i.getMessage());
	}

	@Test
	void aZoneOffTheBoardIsAnError() throws Exception {
		Issue i = only(issues("rule far: zone far: files d to g of ranks 4 to 5"), IssueCodes.ZONE_OFF_BOARD);
		assertTrue(i.getMessage().startsWith("file g is not on a board of 5 files (a to e)"), i.getMessage());
		assertEquals(Severity.ERROR, i.getSeverity());
	}

	@Test
	void aPointOfAZoneMustBeOnTheBoard() throws Exception {
		Issue i = only(issues("rule corners: zone corners: points a1, e6"), IssueCodes.ZONE_OFF_BOARD);
		assertEquals("e6 is not a point of the board (a1 to e5)", i.getMessage());
	}

	@Test
	void twoKindsWithOneLetterAreAnError() throws Exception {
		List<Issue> issues = issues("rule tower: piece tower (r): moves one point orthogonally");
		assertTrue(issues.stream().anyMatch(i -> IssueCodes.PIECE_LETTER.equals(i.getCode())
				&& i.getMessage().equals("pieces rook and tower are both written R in FEN; give each kind its own letter")), issues.toString());
	}

	@Test
	void aLeapWithoutAnXBetzaAtomIsAnError() throws Exception {
		Issue i = only(issues("rule giraffe: piece giraffe (G): moves 4 points orthogonally"), IssueCodes.MOVE_WITHOUT_XBETZA);
		assertEquals("a leap of exactly 4 points has no XBetza atom (1 to 3 have one)", i.getMessage());
	}

	@Test
	void onlyAKnightsMoveHasAnOutwardDiagonal() throws Exception {
		Issue i = only(issues("rule crab: piece crab (C): moves one point diagonally then one diagonally outward"),
				IssueCodes.MOVE_WITHOUT_XBETZA);
		assertEquals("'then one (or two) diagonally outward' follows 'one point orthogonally', 'forward', 'backward' or 'sideways'"
				+ " (the knight's move; the shogi knight goes one point forward first)", i.getMessage());
	}

	@Test
	void xbetzaThatDoesNotReadIsAnErrorNamingTheLetter() throws Exception {
		Issue i = only(issues("rule odd: piece odd (O): moves as \"fWx\" in XBetza"), IssueCodes.BAD_XBETZA);
		assertTrue(i.getMessage().startsWith("Betza notation 'fWx': unknown letter 'x' at 3"), i.getMessage());
	}

	@Test
	void aStartThatIsNoPositionOfTheBoardIsAnError() throws Exception {
		Issue i = only(issues("rule start: the start position is \"r3k/5/5/R3K w - - 0 1\""), IssueCodes.BAD_FEN);
		assertTrue(i.getMessage().contains("4 ranks, but t.mini has 5"), i.getMessage());
	}

	@Test
	void aStartWithAnUnknownLetterIsAnError() throws Exception {
		Issue i = only(issues("rule start: the start position is \"r3k/5/5/5/Q3K w - - 0 1\""), IssueCodes.BAD_FEN);
		assertTrue(i.getMessage().contains("'Q' is no piece of t.mini"), i.getMessage());
	}

	@Test
	void aCheckRuleNeedsARoyalPiece() throws Exception {
		Issue i = only(issues("rule king: piece king (K): moves one point in any direction\n"
				+ "rule check: a side may not leave its royal piece in check"), IssueCodes.NO_ROYAL_PIECE);
		assertEquals("the rule speaks of a royal piece, but no piece of the reading is royal: mark one `, royal`", i.getMessage());
	}

	@Test
	void aPieceCannotPromoteIntoItsOwnKind() throws Exception {
		Issue i = only(issues("rule p: promotion of the rook: on reaching the camp it becomes a rook"), IssueCodes.PROMOTION_INTO_ITSELF);
		assertEquals("a rook cannot promote into its own kind", i.getMessage());
	}

	@Test
	void aPromotionNamesAPieceOfTheReading() throws Exception {
		List<Issue> issues = issues("rule p: promotion of the rook: on reaching the camp it becomes a dragon");
		assertTrue(issues.stream().anyMatch(i -> i.getMessage().contains("dragon")), issues.toString());
	}

	@Test
	void raceGameRulesHaveNoPlaceInAGridReading() throws Exception {
		Issue i = only(issues("rule dice: 2 dice of 6 faces"), IssueCodes.RACE_CLAIM_IN_GRID_READING);
		assertEquals("rule dice is a race-game rule, but this reading describes a grid game: the engine would ignore it",
				i.getMessage());
	}

	@Test
	void faceDownRulesWithoutAFaceDownStartNeverApply() throws Exception {
		Issue i = only(issues("rule captures: pieces may be captured face down or face up"), IssueCodes.FACE_DOWN_WITHOUT_START);
		assertEquals(Severity.WARNING, i.getSeverity());
	}

	@Test
	void anExpectedPositionIsCheckedAgainstTheReading() throws Exception {
		assertEquals(List.of(), issues("""
				expect opening: in the start position the side to move has 10 legal moves, the move a1a5 is legal,
					the move e1e3 is not legal, the side to move is not in check, perft 2 is 82"""));
	}

	@Test
	void anExpectationThatDoesNotHoldSaysWhatTheEngineFinds() throws Exception {
		Issue i = only(issues("expect opening: in the start position the side to move has 12 legal moves"),
				IssueCodes.POSITION_EXPECTATION_FAILS);
		assertEquals("expectation opening does not hold: the side to move has 10 legal moves, not 12", i.getMessage());
	}

	@Test
	void anIllegalMoveExpectedLegalListsTheLegalOnes() throws Exception {
		Issue i = only(issues("expect mate: in the position \"R3k/5/4K/5/5 b - - 0 1\" the move e5d5 is legal"),
				IssueCodes.POSITION_EXPECTATION_FAILS);
		assertTrue(i.getMessage().startsWith("expectation mate does not hold: the move e5d5 is not legal; the legal moves are"),
				i.getMessage());
	}

	@Test
	void checkmateIsRecognised() throws Exception {
		assertEquals(List.of(), issues("expect mate: in the position \"R3k/5/4K/5/5 b - - 0 1\" the side to move is checkmated"));
	}

	@Test
	void anExpectedPositionMustBeOfTheBoard() throws Exception {
		Issue i = only(issues("expect bad: in the position \"8/8 w - - 0 1\" the side to move has 1 legal moves"), IssueCodes.BAD_FEN);
		assertTrue(i.getMessage().contains("2 ranks"), i.getMessage());
	}

	@Test
	void deepPerftIsLeftToTheCommandLine() throws Exception {
		Issue i = only(issues("expect deep: in the start position perft 7 is 1"), IssueCodes.PERFT_TOO_DEEP);
		assertEquals(Severity.WARNING, i.getSeverity());
	}
}
