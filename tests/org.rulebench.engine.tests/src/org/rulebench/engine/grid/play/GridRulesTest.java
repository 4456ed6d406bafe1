package org.rulebench.engine.grid.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.variants.Makruk;
import org.rulebench.engine.grid.variants.Xiangqi;

/** Each movement rule on a small position: zones, lame leaps, screens, the flying general, promotion. */
class GridRulesTest {

	static GridPosition position(GridRules rules, String fen) {
		return GridPosition.of(CompiledRules.of(rules), fen);
	}

	/** The legal moves of the piece on {@code from}, in Fairy-Stockfish's notation. */
	static Set<String> movesFrom(GridPosition p, String from) {
		Set<String> out = new TreeSet<>();
		for (int m : p.legalMoves()) {
			String name = Move.name(m, p.compiled());
			if (p.compiled().rules().board().name(Move.from(m)).equals(from)) {
				out.add(name);
			}
		}
		return out;
	}

	@Test
	void soldierStepsSidewaysOnlyAcrossTheRiver() {
		assertEquals(Set.of("e4e5"), movesFrom(position(Xiangqi.RULES, "5k3/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1"), "e4"));
		assertEquals(Set.of("e6e7", "e6d6", "e6f6"),
				movesFrom(position(Xiangqi.RULES, "5k3/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1"), "e6"));
		// the second side's river is mirrored: rank 5 is across it
		assertEquals(Set.of("e5e4", "e5d5", "e5f5"),
				movesFrom(position(Xiangqi.RULES, "5k3/9/9/9/9/4p4/9/9/9/3K5 b - - 0 1"), "e5"));
	}

	@Test
	void elephantStaysOnItsSideAndIsBlockedOnItsEye() {
		assertEquals(Set.of("c5a3", "c5e3"), movesFrom(position(Xiangqi.RULES, "5k3/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1"), "c5"));
		assertEquals(Set.of("c5a3"), movesFrom(position(Xiangqi.RULES, "5k3/9/9/9/9/2B6/3P5/9/9/3K5 w - - 0 1"), "c5"));
	}

	@Test
	void horseIsBlockedByAPieceOnItsLeg() {
		assertEquals(Set.of("b1d2"), movesFrom(position(Xiangqi.RULES, "5k3/9/9/9/9/9/9/9/1P7/1N1K5 w - - 0 1"), "b1"));
	}

	@Test
	void cannonCapturesOnlyOverOneScreen() {
		Set<String> moves = movesFrom(position(Xiangqi.RULES, "5k3/9/1n7/9/9/1P7/9/1C7/9/3K5 w - - 0 1"), "b3");
		assertTrue(moves.contains("b3b8"));
		assertFalse(moves.contains("b3b5") || moves.contains("b3b6") || moves.contains("b3b7"));
		assertEquals(12, moves.size(), moves.toString());
	}

	@Test
	void generalsMayNotFaceEachOtherAndStayInThePalace() {
		assertEquals(Set.of("e1e2", "e1f1"), movesFrom(position(Xiangqi.RULES, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), "e1"));
		assertEquals(Set.of("d3d2", "d3e3"), movesFrom(position(Xiangqi.RULES, "5k3/9/9/9/9/9/9/3K5/9/9 w - - 0 1"), "d3"));
		// without the flying-general rule the file is open to the general
		GridRules noFlying = Xiangqi.RULES.withFlyingGeneral(false);
		assertEquals(Set.of("e1d1", "e1e2", "e1f1"), movesFrom(position(noFlying, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), "e1"));
	}

	@Test
	void biaPromotesToMetOnTheSixthRankAndCapturesDiagonally() {
		assertEquals(Set.of("e5e6m"), movesFrom(position(Makruk.RULES, "7k/8/8/4P3/8/8/8/K7 w - - 0 1"), "e5"));
		assertEquals(Set.of("e5e6m", "e5d6m"), movesFrom(position(Makruk.RULES, "7k/8/3n4/4P3/8/8/8/K7 w - - 0 1"), "e5"));
		GridPosition p = position(Makruk.RULES, "7k/8/8/4P3/8/8/8/K7 w - - 0 1");
		int m = p.legalMoves()[Arrays.asList(names(p)).indexOf("e5e6m")];
		p.make(m);
		assertEquals("7k/8/4M3/8/8/8/8/K7 b - - 1 1", p.toString());
		p.unmake(m);
		assertEquals("7k/8/8/4P3/8/8/8/K7 w - - 0 1", p.toString());
	}

	private static String[] names(GridPosition p) {
		return Arrays.stream(p.legalMoves()).mapToObj(m -> Move.name(m, p.compiled())).toArray(String[]::new);
	}

