package org.rulebench.reading.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.tests.ReadingInjectorProvider;

/**
 * Gul bara's run of doubles, followed through played games against the rule as the descriptions state it (not the
 * engine's): from a side's fourth turn on, a double thrown is followed in the same turn by every higher double up to
 * 6-6, each a play of its own; in the `stuck` reading a double not played in full (fewer than four steps) ends the
 * run, in the `onward` reading the next double is played all the same. Every play of each double is checked against a
 * search of its own in NewRaceOracleTest.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class GulBaraRunTest {

	private static int steps(String play) {
		return play.isBlank() ? 0 : play.trim().split(" ").length;
	}

	/** Plays games and checks each turn's sequence of rolls; returns how many runs and how many ended stuck. */
	private static int[] followRuns(RuleSet rules, boolean stuck, int games) {
		int runs = 0;
		int endedStuck = 0;
		for (long seed = 1; seed <= games; seed++) {
			Game game = new Game(rules, new PlayGenerator(rules), new RandomPlayer(), new RandomPlayer(), seed, true);
			GameResult result = game.playOut(5000);
			assertTrue(result.finished(), "game " + seed);
			List<Game.Turn> turns = game.turns();
			int[] played = new int[2];
			int next = 0; // the double the side must play next in its turn, 0 if its turn is over
			for (int i = 0; i < turns.size(); i++) {
				Game.Turn t = turns.get(i);
				String where = "game " + seed + ", record " + i;
				boolean doubles = t.roll()[0] == t.roll()[1];
				if (next != 0) {
					assertEquals(next, t.roll()[0], where + ": the run goes on with the next double");
					assertTrue(doubles, where);
				} else if (doubles && played[t.side()] >= 3 && t.roll()[0] < 6) {
					runs++;
				}
				boolean inRun = next != 0 || doubles && played[t.side()] >= 3;
				boolean full = steps(t.play()) == 4;
				next = inRun && t.roll()[0] < 6 && (full || !stuck) ? t.roll()[0] + 1 : 0;
				endedStuck += inRun && t.roll()[0] < 6 && !full && stuck ? 1 : 0;
				if (i + 1 < turns.size()) {
					assertEquals(next != 0 ? t.side() : 1 - t.side(), turns.get(i + 1).side(), where + ": who moves next");
				}
				if (next == 0) {
					played[t.side()]++;
				}
			}
		}
		return new int[] { runs, endedStuck };
	}

	@Test
	void aRunEndsAtTheFirstDoubleNotPlayedInFull() {
		int[] seen = followRuns(Examples.game("gulbara", "doublesRun=stuck"), true, 20);
		assertTrue(seen[0] > 20 && seen[1] > 0, "runs " + seen[0] + ", ended stuck " + seen[1]);
	}

	@Test
	void aRunGoesOnPastADoubleNotPlayedInFull() {
		int[] seen = followRuns(Examples.game("gulbara", "doublesRun=onward"), false, 20);
		assertTrue(seen[0] > 20, "runs " + seen[0]);
	}

	/**
	 * The `rest` reading: a double of the run the side cannot finish passes to the opponent, who plays the dice left
	 * of it (never more), then each higher double while it plays them in full, in the side's turn; then the opponent's
	 * own turn follows (a record of the same side with a roll of its own). The rest is no turn of the opponent's: its
	 * turns played (the run's condition) count only its own turns.
	 */
	@Test
	void theOpponentPlaysTheRestOfADoubleTheSideCouldNotFinish() {
		RuleSet rules = Examples.game("gulbara", "doublesRun=rest");
		int rests = 0;
		int restDoubles = 0;
		for (long seed = 1; seed <= 40; seed++) {
			Game game = new Game(rules, new PlayGenerator(rules), new RandomPlayer(), new RandomPlayer(), seed, true);
			assertTrue(game.playOut(5000).finished(), "game " + seed);
			List<Game.Turn> turns = game.turns();
			int[] played = new int[2];
			int next = 0; // the double to play next within the turn, 0 if none
			int dice = 4; // dice of it to play
			boolean byOther = false; // the run is being played by the side that did not throw it
			for (int i = 0; i < turns.size(); i++) {
				Game.Turn t = turns.get(i);
				String where = "game " + seed + ", record " + i;
				int side = t.side();
				int roll = t.roll()[0];
				boolean doubles = roll == t.roll()[1];
				if (next != 0) {
					assertTrue(doubles && roll == next, where + ": the run goes on with " + next + "-" + next);
				}
				boolean inRun = next != 0 || doubles && played[side] >= 3;
				int steps = steps(t.play());
				assertTrue(steps <= dice, where + ": " + steps + " steps of " + dice + " dice left");
				restDoubles += byOther ? 1 : 0;
				int nextSide;
				if (!inRun) {
					next = 0;
					nextSide = 1 - side;
					played[side]++;
				} else if (steps < dice && !byOther) { // stuck: the opponent plays the rest of this double
					rests++;
					next = roll;
					dice = 4 - steps;
					byOther = true;
					nextSide = 1 - side;
					played[side]++;
				} else if (steps == dice && roll < 6) { // played in full: the next double, by the same side
					next = roll + 1;
					dice = 4;
					nextSide = side;
				} else { // the run is over: 6-6 played, or the opponent stuck in the rest (the rest of it is lost)
					nextSide = byOther ? side : 1 - side; // after the rest, the opponent's own turn
					played[side] += byOther ? 0 : 1;
					next = 0;
					dice = 4;
					byOther = false;
				}
				if (i + 1 < turns.size()) {
					assertEquals(nextSide, turns.get(i + 1).side(), where + ": who moves next");
				}
			}
		}
		assertTrue(rests > 0 && restDoubles >= rests, "rests passed " + rests + ", doubles played by the opponent " + restDoubles);
	}
}
