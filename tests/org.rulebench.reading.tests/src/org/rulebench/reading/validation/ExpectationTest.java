package org.rulebench.reading.validation;

import static org.junit.jupiter.api.Assertions.assertTrue;

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

import com.google.inject.Inject;

/**
 * Kishi's figure-13 claim (000 §3.4 (5)) written as a reading: with two pieces on rear 1 and no seven pairs,
 * 5-3, 5-4, 5-5 and 5-6 force 掲頭 (5-5 twice) and 5-1, 5-2 do not. The figure is not in the text; the position
 * satisfies its description.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class ExpectationTest {
	static final String QILIANG = """
			reading t.qiliang
			game "七梁雙陸"
			rules may go uncited
			rule board: the board has 24 points, 6 of them home
			rule pieces: each side has 14 pieces
			rule start: start: 2 on far rear 6, 2 on far rear 5, 2 on far rear 4, 2 on far rear 3, 2 on far rear 2, 2 on far rear 1, 2 on far front 1
			rule dice: 2 dice of 6 faces
			rule limit: at most 2 pieces on a point
			rule bearOff: pieces are never borne off
			rule sevenPairs: event 七梁 scores +1 chip each turn that ends with all pieces in 7 pairs
			rule kaito: event 掲頭 scores -3 chips each time the roll forces a piece to leave rear 1 while not 七梁 scored
			rule end: the game ends when a side stands as its start mirrored or no side can move
			rule winner: the winner is the side with more chips
			expect figure13: with the second side to move
				; the first side has 2 on point 16, 2 on point 6, 2 on point 5, 2 on point 4, 2 on point 3, 2 on point 2, 2 on point 1
				; the second side has 1 on point 14, 1 on point 8, 2 on point 7, 2 on rear 1, 2 on point 5, 2 on point 4, 2 on point 3, 2 on point 2
				a roll of 5-3 forces 掲頭
				a roll of 5-4 forces 掲頭
				a roll of 5-5 forces 掲頭 2 times
				a roll of 5-6 forces 掲頭
				a roll of 5-1 does not force 掲頭
				a roll of 5-2 does not force 掲頭
			""";

	@Inject
	private ParseHelper<Reading> parser;
	@Inject
	private ValidationTestHelper validation;

	@Test
	void figure13Holds() throws Exception {
		validation.assertNoIssues(parser.parse(QILIANG));
	}

	@Test
	void aClaimThatDoesNotHoldIsReportedWithThePlayThatRefutesIt() throws Exception {
		List<Issue> issues = validation.validate(parser.parse(QILIANG.replace("5-1 does not force", "5-1 forces")));
		assertTrue(issues.size() == 1 && IssueCodes.EXPECTATION_FAILS.equals(issues.get(0).getCode())
				&& issues.get(0).getMessage().startsWith("expectation figure13 does not hold: with 5-1, the legal play ")
				&& issues.get(0).getMessage().endsWith("makes 掲頭 happen 0 times"), issues.toString());
	}
}
