package org.rulebench.engine.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.BearOff;
import org.rulebench.engine.rules.BearOffPriority;
import org.rulebench.engine.rules.Board;
import org.rulebench.engine.rules.Dice;
import org.rulebench.engine.rules.DiceUse;
import org.rulebench.engine.rules.EntryPoint;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.Layout;
import org.rulebench.engine.rules.Occupancy;
import org.rulebench.engine.rules.ReEntry;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Stakes;
import org.rulebench.engine.rules.Travel;
import org.rulebench.engine.testkit.Plays;
import org.rulebench.engine.testkit.Scripted;

/**
 * The rule dimensions of a reading (DOMAIN.md, race-game rule dimensions), each shown by changing that one choice
 * of backgammon and comparing the legal results of the same roll in the same position. Side 1's point q stands on
 * side 0's point 25−q.
 */
class RuleDimensionsTest {
	private static final RuleSet BG = Fixtures.backgammon();
	private static final int BAR = 25;

	private static RuleSet with(Dice dice) {
		return BG.toBuilder("backgammon, " + dice).dice(dice).build();
	}

	/** One piece on 8 that can use either die but not both, one boxed in on 24. */
	private static Position oneDieOnly(RuleSet rules) {
		return Position.empty(rules, 0).place(0, 24, 1).place(0, 8, 1).place(1, 25 - 19, 2).place(1, 25 - 18, 2);
	}

	// Board: points, home, direction of travel

	@Test
	void boardAShorterBoardEntersAndBearsOffOnItsOwnPoints() {
		RuleSet small = BG.toBuilder("12 points, 3 home").board(new Board(12, 3, Travel.OPPOSITE, 0, false)).pieces(3)
				.start(Layout.of(12, 12, 3)).build();
		Position bar = Position.empty(small, 0).place(0, small.points() + 1, 1).place(0, 4, 2);
		Set<String> entries = Plays.notations(bar, 2, 1);
		assertTrue(entries.stream().anyMatch(n -> n.startsWith("bar/11")), "a 2 enters on 11: " + entries);
		assertTrue(entries.stream().anyMatch(n -> n.startsWith("bar/12")), "a 1 enters on 12: " + entries);
		Position home = Position.empty(small, 0).place(0, 3, 1).place(0, 2, 2);
		assertTrue(Plays.results(home, 3, 2).contains("1@2 off 2"), "home is points 1–3");
		Position notHome = Position.empty(small, 0).place(0, 9, 1).place(0, 2, 2);
		assertTrue(Plays.results(notHome, 3, 2).stream().noneMatch(r -> r.contains("off")));
	}

	@Test
	void travelBothSidesTheSameWayRoundShiftsTheSecondSidesTrack() {
		RuleSet circuit = Fixtures.chasingTheGirls();
		assertEquals(Travel.SAME_DIRECTION, circuit.board().travel());
		// half a board apart: side 0's point 24 is side 1's 12, and side 0's 12 is side 1's 24
		assertEquals(12, Position.track(circuit).opposite(0, 24));
		assertEquals(24, Position.track(circuit).opposite(0, 12));
		assertEquals(1, Position.track(BG).opposite(0, 24), "opposite travel: my 24 is your 1");
	}

	// Dice: faces, doubles, summing, most dice, larger die

	@Test
	void diceFacesBoundEveryRoll() {
		RuleSet fourFaces = with(new Dice(2, 4, true, DiceUse.STEPS, true, true));
		Game game = new Game(fourFaces, new PlayGenerator(fourFaces), new RandomPlayer(), new RandomPlayer(), 1, true);
		game.playOut(300);
		assertTrue(game.turns().stream().flatMapToInt(t -> Arrays.stream(t.roll())).allMatch(d -> d >= 1 && d <= 4));
	}

	@Test
	void doublesPlayedTwiceOrOnce() {
		Position p = Position.empty(BG, 0).place(0, 24, 1);
		assertEquals(Set.of("1@16"), Plays.results(p, 2, 2));
		RuleSet once = with(new Dice(2, 6, false, DiceUse.STEPS, true, true));
		assertEquals(Set.of("1@20"), Plays.results(Position.empty(once, 0).place(0, 24, 1), 2, 2));
	}

