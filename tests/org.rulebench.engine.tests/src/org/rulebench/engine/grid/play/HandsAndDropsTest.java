package org.rulebench.engine.grid.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.engine.grid.play.GridFixtures.SHOGI;
import static org.rulebench.engine.testkit.GridMoves.move;
import static org.rulebench.engine.testkit.GridMoves.moves;
import static org.rulebench.engine.testkit.GridMoves.position;

import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * Captured pieces go to the captor's hand, demoted, and come back as drops, with shogi's constraints on drops as
 * the rules state them (bans): no pawn on a file that holds one, none that could never move, no pawn drop that mates.
 */
class HandsAndDropsTest {

	@Test
	void aCapturedPieceChangesSideAndGoesToTheHandUnpromoted() {
		// a white rook takes a black tokin: white holds a pawn
		GridPosition p = position(SHOGI, "4k4/9/9/9/R3+p4/9/9/9/4K4[] w - - 0 1");
		String before = p.toString();
		long key = p.key();
		int m = move(p, "a5e5");
		p.make(m);
		assertEquals(1, p.inHand(0, SHOGI.kindIndex("pawn")));
		assertEquals(0, p.inHand(0, SHOGI.kindIndex("tokin")));
		assertTrue(p.toString().startsWith("4k4/9/9/9/4R4/9/9/9/4K4[P] b"), p.toString());
		assertEquals(position(SHOGI, p.toString()).key(), p.key(), "the hand is part of the key, however it came");
		p.unmake(m);
		assertEquals(before, p.toString());
		assertEquals(key, p.key());
	}

	@Test
	void aPieceInHandIsDroppedOnEmptyPointsButNotWhereTheRulesForbid() {
		GridPosition p = position(SHOGI, "4k4/9/9/9/9/9/9/4P4/4K4[P] w - - 0 1");
		Set<String> drops = moves(p).stream().filter(m -> m.startsWith("P@")).collect(Collectors.toSet());
		assertFalse(drops.contains("P@e5"), "a pawn of its stands on the e file");
		assertFalse(drops.contains("P@a9"), "a pawn could never move from the last rank");
		assertTrue(drops.contains("P@a8"));
		// 9 files less the e file, 8 ranks each (not the last)
		assertEquals(8 * 8, drops.size(), drops.toString());
	}

	@Test
	void aDroppedPieceLeavesTheHand() {
		GridPosition p = position(SHOGI, "4k4/9/9/9/9/9/9/9/4K4[GG] w - - 0 1");
		int m = move(p, "G@e5");
		p.make(m);
		assertEquals(1, p.inHand(0, SHOGI.kindIndex("gold")));
		assertEquals("4k4/9/9/9/4G4/9/9/9/4K4[G] b - - 1 1", p.toString());
		p.unmake(m);
		assertEquals("4k4/9/9/9/9/9/9/9/4K4[GG] w - - 0 1", p.toString());
	}

	@Test
	void aPawnDropThatMatesIsRefusedAnotherDropThatMatesIsNot() {
		// the black king in the corner, hemmed in by its knights; the gold guards a8
		GridPosition p = position(SHOGI, "kn7/1n7/1G7/9/9/9/9/9/4K4[PG] w - - 0 1");
		assertFalse(moves(p).contains("P@a8"), "打ち歩詰め");
		assertTrue(moves(p).contains("G@a8"), "a gold may mate from the hand");
		// a pawn drop that checks without mating is a move
		GridPosition q = position(SHOGI, "k8/9/9/9/9/9/9/9/4K4[P] w - - 0 1");
		assertTrue(moves(q).contains("P@a8"));
	}

	@Test
	void promotionIsForcedWhereTheUnpromotedPieceCouldNeverMoveAndOptionalElsewhereInTheZone() {
		assertEquals(Set.of("a8a9+"), moves(position(SHOGI, "4k4/P8/9/9/9/9/9/9/4K4[] w - - 0 1")).stream()
				.filter(m -> m.startsWith("a8")).collect(Collectors.toSet()));
		assertEquals(Set.of("a7a8", "a7a8+"), moves(position(SHOGI, "4k4/9/P8/9/9/9/9/9/4K4[] w - - 0 1")).stream()
				.filter(m -> m.startsWith("a7")).collect(Collectors.toSet()));
		// leaving the zone promotes too (a move out of the camp)
		assertTrue(moves(position(SHOGI, "4k4/9/S8/9/9/9/9/9/4K4[] w - - 0 1")).contains("a7b6+"));
		// a knight may not stop on either of the last two ranks unpromoted
		assertEquals(Set.of("b7a9+", "b7c9+"), moves(position(SHOGI, "4k4/9/1N7/9/9/9/9/9/4K4[] w - - 0 1")).stream()
				.filter(m -> m.startsWith("b7")).collect(Collectors.toSet()));
	}

	@Test
	void aPromotedPieceRemembersWhatItWas() {
		GridPosition p = position(SHOGI, "4k4/9/9/P8/9/9/9/9/4K4[] w - - 0 1");
		p.make(move(p, "a6a7+"));
		int a7 = SHOGI.board().parse("a7");
		assertEquals(SHOGI.kindIndex("pawn"), p.promotedFrom(a7));
		assertTrue(p.hasMoved(a7));
		assertEquals(SHOGI.kindIndex("pawn"), position(SHOGI, p.toString()).promotedFrom(a7), "a +P of a FEN was a pawn");
	}

	@Test
	void holdingsAreReadAndWrittenAsFairyStockfishWritesThem() {
		GridPosition p = position(SHOGI, "4k4/9/9/9/9/9/9/9/4K4[PPbl] b - - 0 1");
		assertEquals(2, p.inHand(0, SHOGI.kindIndex("pawn")));
		assertEquals(1, p.inHand(1, SHOGI.kindIndex("bishop")));
		assertEquals("4k4/9/9/9/9/9/9/9/4K4[PPbl] b - - 0 1", p.toString());
		assertThrows(IllegalArgumentException.class, () -> position(SHOGI, "4k4/9/9/9/9/9/9/9/4K4[X] w - - 0 1"));
		assertThrows(IllegalArgumentException.class, () -> position(GridFixtures.JANGGI, "4k4/9/9/9/9/9/9/9/9/4K4[P] w - - 0 1"),
				"janggi's captured pieces go to no hand");
	}
}
