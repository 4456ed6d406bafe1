package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.engine.testkit.GridMoves.move;
import static org.rulebench.engine.testkit.GridMoves.movesFrom;
import static org.rulebench.engine.testkit.GridMoves.position;

import java.util.Arrays;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Promotion;
import org.rulebench.reading.tests.Examples;

/** Each movement rule on a small position: zones, lame leaps, screens, the flying general, promotion. */
class GridRulesTest {
	private static final GridRules XIANGQI = Examples.grid("xiangqi.standard");
	private static final GridRules MAKRUK = Examples.grid("makruk.standard");

	@Test
	void soldierStepsSidewaysOnlyAcrossTheRiver() {
		assertEquals(Set.of("e4e5"), movesFrom(position(XIANGQI, "5k3/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1"), "e4"));
		assertEquals(Set.of("e6e7", "e6d6", "e6f6"),
				movesFrom(position(XIANGQI, "5k3/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1"), "e6"));
		// the second side's river is mirrored: rank 5 is across it
		assertEquals(Set.of("e5e4", "e5d5", "e5f5"),
				movesFrom(position(XIANGQI, "5k3/9/9/9/9/4p4/9/9/9/3K5 b - - 0 1"), "e5"));
	}

	@Test
	void elephantStaysOnItsSideAndIsBlockedOnItsEye() {
		assertEquals(Set.of("c5a3", "c5e3"), movesFrom(position(XIANGQI, "5k3/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1"), "c5"));
		assertEquals(Set.of("c5a3"), movesFrom(position(XIANGQI, "5k3/9/9/9/9/2B6/3P5/9/9/3K5 w - - 0 1"), "c5"));
	}

	@Test
	void horseIsBlockedByAPieceOnItsLeg() {
		assertEquals(Set.of("b1d2"), movesFrom(position(XIANGQI, "5k3/9/9/9/9/9/9/9/1P7/1N1K5 w - - 0 1"), "b1"));
	}

	@Test
	void cannonCapturesOnlyOverOneScreen() {
		Set<String> moves = movesFrom(position(XIANGQI, "5k3/9/1n7/9/9/1P7/9/1C7/9/3K5 w - - 0 1"), "b3");
		assertTrue(moves.contains("b3b8"));
		assertFalse(moves.contains("b3b5") || moves.contains("b3b6") || moves.contains("b3b7"));
		assertEquals(12, moves.size(), moves.toString());
	}

	@Test
	void generalsMayNotFaceEachOtherAndStayInThePalace() {
		assertEquals(Set.of("e1e2", "e1f1"), movesFrom(position(XIANGQI, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), "e1"));
		assertEquals(Set.of("d3d2", "d3e3"), movesFrom(position(XIANGQI, "5k3/9/9/9/9/9/9/3K5/9/9 w - - 0 1"), "d3"));
		// without the flying-general rule the file is open to the general
		GridRules noFlying = XIANGQI.withFlyingGeneral(false);
		assertEquals(Set.of("e1d1", "e1e2", "e1f1"), movesFrom(position(noFlying, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), "e1"));
	}

	@Test
	void biaPromotesToMetOnTheSixthRankAndCapturesDiagonally() {
		assertEquals(Set.of("e5e6m"), movesFrom(position(MAKRUK, "7k/8/8/4P3/8/8/8/K7 w - - 0 1"), "e5"));
		assertEquals(Set.of("e5e6m", "e5d6m"), movesFrom(position(MAKRUK, "7k/8/3n4/4P3/8/8/8/K7 w - - 0 1"), "e5"));
		GridPosition p = position(MAKRUK, "7k/8/8/4P3/8/8/8/K7 w - - 0 1");
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
		GridRules local = Examples.grid("makruk.local", "met=two_step");
		GridPosition p = position(local, "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2");
		assertTrue(movesFrom(p, "e1").contains("e1e3"));
		// blocked by a piece on the point it passes
		assertFalse(movesFrom(position(local, "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/4S3/RNSKM1NR w - - 0 2"), "e1")
				.contains("e1e3"));
		// not from another point
		assertEquals(Set.of("e2d3", "e2f3"),
				movesFrom(position(local, "rnsmksnr/8/pppppppp/8/8/PPP3PP/4M3/RNSK1SNR w - - 0 2"), "e2"));
		assertFalse(movesFrom(position(MAKRUK, "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2"), "e1")
				.contains("e1e3"));
	}

