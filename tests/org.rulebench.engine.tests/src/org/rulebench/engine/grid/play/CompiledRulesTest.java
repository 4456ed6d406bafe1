package org.rulebench.engine.grid.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Outcome;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.variants.Xiangqi;

/**
 * Rules compiled once: a reading compiled again (on every save, for the validator and for the simulator) gives rules
 * equal to the last ones, which share their move tables instead of compiling them anew (12 MB a combination of Maka
 * Dai Dai).
 */
class CompiledRulesTest {

	/** Xiangqi's rules built afresh, zones and kinds included, as a second compilation of its reading would. */
	private static GridRules xiangqiAgain() {
		GridBoard board = new GridBoard(9, 10);
		Zone palace = Zone.of("palace", board, (f, r) -> f >= 3 && f <= 5 && r <= 2);
		Zone ownHalf = Zone.ranks("own half", board, 1, 5);
		Zone acrossRiver = Zone.ranks("across the river", board, 6, 10);
		List<PieceKind> kinds = Xiangqi.RULES.kinds().stream().map(k -> k.confinedTo() == null ? k
				: k.confinedTo().name().equals("palace") ? k.confinedTo(palace) : k.confinedTo(ownHalf)).toList();
		return GridRules.of("xiangqi", board, List.of(palace, ownHalf, acrossRiver), kinds, Xiangqi.START)
				.withFlyingGeneral(true).withCheckmate(Outcome.LOSS).withStalemate(Outcome.LOSS)
				.withRepetition(Xiangqi.RULES.repetition());
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
		GridRules again = xiangqiAgain();
		assertEquals(Xiangqi.RULES, again);
		assertSame(CompiledRules.of(Xiangqi.RULES), CompiledRules.of(again));
	}
}
