package org.rulebench.engine.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Players;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.Dice;
import org.rulebench.engine.rules.DiceUse;
import org.rulebench.engine.rules.RuleSet;

/** The search over the dice: the distinct rolls with their probabilities, and expectiminimax over them. */
class SearchPlayerTest {
	private static final RuleSet BACKGAMMON = RuleSet.builder("backgammon").build();

	@Test
	void twoDiceOfSixFacesGiveTwentyOneRolls() {
		Rolls r = Rolls.of(Dice.BACKGAMMON);
		assertEquals(21, r.size());
		double sum = 0;
		for (int i = 0; i < r.size(); i++) {
			int[] roll = r.roll(i);
			assertEquals(roll[0] == roll[1] ? 1 / 36.0 : 2 / 36.0, r.weight(i), 1e-12, java.util.Arrays.toString(roll));
			assertTrue(roll[0] <= roll[1]);
			sum += r.weight(i);
		}
		assertEquals(1, sum, 1e-12);
	}

	@Test
	void threeDiceOfTwoFaces() {
		Rolls r = Rolls.of(new Dice(3, 2, false, DiceUse.STEPS, true, false));
		assertEquals(4, r.size());
		assertEquals(1 / 8.0, r.weight(0), 1e-12); // 1 1 1
		assertEquals(3 / 8.0, r.weight(1), 1e-12); // 1 1 2
		assertEquals(3 / 8.0, r.weight(2), 1e-12); // 1 2 2
		assertEquals(1 / 8.0, r.weight(3), 1e-12); // 2 2 2
	}

	/**
	 * An evaluator that likes a short race for the side it judges: from the start, the reply to each roll moves all
	 * its pips, so the expected value after the opponent's roll is 0.5 + (167 - E[pips]) / 1000, with E[pips] = 49/6
	 * for backgammon's dice (doubles count four times): only the 21 rolls with their weights give it.
	 */
	@Test
	void expectiminimaxAveragesTheRepliesToEveryRollWithItsProbability() {
		List<String> judged = new ArrayList<>();
		Evaluator race = new Evaluator() {
			@Override
			public void prepare(Position before, int side) {
				judged.add(side + "");
			}

			@Override
			public double value(Position p, int side) {
				return 0.5 - p.pipCount(side) / 1000.0;
			}
		};
		SearchPlayer player = new SearchPlayer("race", race, 2);
		Position start = Position.start(BACKGAMMON, 1); // the opponent to move
		double v = player.expected(start, 0);
		assertEquals(21, judged.size());
		assertTrue(judged.stream().allMatch("1"::equals));
		assertEquals(0.5 + (167 - 49 / 6.0) / 1000, v, 1e-9);
	}

	@Test
	void twoPlyPlaysWholeGames() {
		PlayGenerator generator = new PlayGenerator(BACKGAMMON);
		Evaluator race = (p, side) -> 0.5 - p.pipCount(side) / 1000.0 + 0.001 * p.opponentCount(side, 1);
		GameResult r = new Game(BACKGAMMON, generator, new SearchPlayer("race", race, 2),
				Players.named("greedy").get(), Rng.derive(5, 1), false).playOut(2000);
		assertTrue(r.finished());
	}
}
