package org.rulebench.engine.grid.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.engine.testkit.GridMoves.moves;
import static org.rulebench.engine.testkit.GridMoves.position;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.rules.Ban;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.MoveCondition;
import org.rulebench.engine.grid.rules.Obligation;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.RoyalCheck;

/** Several royal pieces and which of them check binds; a side that must make some moves when it can. */
class RoyalsAndObligationsTest {
	/** A king and a prince (both royal) and a rook, on a small board. */
	private static final GridRules TWO_ROYALS = GridRules.of("two royals", new GridBoard(5, 5), List.of(),
			List.of(PieceKind.of("king", 'k', "K").asRoyal(), PieceKind.of("prince", 'q', "K").asRoyal(), PieceKind.of("rook", 'r', "R")),
			"k3q/5/5/5/K3Q w - - 0 1");

	@Test
	void eachRoyalPieceIsKeptOutOfCheckByDefault() {
		GridPosition p = position(TWO_ROYALS, "k3q/5/5/5/K1r1Q w - - 0 1");
		assertTrue(p.inCheck(0), "both attacked by the rook");
		assertEquals(2, p.royals(0));
	}

	@Test
	void withTheLastOneOnlyAPieceMayBeLeftAttackedWhileItHasAnother() {
		GridRules last = TWO_ROYALS.withRoyalCheck(RoyalCheck.LAST);
		GridPosition p = position(last, "k3q/5/5/5/K1r1Q w - - 0 1");
		assertFalse(p.inCheck(0));
		// the rook takes the prince; then the king alone is bound
		GridPosition q = position(last, "k3q/5/5/5/K1r2 w - - 0 1");
		assertTrue(q.inCheck(0));
		assertEquals(1, q.royals(0));
	}

	@Test
	void withAllOfThemCheckIsTheAttackOnEveryOne() {
		GridRules all = TWO_ROYALS.withRoyalCheck(RoyalCheck.ALL);
		assertTrue(position(all, "k3q/5/5/5/K1r1Q w - - 0 1").inCheck(0));
		assertFalse(position(all, "k3q/5/r4/5/K3Q w - - 0 1").inCheck(0), "one of two attacked is no check");
		assertTrue(position(TWO_ROYALS, "k3q/5/r4/5/K3Q w - - 0 1").inCheck(0), "as each is bound, it is");
	}

	@Test
	void aSideThatMustCaptureCapturesWhenItCan() {
		GridRules rules = TWO_ROYALS.withObligations(List.of(new Obligation(Ban.Act.MOVE, new MoveCondition.Captures(List.of()))));
		assertEquals(Set.of("a1a2"), moves(position(rules, "k3q/5/5/r4/R3K w - - 0 1")), "the only capture");
		assertTrue(moves(position(rules, "1k2q/5/5/5/R3K w - - 0 1")).size() > 1, "with no capture, any move");
		assertEquals(1, new Perft(position(rules, "k3q/5/5/r4/R3K w - - 0 1"), 1).count(1), "perft counts as the legal moves");
	}
}
