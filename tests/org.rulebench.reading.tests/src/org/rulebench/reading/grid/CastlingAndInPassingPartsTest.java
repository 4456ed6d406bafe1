package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.engine.testkit.GridMoves.moves;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.rules.Castling;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.InPassing;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Written;

import com.google.inject.Inject;

/**
 * Chess's castling and capture in passing, as clauses of the pieces that make them (`castles with a rook, moving 2
 * points towards it`, `captures a pawn in passing`), compile to the engine's {@link Castling} and {@link InPassing};
 * a castling piece that is not royal is refused by name.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class CastlingAndInPassingPartsTest {
	static final String CHESS = """
			reading t.chess
			game "chess"
			rules may go uncited
			rule board: the board has 8 files and 8 ranks
			rule far: zone far: ranks 8 to 8
			rule king: piece king (K), royal: moves one point in any direction; castles with a rook, moving 2 points towards it
			rule queen: piece queen (Q): moves any distance in any direction
			rule rook: piece rook (R): moves any distance orthogonally
			rule bishop: piece bishop (B): moves any distance diagonally
			rule knight: piece knight (N): moves one point orthogonally then one diagonally outward
			rule pawn: piece pawn (P): moves one point forward without capturing, one point diagonally forward only capturing,
				two points forward, blocked by a piece on the way without capturing on its first move; captures a pawn in passing
			rule promotion: promotion of the pawn: on reaching the far it becomes a queen or a rook or a bishop or a knight
			rule start: the start position is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private Written written;

	@Test
	void theClausesCompileToCastlingAndCaptureInPassing() throws Exception {
		GridRules rules = written.grid(CHESS);
		assertEquals(List.of(new Castling("king", "rook", 2)), rules.castlings());
		assertEquals(List.of(new InPassing(List.of("pawn"), List.of("pawn"))), rules.inPassing());
		Set<String> kiwipete = moves(rules, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
		assertTrue(kiwipete.containsAll(List.of("e1g1", "e1c1")), kiwipete.toString());
		assertEquals(48, kiwipete.size());
		assertTrue(moves(rules, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").contains("e5f6"));
		assertEquals(8902, new Perft(GridPosition.of(CompiledRules.of(rules), rules.startFen()), 3).count(3));
	}

	@Test
	void aLongerCastlingAndAnArticle() throws Exception {
		GridRules rules = written.grid(CHESS.replace("the board has 8 files", "the board has 10 files")
				.replace("moving 2 points", "moving 3 points").replace("or a knight", "or an archbishop")
				.replace("rule knight:", "rule archbishop: piece archbishop (A): moves any distance diagonally, one point orthogonally then"
						+ " one diagonally outward\nrule knight:")
				.replace("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq"));
		assertEquals(List.of("queen", "rook", "bishop", "archbishop"), rules.kind("pawn").promotion().into());
		Set<String> m = moves(rules, rules.startFen());
		assertTrue(m.containsAll(List.of("f1i1", "f1c1")), m.toString());
		CompiledRules c = CompiledRules.of(rules);
		GridPosition p = GridPosition.of(c, rules.startFen());
		p.make(Arrays.stream(p.legalMoves()).filter(x -> Move.name(x, c).equals("f1i1")).findFirst().orElseThrow());
		assertTrue(p.toString().startsWith("r4k3r/10/10/10/10/10/10/R6RK1 b"), p.toString());
	}

	@Test
	void aPieceThatCastlesMustBeRoyal() throws Exception {
		Reading r = parser.parse(CHESS.replace("rule rook: piece rook (R): moves any distance orthogonally",
				"rule rook: piece rook (R): moves any distance orthogonally; castles with a king, moving 2 points towards it"));
		String message = problem(r);
		assertTrue(message.contains("piece rook castles, but castling is a royal piece's move"), message);
		assertFalse(message.contains("Exception"), message);
	}

	/** The message of the problem compiling the reading raises (none: fails). */
	private static String problem(Reading r) {
		try {
			GridReadingCompiler.compile(ReadingChain.of(r), new Choice(Map.of()));
		} catch (ReadingProblem p) {
			return p.getMessage();
		}
		throw new AssertionError("the reading compiles");
	}
}
