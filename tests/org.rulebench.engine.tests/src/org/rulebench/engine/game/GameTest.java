package org.rulebench.engine.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.FirstTurn;
import org.rulebench.engine.rules.RuleSet;

/** A game is a pure function of the rules, the seed and the players: the basis of every comparison of readings. */
class GameTest {

	/** Everything a game records, as text: who rolled what, what was played, and where the pieces stood after. */
	private static List<String> transcript(Game game) {
		List<String> lines = new ArrayList<>();
		for (Game.Turn t : game.turns()) {
			lines.add(t.side() + " " + Arrays.toString(t.roll()) + " " + t.play() + " -> " + t.after());
		}
		return lines;
	}

	private static String summary(GameResult r) {
		return r.winner() + " " + r.kind() + " " + r.points() + " " + r.turns() + " " + Arrays.toString(r.chips()) + " "
				+ Arrays.deepToString(r.events()) + " " + Arrays.toString(r.hits()) + " " + r.starter();
	}

	private static Game recorded(RuleSet rules, PlayGenerator generator, long seed) {
		Game game = new Game(rules, generator, new RandomPlayer(), new GreedyPlayer(), seed, true);
		game.playOut(2000);
		return game;
	}

	static Stream<Arguments> games() {
		return Fixtures.all().entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("games")
	void theSameSeedGivesTheSameGameTurnByTurn(String name, Supplier<RuleSet> game) {
		RuleSet rules = game.get();
		Game a = recorded(rules, new PlayGenerator(rules), 42);
		Game b = recorded(rules, new PlayGenerator(rules), 42);
		assertTrue(a.over());
		assertEquals(transcript(a), transcript(b));
		assertEquals(summary(a.playOut(1)), summary(b.playOut(1)));
	}

	@Test
	void aReusedGeneratorChangesNothing() {
		RuleSet rules = Fixtures.backgammon();
		PlayGenerator shared = new PlayGenerator(rules);
		recorded(rules, shared, 7);
		assertEquals(transcript(recorded(rules, new PlayGenerator(rules), 8)), transcript(recorded(rules, shared, 8)));
	}

	@Test
	void otherSeedsGiveOtherGames() {
		RuleSet rules = Fixtures.backgammon();
		assertNotEquals(transcript(recorded(rules, new PlayGenerator(rules), 1)),
				transcript(recorded(rules, new PlayGenerator(rules), 2)));
	}

	@Test
	void theStaticShortcutPlaysTheSameGame() {
		RuleSet rules = Fixtures.pingShuanglu();
		GameResult shortcut = Game.play(rules, 9, new RandomPlayer(), new GreedyPlayer(), 2000);
		assertEquals(summary(recorded(rules, new PlayGenerator(rules), 9).playOut(1)), summary(shortcut));
	}

	@Test
	void twoReadingsOnTheSameSeedSeeTheSameDice() {
		// dice have their own stream: the players' choices and the rules' differences do not shift them
		RuleSet modern = Fixtures.backgammon();
		Game bg = new Game(modern, new PlayGenerator(modern), new RandomPlayer(), new RandomPlayer(), 5, true);
		RuleSet hon = Fixtures.backgammon().toBuilder("all home, no double-doubles")
				.dice(new org.rulebench.engine.rules.Dice(2, 6, false, org.rulebench.engine.rules.DiceUse.STEPS, true, true))
				.bearOff(org.rulebench.engine.rules.BearOff.NONE)
				.ends(java.util.Set.of(org.rulebench.engine.rules.EndCondition.ALL_HOME)).primeLimit(6)
				.stakes(org.rulebench.engine.rules.Stakes.SINGLE).build();
		Game early = new Game(hon, new PlayGenerator(hon), new GreedyPlayer(), new GreedyPlayer(), 5, true);
		bg.playOut(2000);
		early.playOut(2000);
		int common = Math.min(bg.turns().size(), early.turns().size());
		assertTrue(common > 10);
		for (int i = 0; i < common; i++) {
			assertArrayEquals(bg.turns().get(i).roll(), early.turns().get(i).roll(), "turn " + i);
		}
	}

	@Test
	void aGameStoppedByTheTurnCapIsUnfinishedAndWonByNobody() {
		RuleSet rules = Fixtures.backgammon();
		Game game = new Game(rules, new PlayGenerator(rules), new RandomPlayer(), new RandomPlayer(), 3, true);
		GameResult r = game.playOut(5);
		assertEquals(WinKind.UNFINISHED, r.kind());
		assertFalse(r.finished());
		assertEquals(-1, r.winner());
		assertEquals(0, r.points());
		assertEquals(5, r.turns());
		assertEquals(5, game.turns().size());
	}

	@Test
	void aFinishedGameTakesNoMoreTurns() {
		RuleSet rules = Fixtures.backgammon().toBuilder("three pieces").pieces(3)
				.start(org.rulebench.engine.rules.Layout.of(24, 24, 1, 23, 1, 22, 1)).build();
		Game game = new Game(rules, new PlayGenerator(rules), new RandomPlayer(), new RandomPlayer(), 3, true);
		GameResult r = game.playOut(2000);
		assertTrue(r.finished());
		game.turn();
		assertEquals(r.turns(), game.turns().size());
		assertEquals(r, game.playOut(2000));
	}

	@Test
	void aGeneratorForOtherRulesIsRefused() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Game(Fixtures.backgammon(),
				new PlayGenerator(Fixtures.pingShuanglu()), new RandomPlayer(), new RandomPlayer(), 1, false));
		assertTrue(e.getMessage().contains("平雙陸"), e.getMessage());
	}

	@Test
	void theOpeningRollDecidesWhoStartsAndIsPlayed() {
		// 003 走法: 每位玩者掷一个骰子，点数较大者先走 — the starter plays those two dice
		RuleSet rules = Fixtures.backgammon();
		assertEquals(FirstTurn.OPENING_ROLL, rules.firstTurn());
		for (long seed = 1; seed <= 30; seed++) {
			Game game = new Game(rules, new PlayGenerator(rules), new RandomPlayer(), new RandomPlayer(), seed, true);
			game.turn();
			int[] opening = game.turns().get(0).roll();
			assertNotEquals(opening[0], opening[1]);
			assertEquals(opening[0] > opening[1] ? 0 : 1, game.turns().get(0).side());
		}
	}

	@Test
	void aCoinLetsEitherSideStart() {
		RuleSet rules = Fixtures.pingShuanglu();
		assertEquals(FirstTurn.COIN, rules.firstTurn());
		int[] starts = new int[2];
		for (long seed = 1; seed <= 40; seed++) {
			starts[Game.play(rules, seed, new RandomPlayer(), new RandomPlayer(), 1).starter()]++;
		}
		assertTrue(starts[0] > 0 && starts[1] > 0, Arrays.toString(starts));
	}

	@Test
	void theFirstSideAlwaysStartsWhenTheReadingSaysSo() {
		RuleSet rules = Fixtures.backgammon().toBuilder("first side starts").firstTurn(FirstTurn.FIRST_SIDE).build();
		for (long seed = 1; seed <= 20; seed++) {
			assertEquals(0, Game.play(rules, seed, new RandomPlayer(), new RandomPlayer(), 1).starter());
		}
	}

	@Test
	void scoringEventsInTheResultAreThoseThePositionCounted() {
		RuleSet rules = Fixtures.qiliangShuanglu();
		for (long seed = 1; seed <= 10; seed++) {
			Game game = new Game(rules, new PlayGenerator(rules), new GreedyPlayer(), new RandomPlayer(), seed, false);
			GameResult r = game.playOut(2000);
			int[] chips = new int[2];
			for (int rule = 0; rule < rules.scoring().size(); rule++) {
				for (int side = 0; side < 2; side++) {
					assertEquals(game.position().fired(side, rule), r.events()[rule][side]);
					chips[side] += r.events()[rule][side] * rules.scoring().get(rule).chips();
				}
			}
			assertArrayEquals(chips, r.chips(), "chips are the sum of the events' chips");
		}
	}
}
