package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

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
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Outcome;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;

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
	private Provider<XtextResourceSet> resourceSets;

	private Reading parse(String text) throws Exception {
		Reading r = parser.parse(text);
		validation.assertNoErrors(r);
		return r;
	}

	private static GridRules compile(Reading r, Map<String, String> choice) {
		return GridReadingCompiler.compile(ReadingChain.of(r), new Choice(choice)).rules();
	}

	@Test
	void piecesInWordsAreFairyStockfishsXiangqiPieces() throws Exception {
		GridRules rules = compile(parse(XIANGQI), Map.of());
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
		GridRules rules = compile(parse(XIANGQI), Map.of());
		GridPosition start = GridPosition.start(CompiledRules.of(rules));
		assertEquals(79666, new Perft(start, 3).count(3)); // shared/oracles/xiangqi-perft-public.jsonl, startpos
	}

	@Test
	void whatNoRuleStatesTakesTheChessDefaults() throws Exception {
		GridRules rules = compile(parse(XIANGQI), Map.of());
		assertEquals(Outcome.LOSS, rules.checkmate());
		assertEquals(Outcome.LOSS, rules.stalemate());
		assertNull(rules.counting());
		assertEquals(0, rules.moveCap());
	}

	@Test
	void xbetzaMayBeGivenDirectly() throws Exception {
		GridRules rules = compile(parse(XIANGQI.replace("piece cannon (C): moves any distance orthogonally without capturing,\n\tany distance orthogonally, jumping over one piece only capturing",
				"piece cannon (C): moves as \"mRcpR\" in XBetza")), Map.of());
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
		Reading r = parse(XIANGQI + moves);
		GridRules rules = compile(r, Map.of());
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
		GridRules rules = compile(dark, Map.of());
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
		Reading r = parse(local);
		assertTrue(legal(compile(r, Map.of("promotion", "one_per_side")), "3k/4/1R2/K3 w - - 0 1").contains("b2b4g"));
		List<String> both = legal(compile(r, Map.of("promotion", "both")), "3k/G3/1R2/K3 w - - 0 1");
		assertTrue(both.contains("b2b4g") && !both.contains("b2b4"), both.toString());
		List<String> one = legal(compile(r, Map.of("promotion", "one_per_side")), "3k/G3/1R2/K3 w - - 0 1");
		assertTrue(one.contains("b2b4") && !one.contains("b2b4g"), one.toString());
	}

	private static List<String> legal(GridRules rules, String fen) {
		CompiledRules c = CompiledRules.of(rules);
		return Arrays.stream(GridPosition.of(c, fen).legalMoves()).mapToObj(m -> Move.name(m, c)).toList();
	}

	@Test
	void kindsFollowTheRulesOrder() throws Exception {
		GridRules rules = compile(parse(XIANGQI), Map.of());
		assertEquals(List.of("general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"),
				rules.kinds().stream().map(PieceKind::name).toList());
	}
}
