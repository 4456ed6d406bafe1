package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.Ban;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.MoveCondition;
import org.rulebench.engine.grid.rules.Passing;
import org.rulebench.engine.grid.rules.Promotion;
import org.rulebench.engine.grid.rules.Relation;
import org.rulebench.engine.grid.rules.RoyalCheck;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;

import com.google.inject.Inject;

/**
 * The grid parts of the language (issue 26) compile to the engine's data: constraints to bans, obligations and
 * relations, the hand rule to hands, passing to its ends; conditions of race games are refused by name.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class GridPartsTest {
	/** A small shogi: its pawns, golds and kings, on 5 × 5 (minishogi's board). */
	static final String SMALL = """
			reading t.small
			game "small shogi"
			rules may go uncited
			rule board: the board has 5 files and 5 ranks
			rule camp: zone camp: ranks 5 to 5
			rule king: piece king (K), royal: moves one point in any direction
			rule gold: piece gold (G): moves one point orthogonally, one point diagonally forward
			rule pawn: piece pawn (P): moves one point forward
			rule tokin: piece tokin (+P): moves one point orthogonally, one point diagonally forward
			rule pawn_promotion: promotion of the pawn: on a move into, within or out of the camp it may become a tokin
			rule start: the start position is "2k2/5/5/5/2K2[] w - - 0 1"
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private GridRules compile(String text) throws Exception {
		Reading r = parser.parse(text);
		validation.assertNoErrors(r);
		return GridReadingCompiler.compile(ReadingChain.of(r), new Choice(Map.of())).rules();
	}

	private static List<String> moves(GridRules rules, String fen) {
		CompiledRules c = CompiledRules.of(rules);
		return Arrays.stream(GridPosition.of(c, fen).legalMoves()).mapToObj(m -> Move.name(m, c)).sorted().toList();
	}

	@Test
	void theHandRuleAndTheDropConstraintsCompileToHandsAndBans() throws Exception {
		GridRules rules = compile(SMALL + """
				rule hands: when a piece is captured, it goes to the hand of its captor, unpromoted
				rule drops: a piece in hand may be dropped on any empty point
				rule nifu: a side may not drop a pawn when a pawn of its stands on the file
				rule dead: a side may not drop a piece when it could never move again
				rule forced: a side may not move a piece when it could never move again
				""");
		assertTrue(rules.hands().demoted());
		assertEquals(new Ban(Ban.Act.DROP, new MoveCondition.Stuck()), rules.bans().stream()
				.filter(b -> b.when() instanceof MoveCondition.Stuck && b.act() == Ban.Act.DROP).findFirst().orElseThrow());
		assertEquals(Promotion.Trigger.TOUCHES, rules.kind("pawn").promotion().trigger());
		assertTrue(rules.kind("tokin").plus());
		List<String> drops = moves(rules, "2k2/5/5/5/P1K2[P] w - - 0 1").stream().filter(m -> m.startsWith("P@")).toList();
		assertFalse(drops.stream().anyMatch(m -> m.startsWith("P@a")), "a pawn of its stands on the a file: " + drops);
		assertFalse(drops.contains("P@b5"), "a pawn on the last rank could never move");
		assertTrue(drops.contains("P@b4"));
		assertEquals(List.of("a4a5+"), moves(rules, "2k2/P4/5/5/2K2[] w - - 0 1").stream().filter(m -> m.startsWith("a4")).toList(),
				"forced where the pawn could never move again");
	}

	@Test
	void conditionsCombineWithAndOrNotAndCompare() throws Exception {
		GridRules rules = compile(SMALL + """
				rule hands: when a piece is captured, it goes to the hand of its captor
				rule only_two: a side may not drop a pawn when its pawn on the board >= 2 or (the side is in check and not it gives mate)
				""");
		Ban b = rules.bans().get(0);
		assertEquals(Ban.Act.DROP, b.act());
		assertTrue(b.when().mentions(c -> c instanceof MoveCondition.Compare), b.toString());
		assertTrue(b.when().mentions(c -> c instanceof MoveCondition.Not n && n.operand() instanceof MoveCondition.Mates), b.toString());
		assertFalse(moves(rules, "2k2/5/5/5/PPK2[P] w - - 0 1").stream().anyMatch(m -> m.startsWith("P@")), "two pawns on the board");
		assertTrue(moves(rules, "2k2/5/5/5/P1K2[P] w - - 0 1").stream().anyMatch(m -> m.startsWith("P@")), "one");
	}

	@Test
	void captureAndJumpConstraintsWithoutConditionsAreRelations() throws Exception {
		GridRules rules = compile(SMALL + """
				rule screen: a side may not jump over a gold with a pawn
				rule take: a side may not capture a king or a gold
				rule must: a side must capture a pawn
				""");
		assertEquals(List.of(new Relation(List.of("pawn"), Relation.Kind.NO_JUMPING_OVER, List.of("gold")),
				new Relation(List.of("king", "gold", "pawn", "tokin"), Relation.Kind.NO_CAPTURING, List.of("king", "gold"))), rules.relations());
		assertEquals(Ban.Act.MOVE, rules.obligations().get(0).act());
	}

	@Test
	void passingAndItsEndsWonOnPoints() throws Exception {
		GridRules rules = compile(SMALL + """
				rule pass: a side may pass instead of moving
				rule two: the game ends after two passes in a row, won on points
				rule facing: the game ends after a pass while the royal pieces face each other, in a draw
				rule points: the pieces count: gold 6, pawn 1; the second side adds 0.5
				""");
		assertEquals(new Passing(Passing.End.POINTS, Passing.End.DRAW, new Passing.Points(Map.of("gold", 6, "pawn", 1), 0.5)), rules.passing());
		assertTrue(moves(rules, rules.startFen()).contains("c1c1"), "the pass");
	}

	@Test
	void theLastRoyalPieceAndSeveralRegionsAndMovesWithinAZone() throws Exception {
		GridRules rules = compile(SMALL.replace("rule start:", """
				rule check: a side may not leave its last royal piece in check
				rule corners: zone corners: points a1 and points e5
				rule gold_corner: piece runner (R): moves one point forward; in the corners also any distance diagonally, within the corners
				rule start:"""));
		assertEquals(RoyalCheck.LAST, rules.royalCheck());
		assertTrue(rules.zone("corners").contains(0, rules.board().parse("e5")));
		assertEquals(List.of("a1a2", "a1e5"), moves(rules, "2k2/5/5/5/R1K2[] w - - 0 1").stream().filter(m -> m.startsWith("a1")).toList());
	}

	@Test
	void aConditionOfRaceGamesIsRefusedByName() throws Exception {
		Reading r = parser.parse(SMALL + """
				rule odd: a side may not move a piece when pieces home > 2
				""");
		assertTrue(problem(r).contains("`pieces home` is a number of race games"), problem(r));
	}

	@Test
	void aDropRuleWithoutAHandSaysWhatIsMissing() throws Exception {
		Reading r = parser.parse(SMALL + """
				rule nifu: a side may not drop a pawn when a pawn of its stands on the file
				""");
		assertTrue(problem(r).contains("it goes to the hand of its captor"), problem(r));
	}

	/** The message of the problem compiling the reading raises (none: fails). */
	private static String problem(Reading r) {
		try {
			GridReadingCompiler.compile(ReadingChain.of(r), new Choice(Map.of()));
		} catch (ReadingProblem p) {
			return p.getMessage();
		}
		throw new AssertionError("the reading compiles");
	}
}
