package org.rulebench.engine.grid.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.engine.testkit.GridMoves.move;
import static org.rulebench.engine.testkit.GridMoves.moves;
import static org.rulebench.engine.testkit.GridMoves.position;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.Castling;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.InPassing;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Promotion;

/**
 * Castling and capture in passing as data (FIDE Laws of Chess 3.8.2 and 3.7.4): orthodox chess's perft equals the
 * published counts (chessprogramming.org's "Kiwipete" and position 3), and each condition of the two rules holds.
 */
class CastlingAndInPassingTest {
	static final GridRules CHESS = chess();

	private static GridRules chess() {
		GridBoard b = new GridBoard(8, 8);
		Zone far = Zone.ranks("far", b, 8, 8);
		List<PieceKind> k = List.of(PieceKind.of("king", 'k', "K").asRoyal(), PieceKind.of("queen", 'q', "Q"), PieceKind.of("rook", 'r', "R"),
				PieceKind.of("bishop", 'b', "B"), PieceKind.of("knight", 'n', "N"),
				PieceKind.of("pawn", 'p', "mfWcfFimnfD").promotes(Promotion.forced(far, "queen", "rook", "bishop", "knight")));
		return GridRules.of("chess", b, List.of(far), k, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
				.withCastlings(List.of(new Castling("king", "rook", 2))).withInPassing(List.of(new InPassing(List.of("pawn"), List.of("pawn"))));
	}

	private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

	@Test
	void perftEqualsThePublishedCounts() {
		assertEquals(197_281, new Perft(position(CHESS, CHESS.startFen()), 4).count(4));
		assertEquals(97_862, new Perft(position(CHESS, KIWIPETE), 3).count(3), "Kiwipete");
		// en passant that would expose the king along the rank is not legal
		assertEquals(43_238, new Perft(position(CHESS, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"), 4).count(4), "position 3");
	}

	@Test
	void castlingMovesTheRookToThePointTheKingCrossedLastAndTakesBackWhole() {
		GridPosition p = position(CHESS, KIWIPETE);
		long key = p.key();
		String fen = p.toString();
		int white = move(p, "e1g1");
		p.make(white);
		assertTrue(p.toString().startsWith("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b"), p.toString());
		int black = move(p, "e8c8");
		p.make(black);
		assertTrue(p.toString().startsWith("2kr3r/"), p.toString());
		assertFalse(moves(p).contains("g1e1"));
		p.unmake(black);
		p.unmake(white);
		assertEquals(fen, p.toString());
		assertEquals(key, p.key());
		assertEquals(moves(position(CHESS, KIWIPETE)), moves(p));
	}

	@Test
	void notOutOfThroughOrIntoCheckNorOverAPieceNorAfterMoving() {
		assertFalse(moves(position(CHESS, "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1")).contains("e1g1"), "f1 attacked");
		assertTrue(moves(position(CHESS, "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1")).contains("e1c1"));
		assertFalse(moves(position(CHESS, "4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1")).contains("e1g1"), "g1 attacked");
		assertTrue(moves(position(CHESS, "4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1")).contains("e1c1"), "b1 may be attacked");
		GridPosition check = position(CHESS, "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
		assertFalse(moves(check).contains("e1g1") || moves(check).contains("e1c1"), "out of check");
		assertFalse(moves(position(CHESS, "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1")).contains("e1c1"), "b1 occupied");
		assertFalse(moves(position(CHESS, "4k3/8/8/8/8/8/8/R3K2R w Qk - 0 1")).contains("e1g1"), "no right on the h side");
		assertTrue(moves(position(CHESS, "4k3/8/8/8/8/8/8/R3K2R w Qk - 0 1")).contains("e1c1"));
		GridPosition moved = position(CHESS, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
		moved.make(move(moved, "h1h2"));
		moved.make(move(moved, "e8d8"));
		moved.make(move(moved, "h2h1"));
		moved.make(move(moved, "d8e8"));
		assertFalse(moves(moved).contains("e1g1"), "the rook has moved");
		assertTrue(moves(moved).contains("e1c1"));
	}

	@Test
	void castlingRightsArePartOfThePosition() {
		assertNotEquals(position(CHESS, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").key(), position(CHESS, "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1").key());
		assertNotEquals(position(CHESS, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").key(), position(CHESS, "4k3/8/8/8/8/8/8/R3K2R w - - 0 1").key());
	}

	@Test
	void enPassantOnlyOnTheNextMoveTakingThePawnThatPassed() {
		GridPosition p = position(CHESS, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
		long key = p.key();
		p.make(move(p, "d7d5"));
		assertTrue(moves(p).contains("e5d6"), moves(p).toString());
		GridPosition taken = p.copy();
		taken.make(move(taken, "e5d6"));
		assertEquals("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2", taken.toString(), "the pawn on d5 is taken");
		taken.unmake(move(p, "e5d6"));
		assertEquals(p.toString(), taken.toString());
		p.make(move(p, "e1e2"));
		p.make(move(p, "e8e7"));
		assertFalse(moves(p).contains("e5d6"), "only right after the double step");
		GridPosition q = position(CHESS, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
		q.make(move(q, "d7d6"));
		assertFalse(moves(q).contains("e5d6") && q.pieceAt(q.compiled().rules().board().parse("d6")) == 0, "a single step passes nothing");
		assertNotEquals(key, 0);
	}

	@Test
	void aFenNamesThePointPassedOver() {
		GridPosition p = position(CHESS, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
		assertTrue(moves(p).contains("e5f6"));
		assertFalse(moves(p).contains("e5d6"));
		assertThrows(IllegalArgumentException.class, () -> position(CHESS, "4k3/8/8/8/8/8/8/4K3 w - z9 0 1"));
	}
}
