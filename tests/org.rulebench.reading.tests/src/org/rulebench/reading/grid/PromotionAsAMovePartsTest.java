package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.SortedSet;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Promotion;
import org.rulebench.engine.testkit.GridMoves;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Written;

import com.google.inject.Inject;

/**
 * Sittuyin's parts, as a new user states them from docs/reading-language.md: a promotion that is a move of its own
 * (in place, or by one of the new kind's moves onto an empty point; in the zone, or where a condition holds), the
 * conditions `it promotes`, `it gives check` and `it attacks an enemy piece`, and a set-up from the hand in which
 * captured pieces leave the game. Fairy-Stockfish's counts for the whole game are NewUserPerftTest's (cli).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class PromotionAsAMovePartsTest {
	private static final String GAME = """
			reading t.sittuyin
			game "sittuyin"
			rules may go uncited
			rule board: the board has 8 files and 8 ranks
			rule own_half: zone own_half: ranks 1 to 3
			rule back_rank: zone back_rank: ranks 1 to 1
			rule diagonals: zone diagonals: points a8, b7, c6, d5, e5, f6, g7, h8
			rule king: piece king (K), royal: moves one point in any direction
			rule general: piece general (F): moves one point diagonally
			rule chariot: piece chariot (R): moves any distance orthogonally
			rule pawn: piece pawn (P): moves one point forward without capturing, one point diagonally forward only capturing
			rule start: the start position is "4k3/8/8/pppp4/4PPPP/8/8/4K3[RFrf] w - - 0 1"
			rule placing: a piece in hand may be dropped on any empty point of the own_half
			rule place_first: a side must drop a piece
			rule chariots_behind: a side may not drop a chariot unless it ends in the back_rank
			rule captured: when a piece is captured, it leaves the game
			rule promotion: promotion of the pawn: standing in the diagonals or when its pawn on the board < 2, as its move it
				may become a general where it stands or by one of its new moves without capturing, at most 1 per side at a time
			rule quiet: a side may not move a piece when it promotes and (it gives check or it attacks an enemy piece)
			rule check: a side may not leave its royal piece in check
			""";

	@Inject
	private Written written;

	@Test
	void aPromotionThatIsAMoveOfItsOwnCompilesAsOne() {
		Promotion p = written.grid(GAME).kind("pawn").promotion();
		assertEquals(Promotion.Trigger.IN_PLACE_OR_STEP, p.trigger());
		assertEquals(1, p.limit());
		assertTrue(p.orWhen() != null);
		assertFalse(p.mandatory());
		Promotion inPlace = written.grid(GAME.replace(" or by one of its new moves without capturing", "")).kind("pawn").promotion();
		assertEquals(Promotion.Trigger.IN_PLACE, inPlace.trigger());
	}

	@Test
	void thePawnOnTheDiagonalsBecomesAGeneralWhereItStandsOrByAStepOntoAnEmptyPoint() {
		GridRules rules = written.grid(GAME);
		SortedSet<String> moves = GridMoves.movesFrom(GridMoves.position(rules, "4k3/8/8/3P4/P7/8/8/4K3 w - - 0 1"), "d5");
		assertEquals(Set.of("d5d6", "d5d5f", "d5c6f", "d5e6f", "d5c4f", "d5e4f"), moves);
		// a4 stands off the diagonals and is not the last pawn: its move promotes nothing
		assertEquals(Set.of("a4a5"), GridMoves.movesFrom(GridMoves.position(rules, "4k3/8/8/3P4/P7/8/8/4K3 w - - 0 1"), "a4"));
		// the last pawn may promote anywhere (the condition after `or when`)
		assertTrue(GridMoves.moves(rules, "4k3/8/8/8/2P5/8/8/4K3 w - - 0 1").contains("c4c4f"));
		// not while the side has a general (at most 1 per side at a time)
		assertFalse(GridMoves.moves(rules, "4k3/8/8/3P4/P7/8/5F2/4K3 w - - 0 1").contains("d5d5f"));
	}

	@Test
	void aPromotionMayNotGiveCheckNorAttackAnEnemyPiece() {
		GridRules rules = written.grid(GAME);
		// the new general on d5 would check the king on e6; on c6 it would attack nothing
		SortedSet<String> checking = GridMoves.moves(rules, "8/8/4k3/3P4/P7/8/8/4K3 w - - 0 1");
		assertFalse(checking.contains("d5d5f"), checking.toString());
		assertTrue(checking.contains("d5c6f"), checking.toString());
		// on d5 it would attack the chariot on c6
		assertFalse(GridMoves.moves(rules, "4k3/8/2r5/3P4/P7/8/8/4K3 w - - 0 1").contains("d5d5f"));
		// stepping off the d-file would uncover the chariot's check on d8
		SortedSet<String> uncovering = GridMoves.moves(rules, "3k4/8/8/3P4/P7/8/8/3RK3 w - - 0 1");
		assertFalse(uncovering.contains("d5c6f"), uncovering.toString());
		assertTrue(uncovering.contains("d5d5f"), uncovering.toString());
		// without the constraint all of them are promotions
		GridRules free = written.grid(GAME.replace("rule quiet: a side may not move a piece when it promotes and (it gives check or it"
				+ " attacks an enemy piece)\n", ""));
		assertTrue(GridMoves.moves(free, "8/8/4k3/3P4/P7/8/8/4K3 w - - 0 1").contains("d5d5f"));
	}

	@Test
	void piecesInHandArePlacedFirstAndCapturedOnesLeaveTheGame() {
		GridRules rules = written.grid(GAME);
		assertFalse(rules.hands().captured());
		SortedSet<String> start = GridMoves.moves(rules, rules.startFen());
		// the chariot only on the back rank, the general anywhere on the own three ranks; no pawn moves while placing
		assertTrue(start.contains("R@a1") && !start.contains("R@a2") && start.contains("F@a3"), start.toString());
		assertFalse(start.contains("e4e5"), start.toString());
		assertEquals(7 + 23, start.size(), start.toString()); // the chariot: rank 1 but the king's e1; the general: ranks 1-3 but e1
	}

	@Test
	void dropsWithNoWordOnCapturedPiecesNameBothReadings() {
		String message = written.gridProblem(GAME.replace("rule captured: when a piece is captured, it leaves the game\n", ""));
		assertTrue(message.contains("it goes to the hand of its captor") && message.contains("it leaves the game"), message);
	}

	@Test
	void aChainOfCapturesCannotChooseAmongKindsAtItsEnd() {
		String draughts = """
				reading t.draughts
				game "draughts"
				rules may go uncited
				rule board: the board has 8 files and 8 ranks
				rule far: zone far: ranks 8 to 8
				rule man: piece man (M): moves one point diagonally forward without capturing,
					two points diagonally forward, jumping over one piece, capturing the piece jumped over
				rule king: piece king (K): moves one point diagonally without capturing,
					two points diagonally, jumping over one piece, capturing the piece jumped over
				rule queen: piece queen (Q): moves any distance diagonally without capturing
				rule chain: a piece that has captured by jumping over continues capturing while it can
				rule start: the start position is "8/8/8/8/8/8/8/M1m5 w - - 0 1"
				rule gone: a side loses when all its pieces are gone
				""";
		String choice = written.gridProblem(draughts + "rule promotion: promotion of the man: on reaching the far it becomes a king or a queen\n");
		assertTrue(choice.contains("state one kind the piece becomes, `it becomes a king`"), choice);
		String optional = written.gridProblem(draughts + "rule promotion: promotion of the man: on reaching the far it may become a king\n");
		assertTrue(optional.contains("a choice at the end of such a capture cannot be played yet"), optional);
		written.grid(draughts + "rule promotion: promotion of the man: on reaching the far it becomes a king\n");
	}
}