	@Test
	void diceSummedIntoOneJumpOnlyTheLandingPointCounts() {
		Position steps = Position.empty(BG, 0).place(0, 13, 1).place(1, 25 - 11, 2).place(1, 25 - 10, 2);
		assertEquals(Set.of("1@13"), Plays.results(steps, 3, 2), "13/11 and 13/10 are closed: no move");
		RuleSet sums = with(new Dice(2, 6, false, DiceUse.SUMS, true, false));
		Position summed = Position.empty(sums, 0).place(0, 13, 1).place(1, 25 - 11, 2).place(1, 25 - 10, 2);
		assertEquals(Set.of("13/8"), Plays.notations(summed, 3, 2));
	}

	@Test
	void withoutTheMostDiceRuleAPlayMayStopAfterOneDie() {
		Position p = Position.empty(BG, 0).place(0, 24, 1).place(0, 12, 1).place(0, 8, 1).place(1, 25 - 19, 2)
				.place(1, 25 - 18, 2).place(1, 25 - 7, 2);
		assertFalse(Plays.results(p, 6, 5).contains("1@24 1@12 1@2"), "8/2 alone is not legal");
		RuleSet free = with(new Dice(2, 6, true, DiceUse.STEPS, false, false));
		Position q = Position.empty(free, 0).place(0, 24, 1).place(0, 12, 1).place(0, 8, 1).place(1, 25 - 19, 2)
				.place(1, 25 - 18, 2).place(1, 25 - 7, 2);
		assertTrue(Plays.results(q, 6, 5).contains("1@24 1@12 1@2"), "8/2 and stop");
	}

	@Test
	void withoutTheLargerDieRuleEitherDieMayBeTheOneUsed() {
		assertEquals(Set.of("8/2"), Plays.notations(oneDieOnly(BG), 6, 5));
		RuleSet either = with(new Dice(2, 6, true, DiceUse.STEPS, true, false));
		assertEquals(Set.of("8/2", "8/3"), Plays.notations(oneDieOnly(either), 6, 5));
	}

	// Occupancy: point limit, block count, hitting

	@Test
	void aPointLimitKeepsOutTheExtraPiece() {
		RuleSet three = BG.toBuilder("at most 3").occupancy(new Occupancy(3, 2, HitRule.TO_BAR, false))
				.start(Layout.of(24, 24, 3, 13, 3, 8, 3, 6, 3, 5, 3)).build();
		Position p = Position.empty(three, 0).place(0, 10, 1).place(0, 7, 3);
		assertTrue(Plays.notations(p, 3, 1).stream().noneMatch(n -> n.contains("10/7")), Plays.notations(p, 3, 1)::toString);
		assertTrue(Plays.notations(Position.empty(BG, 0).place(0, 10, 1).place(0, 7, 3), 3, 1).contains("10/7 7/6"));
	}

	@Test
	void theNumberOfPiecesThatCloseAPoint() {
		RuleSet three = BG.toBuilder("three close a point").occupancy(new Occupancy(0, 3, HitRule.TO_BAR, false)).build();
		Position p = Position.empty(three, 0).place(0, 13, 1).place(1, 25 - 10, 2);
		assertTrue(Plays.notations(p, 3, 1).contains("13/10 10/9"), "two no longer close 10: " + Plays.notations(p, 3, 1));
		Position q = Position.empty(three, 0).place(0, 13, 1).place(1, 25 - 10, 3);
		assertEquals(Set.of("13/12 12/9"), Plays.notations(q, 3, 1), "three do");
	}

	@Test
	void withoutHittingALonePieceIsLandedBesideNotHit() {
		RuleSet noHit = BG.toBuilder("no hit").occupancy(new Occupancy(0, 2, HitRule.NONE, false)).build();
		Position p = Position.empty(noHit, 0).place(0, 13, 1).place(1, 25 - 10, 1);
		assertTrue(Plays.bothSides(p, 3, 1).contains("1@9 | 1@15"));
		assertTrue(Plays.bothSides(p, 3, 1).stream().noneMatch(r -> r.contains("bar")));
	}

	// Hit pieces: where they re-enter, and whether first

	@Test
	void reEntryOntoAnyOpenPointOrOnlyAnEmptyOne() {
		Position open = Position.empty(BG, 0).place(0, BAR, 1).place(0, 22, 1).place(0, 13, 1).place(1, 25 - 20, 1);
		assertTrue(Plays.notations(open, 3, 5).stream().anyMatch(n -> n.contains("bar/22")), "onto an own piece");
		assertTrue(Plays.notations(open, 3, 5).stream().anyMatch(n -> n.contains("bar/20*")), "hitting as it enters");
		RuleSet exact = BG.toBuilder("exact empty").reEntry(new ReEntry(EntryPoint.EXACT_EMPTY, true)).build();
		Position p = Position.empty(exact, 0).place(0, BAR, 1).place(0, 22, 1).place(0, 13, 1).place(1, 25 - 20, 1);
		assertEquals(0, Plays.generate(p, 3, 5).stepCount(0));
	}

