package org.rulebench.engine.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.Occupancy;
import org.rulebench.engine.rules.RuleSet;

/**
 * On a backgammon board the generator takes the last dice on bit masks and position keys without playing them.
 * A point limit of 15 changes nothing a game can reach, yet it sends the search down the general path that plays
 * every step: both must find the same results, in every kind of position random games meet (contact, the bar,
 * the last piece coming home, bearing off).
 */
class MaskSearchTest {
	private static final RuleSet BACKGAMMON = Fixtures.backgammon();
	private static final RuleSet LIMITED = BACKGAMMON.toBuilder("backgammon, at most 15 on a point")
			.occupancy(new Occupancy(15, 2, Occupancy.BACKGAMMON.hit(), false)).build();

	@Test
	void theMaskPathFindsWhatPlayingEveryStepFinds() {
		PlayGenerator masks = new PlayGenerator(BACKGAMMON);
		PlayGenerator general = new PlayGenerator(LIMITED);
		int compared = 0;
		for (Position p : positionsOfRandomGames(20)) {
			for (int a = 1; a <= 6; a++) {
				for (int b = 1; b <= a; b++) {
					Position same = sameStanding(p);
					assertEquals(results(general, same, a, b), results(masks, p, a, b), p + " rolling " + a + "-" + b);
					compared++;
				}
			}
		}
		assertTrue(compared > 20_000, "compared " + compared);
	}

	private static List<Position> positionsOfRandomGames(int games) {
		List<Position> out = new ArrayList<>();
		PlayGenerator g = new PlayGenerator(BACKGAMMON);
		for (long seed = 0; seed < games; seed++) {
			Game game = new Game(BACKGAMMON, g, new RandomPlayer(), new RandomPlayer(), seed, true);
			game.playOut(3000);
			game.turns().forEach(t -> out.add(t.after()));
		}
		return out;
	}

	/** The position under the limited rules. */
	private static Position sameStanding(Position p) {
		Position q = Position.empty(LIMITED, p.sideToMove());
		for (int side = 0; side < 2; side++) {
			for (int slot = 0; slot < p.trackTables().slots; slot++) {
				q.place(side, slot, p.slot(side, slot));
			}
		}
		return q;
	}

	/** Both sides after each result, with its dice and pips. */
	private static Set<String> results(PlayGenerator g, Position p, int... roll) {
		PlayList plays = g.generate(p, roll);
		Set<String> out = new TreeSet<>();
		for (int i = 0; i < plays.size(); i++) {
			Position after = p.copy();
			plays.apply(after, i);
			String standing = after.toString();
			assertTrue(out.add(standing + " dice " + plays.diceUsed(i) + " pips " + plays.pipsUsed(i)), "listed twice: " + standing);
		}
		return out;
	}
}