	/** 初手に限って: the Met's first move, once; a Met that went away and came back has made it. */
	@Test
	void aFirstMoveIsThePiecesFirstNotAnyMoveFromItsPoint() {
		GridRules local = Examples.grid("makruk.local", "met=two_step");
		GridPosition p = position(local, "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2");
		String fen = p.toString();
		long key = p.key();
		int out = move(p, "e1d2");
		p.make(out);
		int reply = move(p, "a6a5");
		p.make(reply);
		int back = move(p, "d2e1");
		p.make(back);
		int again = move(p, "a5a4");
		p.make(again);
		assertEquals(Set.of("e1d2", "e1f2"), movesFrom(p, "e1"), "the Met is back on e1, its first move made");
		assertTrue(p.hasMoved(local.board().parse("e1")));
		assertFalse(p.hasMoved(local.board().parse("d8")), "the other Met has not moved");
		for (int m : new int[] { again, back, reply, out }) {
			p.unmake(m);
		}
		assertEquals(fen, p.toString());
		assertEquals(key, p.key(), "taking the moves back restores which pieces have not moved");
		assertTrue(movesFrom(p, "e1").contains("e1e3"));
		// the same placement reached by moves is another position: its Met may not step two
		p.make(out);
		p.make(reply);
		p.make(back);
		p.make(again);
		GridPosition fresh = position(local, p.toString());
		assertTrue(movesFrom(fresh, "e1").contains("e1e3"), "a position given by FEN alone has not moved");
		assertFalse(fresh.key() == p.key(), "and its key says so");
	}

	/** A start that stands for the opening played: its Mets have made their first move and step diagonally only. */
	@Test
	void aStartThatIsTheOpeningMadeHasItsMetsMoved() {
		GridRules made = Examples.grid("makruk.local", "met=two_step", "start=opening_made");
		GridPosition start = GridPosition.start(CompiledRules.of(made));
		assertEquals(Set.of("e3d2", "e3f2", "e3d4", "e3f4"), movesFrom(start, "e3"));
		assertTrue(start.hasMoved(made.board().parse("e3")));
		assertEquals(Set.of("e1d2", "e1f2"), movesFrom(position(made, "rns1ksnr/8/pppmpppp/3p4/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 3"), "e1"),
				"nor from the point where the standard start has it: the start says where each Met's first move is");
	}

	/** Seed 004's ルア・ガーイ: a Rua entering the enemy's third rank turns over, for both Rua, or for one per side. */
	@Test
	void ruaGaaiForBothRuaOrForOne() {
		GridRules both = Examples.grid("makruk.local", "rua_promotion=both");
		Set<String> moves = movesFrom(position(both, "7k/8/8/R7/8/8/8/K7 w - - 0 1"), "a5");
		assertTrue(moves.containsAll(Set.of("a5a6g", "a5a7g", "a5a8g", "a5a4")), moves.toString());
		assertFalse(moves.contains("a5a6"));
		assertTrue(movesFrom(position(both, "7k/8/8/R7/8/8/8/KG6 w - - 0 1"), "a5").contains("a5a6g"));
		for (String one : new String[] { "one_at_a_time", "one_ever" }) {
			GridRules rules = Examples.grid("makruk.local", "rua_promotion=" + one);
			assertTrue(movesFrom(position(rules, "7k/8/8/R7/8/8/8/K7 w - - 0 1"), "a5").contains("a5a6g"), one);
			Set<String> second = movesFrom(position(rules, "7k/8/8/R7/8/8/8/KG6 w - - 0 1"), "a5");
			assertTrue(second.contains("a5a6") && !second.contains("a5a6g"), one + ": " + second);
		}
		// a Rua Gaai keeps the Rua's moves and adds a step diagonally
		assertTrue(movesFrom(position(both, "7k/8/8/8/8/8/8/KG6 w - - 0 1"), "b1").containsAll(Set.of("b1b8", "b1h1", "b1a2", "b1c2")));
	}

