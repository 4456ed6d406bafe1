package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.engine.testkit.GridMoves.move;
import static org.rulebench.engine.testkit.GridMoves.moves;
import static org.rulebench.reading.tests.Written.grid;

import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.MoveCondition;
import org.rulebench.engine.grid.rules.Outcome;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Written;

import com.google.inject.Inject;
import com.google.inject.Provider;

/** Grid readings compile to the engine's rules: pieces in words become XBetza, and the rules play as stated. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class GridReadingTest {
	/** Xiangqi in words, as dsl-examples/xiangqi/xiangqi.reading states it. */
	static final String XIANGQI = """
			reading t.xiangqi
			game "xiangqi"
			rules may go uncited
			rule board: the board has 9 files and 10 ranks
			rule palace: zone palace: files d to f of ranks 1 to 3
			rule near_side: zone near_side: ranks 1 to 5
			rule river: zone river: ranks 6 to 10
			rule general: piece general (K), royal: moves one point orthogonally; never leaves the palace
			rule advisor: piece advisor (A): moves one point diagonally; never leaves the palace
			rule elephant: piece elephant (B): moves two points diagonally, blocked by a piece on the way; never leaves the near_side
			rule horse: piece horse (N): moves one point orthogonally then one diagonally outward, blocked by a piece on the way
			rule chariot: piece chariot (R): moves any distance orthogonally
			rule cannon: piece cannon (C): moves any distance orthogonally without capturing,
				any distance orthogonally, jumping over one piece only capturing
			rule soldier: piece soldier (P): moves one point forward; after crossing the river also one point sideways
			rule start: the start position is "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
			rule generals: the royal pieces may not face each other on an open file
			rule repetition: a position met 3 times draws, but perpetual check loses
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;
	@Inject
	private Written written;
	@Inject
	private Provider<XtextResourceSet> resourceSets;

	@Test
	void piecesInWordsAreFairyStockfishsXiangqiPieces() throws Exception {
		GridRules rules = written.grid(XIANGQI);
		assertEquals("W", rules.kind("general").betza());
		assertEquals("F", rules.kind("advisor").betza());
		assertEquals("nA", rules.kind("elephant").betza());
		assertEquals("nN", rules.kind("horse").betza());
		assertEquals("R", rules.kind("chariot").betza());
		assertEquals("mRcpR", rules.kind("cannon").betza());
		assertEquals("fW, in river: sW", rules.kind("soldier").xbetza());
		assertTrue(rules.kind("general").royal());
		assertEquals("palace", rules.kind("advisor").confinedTo().name());
		assertTrue(rules.flyingGeneral());
		assertTrue(rules.checkBinding());
	}

	@Test
	void theReadingsXiangqiCountsAsFairyStockfishDoes() throws Exception {
		GridRules rules = written.grid(XIANGQI);
		GridPosition start = GridPosition.start(CompiledRules.of(rules));
		assertEquals(79666, new Perft(start, 3).count(3)); // shared/oracles/xiangqi-perft-public.jsonl, startpos
	}

	@Test
	void whatNoRuleStatesTakesTheChessDefaults() throws Exception {
		GridRules rules = written.grid(XIANGQI);
		assertEquals(Outcome.LOSS, rules.checkmate());
		assertEquals(Outcome.LOSS, rules.stalemate());
		assertNull(rules.counting());
		assertEquals(0, rules.moveCap());
	}

	@Test
	void xbetzaMayBeGivenDirectly() throws Exception {
		GridRules rules = written.grid(XIANGQI.replace("piece cannon (C): moves any distance orthogonally without capturing,\n\tany distance orthogonally, jumping over one piece only capturing",
				"piece cannon (C): moves as \"mRcpR\" in XBetza"));
		assertEquals("mRcpR", rules.kind("cannon").betza());
	}

	@Test
	void moveWordsAndTheirXBetza() throws Exception {
		String moves = """
				rule shy: piece shy (X): moves one point forward without capturing, one point diagonally forward only capturing
				rule leaper: piece leaper (Y): moves two points forward, blocked by a piece on the way without capturing on its first move
				rule kingly: piece kingly (Z): moves one point in any direction
				rule odd: piece odd (D): moves up to 2 points diagonally backward, any distance sideways
				""";
		Reading r = written.reading(XIANGQI + moves);
		GridRules rules = grid(r);
		assertEquals("mfWcfF", rules.kind("shy").betza());
		assertEquals("imnfD", rules.kind("leaper").betza());
		assertEquals("WF", rules.kind("kingly").betza());
		assertEquals("bF2sR", rules.kind("odd").betza());
	}

	@Test
	void anExtendingReadingReplacesAPieceByItsName() throws Exception {
		XtextResourceSet set = resourceSets.get();
		parser.parse(XIANGQI, URI.createURI("memory:/x.reading"), set);
		Reading dark = parser.parse("""
				reading t.dark extends t.xiangqi
				game "dark"
				rules may go uncited
				rule advisor: piece advisor (A): moves one point diagonally
				""", URI.createURI("memory:/d.reading"), set);
		validation.assertNoErrors(dark);
		GridRules rules = grid(dark);
		assertNull(rules.kind("advisor").confinedTo());
		assertEquals("palace", rules.kind("general").confinedTo().name());
	}

	@Test
	void aPromotionLimitedToOnePerSidePromotesOnlyWhileTheSideHasNone() throws Exception {
		String local = """
				reading t.mini
				game "mini"
				rules may go uncited
				rule board: the board has 4 files and 4 ranks
				rule camp: zone camp: ranks 4 to 4
				rule king: piece king (K), royal: moves one point in any direction
				rule rook: piece rook (R): moves any distance orthogonally
				rule dragon: piece dragon (G): moves any distance orthogonally, one point diagonally
				rule promotion: one of {
					one_per_side: promotion of the rook: on reaching the camp it becomes a dragon, at most 1 per side
					both: promotion of the rook: on reaching the camp it becomes a dragon
				}
				rule start: the start position is "3k/G3/R3/K3 w - - 0 1"
				""";
		Reading r = written.reading(local);
		assertTrue(moves(grid(r, "promotion=one_per_side"), "3k/4/1R2/K3 w - - 0 1").contains("b2b4g"));
		Set<String> both = moves(grid(r, "promotion=both"), "3k/G3/1R2/K3 w - - 0 1");
		assertTrue(both.contains("b2b4g") && !both.contains("b2b4"), both.toString());
		Set<String> one = moves(grid(r, "promotion=one_per_side"), "3k/G3/1R2/K3 w - - 0 1");
		assertTrue(one.contains("b2b4") && !one.contains("b2b4g"), one.toString());
	}

	/** "at most 1 per side in a game" counts the promotions the side has made, "at a time" the promoted pieces it has. */
	@Test
	void aPromotionLimitInAGameCountsThePromotionsMade() throws Exception {
		String mini = """
				reading t.mini
				game "mini"
				rules may go uncited
				rule board: the board has 5 files and 5 ranks
				rule camp: zone camp: ranks 5 to 5
				rule king: piece king (K), royal: moves one point in any direction
				rule rook: piece rook (R): moves any distance orthogonally
				rule dragon: piece dragon (G): moves any distance orthogonally, one point diagonally
				rule promotion: one of {
					ever: promotion of the rook: on reaching the camp it becomes a dragon, at most 1 per side in a game
					at_a_time: promotion of the rook: on reaching the camp it becomes a dragon, at most 1 per side at a time
				}
				rule start: the start position is "1r2k/5/5/5/R1KR1 w - - 0 1"
				""";
		Reading r = written.reading(mini);
		GridRules ever = grid(r);
		assertEquals(MoveCondition.promotionsMade("rook", 1), ever.kind("rook").promotion().unless(), "not once a rook has promoted");
		assertEquals(0, ever.kind("rook").promotion().limit());
		assertEquals(1, grid(r, "promotion=at_a_time").kind("rook").promotion().limit());
		assertEquals(null, grid(r, "promotion=at_a_time").kind("rook").promotion().unless());
		// a rook promotes on a5, the black rook takes the dragon, and the other rook reaches the camp
		for (String[] c : new String[][] { { "ever", "d1d5" }, { "at_a_time", "d1d5g" } }) {
			CompiledRules rules = CompiledRules.of(grid(r, "promotion=" + c[0]));
			GridPosition p = GridPosition.start(rules);
			p.make(move(p, "a1a5g"));
			p.make(move(p, "b5a5"));
			Set<String> moves = moves(p);
			assertTrue(moves.contains(c[1]) && moves.stream().filter(m -> m.startsWith("d1d5")).count() == 1, c[0] + ": " + moves);
		}
	}

	/** A start that stands for moves already played names the pieces whose first move is made. */
	@Test
	void aStartSaysWhichPiecesHaveMadeTheirFirstMove() throws Exception {
		String pawns = """
				reading t.pawns
				game "pawns"
				rules may go uncited
				rule board: the board has 4 files and 5 ranks
				rule king: piece king (K), royal: moves one point in any direction
				rule pawn: piece pawn (P): moves one point forward, two points forward, blocked by a piece on the way without capturing on its first move
				rule start: one of {
					fresh: the start position is "3k/4/4/1P2/P2K w - - 0 1"
					played: the start position is "3k/4/4/1P2/P2K w - - 0 1", in which the piece on b2 has made its first move
				}
				""";
		Reading r = written.reading(pawns);
		assertTrue(moves(grid(r), "3k/4/4/1P2/P2K w - - 0 1").containsAll(List.of("a1a3", "b2b4")));
		Set<String> played = moves(grid(r, "start=played"), "3k/4/4/1P2/P2K w - - 0 1");
		assertTrue(played.contains("a1a3") && !played.contains("b2b4"), played.toString());
		Reading wrong = parser.parse(pawns.replace("on b2 has", "on c2 has"));
		ReadingProblem e = assertThrows(ReadingProblem.class, () -> grid(wrong, "start=played"));
		assertTrue(e.getMessage().contains("no piece on c2"), e.getMessage());
	}

	/** Where check does not bind, royal pieces that may not face each other are still kept apart. */
	@Test
	void royalPiecesKeptApartWhereCheckDoesNotBind() throws Exception {
		Reading r = written.reading(XIANGQI.replace("rule repetition:", "rule check: a side may leave its royal piece in check, and capturing it wins\nrule repetition:"));
		GridRules rules = grid(r);
		assertFalse(rules.checkBinding());
		Set<String> moves = moves(rules, "3k5/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1");
		assertTrue(moves.containsAll(List.of("e2d3", "d1e1")) && !moves.contains("e2f3") && !moves.contains("d1d2"), moves.toString());
		Set<String> free = moves(written.grid(XIANGQI.replace("may not face each other on an open file", "may face each other")
				.replace("rule repetition:", "rule check: a side may leave its royal piece in check, and capturing it wins\nrule repetition:")),
				"3k5/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1");
		assertTrue(free.containsAll(List.of("e2f3", "d1d2")), free.toString());
	}

	/** A reading compiled again gives equal rules, which share one compilation of their move tables. */
	@Test
	void aReadingCompiledAgainSharesOneCompilation() throws Exception {
		Reading r = written.reading(XIANGQI);
		GridRules first = grid(r);
		GridRules again = grid(r);
		assertEquals(first, again);
		assertSame(CompiledRules.of(first), CompiledRules.of(again));
	}

	@Test
	void kindsFollowTheRulesOrder() throws Exception {
		GridRules rules = written.grid(XIANGQI);
		assertEquals(List.of("general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"),
				rules.kinds().stream().map(PieceKind::name).toList());
	}
}