	@Test
	void firstMovePrivilegeOnlyFromTheStartPoint() {
		// seed 004's local opening: the Met may step two points straight ahead on its first move
		GridRules local = Makruk.withMetTwoStep(Makruk.RULES);
		GridPosition p = position(local, "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2");
		assertTrue(movesFrom(p, "e1").contains("e1e3"));
		// blocked by a piece on the point it passes
		assertFalse(movesFrom(position(local, "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/4S3/RNSKM1NR w - - 0 2"), "e1")
				.contains("e1e3"));
		// not from another point
		assertEquals(Set.of("e2d3", "e2f3"),
				movesFrom(position(local, "rnsmksnr/8/pppppppp/8/8/PPP3PP/4M3/RNSK1SNR w - - 0 2"), "e2"));
		assertFalse(movesFrom(position(Makruk.RULES, "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2"), "e1")
				.contains("e1e3"));
	}

	/** Seed 004's ルア・ガーイ: a Rua entering the enemy's third rank turns over, for both Rua or for one per side. */
	@Test
	void ruaGaaiForBothRuaOrForOne() {
		GridRules both = Makruk.withRuaGaai(Makruk.RULES, true);
		Set<String> moves = movesFrom(position(both, "7k/8/8/R7/8/8/8/K7 w - - 0 1"), "a5");
		assertTrue(moves.containsAll(Set.of("a5a6g", "a5a7g", "a5a8g", "a5a4")), moves.toString());
		assertFalse(moves.contains("a5a6"));
		assertTrue(movesFrom(position(both, "7k/8/8/R7/8/8/8/KG6 w - - 0 1"), "a5").contains("a5a6g"));
		GridRules one = Makruk.withRuaGaai(Makruk.RULES, false);
		assertTrue(movesFrom(position(one, "7k/8/8/R7/8/8/8/K7 w - - 0 1"), "a5").contains("a5a6g"));
		Set<String> second = movesFrom(position(one, "7k/8/8/R7/8/8/8/KG6 w - - 0 1"), "a5");
		assertTrue(second.contains("a5a6") && !second.contains("a5a6g"), second.toString());
		// a Rua Gaai keeps the Rua's moves and adds a step diagonally
		assertTrue(movesFrom(position(both, "7k/8/8/8/8/8/8/KG6 w - - 0 1"), "b1").containsAll(Set.of("b1b8", "b1h1", "b1a2", "b1c2")));
	}

	@Test
	void movingIntoCheckWhenCheckDoesNotBind() {
		GridRules loose = Xiangqi.RULES.withCheckBinding(false).withFlyingGeneral(false);
		assertTrue(movesFrom(position(loose, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), "e1").contains("e1d1"));
		// a chariot on the d file: stepping next to it is allowed, and it can take the general
		GridPosition p = position(loose, "3k5/9/9/9/9/9/9/9/9/r3K4 w - - 0 1");
		assertTrue(movesFrom(p, "e1").containsAll(Set.of("e1e2", "e1d1")));
	}

	@Test
	void repeatedMovesOfOverlappingAtomsAreListedOnce() {
		GridRules wazirRook = Makruk.RULES.withKind(Makruk.RUA.moves("WR"));
		String fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
		for (int depth = 1; depth <= 3; depth++) {
			assertEquals(new Perft(position(Makruk.RULES, fen), depth).count(depth),
					new Perft(position(wazirRook, fen), depth).count(depth));
		}
	}

	@Test
	void fenReadAndWrittenBack() {
		for (String fen : new String[] { Xiangqi.START, Makruk.START, "rn1ak1bnr/4a4/4b2c1/p1p1p1p1p/6P2/Pc7/2P1P3P/6CC1/9/RNBAKABNR b - - 7 4" }) {
			GridRules rules = fen.split("/").length == 10 ? Xiangqi.RULES : Makruk.RULES;
			assertEquals(fen, position(rules, fen).toString());
		}
	}

	@Test
	void badDefinitionsAndPositionsAreNamed() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PieceKind.of("wazir", 'w', "Wq"));
		assertTrue(e.getMessage().contains("wazir") && e.getMessage().contains("'q'"), e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> position(Xiangqi.RULES, "rnbakabnr/9/9 w - - 0 1"));
		assertTrue(e.getMessage().contains("3 ranks"), e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> position(Makruk.RULES, "7k/8/8/4Q3/8/8/8/K7 w - - 0 1"));
		assertTrue(e.getMessage().contains("'Q'"), e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> Makruk.RULES.withKind(Makruk.BIA.promotes(
				org.rulebench.engine.grid.rules.Promotion.forced(Makruk.PROMOTION_ZONE, "queen"))));
		assertTrue(e.getMessage().contains("queen"), e.getMessage());
	}
}
