package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.grid.game.GridEnd;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.BareKing;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Outcome;
import org.rulebench.engine.grid.rules.QuietDraw;
import org.rulebench.engine.testkit.ScriptedGridPlayer;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.validation.IssueCodes;

import com.google.inject.Inject;

/**
 * Two ends stated from parts: a draw after so many plies without the moves that start the count again (chess's fifty
 * moves: a capture or a move of a pawn; banqi's quiet plies: a capture or a piece turned up, the same part), and a
 * bare royal piece with shatranj's exception (the side just bared that can bare the other on its next move draws).
 * Also a reading with both face-down pieces turned up as a move and capture in passing: turning ends the right to
 * capture in passing, and taking the turn back restores it.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class QuietPliesAndBareKingTest {
	private static final String CHESS = CastlingAndInPassingPartsTest.CHESS;

	/** Shatranj's pieces (Murray), enough for the bare king. */
	private static final String SHATRANJ = """
			reading t.shatranj
			game "shatranj"
			rules may go uncited
			rule board: the board has 8 files and 8 ranks
			rule shah: piece shah (K), royal: moves one point in any direction
			rule firzan: piece firzan (Q): moves one point diagonally
			rule rukh: piece rukh (R): moves any distance orthogonally
			rule start: the start position is "3qk3/8/8/8/8/8/8/R3K3 w - - 0 1"
			rule check: a side may not leave its royal piece in check
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private GridRules compile(String text) throws Exception {
		Reading r = parser.parse(text);
		validation.assertNoErrors(r);
		return GridReadingCompiler.compile(ReadingChain.of(r), new Choice(Map.of())).rules();
	}

	private static GridResult play(GridRules rules, String fen, String white, String black) {
		CompiledRules c = CompiledRules.of(rules);
		return new GridGame(c, GridPosition.of(c, fen), new ScriptedGridPlayer(white.split(" ")), new ScriptedGridPlayer(black.split(" ")),
				1, false).playOut(100);
	}

	@Test
	void fiftyMovesAreAQuietDrawResetByCapturesAndPawnMoves() throws Exception {
		GridRules rules = compile(CHESS + "rule fifty: the game is drawn after 100 plies without a capture or a move of a pawn\n"
				+ "rule cap: the game is drawn after 300 plies");
		assertEquals(new QuietDraw(100, true, false, List.of("pawn")), rules.quietDraw());
		assertEquals(300, rules.moveCap());
	}

	@Test
	void banqisSentenceIsTheSamePart() throws Exception {
		GridRules rules = compile(CHESS + "rule quiet: the game is drawn after 50 plies without a capture or a piece turned up");
		assertEquals(QuietDraw.withoutCaptureOrTurn(50), rules.quietDraw());
		GridRules reordered = compile(CHESS + "rule quiet: the game is drawn after 50 plies without a piece turned up or a capture");
		assertEquals(rules.quietDraw(), reordered.quietDraw());
	}

	@Test
	void twoQuietDrawsClash() throws Exception {
		Reading r = parser.parse(CHESS + "rule fifty: the game is drawn after 100 plies without a capture or a move of a pawn\n"
				+ "rule seventy: the game is drawn after 140 plies without a capture");
		validation.assertError(r, org.rulebench.reading.reading.ReadingPackage.eINSTANCE.getRule(), IssueCodes.DIMENSION_TWICE,
				"rules fifty and seventy both say quiet plies");
	}

	/** Four plies without a pawn move or a capture draw; a pawn's move starts the count again. */
	@Test
	void thePawnsMoveStartsTheCountAgain() throws Exception {
		GridRules rules = compile(CHESS + "rule fifty: the game is drawn after 4 plies without a capture or a move of a pawn");
		String fen = "4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1";
		// a1a2 e8d8 e2e3 (pawn: 0) d8e8 a2a1 e8d8 a1a2: four quiet plies after the pawn's move
		assertEquals(new GridResult(-1, GridEnd.QUIET_PLIES, 7), play(rules, fen, "a1a2 e2e3 a2a1 a1a2", "e8d8 d8e8 e8d8"));
		// the FEN's half-move clock counts: two plies already quiet
		assertEquals(new GridResult(-1, GridEnd.QUIET_PLIES, 2), play(rules, fen.replace("- 0 1", "- 2 1"), "a1a2", "e8d8"));
		// a capture starts it again too
		assertEquals(new GridResult(-1, GridEnd.QUIET_PLIES, 7),
				play(rules, "4k3/8/8/8/8/8/8/R3K2n w - - 0 1", "a1a3 a3g3 g3g4 g4g3", "h1g3 e8d8 d8e8"));
	}

	/** Rukh takes the last firzan; the bared shah can take the rukh at once: the exception draws, Medina's reading wins. */
	@Test
	void aBaredSideThatCanBareTheOtherDraws() throws Exception {
		String exception = "rule bare: a side left with its royal piece alone loses, but draws when it can leave the other royal piece"
				+ " alone on its next move";
		GridRules rules = compile(SHATRANJ + exception);
		assertEquals(new BareKing(Outcome.LOSS, Outcome.DRAW), rules.bareKing());
		String answerable = "8/8/8/8/8/4k3/3q4/K2R4 w - - 0 1";
		assertEquals(new GridResult(-1, GridEnd.BARE_KING, 1), play(rules, answerable, "d1d2", "e3d2"));
		GridRules medina = compile(SHATRANJ + "rule bare: a side left with its royal piece alone loses");
		assertEquals(new GridResult(0, GridEnd.BARE_KING, 1), play(medina, answerable, "d1d2", "e3d2"));
		// the white shah guards the rukh: the black shah cannot take it, so the bare king loses
		assertEquals(new GridResult(0, GridEnd.BARE_KING, 1), play(rules, "8/8/8/8/8/4k3/2Kq4/3R4 w - - 0 1", "d1d2", "e3d2"));
	}

	/**
	 * Without the exception a bare royal piece has its verdict at once, even when the side bared could take the other's
	 * last piece (shatar's draw: the verdict is no exception's, which the rule does not state).
	 */
	@Test
	void withoutTheExceptionTheVerdictIsTheRulesOwn() throws Exception {
		GridRules draws = compile(SHATRANJ + "rule bare: a side left with its royal piece alone draws");
		assertEquals(new BareKing(Outcome.DRAW, null), draws.bareKing());
		assertEquals(new GridResult(-1, GridEnd.BARE_KING, 1), play(draws, "8/8/8/8/8/4k3/3q4/K2R4 w - - 0 1", "d1d2", "e3d2"));
		assertEquals(new BareKing(Outcome.LOSS, null), compile(SHATRANJ + "rule bare: a side left with its royal piece alone loses").bareKing());
	}

	/**
	 * Perft counts no move below a game the bare royal piece has ended, as Fairy-Stockfish counts its extinction; the
	 * exception's answer is played out (the side bared, to move against one piece besides the other royal one).
	 */
	@Test
	void perftCountsNoMoveBelowABareRoyalPiece() throws Exception {
		GridRules draws = compile(SHATRANJ + "rule bare: a side left with its royal piece alone draws");
		assertEquals(0, perft(draws, "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", 3));
		// the rukh takes the firzan: the black shah is bare, and nothing is counted below that move
		GridPosition rukh = GridPosition.of(CompiledRules.of(draws), "4k3/8/8/8/8/8/3q4/3RK3 w - - 0 1");
		assertEquals(0L, new org.rulebench.engine.grid.play.Perft(rukh, 2).divide(2).get("d1d2"));
		GridRules answered = compile(SHATRANJ + "rule bare: a side left with its royal piece alone loses, but draws when it can leave"
				+ " the other royal piece alone on its next move");
		// the white shah bare, to move against a firzan: its five moves are counted; below them, only the one taking the
		// firzan goes on (both bare), the others have lost (Fairy-Stockfish's shatranj: 5 and 5)
		assertEquals(5, perft(answered, "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", 1));
		assertEquals(5, perft(answered, "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", 2));
	}

	private static long perft(GridRules rules, String fen, int depth) {
		return new org.rulebench.engine.grid.play.Perft(GridPosition.of(CompiledRules.of(rules), fen), depth).count(depth);
	}

	/** A piece turned up as a move ends the capture in passing the last move allowed; taking the turn back restores it. */
	@Test
	void turningEndsTheCaptureInPassingAndTakingItBackRestoresIt() throws Exception {
		GridRules rules = compile("""
				reading t.turning
				game "turning and capture in passing"
				rules may go uncited
				rule board: the board has 8 files and 8 ranks
				rule general: piece general (K): moves one point in any direction
				rule pawn: piece pawn (P): moves one point forward without capturing, one point diagonally forward only capturing,
					two points forward, blocked by a piece on the way without capturing on its first move; captures a pawn in passing
				rule start: the start position is "kppppppp/8/8/8/8/8/8/PPPPPPPK w - - 0 1"
				rule face_down: all pieces start face down, shuffled together over the start points, and belong to no side until turned up
				rule turning: a face down piece does not move: a side may turn any face down piece face up as its move
				rule gone: a side loses when all its pieces are gone
				""");
		CompiledRules c = CompiledRules.of(rules);
		GridPosition p = game(c, "8/8/8/8/3pP3/8/8/t7 b - e3 0 1");
		assertTrue(names(p).contains("d4e3"), names(p).toString());
		long before = p.key();
		int turn = move(p, "^a1");
		p.make(turn);
		// the same turn from the same position without the right to capture in passing: the same position after it
		GridPosition without = game(c, "8/8/8/8/3pP3/8/8/t7 b - - 0 1");
		assertNotEquals(before, without.key());
		without.make(move(without, "^a1"));
		assertEquals(without.key(), p.key());
		assertEquals(names(without), names(p));
		p.unmake(turn);
		assertEquals(before, p.key());
		assertTrue(names(p).contains("d4e3"), names(p).toString());
	}

	/** The position of a game from a FEN: its face-down pieces given their true kinds by the game's shuffle. */
	private static GridPosition game(CompiledRules c, String fen) {
		return new GridGame(c, GridPosition.of(c, fen), new RandomGridPlayer(), new RandomGridPlayer(), 7, false).position();
	}

	private static List<String> names(GridPosition p) {
		return Arrays.stream(p.legalMoves()).mapToObj(m -> Move.name(m, p.compiled())).sorted().toList();
	}

	private static int move(GridPosition p, String name) {
		return Arrays.stream(p.legalMoves()).filter(m -> Move.name(m, p.compiled()).equals(name)).findFirst()
				.orElseThrow(() -> new AssertionError(name + " is not legal in " + p));
	}
}
