package org.rulebench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.testkit.Fixtures;

/**
 * A reading that no game can be played under is refused when it is built, with a message naming the rules that
 * clash, so that a historian sees at once which two choices of the reading contradict each other.
 */
class RuleClashTest {

	private static RuleClash refused(Supplier<RuleSet> reading) {
		return assertThrows(RuleClash.class, reading::get);
	}

	private static void assertNames(RuleClash clash, String... words) {
		for (String w : words) {
			assertTrue(clash.getMessage().contains(w), () -> "'" + w + "' not named in: " + clash.getMessage());
		}
	}

	@Test
	void aStartLayoutOverThePointLimitIsRefused() {
		// 000 §3.1 (2): at most five pieces on a point; a start with six on one point contradicts it
		RuleClash clash = refused(() -> Fixtures.pingShuanglu().toBuilder("six on a point")
				.start(Layout.of(24, 19, 2, 13, 4, 8, 3, 6, 6)).build());
		assertNames(clash, "start layout puts 6 pieces on point 6", "point limit is 5");
		assertEquals(List.of("start layout puts 6 pieces on point 6 of the first side but the point limit is 5"),
				clash.clashes().subList(0, 1));
	}

	@Test
	void fourteenPiecesTwoPerPointCanNeverAllBeHomeSoBearOffNeedingAllHomeIsRefused() {
		// 000 §3.4 (2): 七梁 has 14 pieces and at most 2 per point; 6 home points hold 12, so 疊梁満 never comes
		RuleClash clash = refused(() -> Fixtures.qiliangShuanglu().toBuilder("七梁 with bear-off")
				.bearOff(Fixtures.pingShuanglu().bearOff()).build());
		assertNames(clash, "14 pieces", "at most 2 per point", "6 home points", "bear-off (all home first)");
	}

	@Test
	void theAllHomeEndIsRefusedTooWhenPiecesCannotAllBeHome() {
		RuleClash clash = refused(() -> Fixtures.qiliangShuanglu().toBuilder("七梁 ending all home")
				.ends(Set.of(EndCondition.ALL_HOME)).build());
		assertNames(clash, "14 pieces", "the all-home end can never happen");
	}

	@Test
	void endingOnAllBorneOffWithoutBearOffIsRefused() {
		RuleClash clash = refused(() -> Fixtures.backgammon().toBuilder("no bear-off").bearOff(BearOff.NONE).build());
		assertNames(clash, "borne off every piece", "bear-off is not allowed");
	}

	@Test
	void aLayoutWhoseTotalIsNotThePieceCountIsRefused() {
		RuleClash clash = refused(() -> Fixtures.backgammon().toBuilder("fourteen").pieces(14).build());
		assertNames(clash, "places 15 pieces", "pieces per side is 14");
		assertEquals(2, clash.clashes().size(), "both sides' layouts are named: " + clash.clashes());
	}

	@Test
	void aReadingWithNoEndConditionIsRefused() {
		RuleClash clash = refused(() -> Fixtures.backgammon().toBuilder("endless").ends(Set.of()).build());
		assertNames(clash, "no end condition");
	}

	@Test
	void chipsDecidingTheWinnerWhenNoRuleAwardsChipsIsRefused() {
		RuleClash clash = refused(() -> Fixtures.backgammon().toBuilder("chips").victory(Victory.MOST_CHIPS).build());
		assertNames(clash, "decided by chips", "no scoring rule awards any");
		// 平雙陸's only scoring rule, 頭破, is an event worth no chips (000 §3.1 (6))
		assertNames(refused(() -> Fixtures.pingShuanglu().toBuilder("ping by chips").victory(Victory.MOST_CHIPS).build()),
				"no scoring rule awards any");
	}

	@Test
	void everyClashOfAReadingIsListedNotOnlyTheFirst() {
		RuleClash clash = refused(() -> Fixtures.backgammon().toBuilder("two faults").ends(Set.of())
				.victory(Victory.MOST_CHIPS).build());
		assertEquals(2, clash.clashes().size(), clash.getMessage());
		assertEquals(String.join("; ", clash.clashes()), clash.getMessage());
	}

	@Test
	void takingTheOpponentsPieceNeedsBearOff() {
		// 001 折葉: the take replaces a bear-off that cannot be made
		RuleClash clash = refused(() -> Fixtures.oriha().toBuilder("take without bear-off")
				.bearOff(new BearOff(false, false, BearOffPriority.FREE, false, false, true))
				.ends(Set.of(EndCondition.ALL_CAPTURED)).victory(Victory.FIRST_TO_FINISH).build());
		assertNames(clash, "taking an opponent's piece", "needs bear-off");
	}

	@Test
	void theLargerDieRuleNeedsTheMostDiceRule() {
		RuleClash clash = refused(() -> Fixtures.backgammon().toBuilder("larger only")
				.dice(new Dice(2, 6, true, DiceUse.STEPS, false, true)).build());
		assertNames(clash, "larger-die rule", "as many dice as possible");
	}

	static Stream<Arguments> games() {
		return Fixtures.all().entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("games")
	void everyFixtureIsAPlayableRuleSet(String name, Supplier<RuleSet> game) {
		RuleSet rules = assertDoesNotThrow(game::get);
		assertEquals(name, rules.name());
	}
}
