package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.rulebench.engine.testkit.GridMoves.movesFrom;

import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.Fen;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.tests.Examples;

/**
 * The exact moves of the Maka Dai Dai pieces whose moves are not the same to the left and to the right (seed 002:
 * 提婆 and 無明, 左車 and 右車's one-sided runs), for either side, whose left is its own: a count would not see 提婆
 * swapped with 無明, nor left with right. Each piece stands on j10; own 歩兵 on the points named cut its runs short, so
 * that every move can be checked by hand against the article.
 */
class MakaDaiDaiSidesTest {
	private static final GridRules RULES = GridReadingCompiler.compile(ReadingChain.of(Examples.reading("maka.oecu")), Choice.FIRST)
			.rules();

	@ParameterizedTest(name = "article {0}: the {1} of the {2} side")
	@CsvSource(delimiter = ';', value = {
			// 024: 前、左前、左横、左後ろ、右横 — the first side's left is toward file a, the second side's toward file s
			"024; 提婆; first; ; j10j11 j10i11 j10i10 j10i9 j10k10",
			"024; 提婆; second; ; j10j9 j10k9 j10k10 j10k11 j10i10",
			// 027: 前、右前、右横、右後ろ、左横
			"027; 無明; first; ; j10j11 j10k11 j10k10 j10k9 j10i10",
			"027; 無明; second; ; j10j9 j10i9 j10i10 j10i11 j10k10",
			// 111: 右斜め前・左斜め後ろ・前の3方向走り、左横歩み; runs cut by own 歩兵 on their third point
			"111; 左車; first; m13 g7 j13; j10k11 j10l12 j10i9 j10h8 j10j11 j10j12 j10i10",
			"111; 左車; second; g7 m13 j7; j10i9 j10h8 j10k11 j10l12 j10j9 j10j8 j10k10",
			// 112: 左斜め前・右斜め後ろ・前の3方向走り、右横歩み
			"112; 右車; first; g13 m7 j13; j10i11 j10h12 j10k9 j10l8 j10j11 j10j12 j10k10",
			"112; 右車; second; m7 g13 j7; j10k9 j10l8 j10i11 j10h12 j10j9 j10j8 j10i10" })
	void theMovesOnEachSideAreTheArticles(String article, String kind, String side, String walls, String moves) {
		boolean first = side.equals("first");
		GridBoard b = RULES.board();
		CompiledRules c = CompiledRules.of(RULES);
		int[] points = new int[b.squares()];
		int j10 = b.parse("j10");
		int s = first ? 0 : 1;
		points[j10] = CompiledRules.code(RULES.kindIndex(kind), s);
		if (walls != null) {
			for (String w : walls.trim().split(" ")) {
				points[b.parse(w)] = CompiledRules.code(RULES.kindIndex("歩兵"), s);
			}
		}
		GridPosition p = GridPosition.of(c, new Fen.Placement(points, s, 0, 1));
		assertEquals(new TreeSet<>(Set.of(moves.trim().split(" "))), movesFrom(p, "j10"), kind + ", article " + article);
	}
}
