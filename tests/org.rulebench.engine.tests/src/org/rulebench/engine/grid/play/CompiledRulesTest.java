package org.rulebench.engine.grid.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.PieceKind;

/**
 * Rules compiled once: rules built again (a reading compiled again, on every save, for the validator and for the
 * simulator) are equal to the last ones and share their move tables instead of compiling them anew (12 MB a
 * combination of Maka Dai Dai). The example readings are compiled twice in GridReadingTest.
 */
class CompiledRulesTest {

	/** A small game of a palace, a half board and three kinds, built afresh each time, zones included. */
	private static GridRules built() {
		GridBoard board = new GridBoard(7, 7);
		Zone palace = Zone.of("palace", board, (f, r) -> f >= 2 && f <= 4 && r <= 2);
		Zone ownHalf = Zone.ranks("own half", board, 1, 3);
		return GridRules.of("small", board, List.of(palace, ownHalf),
				List.of(PieceKind.of("chariot", 'r', "R"), PieceKind.of("general", 'k', "W").confinedTo(palace).asRoyal(),
						PieceKind.of("guard", 'g', "F").confinedTo(ownHalf)),
				"r1gkg1r/7/7/7/7/7/R1GKG1R w - - 0 1").withFlyingGeneral(true);
	}

	@Test
	void zonesOfTheSamePointsAreEqual() {
		GridBoard board = new GridBoard(19, 19);
		assertEquals(Zone.ranks("camp", board, 14, 19), Zone.ranks("camp", board, 14, 19));
		assertEquals(Zone.ranks("camp", board, 14, 19).hashCode(), Zone.ranks("camp", board, 14, 19).hashCode());
		assertNotEquals(Zone.ranks("camp", board, 14, 19), Zone.ranks("camp", board, 13, 19));
		assertNotEquals(Zone.ranks("camp", board, 14, 19), Zone.ranks("zone", board, 14, 19));
	}

	@Test
	void equalRulesBuiltTwiceShareOneCompilation() {
		GridRules first = built();
		GridRules again = built();
		assertEquals(first, again);
		assertSame(CompiledRules.of(first), CompiledRules.of(again));
		assertNotEquals(first, again.withFlyingGeneral(false));
	}
}
