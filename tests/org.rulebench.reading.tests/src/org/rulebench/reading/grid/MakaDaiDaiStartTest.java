package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.tests.Examples;

/**
 * The Maka Dai Dai start position of the readings, point by point, as seed 002's articles place each piece (issue 24:
 * the start placed no 力士). A row reads as its article does: article 082 places the 力士 on i4 (the first side's
 * points; the second side's are the same turned half round, each side's left its own). Nothing else stands anywhere.
 */
class MakaDaiDaiStartTest {
	private static GridPosition start(String reading) {
		GridRules rules = GridReadingCompiler.compile(ReadingChain.of(Examples.reading(reading)), Choice.FIRST).rules();
		return GridPosition.start(CompiledRules.of(rules));
	}

	@ParameterizedTest(name = "{0}: article {1} places the {2} on {3}")
	@CsvSource({
			// the first rank: 021 the middle, 024 left and 027 right of 玉将, 031-038 outward to the edge
			"maka.oecu, 021, 玉将, j1", "maka.oecu, 024, 提婆, i1", "maka.oecu, 027, 無明, k1", "maka.oecu, 031, 金将, h1 l1",
			"maka.oecu, 032, 銀将, g1 m1", "maka.oecu, 033, 銅将, f1 n1", "maka.oecu, 034, 鉄将, e1 o1", "maka.oecu, 035, 瓦将, d1 p1",
			"maka.oecu, 036, 石将, c1 q1", "maka.oecu, 037, 土将, b1 r1", "maka.oecu, 038, 香車, a1 s1",
			// the second rank: 041 before 玉将, 042-043 beside, 044 臥龍 right and 蟠蛇 left, then past an empty point each
			"maka.oecu, 041, 酔象, j2", "maka.oecu, 042, 盲虎, i2 k2", "maka.oecu, 043, 猛豹, h2 l2", "maka.oecu, 044, 臥龍, m2",
			"maka.oecu, 044, 蟠蛇, g2", "maka.oecu, 047, 古猿, o2", "maka.oecu, 048, 淮鶏, e2", "maka.oecu, 049, 猫叉, c2 q2",
			"maka.oecu, 050, 反車, a2 s2",
			// the third rank: 061 before 酔象, 062 麒麟 left and 鳳凰 right, then every other point outward
			"maka.oecu, 061, 獅子, j3", "maka.oecu, 062, 麒麟, i3", "maka.oecu, 062, 鳳凰, k3", "maka.oecu, 068, 悪狼, h3 l3",
			"maka.oecu, 069, 盲熊, f3 n3", "maka.oecu, 071, 嗔猪, d3 p3", "maka.oecu, 072, 老鼠, b3 r3",
			// the fourth rank: 081 before 獅子, 082 金剛 right and 力士 left, 085 夜叉 right of 金剛, 086 羅刹 left of 力士
			"maka.oecu, 081, 狛犬, j4", "maka.oecu, 082, 金剛, k4", "maka.oecu, 082, 力士, i4", "maka.oecu, 085, 夜叉, l4",
			"maka.oecu, 086, 羅刹, h4", "maka.oecu, 091, 飛龍, g4 m4", "maka.oecu, 092, 猛牛, e4 o4", "maka.oecu, 093, 桂馬, c4 q4",
			"maka.oecu, 094, 驢馬, a4 s4",
			// the fifth rank: 101 before 狛犬, 102 鉤行 right and 103 摩羯 left, 104-109 outward, 110 左車 left, 113 the edge
			"maka.oecu, 101, 奔王, j5", "maka.oecu, 102, 鉤行, k5", "maka.oecu, 103, 摩羯, i5", "maka.oecu, 104, 龍王, h5 l5",
			"maka.oecu, 105, 龍馬, g5 m5", "maka.oecu, 106, 角行, f5 n5", "maka.oecu, 107, 堅行, e5 o5", "maka.oecu, 108, 横飛, d5 p5",
			"maka.oecu, 109, 横行, c5 q5", "maka.oecu, 110, 左車, b5", "maka.oecu, 110, 右車, r5", "maka.oecu, 113, 飛車, a5 s5",
			// 131 the sixth rank; 135 two points before each 角行
			"maka.oecu, 131, 歩兵, a6 b6 c6 d6 e6 f6 g6 h6 i6 j6 k6 l6 m6 n6 o6 p6 q6 r6 s6", "maka.oecu, 135, 仲人, f7 n7",
			// the blog's reading keeps the array
			"maka.chosan, 082, 力士, i4", "maka.chosan, 036, 石将, c1 q1" })
	void eachArticlePlacesItsPieces(String reading, String article, String kind, String points) {
		GridPosition p = start(reading);
		GridRules rules = p.compiled().rules();
		GridBoard b = rules.board();
		for (String point : points.split(" ")) {
			int s = b.parse(point);
			assertEquals(kind + " of the first side", describe(rules, p, s), "article " + article + ", " + point);
			int mirrored = b.square(b.files() - 1 - b.file(s), b.ranks() - 1 - b.rank(s));
			assertEquals(kind + " of the second side", describe(rules, p, mirrored), "article " + article + ", " + b.name(mirrored));
		}
	}

	/** Articles 021-135 place 96 pieces a side (article 001), one to a point: every other point is empty. */
	@ParameterizedTest
	@ValueSource(strings = { "maka.oecu", "maka.chosan" })
	void nothingElseStandsAnywhere(String reading) {
		GridPosition p = start(reading);
		Map<Integer, Integer> perRank = new java.util.TreeMap<>();
		GridBoard b = p.compiled().rules().board();
		for (int s = 0; s < b.squares(); s++) {
			if (p.sideAt(s) == 0) {
				perRank.merge(b.rank(s) + 1, 1, Integer::sum);
			}
		}
		assertEquals(Map.of(1, 19, 2, 13, 3, 11, 4, 13, 5, 19, 6, 19, 7, 2), perRank, "the first side's pieces rank by rank");
		assertEquals(96, p.pieces(0));
		assertEquals(96, p.pieces(1));
	}

	private static String describe(GridRules rules, GridPosition p, int s) {
		return p.kindAt(s) < 0 ? "nothing" : rules.kinds().get(p.kindAt(s)).name() + (p.sideAt(s) == 0 ? " of the first side" : " of the second side");
	}
}
