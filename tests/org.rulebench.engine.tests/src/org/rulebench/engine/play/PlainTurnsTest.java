package org.rulebench.engine.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.BearOff;
import org.rulebench.engine.rules.BearOffPriority;
import org.rulebench.engine.rules.Board;
import org.rulebench.engine.rules.Dice;
import org.rulebench.engine.rules.DiceUse;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.Layout;
import org.rulebench.engine.rules.Occupancy;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Travel;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.testkit.Oracles;

/**
 * {@link PlayGenerator#sample} draws a random player's play without the search where the board allows
 * ({@link PlainTurns}): it must draw exactly what the search draws — the same play, the same random numbers taken —
 * so every seeded game stays the same, and the results it draws among must be exactly {@link PlayGenerator#generate}'s
 * list, in its order. Checked on every roll, in both orders of the dice, of positions random games reach (contact,
 * the bar, the last pieces coming home, bearing off), under backgammon and variants of its dimensions.
 */
class PlainTurnsTest {
	private static final RuleSet BACKGAMMON = Fixtures.backgammon();

	private static List<RuleSet> ruleSets() {
		return List.of(BACKGAMMON,
				BACKGAMMON.toBuilder("doubles once").dice(new Dice(2, 6, false, DiceUse.STEPS, true, true)).build(),
				BACKGAMMON.toBuilder("no larger-die rule").dice(new Dice(2, 6, true, DiceUse.STEPS, true, false)).build(),
				BACKGAMMON.toBuilder("one piece blocks").occupancy(new Occupancy(0, 1, HitRule.TO_BAR, false)).build(),
				BACKGAMMON.toBuilder("nothing hit, nothing blocked").occupancy(new Occupancy(0, 0, HitRule.NONE, false)).build(),
				BACKGAMMON.toBuilder("hit out of the game").occupancy(new Occupancy(0, 2, HitRule.OUT_OF_GAME, false)).build(),
				BACKGAMMON.toBuilder("bear off from any point").bearOff(new BearOff(true, true, BearOffPriority.FREE, false, false, false))
						.build(),
				BACKGAMMON.toBuilder("four faces").dice(new Dice(2, 4, true, DiceUse.STEPS, true, true)).build(),
				BACKGAMMON.toBuilder("12 points, 3 home").board(new Board(12, 3, Travel.OPPOSITE, 0, false)).pieces(6)
						.start(Layout.of(12, 12, 2, 7, 2, 3, 2)).build());
	}

	@Test
	void theShortcutDrawsWhatTheSearchDrawsAndAmongExactlyTheListedResults() {
		long draws = 0;
		for (RuleSet rules : ruleSets()) {
			PlayGenerator fast = new PlayGenerator(rules);
			PlayGenerator search = new PlayGenerator(rules);
			PlayGenerator full = new PlayGenerator(rules);
			Rng seeds = new Rng(rules.name().hashCode());
			int faces = rules.dice().faces();
			for (Position p : positionsOfRandomGames(rules, 12)) {
				for (int a = 1; a <= faces; a++) {
					for (int b = 1; b <= faces; b++) {
						String where = rules.name() + ": " + p + " rolling " + a + "-" + b;
						PlayList listed = full.generate(p, a, b);
						PlayList shortcut = fast.plainTurnResults(p, a, b);
						assertNotNull(shortcut, where + ": no shortcut");
						assertEquals(describe(listed), describe(shortcut), where);
						for (int k = 0; k < 2; k++) {
							long seed = seeds.nextLong();
							Rng one = new Rng(seed);
							Rng two = new Rng(seed);
							List<String> drawn = describe(fast.sample(p, one, a, b));
							assertEquals(describe(search.sampleBySearch(p, two, a, b)), drawn, where);
							assertEquals(two.nextLong(), one.nextLong(), where + ": other random numbers taken");
							draws++;
						}
					}
				}
			}
		}
		assertTrue(draws > 50_000, "draws " + draws);
	}

	/** GNU Backgammon's positions: the shortcut lists what generate() lists, which the oracle tests check. */
	@Test
	@SuppressWarnings("unchecked")
	void everyOracleCaseListsTheSameResultsInTheSameOrder() {
		PlayGenerator fast = new PlayGenerator(BACKGAMMON);
		PlayGenerator full = new PlayGenerator(BACKGAMMON);
		int cases = 0;
		for (Map<String, Object> record : Oracles.backgammonMoves()) {
			int mover = ((Number) record.get("player_to_move")).intValue();
			Position start = Oracles.position(BACKGAMMON, (Map<String, Object>) record.get("position"), mover);
			int[] dice = Oracles.dice(record);
			assertEquals(describe(full.generate(start, dice)), describe(fast.plainTurnResults(start, dice)), String.valueOf(record.get("id")));
			cases++;
		}
		assertTrue(cases >= 500, "cases " + cases);
	}

	/** Rules whose results depend on more than the pieces moved keep the search for every turn. */
	@Test
	void aPointLimitOrStepEventsKeepTheSearch() {
		RuleSet limited = BACKGAMMON.toBuilder("at most 5 on a point").occupancy(new Occupancy(5, 2, HitRule.TO_BAR, false)).build();
		assertNull(new PlayGenerator(limited).plainTurnResults(Position.start(limited, 0), 3, 1));
		RuleSet ping = Fixtures.pingShuanglu();
		assertNull(new PlayGenerator(ping).plainTurnResults(Position.start(ping, 0), 3, 1));
	}

	/** Each play's steps, pips, dice, pips used and key, in order. */
	private static List<String> describe(PlayList plays) {
		List<String> out = new ArrayList<>();
		for (int i = 0; i < plays.size(); i++) {
			StringBuilder s = new StringBuilder();
			for (int k = 0; k < plays.stepCount(i); k++) {
				s.append(Integer.toHexString(plays.step(i, k))).append('/').append(plays.stepPips(i, k)).append(' ');
			}
			out.add(s.append("dice ").append(plays.diceUsed(i)).append(" pips ").append(plays.pipsUsed(i)).append(" key ")
					.append(Long.toHexString(plays.key(i))).toString());
		}
		return out;
	}

	/** Positions of random games, played by the search's draw: contact, hits, the bar, bearing off. */
	private static List<Position> positionsOfRandomGames(RuleSet rules, int games) {
		List<Position> out = new ArrayList<>();
		PlayGenerator g = new PlayGenerator(rules);
		Rng rng = new Rng(42);
		for (int game = 0; game < games; game++) {
			Position p = Position.start(rules, game & 1);
			for (int turn = 0; turn < 400 && p.borneOff(0) < rules.pieces() && p.borneOff(1) < rules.pieces(); turn++) {
				out.add(p.copy());
				int a = rng.die(rules.dice().faces());
				int b = rng.die(rules.dice().faces());
				PlayList one = g.sampleBySearch(p, rng, a, b);
				one.apply(p, 0);
				p.endTurn(p.sideToMove());
				p.setSideToMove(1 - p.sideToMove());
			}
		}
		return out;
	}
}
