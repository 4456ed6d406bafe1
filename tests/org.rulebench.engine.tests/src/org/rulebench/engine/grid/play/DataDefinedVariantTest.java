package org.rulebench.engine.grid.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.PieceKind;

/**
 * A variant the engine does not ship, defined here as data only: minixiangqi (7 × 7, no advisors or elephants,
 * soldiers step sideways from the start). Its perft from the start equals Fairy-Stockfish's (c19b5f6c, run for this
 * test: 19, 331, 6,664, 127,164), so the move generation follows the definition, not two games' code.
 */
class DataDefinedVariantTest {

	@Test
	void minixiangqiPerftEqualsFairyStockfish() {
		GridBoard board = new GridBoard(7, 7);
		Zone palace = Zone.of("palace", board, (f, r) -> f >= 2 && f <= 4 && r <= 2);
		GridRules rules = GridRules.of("minixiangqi", board, List.of(palace),
				List.of(PieceKind.of("chariot", 'r', "R"), PieceKind.of("horse", 'n', "nN"),
						PieceKind.of("general", 'k', "W").confinedTo(palace).asRoyal(), PieceKind.of("cannon", 'c', "mRcpR"),
						PieceKind.of("soldier", 'p', "fsW")),
				"rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1").withFlyingGeneral(true);
		GridPosition start = GridPosition.start(CompiledRules.of(rules));
		long[] expected = { 19, 331, 6_664, 127_164 };
		for (int depth = 1; depth <= expected.length; depth++) {
			assertEquals(expected[depth - 1], new Perft(start, depth).count(depth), "perft(" + depth + ")");
		}
	}
}