	/** One Rua at a time may promote again once its Rua Gaai is lost; one Rua ever may not. */
	@Test
	void oneRuaEverCountsThePromotionsMadeNotTheRuaGaaiStanding() {
		String fen = "r3k3/8/8/R6R/8/8/8/3K4 w - - 0 1";
		for (String[] c : new String[][] { { "one_at_a_time", "h5h6g" }, { "one_ever", "h5h6" } }) {
			GridRules rules = Examples.grid("makruk.local", "rua_promotion=" + c[0]);
			GridPosition p = position(rules, fen);
			int promote = move(p, "a5a6g");
			p.make(promote);
			int take = move(p, "a8a6");
			p.make(take);
			assertEquals(c[0].equals("one_ever") ? 1 : 0, p.promotionsMade(rules.kindIndex("rua"), 0),
					"promotions made are counted where the limit counts them");
			Set<String> second = movesFrom(p, "h5");
			assertTrue(second.contains(c[1]) && !second.contains(c[1].equals("h5h6") ? "h5h6g" : "h5h6"), c[0] + ": " + second);
			p.unmake(take);
			p.unmake(promote);
			assertEquals(fen, p.toString());
			assertTrue(movesFrom(p, "h5").contains("h5h6g"), c[0] + ": taken back, no promotion is made");
		}
	}

	@Test
	void movingIntoCheckWhenCheckDoesNotBind() {
		GridRules loose = XIANGQI.withCheckBinding(false).withFlyingGeneral(false);
		assertTrue(movesFrom(position(loose, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), "e1").contains("e1d1"));
		// a chariot on the d file: stepping next to it is allowed, and it can take the general
		GridPosition p = position(loose, "3k5/9/9/9/9/9/9/9/9/r3K4 w - - 0 1");
		assertTrue(movesFrom(p, "e1").containsAll(Set.of("e1e2", "e1d1")));
	}

	@Test
	void repeatedMovesOfOverlappingAtomsAreListedOnce() {
		GridRules wazirRook = MAKRUK.withKind(MAKRUK.kind("rua").moves("WR"));
		String fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
		for (int depth = 1; depth <= 3; depth++) {
			assertEquals(new Perft(position(MAKRUK, fen), depth).count(depth),
					new Perft(position(wazirRook, fen), depth).count(depth));
		}
	}

	@Test
	void fenReadAndWrittenBack() {
		for (String fen : new String[] { XIANGQI.startFen(), MAKRUK.startFen(), "rn1ak1bnr/4a4/4b2c1/p1p1p1p1p/6P2/Pc7/2P1P3P/6CC1/9/RNBAKABNR b - - 7 4" }) {
			GridRules rules = fen.split("/").length == 10 ? XIANGQI : MAKRUK;
			assertEquals(fen, position(rules, fen).toString());
		}
	}

	@Test
	void badDefinitionsAndPositionsAreNamed() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PieceKind.of("wazir", 'w', "Wq"));
		assertTrue(e.getMessage().contains("wazir") && e.getMessage().contains("'q'"), e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> position(XIANGQI, "rnbakabnr/9/9 w - - 0 1"));
		assertTrue(e.getMessage().contains("3 ranks"), e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> position(MAKRUK, "7k/8/8/4Q3/8/8/8/K7 w - - 0 1"));
		assertTrue(e.getMessage().contains("'Q'"), e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> MAKRUK.withKind(MAKRUK.kind("bia").promotes(
				Promotion.forced(MAKRUK.zone("camp"), "queen"))));
		assertTrue(e.getMessage().contains("queen"), e.getMessage());
	}
}