	@Test
	void reEntryFirstOrNot() {
		Position p = Position.empty(BG, 0).place(0, BAR, 1).place(0, 13, 1).place(1, 25 - 20, 2).place(1, 25 - 19, 2);
		assertEquals(0, Plays.generate(p, 6, 5).stepCount(0));
		RuleSet later = BG.toBuilder("enter any time").reEntry(new ReEntry(EntryPoint.ANY_OPEN, false)).build();
		Position q = Position.empty(later, 0).place(0, BAR, 1).place(0, 13, 1).place(1, 25 - 20, 2).place(1, 25 - 19, 2);
		assertEquals(Set.of("1@2 bar 1"), Plays.results(q, 6, 5), "13/7/2 while the other waits on the bar");
	}

	// Bear-off: the precondition, over-bearing, priority, one piece per die

	@Test
	void bearOffWithoutWaitingForAllHome() {
		Position p = Position.empty(BG, 0).place(0, 13, 1).place(0, 3, 1);
		assertTrue(Plays.results(p, 3, 1).stream().noneMatch(r -> r.contains("off")));
		RuleSet anyTime = BG.toBuilder("bear off any time")
				.bearOff(new BearOff(true, false, BearOffPriority.FREE, true, false, false)).build();
		assertTrue(Plays.results(Position.empty(anyTime, 0).place(0, 13, 1).place(0, 3, 1), 3, 1).contains("1@12 off 1"));
	}

	@Test
	void overBearingFromTheFarthestPointOnlyOrFromAny() {
		Position p = Position.empty(BG, 0).place(0, 5, 1).place(0, 2, 1).place(0, 0, 13);
		assertEquals(Set.of("1@1 off 14", "1@2 off 14"), Plays.results(p, 6, 1));
		RuleSet any = BG.toBuilder("over from any point")
				.bearOff(new BearOff(true, true, BearOffPriority.FREE, false, false, false)).build();
		Position q = Position.empty(any, 0).place(0, 5, 1).place(0, 2, 1).place(0, 0, 13);
		assertEquals(Set.of("1@1 off 14", "1@2 off 14", "1@4 off 14", "1@5 off 14"), Plays.results(q, 6, 1),
				"also 5/4 2/off and 2/1 1/off: the 6 bears off the nearer piece");
	}

	@Test
	void bearOffPriorityExactThenOverThenUnder() {
		RuleSet once = with(new Dice(2, 6, false, DiceUse.STEPS, true, false));
		Position free = Position.empty(once, 0).place(0, 6, 1).place(0, 3, 1).place(0, 1, 1).place(0, 0, 12);
		assertEquals(Set.of("1@3 1@1 off 13"), Plays.results(free, 3, 3), "free: 6/3 3/off");
		RuleSet ordered = BG.toBuilder("exact > over > under").dice(once.dice())
				.bearOff(new BearOff(true, true, BearOffPriority.EXACT_OVER_UNDER, false, true, false)).build();
		Position q = Position.empty(ordered, 0).place(0, 6, 1).place(0, 3, 1).place(0, 1, 1).place(0, 0, 12);
		assertEquals(Set.of("1@6 off 14"), Plays.results(q, 3, 3), "exact 3/off, then 1/off with pips to spare");
	}

	// Scoring: what a win is worth

	@Test
	void stakesSetWhatEachKindOfWinIsWorth() {
		RuleSet dear = BG.toBuilder("dear stakes").stakes(new Stakes(2, 5, 9, false)).build();
		GameResult r = Scripted.arranged(dear, new PlayGenerator(dear), p -> {
			p.place(0, 1, 1).place(0, 0, 14).place(1, 6, 15);
			p.setSideToMove(0);
		}, Scripted.first(), Scripted.first(), 1).playOut(1);
		assertEquals(WinKind.GAMMON, r.kind());
		assertEquals(5, r.points());
		RuleSet single = BG.toBuilder("singles only").stakes(Stakes.SINGLE).build();
		GameResult s = Scripted.arranged(single, new PlayGenerator(single), p -> {
			p.place(0, 1, 1).place(0, 0, 14).place(1, 6, 15);
			p.setSideToMove(0);
		}, Scripted.first(), Scripted.first(), 1).playOut(1);
		assertEquals(WinKind.SINGLE, s.kind());
		assertEquals(1, s.points());
	}
}
