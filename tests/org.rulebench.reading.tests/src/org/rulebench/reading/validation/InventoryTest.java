package org.rulebench.reading.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.tests.Snippets;

import com.google.inject.Inject;

/**
 * What a source counts, checked by `rulebench check` (issue 24: a start with a Latin O where a Greek Ο belonged had no
 * 力士 and three 石将, and no test saw it): the pieces of a grid position by kind and side, and the cards of a deck.
 * One specification each: a small reading, an expectation, the diagnostic it gets.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class InventoryTest {
	/** Three kinds a side on 5 × 5: rook a1, bishop c1, king e1, and the second side's the same way round from a5. */
	private static final String THREE = """
			reading t.three
			game "three"
			rules may go uncited
			rule board: the board has 5 files and 5 ranks
			rule king: piece king (K), royal: moves one point in any direction
			rule rook: piece rook (R): moves any distance orthogonally
			rule bishop: piece bishop (B): moves any distance diagonally
			""";
	private static final String START = "rule start: the start position is \"rb2k/5/5/5/R1B1K w - - 0 1\"\n";
	/** The first side's bishop written with the rook's letter: two rooks, no bishop, three pieces all the same. */
	private static final String SLIP = "rule start: the start position is \"rb2k/5/5/5/R1R1K w - - 0 1\"\n";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	private List<Issue> issues(String text) throws Exception {
		return validation.validate(parser.parse(text));
	}

	private static List<String> messages(List<Issue> issues, String code) {
		return issues.stream().filter(i -> code.equals(i.getCode())).map(Issue::getMessage).toList();
	}

	@Test
	void aCountThatHoldsHasNoIssues() throws Exception {
		assertEquals(List.of(), issues(THREE + START + """
				expect inventory: in the start position each side has 3 pieces: 1 king, 1 rook, 1 bishop
				expect bishops: in the start position the second side has 1 bishop
				"""));
	}

	@Test
	void aLetterOfTheWrongKindIsCaughtByKind() throws Exception {
		List<Issue> issues = issues(THREE + SLIP + "expect inventory: in the start position each side has 3 pieces: 1 king, 1 rook, 1 bishop\n");
		assertEquals(List.of("expectation inventory does not hold: the first side has 2 rook, not 1; the first side has no bishop, not 1"),
				messages(issues, IssueCodes.INVENTORY_FAILS));
	}

	@Test
	void aSideAloneAndAKindAlone() throws Exception {
		List<Issue> issues = issues(THREE + SLIP + """
				expect second: in the start position the second side has 3 pieces: 1 king, 1 rook, 1 bishop
				expect rooks: in the start position the first side has 1 rook
				""");
		assertEquals(List.of("expectation rooks does not hold: the first side has 2 rook, not 1"), messages(issues, IssueCodes.INVENTORY_FAILS));
	}

	@Test
	void aTotalAlone() throws Exception {
		List<Issue> issues = issues(THREE + START + "expect total: in the start position each side has 4 pieces\n");
		assertEquals(List.of("expectation total does not hold: the first side has 3 pieces, not 4; the second side has 3 pieces, not 4"),
				messages(issues, IssueCodes.INVENTORY_FAILS));
	}

	@Test
	void aKindTheListLeavesOutIsNamed() throws Exception {
		List<Issue> issues = issues(THREE + START + "expect short: in the start position the first side has 3 pieces: 1 king, 2 rook\n");
		assertEquals(List.of("expectation short does not hold: the first side has 1 rook, not 2; the first side also has 1 bishop, which"
				+ " the list leaves out"), messages(issues, IssueCodes.INVENTORY_FAILS));
	}

	@Test
	void aListMustAddUpToItsTotal() throws Exception {
		List<Issue> issues = issues(THREE + START + "expect sum: in the start position each side has 3 pieces: 1 king, 1 rook\n");
		assertEquals(List.of("the kinds listed add up to 2 pieces, not 3: a list after the total names every kind the side has"),
				messages(issues, IssueCodes.INVENTORY_TOTAL));
	}

	@Test
	void aKindCountedTwiceIsAnError() throws Exception {
		List<Issue> issues = issues(THREE + START + "expect twice: in the start position each side has 1 rook, 1 rook\n");
		assertEquals(List.of("the rook is counted twice; count each kind once"), messages(issues, IssueCodes.INVENTORY_TOTAL));
	}

	@Test
	void aPositionOfAFenIsCountedToo() throws Exception {
		List<Issue> issues = issues(THREE + START + """
				expect later: in the position "4k/5/5/5/R3K b - - 0 1" the second side has 1 piece: 1 king,
					the first side has 2 pieces: 1 king, 1 rook
				""");
		assertEquals(List.of(), issues);
	}

	@Test
	void aFaceDownPieceCountsAsTheKindOfItsPoint() throws Exception {
		List<Issue> issues = issues(THREE + START + """
				rule face_down: pieces other than the royal one start face down, shuffled over the start points of the others
				rule face_down_moves: a face down piece moves as the piece whose start point it stands on, and is turned face up by its move
				expect inventory: in the start position each side has 3 pieces: 1 king, 1 rook, 1 bishop
				""");
		assertEquals(List.of(), issues);
	}

	@Test
	void theDeckThatIsDealt() throws Exception {
		String pokDeng = Snippets.POK_DENG;
		assertEquals(List.of(), issues(pokDeng + "expect deck: the deck has 52 cards: 4 of each rank, 13 of each suit\n"));
		List<Issue> issues = issues(pokDeng + "expect deck: the deck has 54 cards: 4 of each rank, 14 of each suit\n");
		assertEquals(List.of("expectation deck does not hold: the deck has 52 cards, not 54; the suit ♠ has 13 cards, not 14; the suit ♥"
				+ " has 13 cards, not 14; the suit ♦ has 13 cards, not 14; the suit ♣ has 13 cards, not 14"), messages(issues, IssueCodes.DECK_FAILS));
	}

	@Test
	void aDeckIsExpectedOfCardReadingsOnly() throws Exception {
		List<Issue> issues = issues(THREE + START + "expect deck: the deck has 52 cards\n");
		assertEquals(List.of("a deck can be expected only of a card reading (one that says what its cards are)"),
				messages(issues, IssueCodes.CARD_GAME_INCOMPLETE));
	}
}
