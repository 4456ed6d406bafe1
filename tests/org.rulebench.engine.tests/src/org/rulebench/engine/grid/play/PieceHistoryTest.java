package org.rulebench.engine.grid.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.engine.testkit.GridMoves.move;
import static org.rulebench.engine.testkit.GridMoves.movesFrom;

import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.MoveCondition;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Promotion;

/**
 * What a position remembers of the game beyond its placement: which pieces have moved (a first move is a piece's
 * first, once: the history's moved bit), how many promotions a side's pieces have made (a limit over the game), and
 * royal pieces, several a side, kept apart where check does not bind. A small game on a 5 × 5 board made up for the test.
 */
class PieceHistoryTest {
	private static final GridBoard BOARD = new GridBoard(5, 5);
	private static final Zone CAMP = Zone.ranks("camp", BOARD, 5, 5);
	/** A wazir that may leap two points forward on its first move, and a rook that becomes a dragon in the camp, once a game. */
	private static final GridRules RULES = GridRules.of("small", BOARD, List.of(CAMP),
			List.of(PieceKind.of("king", 'k', "W").asRoyal(), PieceKind.of("walker", 'w', "WimnfD"),
					PieceKind.of("rook", 'r', "R").promotes(Promotion.forced(CAMP, "dragon").unless(MoveCondition.promotionsMade("rook", 1))),
					PieceKind.of("dragon", 'g', "RF")),
			"3k1/5/5/5/R1W1K w - - 0 1");

	@Test
	void aFirstMoveIsMadeOnceEvenByAPieceThatCameBack() {
		GridPosition p = GridPosition.start(CompiledRules.of(RULES));
		assertEquals(Set.of("c1b1", "c1d1", "c1c2", "c1c3"), movesFrom(p, "c1"));
		assertFalse(p.hasMoved(BOARD.parse("c1")));
		long key = p.key();
		int[] line = { move(p, "c1b1"), 0, 0, 0 };
		p.make(line[0]);
		p.make(line[1] = move(p, "d5e5"));
		p.make(line[2] = move(p, "b1c1"));
		p.make(line[3] = move(p, "e5d5"));
		assertEquals(Set.of("c1b1", "c1d1", "c1c2"), movesFrom(p, "c1"), "back on its point, its first move made");
		assertTrue(p.hasMoved(BOARD.parse("c1")));
		assertEquals(movesFrom(p, "c1"), movesFrom(p.copy(), "c1"), "a copy knows it too");
		assertNotEquals(key, p.key(), "the same placement with the first move made is another position");
		for (int i = 3; i >= 0; i--) {
			p.unmake(line[i]);
		}
		assertEquals(key, p.key());
		assertTrue(movesFrom(p, "c1").contains("c1c3"));
	}

	@Test
	void aPieceThatCapturesOnAFirstMovePointHasMoved() {
		GridRules rules = RULES.withStartFen("3k1/5/5/2r2/R1W1K b - - 0 1");
		GridPosition p = GridPosition.start(CompiledRules.of(rules));
		long before = p.key();
		p.make(move(p, "c2c1g"));
		assertTrue(p.hasMoved(BOARD.parse("c1")), "the rook that took the walker on c1, promoting, has moved");
		assertNotEquals(before, p.key());
	}

	@Test
	void pointsWhereFirstMovesAreNotAllowedChangeTheMoveTablesAndCountAsMoved() {
		BitSet none = new BitSet();
		GridRules made = RULES.withKind(RULES.kind("walker").firstMovesIn(Zone.perSide("none", BOARD, none, none)));
		CompiledRules c = CompiledRules.of(made);
		assertNotSame(CompiledRules.of(RULES), c);
		GridPosition p = GridPosition.start(c);
		assertEquals(Set.of("c1b1", "c1d1", "c1c2"), movesFrom(p, "c1"), "its first move made before the start");
		assertTrue(p.hasMoved(BOARD.parse("c1")));
		assertTrue(movesFrom(GridPosition.start(CompiledRules.of(RULES)), "c1").contains("c1c3"), "the first rules keep theirs");
	}

	@Test
	void aPromotionLimitOverTheGameCountsThePromotionsMadeAndIsTakenBack() {
		GridRules rules = RULES.withStartFen("r2k1/5/5/5/R3R w - - 0 1");
		CompiledRules c = CompiledRules.of(rules);
		int rook = rules.kindIndex("rook");
		GridPosition p = GridPosition.start(c);
		long key = p.key();
		int promote = move(p, "a1a5g");
		p.make(promote);
		assertEquals(1, p.promotionsMade(rook, 0));
		assertEquals(0, p.promotionsMade(rook, 1));
		int take = move(p, "d5d4");
		p.make(take);
		Set<String> second = movesFrom(p, "e1");
		assertTrue(second.contains("e1e5") && !second.contains("e1e5g"), "one promotion a game: " + second);
		p.unmake(take);
		p.unmake(promote);
		assertEquals(0, p.promotionsMade(rook, 0));
		assertEquals(key, p.key());
		// at a time: the dragon on the board counts, not the promotions made
		GridRules atATime = rules.withKind(rules.kind("rook").promotes(Promotion.forced(CAMP, "dragon").limitedTo(1)));
		GridPosition q = GridPosition.start(CompiledRules.of(atATime));
		q.make(move(q, "a1a5g"));
		q.make(move(q, "d5d4"));
		assertTrue(movesFrom(q, "e1").contains("e1e5"), "a dragon stands: no second one");
		// a position given by its pieces has made as many promotions as it has dragons beyond the start's
		GridPosition given = GridPosition.of(c, "G2k1/5/5/5/4R w - - 0 1");
		assertEquals(1, given.promotionsMade(rook, 0));
		assertEquals(Set.of("e1e5"), movesFrom(given, "e1").stream().filter(m -> m.startsWith("e1e5")).collect(Collectors.toSet()));
	}

	@Test
	void royalPiecesKeptApartWhereCheckDoesNotBindEvenSeveralASide() {
		GridRules capture = RULES.withStartFen("3k1/5/5/5/3KR w - - 0 1").withCheckBinding(false);
		GridPosition free = GridPosition.start(CompiledRules.of(capture));
		assertTrue(movesFrom(free, "d1").contains("d1d2"), "without the rule the kings may face each other");
		GridPosition kept = GridPosition.start(CompiledRules.of(capture.withFlyingGeneral(true)));
		Set<String> moves = movesFrom(kept, "d1");
		assertTrue(moves.contains("d1c1") && !moves.contains("d1d2"), moves.toString());
		assertTrue(kept.royalsFace(), "as the position was given");
		GridPosition two = GridPosition.of(CompiledRules.of(capture.withFlyingGeneral(true)), "k3k/5/5/5/1K1K1 w - - 0 1");
		assertFalse(two.royalsFace());
		assertEquals(Set.of("b1b2", "b1c1"), movesFrom(two, "b1"), "b1a1 would face the king on a5");
		assertEquals(Set.of("d1c1", "d1d2"), movesFrom(two, "d1"), "d1e1 the one on e5");
	}
}
