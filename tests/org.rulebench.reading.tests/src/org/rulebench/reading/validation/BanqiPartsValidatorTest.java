package org.rulebench.reading.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Relation;
import org.rulebench.engine.grid.rules.QuietDraw;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;

import com.google.inject.Inject;

/**
 * The parts banqi brought to the grid language (docs/reading-language.md, "Pieces nobody owns until turned up"): a
 * small reading each, what it compiles to, and the diagnostic a rule the engine cannot play gets.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class BanqiPartsValidatorTest {
	/** Four kinds on 4 × 2, shuffled face down together, turned up as moves. */
	static final String MINI = """
			reading t.mini
			game "mini"
			rules may go uncited
			rule board: the board has 4 files and 2 ranks
			rule king: piece king (K): moves one point orthogonally
			rule rook: piece rook (R): moves one point orthogonally
			rule pawn: piece pawn (P): moves one point orthogonally
			rule gun: piece gun (C): moves one point orthogonally without capturing, any distance orthogonally, jumping over one piece only capturing
			rule start: the start position is "kprc/KPRC w - - 0 1"
			rule hidden: all pieces start face down, shuffled together over the start points, and belong to no side until turned up
			rule turning: a face down piece does not move: a side may turn any face down piece face up as its move
			rule safe: a side may not capture a face down piece
			rule gone: a side loses when all its pieces are gone
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private List<Issue> issues(String text) throws Exception {
		return validation.validate(parser.parse(text + "\n"));
	}

	private GridRules compile(String more) throws Exception {
		return GridReadingCompiler.compile(ReadingChain.of(parser.parse(MINI + more + "\n")), Choice.FIRST).rules();
	}

	private static Issue only(List<Issue> issues, String code) {
		List<Issue> found = issues.stream().filter(i -> code.equals(i.getCode())).toList();
		assertEquals(1, found.size(), issues.toString());
		return found.get(0);
	}

	@Test
	void aMixedStartTurnedUpHasNoIssuesAndCompilesToOneFaceDownKind() throws Exception {
		assertEquals(List.of(), issues(MINI + "rule colours: the side that turns up the first piece plays its colour"));
		GridRules rules = compile("rule colours: the side that turns up the first piece plays its colour");
		assertEquals("tttt/tttt w - - 0 1", rules.startFen());
		assertTrue(rules.concealment().isMixed() && rules.concealment().turnsUp() && rules.concealment().mixed().firstTurnDecides());
		assertEquals("kprc/KPRC w - - 0 1", rules.concealment().mixed().pieces());
		assertEquals(List.of("king", "rook", "pawn", "gun"), rules.lifeKinds());
		assertEquals(List.of(new Relation(List.of("king", "rook", "pawn", "gun", "face-down piece"), Relation.Kind.NO_CAPTURING,
				List.of("face-down piece"))), rules.relations());
	}

	@Test
	void ranksBecomeWhatMayNotCaptureWhatWithTheirExceptions() throws Exception {
		GridRules rules = compile("rule ranks: the pieces rank king > rook > gun > pawn, and none captures a piece that ranks above it,"
				+ " but a pawn may capture a king and a gun may capture any piece");
		List<Relation> ranks = rules.relations().subList(0, rules.relations().size() - 1);
		assertEquals(List.of(new Relation(List.of("rook"), Relation.Kind.NO_CAPTURING, List.of("king")),
				new Relation(List.of("pawn"), Relation.Kind.NO_CAPTURING, List.of("rook", "gun"))), ranks);
	}

	@Test
	void aKindRankedTwiceIsAClash() throws Exception {
		Issue i = only(issues(MINI + "rule ranks: the pieces rank king > rook > king, and none captures a piece that ranks above it"),
				IssueCodes.RULES_CLASH);
		assertTrue(i.getMessage().contains("the ranks name the king twice"), i.getMessage());
	}

	@Test
	void capturingPiecesThatBelongToNoSideIsNotPlayable() throws Exception {
		Issue i = only(issues(MINI + "rule capturable: pieces may be captured face down or face up"), IssueCodes.RULES_CLASH);
		assertTrue(i.getMessage().startsWith("the engine cannot play captures of face-down pieces that belong to no side"),
				i.getMessage());
	}

	@Test
	void aMixedStartNeedsTheTurn() throws Exception {
		String text = MINI.replace("rule turning: a face down piece does not move: a side may turn any face down piece face up as its move\n", "");
		Issue i = only(issues(text), IssueCodes.RULES_CLASH);
		assertTrue(i.getMessage().contains("state `a face down piece does not move: a side may turn any face down piece face up as its move`"),
				i.getMessage());
	}

	@Test
	void theColoursNeedAFaceDownStart() throws Exception {
		String text = MINI.replace("rule hidden: all pieces start face down, shuffled together over the start points, and belong to no side until turned up\n", "")
				.replace("rule turning: a face down piece does not move: a side may turn any face down piece face up as its move\n", "")
				.replace("rule safe: a side may not capture a face down piece\n", "");
		Issue i = only(issues(text + "rule colours: the side that turns up the first piece plays its colour"), IssueCodes.RULES_CLASH);
		assertTrue(i.getMessage().startsWith("the first piece turned up decides the colours, but no piece starts face down"), i.getMessage());
	}

	@Test
	void aQuietDrawIsADimensionBesideTheMoveCap() throws Exception {
		GridRules rules = compile("rule quiet: the game is drawn after 40 plies without a capture or a piece turned up\n"
				+ "rule cap: the game is drawn after 300 plies");
		assertEquals(QuietDraw.withoutCaptureOrTurn(40), rules.quietDraw());
		assertEquals(300, rules.moveCap());
	}
}
