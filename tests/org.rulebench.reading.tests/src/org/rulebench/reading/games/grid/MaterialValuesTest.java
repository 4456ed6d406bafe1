package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.search.FaceDownValues;
import org.rulebench.engine.grid.search.MaterialValues;
import org.rulebench.reading.tests.Examples;

/** Piece values from the rules alone: mobility on an empty board. */
class MaterialValuesTest {
	private static final GridRules XIANGQI = Examples.grid("xiangqi.standard");
	private static final GridRules MAKRUK = Examples.grid("makruk.standard");
	private static final GridRules DARK = Examples.grid("xiangqi.dark");

	@Test
	void aKindIsWorthItsMeanMobilityOnAnEmptyBoard() {
		MaterialValues x = MaterialValues.of(CompiledRules.of(XIANGQI));
		GridRules r = XIANGQI;
		// a chariot reaches 8 + 9 points from every point of the 9 × 10 board, moving or capturing
		assertEquals(17 * MaterialValues.SCALE, x.average(r.kindIndex("chariot")));
		// a cannon moves as a chariot but captures nothing without a screen
		assertEquals(17 * MaterialValues.SCALE / 2, x.average(r.kindIndex("cannon")));
		assertTrue(x.average(r.kindIndex("cannon")) > x.average(r.kindIndex("horse")));
		assertTrue(x.average(r.kindIndex("horse")) > x.average(r.kindIndex("soldier")));
		assertEquals(0, x.average(r.kindIndex("general")), "royal pieces are not material");

		MaterialValues m = MaterialValues.of(CompiledRules.of(MAKRUK));
		GridRules k = MAKRUK;
		assertEquals(14 * MaterialValues.SCALE, m.average(k.kindIndex("rua")));
		for (List<String> order : List.of(List.of("rua", "ma"), List.of("ma", "khon"), List.of("khon", "met"), List.of("met", "bia"))) {
			assertTrue(m.average(k.kindIndex(order.get(0))) > m.average(k.kindIndex(order.get(1))), order.toString());
		}
	}

	@Test
	void aPieceIsWorthMoreWhereItMovesMoreOrNearsPromotion() {
		CompiledRules c = CompiledRules.of(XIANGQI);
		int[] t = MaterialValues.of(c).table();
		int soldier = CompiledRules.code(XIANGQI.kindIndex("soldier"), 0);
		int n = 90;
		GridPosition p = GridPosition.start(c);
		int home = XIANGQI.board().parse("e4");
		int across = XIANGQI.board().parse("e6");
		assertTrue(t[soldier * n + across] > t[soldier * n + home], "a soldier across the river steps sideways too");
		assertEquals(p.pieceAt(home), soldier);

		CompiledRules mk = CompiledRules.of(MAKRUK);
		int[] u = MaterialValues.of(mk).table();
		int bia = CompiledRules.code(MAKRUK.kindIndex("bia"), 0);
		assertTrue(u[bia * 64 + MAKRUK.board().parse("e5")] > u[bia * 64 + MAKRUK.board().parse("e3")], "a bia a step from promotion");
	}

	@Test
	void aFaceDownPieceIsWorthTheMeanOfWhatItMayBe() {
		CompiledRules c = CompiledRules.of(DARK);
		MaterialValues v = MaterialValues.of(c);
		GridRules r = DARK;
		GridPosition p = GridPosition.start(c);
		int[] t = v.table();
		FaceDownValues.apply(t, p, v, List.of(List.of(), List.of()));
		int army = 2 * v.average(r.kindIndex("chariot")) + 2 * v.average(r.kindIndex("horse")) + 2 * v.average(r.kindIndex("elephant"))
				+ 2 * v.average(r.kindIndex("advisor")) + 2 * v.average(r.kindIndex("cannon")) + 5 * v.average(r.kindIndex("soldier"));
		int onChariotPoint = CompiledRules.code(r.kindIndex("face-down on chariot point"), 0);
		assertEquals(army / 15, t[onChariotPoint * 90 + 0]);
		// knowing that both of the other side's chariots were taken lowers what its face-down pieces may be
		FaceDownValues.apply(t, p, v, List.of(List.of(), List.of(r.kindIndex("chariot"), r.kindIndex("chariot"))));
		int black = CompiledRules.code(r.kindIndex("face-down on soldier point"), 1);
		assertEquals((army - 2 * v.average(r.kindIndex("chariot"))) / 13, t[black * 90 + 60]);
	}
}
